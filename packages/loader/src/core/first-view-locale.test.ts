import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderConfig } from '../common/config.ts';
import { aimAt } from '../common/page-language.ts';
import { fetchFirstView } from './first-view.ts';

afterEach(() => {
  aimAt('en');
  document.head.replaceChildren();
});

const manifestUrl = 'https://cdn.example/account-words/mf-manifest.json';
const config = { remotes: { 'account-dialog': manifestUrl } } as unknown as LoaderConfig;

describe("a dialog's first view on a page in another language", () => {
  it("is the view in the page's language, its words asked for with its files", async () => {
    const served: Record<string, Response> = {
      [manifestUrl]: Response.json({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        mastheadContainer: { initKey: '__init__' },
        exposes: [
          {
            path: './AccountDialog',
            assets: {
              js: { sync: ['assets/account.js'], async: ['assets/messages-de-Q1w2E3r4.js'] },
              css: { sync: [] },
            },
          },
        ],
      }),
      'https://cdn.example/account-words/account-dialog.de.html': new Response(
        '<div role="dialog"><h2>Anmelden</h2></div>',
      ),
    };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) => served[String(input)] ?? new Response('', { status: 404 }));
    aimAt('de');
    await expect(fetchFirstView(document, config, 'account')).resolves.toBe(
      '<div role="dialog"><h2>Anmelden</h2></div>',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      'https://cdn.example/account-words/account-dialog.de.html',
    );
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual([
      'https://cdn.example/account-words/assets/account.js',
      'https://cdn.example/account-words/assets/messages-de-Q1w2E3r4.js',
    ]);
  });
});
