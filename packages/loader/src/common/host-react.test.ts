import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostReact, inCaretRange, lendWaitMs, type ReactLibraries } from './host-react.ts';
import { chosenReact } from './react-choice.ts';

afterEach(() => vi.useRealTimers());

/** The page's React: the same modules, told apart from the loader's own by identity. */
const pagesReact: ReactLibraries = { react: { ...react }, reactDom, reactDomClient, jsxRuntime };
const loadersOwn: ReactLibraries = { react, reactDom, reactDomClient, jsxRuntime };

const withVersion = (version: string): ReactLibraries => ({
  ...pagesReact,
  react: { ...react, version },
  reactDom: { ...reactDom, version },
});

function warnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('the React the widgets render with', () => {
  it("is the loader's own at once on a page that declares no lend, and a lend there is refused", async () => {
    const warn = warnings();
    const loadOwn = vi.fn(async () => loadersOwn);
    const host = hostReact(window, false);
    host.lend(pagesReact);
    await expect(host.choose(loadOwn)).resolves.toBe(loadersOwn);
    expect(chosenReact()).toBe(loadersOwn);
    expect(loadOwn).toHaveBeenCalledOnce();
    expect(warn.mock.calls).toEqual([
      [
        '[masthead] Masthead.lendReact is ignored: the loader\'s tag does not say data-masthead-react="host", so the widgets use the loader\'s own React',
      ],
    ]);
  });

  it("is the page's, lent after the loader started, and the loader's own is never loaded", async () => {
    const warn = warnings();
    const loadOwn = vi.fn(async () => loadersOwn);
    const host = hostReact(window, true);
    const chosen = host.choose(loadOwn);
    host.lend(pagesReact);
    await expect(chosen).resolves.toBe(pagesReact);
    expect(chosenReact()).toBe(pagesReact);
    expect(loadOwn).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes a framework’s canary of a version in range', async () => {
    const canary = withVersion(`${react.version}-canary-4a5b6c7d-20261201`);
    const host = hostReact(window, true);
    host.lend(canary);
    await expect(host.choose(async () => loadersOwn)).resolves.toBe(canary);
  });

  it.each([
    ['an older major', withVersion('18.3.1'), `the page's React is 18.3.1 and the widgets need ^19.2.0`],
    ['an older minor', withVersion('19.1.4'), `the page's React is 19.1.4 and the widgets need ^19.2.0`],
    [
      'react-dom of another version',
      { ...pagesReact, reactDom: { ...reactDom, version: '19.2.0' } },
      `the page's react-dom (19.2.0) is not its react (${react.version})`,
    ],
    [
      'a module missing',
      { react, reactDom } as unknown as ReactLibraries,
      "it needs the modules 'react', 'react-dom', 'react-dom/client' and 'react/jsx-runtime' as { react, reactDom, reactDomClient, jsxRuntime }",
    ],
  ])("refuses %s, says why once, and renders with the loader's own", async (_, lent, why) => {
    const warn = warnings();
    const host = hostReact(window, true);
    host.lend(lent);
    host.lend(lent);
    await expect(host.choose(async () => loadersOwn)).resolves.toBe(loadersOwn);
    expect(warn.mock.calls[0]).toEqual([
      `[masthead] Masthead.lendReact: ${why}; the widgets use the loader's own React`,
    ]);
    expect(warn.mock.calls[1]?.[0]).toBe(
      '[masthead] Masthead.lendReact was called after the widgets started; they keep the React they have',
    );
  });

  it("waits for a declared lend at most ten seconds, then renders with the loader's own", async () => {
    vi.useFakeTimers();
    const warn = warnings();
    const host = hostReact(window, true);
    let chosen: ReactLibraries | undefined;
    void host.choose(async () => loadersOwn).then((libraries) => (chosen = libraries));
    await vi.advanceTimersByTimeAsync(lendWaitMs - 1);
    expect(chosen).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(chosen).toBe(loadersOwn);
    expect(warn.mock.calls).toEqual([
      [
        '[masthead] the page declares data-masthead-react="host" but did not call Masthead.lendReact within 10 s; the widgets use the loader\'s own React',
      ],
    ]);
  });
});

describe('a version in a caret range', () => {
  it.each([
    ['19.2.0', true],
    ['19.3.1', true],
    ['19.2.0-rc-1', true],
    ['19.1.9', false],
    ['20.0.0', false],
    ['18.3.1', false],
    ['next', false],
  ])('%s in ^19.2.0: %s', (version, inRange) => {
    expect(inCaretRange(version, '^19.2.0')).toBe(inRange);
  });
});
