/**
 * The React every module of the loader's build renders with: in the build, `react`,
 * `react-dom`, `react-dom/client` and `react/jsx-runtime` resolve to modules that re-export
 * this (packages/build/src/react-source.ts). The page's React when it lent one in range, else
 * the loader's own; the entry imports the core only once that is chosen (common/host-react.ts,
 * common/react-choice.ts).
 */
import { chosenReact } from '../common/react-choice.ts';

export const libraries = chosenReact();
