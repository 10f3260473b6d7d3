import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as store from '@masthead/store';
import { parseConfig } from '../common/config.ts';
import { prefetchExpose } from '../common/prefetch.ts';
import { createFederation, shareScope, type ShareScope } from './federation.ts';

const manifestUrl = 'https://remote.example/account/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './AccountDialog', assets: { js: { sync: [] }, css: { sync: [] } } }],
};
const config = parseConfig({ remotes: { 'account-dialog': manifestUrl }, loadTimeoutMs: 1000 });
const Dialog = () => null;

/** A container as a remote's lean entry builds it, recording what it was given. */
function fakeContainer(exposed: Record<string, unknown> = { './AccountDialog': { default: Dialog } }) {
  return {
    init: vi.fn((_scope: ShareScope) => Promise.resolve()),
    get: vi.fn((expose: string) =>
      expose in exposed ? Promise.resolve(() => exposed[expose]) : Promise.reject(new Error(`no ${expose}`)),
    ),
  };
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('the share scope', () => {
  it('offers one React and one store, already loaded, from the loader', async () => {
    const scope = shareScope();
    for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@masthead/store']) {
      const versions = Object.values(scope[name] ?? {});
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({ loaded: true, from: 'masthead_loader' });
    }
    const react = Object.values(scope.react ?? {})[0];
    expect(react?.version).toBe(React.version);
    expect(await (await react!.get())()).toBe(React);
    const shared = Object.values(scope['@masthead/store'] ?? {})[0];
    expect(await (await shared!.get())()).toBe(store);
  });

  it('offers the on-demand libraries unloaded, with the requirement of the federation table', () => {
    const scope = shareScope();
    expect(Object.values(scope.formik ?? {})[0]).toMatchObject({
      loaded: false,
      shareConfig: { singleton: true, requiredVersion: '^2.4.6' },
    });
    expect(Object.keys(scope)).toEqual(
      expect.arrayContaining(['yup', '@masthead/ui-kit/modal', '@masthead/auth-flow']),
    );
  });
});

describe('loading an expose', () => {
  it("imports the manifest's container once, gives it the share scope, and asks it for the expose", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(manifest));
    const container = fakeContainer();
    const importModule = vi.fn(async () => container);
    const load = createFederation(config, document, importModule);
    const [first, again] = await Promise.all([
      load('account-dialog', './AccountDialog'),
      load('account-dialog', './AccountDialog'),
    ]);
    expect(first.default).toBe(Dialog);
    expect(again).toBe(first);
    expect(importModule.mock.calls).toEqual([['https://remote.example/account/remoteEntry.js']]);
    expect(container.init).toHaveBeenCalledOnce();
    expect(Object.keys(container.init.mock.calls[0]?.[0] ?? {})).toContain('react');
    expect(container.get.mock.calls).toEqual([['./AccountDialog']]);
  });

  it("builds a Masthead remote's container from its manifest, so remoteEntry.js is never fetched", async () => {
    const leanUrl = 'https://remote.example/lean/mf-manifest.json';
    const initKey = '__masthead_lean_test__';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { path: './AccountDialog', assets: { js: { sync: ['assets/shared.js'] }, css: { sync: [] } } },
        ],
        mastheadPreload: { shared: ['react'] },
        // The expose's chunk is shared with others: it picks its exports by their names there.
        mastheadContainer: { initKey, picks: { './AccountDialog': { default: 'a', attributes: 'o' } } },
      }),
    );
    const attributes = { 'heading-level': { prop: 'headingLevel', type: 'number' } };
    const importModule = vi.fn(async () => ({ a: Dialog, o: attributes, z: 'another expose' }));
    const load = createFederation(
      parseConfig({ remotes: { 'account-dialog': leanUrl } }),
      document,
      importModule,
    );
    try {
      await expect(load('account-dialog', './AccountDialog')).resolves.toEqual({
        default: Dialog,
        attributes,
      });
      expect(importModule.mock.calls).toEqual([['https://remote.example/lean/assets/shared.js']]);
      // The remote's chunks find React where they look for it, once the container has started.
      const globals = globalThis as unknown as Record<string, { initPromise?: Promise<unknown> } | undefined>;
      await expect(globals[initKey]?.initPromise).resolves.toBeDefined();
      const cache = globals.__mf_module_cache__ as unknown as { share: Record<string, unknown> };
      expect(cache.share['default:react']).toBe(React);
    } finally {
      delete (globalThis as unknown as Record<string, unknown>)[initKey];
    }
  });

  it('refuses what is not a container, forgets a container that failed to start, and tries again', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(manifest));
    const broken = fakeContainer();
    broken.init.mockRejectedValueOnce(new Error('init failed'));
    const importModule = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockResolvedValueOnce({ hello: 'world' })
      .mockResolvedValueOnce(broken)
      .mockResolvedValueOnce(fakeContainer());
    const load = createFederation(config, document, importModule);
    await expect(load('account-dialog', './AccountDialog')).rejects.toThrow(
      'https://remote.example/account/remoteEntry.js is not a federation container',
    );
    await expect(load('account-dialog', './AccountDialog')).rejects.toThrow('init failed');
    expect((await load('account-dialog', './AccountDialog')).default).toBe(Dialog);
    expect(importModule).toHaveBeenCalledTimes(3);
  });

  it('asks for a module whose request failed at a new address, a further one for each failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(manifest));
    const importModule = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('error loading dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('error loading dynamically imported module'))
      .mockResolvedValue(fakeContainer());
    const load = createFederation(config, document, importModule);
    await expect(load('account-dialog', './AccountDialog')).rejects.toThrow('error loading');
    await expect(load('account-dialog', './AccountDialog')).rejects.toThrow('error loading');
    expect((await load('account-dialog', './AccountDialog')).default).toBe(Dialog);
    expect(importModule.mock.calls).toEqual([
      ['https://remote.example/account/remoteEntry.js'],
      ['https://remote.example/account/remoteEntry.js?masthead-retry=1'],
      ['https://remote.example/account/remoteEntry.js?masthead-retry=2'],
    ]);
  });

  it('asks for a module at a new address when its preload (on intent) failed, and not when it loaded', async () => {
    const leanUrl = 'https://remote.example/preloaded/mf-manifest.json';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: ['Dialog', 'Checkout'].map((name) => ({
          path: `./${name}`,
          assets: { js: { sync: [`assets/${name}.js`] }, css: { sync: [] } },
        })),
        mastheadContainer: { initKey: '__masthead_preload_test__' },
      }),
    );
    const importModule = vi.fn(async (_url: string) => ({ default: Dialog }));
    const load = createFederation(
      parseConfig({ remotes: { 'account-dialog': leanUrl } }),
      document,
      importModule,
    );
    const preloadOf = (name: string) =>
      document.querySelector<HTMLLinkElement>(`link[rel="modulepreload"][href$="/${name}.js"]`);
    try {
      await prefetchExpose(document, leanUrl, './Dialog');
      await prefetchExpose(document, leanUrl, './Checkout');
      // The origin was down when the reader's pointer came to the button; then it is back.
      preloadOf('Dialog')?.dispatchEvent(new Event('error'));
      preloadOf('Checkout')?.dispatchEvent(new Event('load'));
      await load('account-dialog', './Dialog');
      await load('account-dialog', './Checkout');
      expect(importModule.mock.calls.map(([url]) => url)).toEqual([
        'https://remote.example/preloaded/assets/Dialog.js?masthead-retry=1',
        'https://remote.example/preloaded/assets/Checkout.js',
      ]);
    } finally {
      delete (globalThis as unknown as Record<string, unknown>).__masthead_preload_test__;
    }
  });

  it('refuses an expose that exports no component', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(manifest));
    const container = fakeContainer({ './AccountDialog': { default: 'not a component' } });
    const load = createFederation(config, document, async () => container);
    await expect(load('account-dialog', './AccountDialog')).rejects.toThrow(
      'masthead_account_dialog/AccountDialog exports no component',
    );
  });

  it('gives up after the configured time, and says so', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(manifest));
      const load = createFederation(config, document, () => new Promise(() => undefined));
      const loading = expect(load('account-dialog', './AccountDialog')).rejects.toThrow(
        'timed out after 1000 ms',
      );
      await vi.advanceTimersByTimeAsync(1000);
      await loading;
    } finally {
      vi.useRealTimers();
    }
  });
});
