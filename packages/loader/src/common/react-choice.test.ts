import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the module, as on a new page; `built` as in the loader's build. */
async function freshChoice(built: boolean) {
  if (built) vi.stubGlobal('__MASTHEAD_REACT_CHOSEN__', true);
  vi.resetModules();
  return import('./react-choice.ts');
}

describe("the loader's files other than the core", () => {
  it('are imported only once the React is chosen, in the build', async () => {
    const { afterReactChosen, setChosenReact, chosenReact } = await freshChoice(true);
    const imported = vi.fn(async () => 'the session');
    const session = afterReactChosen(imported);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(imported).not.toHaveBeenCalled();
    expect(() => chosenReact()).toThrow('the React of the widgets was read before it was chosen');
    const libraries = { react, reactDom, reactDomClient, jsxRuntime };
    setChosenReact(libraries);
    await expect(session).resolves.toBe('the session');
    expect(chosenReact()).toBe(libraries);
    // Once chosen, at once.
    await expect(afterReactChosen(async () => 'a library')).resolves.toBe('a library');
  });

  it('are imported at once outside the build, where React is the importer’s own', async () => {
    const { afterReactChosen } = await freshChoice(false);
    await expect(afterReactChosen(async () => 'the session')).resolves.toBe('the session');
  });
});
