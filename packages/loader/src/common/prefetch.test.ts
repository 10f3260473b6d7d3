import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchManifest, prefetchExposeFiles, remoteEntryUrl, type RemoteManifest } from './prefetch.ts';

const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './AccountDialog',
      assets: { js: { sync: ['assets/widget.js', 'assets/copy.js'] }, css: { sync: ['assets/widget.css'] } },
    },
  ],
  mastheadPreload: { shared: ['formik'] },
};

afterEach(() => {
  document.head.replaceChildren();
});

describe('a remote manifest', () => {
  it('is fetched once however often it is asked for', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(manifest));
    const url = 'https://remote.example/once/mf-manifest.json';
    const [first, second] = await Promise.all([fetchManifest(url), fetchManifest(url)]);
    expect(first).toEqual(manifest);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('is asked for again after a failure, and what is not a manifest is refused', async () => {
    const url = 'https://remote.example/flaky/mf-manifest.json';
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ hello: 'world' }))
      .mockResolvedValueOnce(Response.json(manifest));
    await expect(fetchManifest(url)).rejects.toThrow(`${url} answered 503`);
    await expect(fetchManifest(url)).rejects.toThrow('is not a federation manifest');
    await expect(fetchManifest(url)).resolves.toEqual(manifest);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe("a remote's container", () => {
  it('is named by the manifest, relative to where the manifest is', () => {
    const url = 'https://remote.example/account/1.0.0/mf-manifest.json';
    expect(remoteEntryUrl(url, manifest)).toBe('https://remote.example/account/1.0.0/remoteEntry.js');
    const nested = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(remoteEntryUrl(url, nested)).toBe('https://remote.example/account/1.0.0/entry/remoteEntry.js');
  });
});

describe('preloading an expose', () => {
  it("asks at once for the entry, the module's chunks and its styles, each once", () => {
    const url = 'https://remote.example/account/1.0.0/mf-manifest.json';
    void prefetchExposeFiles(document, url, manifest, './AccountDialog');
    void prefetchExposeFiles(document, url, manifest, './AccountDialog');
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.href]);
    expect(links).toEqual([
      ['modulepreload', 'https://remote.example/account/1.0.0/remoteEntry.js'],
      ['modulepreload', 'https://remote.example/account/1.0.0/assets/widget.js'],
      ['modulepreload', 'https://remote.example/account/1.0.0/assets/copy.js'],
      ['stylesheet', 'https://remote.example/account/1.0.0/assets/widget.css'],
    ]);
  });

  it('leaves out the entry of a Masthead remote, whose container the loader builds from the manifest', () => {
    const masthead = { ...manifest, mastheadContainer: { initKey: '__init__' } };
    void prefetchExposeFiles(
      document,
      'https://remote.example/lean/mf-manifest.json',
      masthead,
      './AccountDialog',
    );
    expect([...document.head.querySelectorAll('link')].map((link) => link.href)).toEqual([
      'https://remote.example/lean/assets/widget.js',
      'https://remote.example/lean/assets/copy.js',
      'https://remote.example/lean/assets/widget.css',
    ]);
  });

  it('preloads only the entry for an expose the manifest does not list', () => {
    void prefetchExposeFiles(
      document,
      'https://remote.example/other/mf-manifest.json',
      manifest,
      './Missing',
    );
    expect([...document.head.querySelectorAll('link')].map((link) => link.href)).toEqual([
      'https://remote.example/other/remoteEntry.js',
    ]);
  });
});

describe('a file the page has fetched already', () => {
  it('gets no second modulepreload (the host sent its hint), but its styles are still linked', () => {
    const url = 'https://remote.example/requested/1.0.0/mf-manifest.json';
    const fetched = new Set([
      'https://remote.example/requested/1.0.0/remoteEntry.js',
      'https://remote.example/requested/1.0.0/assets/widget.js',
      'https://remote.example/requested/1.0.0/assets/widget.css',
    ]);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      fetched.has(name) ? [{ name } as PerformanceEntry] : [],
    );
    void prefetchExposeFiles(document, url, manifest, './AccountDialog');
    expect([...document.head.querySelectorAll('link')].map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', 'https://remote.example/requested/1.0.0/assets/copy.js'],
      ['stylesheet', 'https://remote.example/requested/1.0.0/assets/widget.css'],
    ]);
  });
});

describe('a stylesheet the page links itself', () => {
  it('is not linked a second time (a prerendered widget comes with its styles)', () => {
    const url = 'https://remote.example/linked/1.0.0/mf-manifest.json';
    const own = document.createElement('link');
    own.rel = 'stylesheet';
    own.href = 'https://remote.example/linked/1.0.0/assets/widget.css';
    document.head.append(own);
    void prefetchExposeFiles(document, url, manifest, './AccountDialog');
    expect(
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    ).toEqual(['https://remote.example/linked/1.0.0/assets/widget.css']);
  });
});

describe("an expose's words in another language", () => {
  const words: RemoteManifest = {
    ...manifest,
    mastheadContainer: { initKey: '__init__' },
    exposes: [
      {
        path: './AccountDialog',
        assets: {
          js: {
            sync: ['assets/widget.js'],
            async: [
              'assets/messages-de-Bv1_xY2z.js',
              'assets/messages-pt-BR-a-b1c2d3.js',
              'assets/messages-en-XA-00000000.js',
              'assets/panel-C3d4E5f6.js',
            ],
          },
          css: { sync: [] },
        },
      },
    ],
  };

  it("are preloaded with its files, the page's languages' only, never English", () => {
    const url = 'https://remote.example/words/mf-manifest.json';
    void prefetchExposeFiles(document, url, words, './AccountDialog', { locales: ['pt-BR', 'en', 'de'] });
    expect([...document.head.querySelectorAll('link')].map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', 'https://remote.example/words/assets/widget.js'],
      ['modulepreload', 'https://remote.example/words/assets/messages-pt-BR-a-b1c2d3.js'],
      ['modulepreload', 'https://remote.example/words/assets/messages-de-Bv1_xY2z.js'],
    ]);
  });

  it('are not preloaded on a page in English, nor its other later chunks', () => {
    void prefetchExposeFiles(
      document,
      'https://remote.example/english/mf-manifest.json',
      words,
      './AccountDialog',
    );
    expect([...document.head.querySelectorAll('link')].map((link) => link.href)).toEqual([
      'https://remote.example/english/assets/widget.js',
    ]);
  });
});
