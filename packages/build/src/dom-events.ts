// The DOM events of Masthead (`masthead:*`), as the loader's declarations describe them
// (loader-declarations.ts), and the event names the sources dispatch: the build fails when a
// source uses one that is not described here, so the declarations cannot miss one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './widget-catalog.ts';

export interface EventDescription {
  /** The interfaces whose event maps list it. */
  targets: ('Document' | 'Window' | 'HTMLElement')[];
  /** The type of its `detail`. */
  detail: string;
  doc: string;
}

/**
 * The DOM events of Masthead. The build fails when the sources dispatch a `masthead:` event
 * that is not here, so the declarations cannot miss one.
 */
export const events: Record<string, EventDescription> = {
  'masthead:ready': {
    targets: ['Document'],
    detail: 'null',
    doc: 'The loader has run: `window.Masthead` is there. Dispatched once on `document`.',
  },
  'masthead:navigate': {
    targets: ['Document'],
    detail: '{ readonly href: string }',
    doc: "A reader clicked a link of a widget or a dialog to a page of this origin; cancel it (`preventDefault()`) to navigate with the page's own router instead of the browser. Never for a click that opens a new tab or window.",
  },
  'masthead:logout': {
    targets: ['HTMLElement', 'Document', 'Window'],
    detail: 'null',
    doc: 'The reader logged out through the header; bubbles from `<masthead-header>`.',
  },
  'masthead:digital-data': {
    targets: ['Window'],
    detail: 'DataLayerChange',
    doc: 'The analytics data layer (`window.digitalData`) changed: an event, the user or the page.',
  },
};

/** `masthead:*` event names the sources use (storage keys have a second colon and are left out). */
export function eventNamesInSources(): string[] {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/(?<!\.test|\.stories)\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/['"`](masthead:[a-z-]+)['"`]/g)) {
          if (match[1]) names.add(match[1]);
        }
      }
    }
  };
  for (const pkg of readdirSync(join(repoRoot, 'packages'))) {
    const src = join(repoRoot, 'packages', pkg, 'src');
    try {
      walk(src);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return [...names].sort();
}
