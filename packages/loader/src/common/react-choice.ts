/**
 * The React the loader's modules render with, once chosen (host-react.ts): the page's, when it
 * lent one, or the loader's own. Every import of React in the loader's build reads it
 * (core/react-source.ts), so this module imports nothing: a CommonJS library that requires
 * React pulls it in as it runs, and nothing else with it.
 */
import type { ReactLibraries } from './host-react.ts';

let chosen: ReactLibraries | undefined;

export function setChosenReact(libraries: ReactLibraries): void {
  chosen = libraries;
}

/**
 * The chosen React. The entry imports the core only once it is chosen, so a module of the core
 * that reads it earlier is a build mistake, said as such.
 */
export function chosenReact(): ReactLibraries {
  if (!chosen) throw new Error('the React of the widgets was read before it was chosen');
  return chosen;
}
