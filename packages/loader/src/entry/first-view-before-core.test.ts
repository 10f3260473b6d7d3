import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openAccountDialog, resetMastheadStore } from '@masthead/store/vanilla';
import type { LoaderConfig } from '../common/config.ts';
import { firstViewsBeforeCore } from './first-view-before-core.ts';

// Each test its own remote's origin: the loader keeps what it fetched for the page's life.
let remote = 0;
let manifestUrl = '';
let markupUrl = '';
let config: Promise<LoaderConfig>;
beforeEach(() => {
  remote += 1;
  manifestUrl = `https://cdn${remote}.example/account/mf-manifest.json`;
  markupUrl = `https://cdn${remote}.example/account/account-dialog.html`;
  config = Promise.resolve({ remotes: { 'account-dialog': manifestUrl } } as unknown as LoaderConfig);
});
const firstView =
  '<div data-masthead-scope=""><div role="dialog" aria-modal="true" aria-label="Sign In"><button type="button" aria-label="Close"></button><form><label>Email <input name="emailAddress" required></label><button type="submit">Continue</button></form></div></div>';

/** The remote's files as a CDN serves them, the first view's markup held until `release`. */
function serveRemote() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === manifestUrl)
      return Response.json({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        mastheadContainer: { initKey: '__init__' },
        exposes: [{ path: './AccountDialog', assets: { js: { sync: [], async: [] }, css: { sync: [] } } }],
      });
    if (url === markupUrl) {
      await held;
      return new Response(firstView);
    }
    return new Response('', { status: 404 });
  });
  return { release, fetchMock };
}

const emailField = () =>
  document.querySelector('[data-masthead-dialog="account"] input[name="emailAddress"]');
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  resetMastheadStore();
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('a dialog asked for before the core has come', () => {
  it('shows its first view as soon as the markup is in, focus on its Close button', async () => {
    const { release } = serveRemote();
    stop = firstViewsBeforeCore(document, config, () => false).watch();
    openAccountDialog();
    await settle();
    expect(emailField()).toBeNull();
    release();
    await vi.waitFor(() => expect(emailField()).not.toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
  });

  it('leaves it to the core once the core is in, and shows nothing for a dialog closed meanwhile', async () => {
    const { release } = serveRemote();
    let coreIn = false;
    stop = firstViewsBeforeCore(document, config, () => coreIn).watch();
    openAccountDialog();
    coreIn = true;
    release();
    await settle();
    expect(emailField()).toBeNull();

    coreIn = false;
    closeDialog();
    openAccountDialog();
    closeDialog();
    await settle();
    expect(emailField()).toBeNull();
  });

  it('fetches nothing for a view the first view is not (a paywall, a signed-in view) or one the server sent', async () => {
    const { fetchMock } = serveRemote();
    stop = firstViewsBeforeCore(document, config, () => false).watch();
    openAccountDialog({ view: 'register' });
    openAccountDialog({ fromPaywall: true });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    stop?.();

    closeDialog();
    const server = document.createElement('div');
    server.setAttribute('data-masthead-dialog', 'account');
    server.setAttribute('data-masthead-prerendered', '');
    document.body.append(server);
    stop = firstViewsBeforeCore(document, config, () => false).watch();
    openAccountDialog();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('what the core waits for', () => {
  it('is the first view under way: settled once it is shown, at once when none is', async () => {
    const { release } = serveRemote();
    const views = firstViewsBeforeCore(document, config, () => false);
    let settled = false;
    void views.shown().then(() => (settled = true));
    await settle();
    expect(settled).toBe(true);

    stop = views.watch();
    openAccountDialog();
    settled = false;
    void views.shown().then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    release();
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(emailField()).not.toBeNull();
  });
});
