import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openAccountDialog, resetMastheadStore } from '@masthead/store/vanilla';
import type { LoaderConfig } from '../common/config.ts';
import { showFirstViewsBeforeCore } from './first-view-before-core.ts';

const manifestUrl = 'https://cdn.example/account/mf-manifest.json';
const markupUrl = 'https://cdn.example/account/account-dialog.html';
const config = Promise.resolve({ remotes: { 'account-dialog': manifestUrl } } as unknown as LoaderConfig);
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
    stop = showFirstViewsBeforeCore(document, config, () => false);
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
    stop = showFirstViewsBeforeCore(document, config, () => coreIn);
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
    stop = showFirstViewsBeforeCore(document, config, () => false);
    openAccountDialog({ view: 'register' });
    openAccountDialog({ fromPaywall: true });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    stop();

    closeDialog();
    const server = document.createElement('div');
    server.setAttribute('data-masthead-dialog', 'account');
    server.setAttribute('data-masthead-prerendered', '');
    document.body.append(server);
    stop = showFirstViewsBeforeCore(document, config, () => false);
    openAccountDialog();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
