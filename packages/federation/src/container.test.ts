import { afterEach, describe, expect, it } from 'vitest';
import { leanContainer } from './container.ts';

const globals = globalThis as unknown as Record<string, unknown>;
const initKey = '__masthead_container_test__';
const sharedCache = () => (globals.__mf_module_cache__ as { share: Record<string, unknown> }).share;

afterEach(() => {
  delete globals[initKey];
  delete globals.__mf_module_cache__;
  document.head.replaceChildren();
});

/** A started container whose one expose, `./Footer`, has a stylesheet. */
async function styledFooter() {
  const module = { default: () => null };
  const container = leanContainer({
    initKey,
    eager: [],
    exposes: { './Footer': async () => module },
    styles: { './Footer': ['https://cdn.example/footer/footer.css'] },
  });
  await container.init({});
  return { module, container };
}

describe("a Masthead remote's container", () => {
  it("takes each shared module from the page, the loaded one first, and then lets the remote's chunks run", async () => {
    const react = { version: '19.2.0' };
    const container = leanContainer({ initKey, eager: ['react'], exposes: {}, styles: {} });
    // A remote's chunk awaits this before it reads React from the cache.
    const state = globals[initKey] as { initPromise: Promise<unknown> };
    let chunksMayRun = false;
    void state.initPromise.then(() => (chunksMayRun = true));
    await container.init({
      react: {
        '18.3.1': { loaded: false, get: () => () => ({ version: '18.3.1' }) },
        // A namespace whose only export is its default stands for that default.
        '19.2.0': { loaded: true, get: () => Promise.resolve(() => ({ default: react })) },
      },
    });
    await Promise.resolve();
    expect(chunksMayRun).toBe(true);
    expect(sharedCache()['default:react']).toBe(react);
    expect(sharedCache().react).toBe(react);
  });

  it('names a shared module the page does not provide', async () => {
    const container = leanContainer({ initKey, eager: ['react'], exposes: {}, styles: {} });
    await expect(container.init({})).rejects.toThrow('[masthead] the page provides no react');
  });

  it('hands out an expose once its styles have loaded, and names one it does not have', async () => {
    const { module, container } = await styledFooter();
    let handedOut = false;
    const getting = container.get('./Footer').then((factory) => {
      handedOut = true;
      return factory();
    });
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(link?.href).toBe('https://cdn.example/footer/footer.css');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handedOut).toBe(false);
    link?.dispatchEvent(new Event('load'));
    await expect(getting).resolves.toBe(module);
    await expect(container.get('./Header')).rejects.toThrow('[masthead] this remote exposes no ./Header');
  });

  it('with a stylesheet that cannot be loaded: fails, takes its link out, and links it anew next time', async () => {
    const { module, container } = await styledFooter();
    const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const failing = container.get('./Footer');
    stylesheets()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('[masthead] could not load https://cdn.example/footer/footer.css');
    expect(stylesheets()).toEqual([]);

    const again = container.get('./Footer');
    expect(stylesheets().map((link) => link.href)).toEqual(['https://cdn.example/footer/footer.css']);
    stylesheets()[0]?.dispatchEvent(new Event('load'));
    await expect(again.then((factory) => factory())).resolves.toBe(module);
  });

  it('hands out, for an expose whose chunk it shares, its own exports under their names', async () => {
    const HeaderAd = () => null;
    const PartnerAds = () => null;
    const chunk = async () => ({ a: HeaderAd, o: { size: {} }, t: PartnerAds });
    const container = leanContainer({
      initKey,
      eager: [],
      exposes: { './HeaderAd': chunk, './PartnerAds': chunk },
      picks: { './HeaderAd': { default: 'a', attributes: 'o' }, './PartnerAds': { default: 't' } },
      styles: {},
    });
    await container.init({});
    expect((await container.get('./HeaderAd'))()).toEqual({ default: HeaderAd, attributes: { size: {} } });
    expect((await container.get('./PartnerAds'))()).toEqual({ default: PartnerAds });
  });
});
