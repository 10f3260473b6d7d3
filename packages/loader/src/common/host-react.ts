/**
 * Which React the widgets render with. By default the loader's own (`chunks/masthead-react.js`,
 * fetched beside the core). A page that runs React itself says so on the loader's tag
 * (`data-masthead-react="host"`) and lends it with `Masthead.lendReact(...)`: the core then
 * waits for the lend and the loader's copy is never downloaded, so the page has one React.
 * The widgets are built against the federation table's range; a React outside it, or no lend
 * in time, and the loader's own is used, said once in the console.
 */
import { shared } from '@masthead/federation';
import { logWarning } from './log.ts';
import { setChosenReact } from './react-choice.ts';

/**
 * The four modules the widgets import React through, as a bundler's namespace objects. The
 * build copies this text into the declarations hosts compile against (masthead-loader.d.ts),
 * where `import()` types resolve to the host's own React; a type import here would be
 * printed as a path on the build machine.
 */
/* eslint-disable @typescript-eslint/consistent-type-imports */
export interface ReactLibraries {
  react: typeof import('react');
  reactDom: typeof import('react-dom');
  reactDomClient: typeof import('react-dom/client');
  jsxRuntime: typeof import('react/jsx-runtime');
}
/* eslint-enable @typescript-eslint/consistent-type-imports */

/** How long the core waits for a page that declared a lend: past it, its own React. */
export const lendWaitMs = 10_000;

const requiredRange = shared.react.requiredVersion;

/**
 * Whether `version` is in a caret range (`^19.2.0`, the only form the federation table uses):
 * the same major, at least the minor and patch. A prerelease of a version in range counts
 * (frameworks ship React canaries such as `19.3.0-canary-…`: the same API as the release).
 */
export function inCaretRange(version: string, range: string): boolean {
  const parse = (text: string) => /^\^?(\d+)\.(\d+)\.(\d+)/.exec(text)?.slice(1, 4).map(Number);
  const [major, minor, patch] = parse(version) ?? [];
  const [wantMajor, wantMinor, wantPatch] = parse(range) ?? [];
  if (major === undefined || minor === undefined || patch === undefined) return false;
  if (wantMajor === undefined || wantMinor === undefined || wantPatch === undefined) return false;
  if (major !== wantMajor) return false;
  return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
}

const isNamespace = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Why `lent` cannot be used, or null when it can. */
function refusal(lent: unknown): string | null {
  if (!isNamespace(lent)) return 'it was not given { react, reactDom, reactDomClient, jsxRuntime }';
  const { react, reactDom, reactDomClient, jsxRuntime } = lent;
  if (
    !isNamespace(react) ||
    !isNamespace(reactDom) ||
    !isNamespace(reactDomClient) ||
    !isNamespace(jsxRuntime) ||
    typeof react.createElement !== 'function' ||
    typeof reactDomClient.createRoot !== 'function' ||
    typeof jsxRuntime.jsx !== 'function'
  )
    return "it needs the modules 'react', 'react-dom', 'react-dom/client' and 'react/jsx-runtime' as { react, reactDom, reactDomClient, jsxRuntime }";
  const version = typeof react.version === 'string' ? react.version : 'unknown';
  if (!inCaretRange(version, requiredRange))
    return `the page's React is ${version} and the widgets need ${requiredRange}`;
  if (reactDom.version !== version)
    return `the page's react-dom (${String(reactDom.version)}) is not its react (${version})`;
  return null;
}

export interface HostReact {
  /** Whether the page's tag declared a lend (its React is then never fetched up front). */
  readonly declared: boolean;
  /** `Masthead.lendReact`: the page's React, taken when declared, in range and in time. */
  lend(libraries: ReactLibraries): void;
  /**
   * Settles once the React the widgets render with is chosen: the page's, when lent, else the
   * loader's own (`loadOwn`). The core is imported only then: its modules read the choice as
   * they run (`chosenReact`).
   */
  choose(loadOwn: () => Promise<ReactLibraries>): Promise<ReactLibraries>;
}

/**
 * The page's React, for a page whose tag declares a lend; otherwise the loader's own at once.
 * One per loader start (start.ts).
 */
export function hostReact(win: Window, declared: boolean): HostReact {
  let settle: (libraries: ReactLibraries | null) => void = () => undefined;
  let settled = false;
  const lent = new Promise<ReactLibraries | null>((resolve) => {
    settle = (value) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
  });
  if (!declared) settle(null);
  else
    win.setTimeout(() => {
      if (settled) return;
      logWarning(
        `the page declares data-masthead-react="host" but did not call Masthead.lendReact within ${lendWaitMs / 1000} s; the widgets use the loader's own React`,
      );
      settle(null);
    }, lendWaitMs);
  return {
    declared,
    lend(libraries) {
      if (settled) {
        logWarning(
          declared
            ? 'Masthead.lendReact was called after the widgets started; they keep the React they have'
            : 'Masthead.lendReact is ignored: the loader\'s tag does not say data-masthead-react="host", so the widgets use the loader\'s own React',
        );
        return;
      }
      const why = refusal(libraries);
      if (why) logWarning(`Masthead.lendReact: ${why}; the widgets use the loader's own React`);
      settle(why ? null : libraries);
    },
    async choose(loadOwn) {
      const libraries = (await lent) ?? (await loadOwn());
      setChosenReact(libraries);
      return libraries;
    },
  };
}
