/**
 * The placements against the race a server-rendered page runs: the loader can replace a
 * placeholder's content with the mounted widget before React hydrates it. Rendered on the
 * server, put in a page, changed as the loader's mount does (core/mount.tsx), then hydrated.
 */
import { act, createElement, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MastheadScript } from './masthead-script.tsx';
import {
  MastheadFooter,
  MastheadHeader,
  MastheadHeaderAd,
  MastheadInterstitial,
  MastheadPartnerAds,
} from './widgets.tsx';

const headerMarkup =
  '<div class="mh-root"><header aria-label="Site header"><button>Sign In</button></header></div>';

/** What the loader's mount does to a placeholder: the widget's container in, the fallback out. */
function mountAsTheLoaderDoes(host: Element): HTMLElement {
  const fallback = Array.from(host.childNodes);
  const container = host.ownerDocument.createElement('div');
  container.style.display = 'contents';
  container.setAttribute('data-masthead-mounted', '');
  container.innerHTML = '<nav aria-label="Widget">mounted</nav>';
  host.append(container);
  for (const node of fallback) node.remove();
  return container;
}

function Page({ placement }: { placement: 'components' | 'fallback-children' }) {
  const [clicks, setClicks] = useState(0);
  const header =
    placement === 'components' ? (
      <MastheadHeader markup={headerMarkup} />
    ) : (
      // The placement React hosts used before: the fallback as React children.
      createElement('masthead-header', null, <a href="/">Home</a>)
    );
  return (
    <div>
      {header}
      <main>
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          Clicked {clicks}
        </button>
      </main>
      {placement === 'components' ? (
        <MastheadFooter heading-level={3} />
      ) : (
        createElement('masthead-footer', null, <a href="/help">Help</a>)
      )}
    </div>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
beforeAll(() => {
  // React's own roots here, not Testing Library's: tell React that `act` is in use.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** Server-renders `page`, lets the loader mount first, hydrates, and collects what React reports. */
async function hydrateAfterTheLoader(page: ReactNode) {
  container.innerHTML = renderToString(page);
  const mounted = [...container.querySelectorAll('masthead-header, masthead-footer')].map(
    mountAsTheLoaderDoes,
  );
  const recoverable: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
  });
  const logged = consoleErrors.mock.calls.map((call) => call.map(String).join(' '));
  consoleErrors.mockRestore();
  return { mounted, recoverable, logged };
}

describe('the widget components on a server-rendered page', () => {
  it('given the loader mounted before hydration, hydrate with no error and keep the mounted widgets', async () => {
    const { mounted, recoverable, logged } = await hydrateAfterTheLoader(<Page placement="components" />);
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
    for (const node of mounted) expect(node.isConnected).toBe(true);
    expect(container.querySelectorAll('[data-masthead-mounted]')).toHaveLength(2);
    expect(container.querySelector('masthead-header')?.textContent).toBe('mounted');

    // The page is interactive, and its own re-renders leave the widgets alone.
    await act(async () => container.querySelector<HTMLButtonElement>('main button')?.click());
    expect(container.querySelector('main button')?.textContent).toBe('Clicked 1');
    for (const node of mounted) expect(node.isConnected).toBe(true);
  });

  it('given the fallback as React children (the old placement), the same race is a hydration error', async () => {
    const { recoverable } = await hydrateAfterTheLoader(<Page placement="fallback-children" />);
    expect(recoverable.length).toBeGreaterThan(0);
    expect(String(recoverable[0])).toMatch(/Hydration failed|#418/);
  });

  it('given the loader has not run yet, hydrate with no error and leave the markup for the loader', async () => {
    const page = <Page placement="components" />;
    container.innerHTML = renderToString(page);
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    const header = container.querySelector('masthead-header');
    expect(header?.innerHTML).toBe(headerMarkup);
    // Mounting after hydration (the lent React makes the widgets wait for it) is as harmless.
    if (header) mountAsTheLoaderDoes(header);
    await act(async () => container.querySelector<HTMLButtonElement>('main button')?.click());
    expect(header?.querySelector('[data-masthead-mounted]')).not.toBeNull();
  });
});

describe('what the components render', () => {
  it('renders each custom element with its attributes as HTML writes them', () => {
    const html = renderToString(
      <>
        <MastheadHeader state="sticky" hide-search className="site-header" />
        <MastheadFooter heading-level={2} hide-social={false} id="footer" />
        <MastheadHeaderAd provider="demo" demo-fill="partial" />
        <MastheadPartnerAds provider="gpt" />
        <MastheadInterstitial provider="demo" consent="granted" />
      </>,
    );
    expect(html).toBe(
      '<masthead-header state="sticky" hide-search="" class="site-header"></masthead-header>' +
        '<masthead-footer heading-level="2" id="footer"></masthead-footer>' +
        '<masthead-header-ad provider="demo" demo-fill="partial"></masthead-header-ad>' +
        '<masthead-partner-ads provider="gpt"></masthead-partner-ads>' +
        '<masthead-interstitial provider="demo" consent="granted"></masthead-interstitial>',
    );
  });

  it('marks prerendered markup for the loader, and leaves an empty markup out', () => {
    expect(renderToString(<MastheadHeader markup={headerMarkup} />)).toBe(
      `<masthead-header data-masthead-prerendered="">${headerMarkup}</masthead-header>`,
    );
    expect(renderToString(<MastheadFooter markup="" />)).toBe('<masthead-footer></masthead-footer>');
  });

  it('writes loading="lazy" for a widget that waits until the reader comes near it', () => {
    expect(renderToString(<MastheadFooter loading="lazy" markup="<footer>Help</footer>" />)).toBe(
      '<masthead-footer loading="lazy" data-masthead-prerendered=""><footer>Help</footer></masthead-footer>',
    );
  });

  it('types the attributes from the widgets’ own definitions', () => {
    // Compiled, never run: each line must be a type error.
    const wrong = () => [
      // @ts-expect-error heading levels go from 1 to 6
      <MastheadFooter key="1" heading-level={9} />,
      // @ts-expect-error the header has three states
      <MastheadHeader key="2" state="floating" />,
      // @ts-expect-error an ad provider the widgets do not know
      <MastheadPartnerAds key="3" provider="adsense" />,
      // @ts-expect-error the fallback is never React's children
      <MastheadFooter key="4">Help</MastheadFooter>,
      // @ts-expect-error lazy or eager, as on an <img>
      <MastheadFooter key="5" loading="later" />,
    ];
    expect(typeof wrong).toBe('function');
  });

  it('writes the loader’s tag with the page’s nonce and what the page declares', () => {
    const html = renderToString(
      <MastheadScript
        src="https://cdn.example.com/masthead/masthead-loader.js"
        config="/masthead.config.json"
        prefetch="checkout"
        nonce="abc123"
        lendReact
      />,
    );
    expect(html).toContain('type="module"');
    expect(html).toMatch(/ async=""/);
    expect(html).toContain('src="https://cdn.example.com/masthead/masthead-loader.js"');
    expect(html).toContain('data-masthead-config="/masthead.config.json"');
    expect(html).toContain('data-masthead-prefetch="checkout"');
    expect(html).toContain('data-masthead-react="host"');
    expect(html).toContain('nonce="abc123"');
    const plain = renderToString(<MastheadScript src="/l.js" config="/c.json" />);
    expect(plain).not.toMatch(/data-masthead-(react|prefetch|open)|nonce/);
  });
});
