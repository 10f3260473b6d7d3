/**
 * The React the loader's modules render with, once chosen (host-react.ts): the page's, when it
 * lent one, or the loader's own. Every import of React in the loader's build reads it
 * (core/react-source.ts), so this module imports nothing: a CommonJS library that requires
 * React pulls it in as it runs, and nothing else with it.
 *
 * The modules that read it are in the core's file, and every other file of the loader that
 * uses React (the libraries, the session, which share modules with the core) imports that file:
 * evaluated before the choice, it would fail, and a module that failed as it ran stays failed
 * for the page. So the entry imports any of them only through `afterReactChosen`.
 */
import type { ReactLibraries } from './host-react.ts';

let chosen: ReactLibraries | undefined;
let announce: () => void = () => undefined;
const whenChosen = new Promise<void>((resolve) => (announce = resolve));

export function setChosenReact(libraries: ReactLibraries): void {
  chosen = libraries;
  announce();
}

/**
 * True in the loader's build, where React is chosen at run time; absent elsewhere (the unit
 * tests and Storybook import React itself, and nothing waits).
 */
declare const __MASTHEAD_REACT_CHOSEN__: boolean | undefined;

/** `load()`, once the React is chosen: how the entry imports any file but the core. */
export function afterReactChosen<T>(load: () => Promise<T>): Promise<T> {
  const chosenAtRunTime = typeof __MASTHEAD_REACT_CHOSEN__ === 'boolean' && __MASTHEAD_REACT_CHOSEN__;
  return chosenAtRunTime ? whenChosen.then(load) : load();
}

/**
 * The chosen React. The entry imports the core only once it is chosen, so a module of the core
 * that reads it earlier is a build mistake, said as such.
 */
export function chosenReact(): ReactLibraries {
  if (!chosen) throw new Error('the React of the widgets was read before it was chosen');
  return chosen;
}
