/**
 * The libraries the loader provides on first use (`sharedOnDemand` in the federation
 * table), each a chunk of the loader's own build. `loadLibrary` starts one at most once
 * per page (a failed download is forgotten, so a later try fetches it again), which lets
 * the loader fetch what a remote consumes at the same time as the remote itself, instead
 * of after the remote's entry has asked for it.
 */
import { version as analyticsVersion } from '@masthead/analytics/package.json';
import { version as apiVersion } from '@masthead/api/package.json';
import { version as authFlowVersion } from '@masthead/auth-flow/package.json';
import type { OnDemandLibrary } from '@masthead/federation';
import { mastheadStore } from '@masthead/store/vanilla';
import { version as uiKitVersion } from '@masthead/ui-kit/package.json';
import { version as formikVersion } from 'formik/package.json';
import { version as yupVersion } from 'yup/package.json';
import { afterReactChosen } from './react-choice.ts';
import { linkStylesheets } from './stylesheets.ts';

/**
 * Each library's stylesheets, relative to this file (the loader's entry), written in by the
 * build as `library=file,file;library=file`; none outside a build (the unit tests, whose
 * modules bring their own styles).
 */
declare const __MASTHEAD_LIBRARY_STYLES__: string | undefined;
const styleTable = typeof __MASTHEAD_LIBRARY_STYLES__ === 'string' ? __MASTHEAD_LIBRARY_STYLES__ : '';
const libraryStyles = new Map(
  styleTable
    .split(';')
    .filter((entry) => entry.includes('='))
    .map((entry) => {
      const [name = '', files = ''] = entry.split('=');
      return [name, files.split(',').map((file) => new URL(file, import.meta.url).href)] as const;
    }),
);

/**
 * The stylesheets `names` take with them, each fetched in CORS mode, as the loader's hints and
 * its prerendered views ask for them.
 */
export const libraryStylesheets = (names: readonly string[]) =>
  [...new Set(names.flatMap((name) => libraryStyles.get(name) ?? []))].map((href) => ({ href, cors: true }));

let apiOrigin: string | undefined;

/** The config's `apiOrigin`, which the API client calls once it loads (unset: the page's origin). */
export function setApiOrigin(origin: string | undefined): void {
  apiOrigin = origin;
}

const libraries: Record<OnDemandLibrary, { version: string; load: () => Promise<unknown> }> = {
  formik: { version: formikVersion, load: () => import('./formik-share.ts') },
  yup: { version: yupVersion, load: () => import('yup') },
  '@masthead/ui-kit/modal': { version: uiKitVersion, load: () => import('@masthead/ui-kit/modal') },
  '@masthead/ui-kit/slide-in-panel': {
    version: uiKitVersion,
    load: () => import('@masthead/ui-kit/slide-in-panel'),
  },
  '@masthead/api': {
    version: apiVersion,
    load: () =>
      import('@masthead/api').then((api) => {
        api.setApiBaseUrl(apiOrigin);
        // The page's language with every call, read as it is sent (the API's mails are in it).
        api.setApiLanguage(() => mastheadStore.getState().locale);
        return api;
      }),
  },
  '@masthead/analytics': { version: analyticsVersion, load: () => import('@masthead/analytics') },
  '@masthead/analytics/device': {
    version: analyticsVersion,
    load: () => import('@masthead/analytics/device'),
  },
  '@masthead/auth-flow': { version: authFlowVersion, load: () => import('@masthead/auth-flow') },
};

export const libraryNames = Object.keys(libraries) as OnDemandLibrary[];

export const isLibrary = (name: string): name is OnDemandLibrary => name in libraries;

export const libraryVersion = (name: OnDemandLibrary): string => libraries[name].version;

const started = new Map<OnDemandLibrary, Promise<unknown>>();

/**
 * The library's module namespace, fetched once a page, with its stylesheets applied. They are
 * linked first (common/stylesheets.ts), so Vite's preload helper, finding them in the page,
 * adds no links of its own, which would apply each as it arrived.
 */
export function loadLibrary(name: OnDemandLibrary): Promise<unknown> {
  let module = started.get(name);
  if (!module) {
    const styled =
      typeof document === 'undefined' ? undefined : linkStylesheets(document, libraryStylesheets([name]));
    // Its file may import the core's (React in the build): only once the React is chosen.
    module = Promise.all([afterReactChosen(libraries[name].load), styled]).then(([namespace]) => namespace);
    started.set(name, module);
    module.catch(() => started.delete(name));
  }
  return module;
}
