/**
 * The loader's build: its entry, and which modules go in which chunk. Few files, each
 * holding what is always needed together: every file costs the page more than its bytes (a
 * request, a fetch and compile task on the main thread, one of the browser's six HTTP/1.1
 * connections). The folders of `src/` are the chunks: `entry/` (with `common/`,
 * `early-dialog/` and `protocol/`) is the entry, `core/` the core, `session/` the session.
 */
import { fileURLToPath } from 'node:url';
import {
  anyOf,
  formikLodashModules,
  inGroup,
  inModules,
  inPackage,
  loaderConfig,
} from '@masthead/build/loader';
import { reactSourcePrefix } from '@masthead/build/react-source';
import { coreChunks, libraryFiles, resetStylesheet } from './src/protocol/core-files.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * The auth flow's later views (auth-flow/src/later-views.ts) and what only they use: the
 * passkey list and offer, the questionnaire (its update's call too), choosing a new password,
 * with their stylesheet.
 */
const laterViews =
  '((later-views|passkeys-view|passkey-item|passkey-offer-view|profile-settings-view|reset-password-view|confirm-sign-in-form|save-profile|use-(passkey-list|reset-link|reauthentication|focus-return))\\.tsx?|passkeys\\.module\\.css)';

export default loaderConfig({
  root: fileURLToPath(new URL('./', import.meta.url)),
  entry: src('entry/index.ts'),
  coreFile: coreChunks.core,
  libraryFiles,
  libraryImporter: src('common/shared-libraries.ts'),
  reset: { name: resetStylesheet, file: fileURLToPath(import.meta.resolve(resetStylesheet)) },
  react: {
    file: coreChunks.react,
    group: 'react',
    source: src('core/react-source.ts'),
    own: src('core/own-react.ts'),
  },
  groups: [
    // The core that mounts widgets: one file, needed whole at once. Its 'unavailable' dialog
    // (core/unavailable/) comes only when needed. React is beside it (the next group).
    inGroup(
      'core',
      (id) =>
        // The store's and the languages' versions, which the core gives the share scope.
        /[\\/]packages[\\/](store|i18n)[\\/]package\.json$/.test(id) ||
        // What every import of React resolves to: the page's React or the loader's own.
        id.startsWith(reactSourcePrefix) ||
        anyOf(
          /[\\/]node_modules[\\/]zustand[\\/]esm[\\/](index|react)\.mjs$/,
          inPackage('loader/src/core/(?!own-react\\.)[\\w-]+\\.tsx?$'),
          inPackage('store/src/(hooks|index)\\.ts$'),
          // The widgets' locale in React (the runtime the catalogues call is the entry's).
          inPackage('i18n/src/react\\.tsx$'),
          // Where a dialog's opener sat: the dialogs' watcher and the Modal give focus back there.
          inPackage('ui-kit/src/opener-place\\.ts$'),
          // The isolation root's mark and the inert page behind overlays are the entry's: an
          // early dialog and the message that the core is down need them before the core
          // (early-dialog/).
          // Analytics' device detection, which the ads start with (a library of its own).
          inPackage('analytics/src/device\\.ts$'),
          inPackage('federation/src/(contract|container)\\.ts$'),
        )(id),
    ),
    // The loader's own React, for a page that lends none (core/react-source.ts).
    inGroup(
      'react',
      anyOf(inModules('react|react-dom|scheduler'), inPackage('loader/src/core/own-react\\.ts$')),
    ),
    // The session with the API client and analytics it runs.
    inGroup(
      'session',
      anyOf(
        inPackage('loader/src/session/'),
        // The tab sync the session connects, with the schema it reads messages by: in its
        // file, not one more request of its own.
        inPackage('store/src/tab-(sync|message)\\.ts'),
        inPackage('(api|analytics)/src/'),
        inModules('ky'),
      ),
    ),
    // The views a dialog meets later, if at all: fetched before the dialog shows one.
    inGroup('later-views', anyOf(inPackage(`auth-flow/src/${laterViews}`))),
    // The dialogs' form kit.
    inGroup(
      'forms',
      anyOf(
        // Not the captcha (its providers' widgets with it): the submission's, run.ts's chunk.
        // Nor another locale's words (a chunk each, fetched for a page in that language), nor
        // the later views (the group above).
        inPackage(
          `auth-flow/src/(?!(locales/messages-(?!en\\.)|(run|passkey-run|catalogue|captcha(-[\\w-]+)?)\\.ts|${laterViews}))`,
        ),
        inPackage('loader/src/common/formik-share\\.ts'),
        inPackage('ui-kit/src/loader'),
        // Formik's lodash functions, ours (the build's `formikLodash`).
        formikLodashModules,
        inModules('formik|deepmerge|react-fast-compare|tiny-warning|react-is|hoist-non-react-statics'),
      ),
    ),
    // The Modal with its focus trap.
    inGroup(
      'modal',
      anyOf(
        // With every hook of ui-kit's: the Modal's, and the panels' that load beside it.
        // (Not the scroll lock: the entry's, for its early dialogs and its message.) The visually
        // hidden style too: a hidden title is the Modal's, and the forms have it from here; and
        // the live region that names a view as it changes.
        inPackage('ui-kit/src/(modal|heading|use-[\\w-]+|icons|layer|visually-hidden|view-region)'),
        // Its English words (Close, Loading), which the form kit's spinner reads too: not a file
        // of their own, found only once the Modal has come.
        inPackage('ui-kit/src/(messages\\.ts|locales/messages-en\\.js)$'),
        // With the table of its other locales' chunks.
        /^\0masthead-translations:.*[\\/]ui-kit[\\/]/,
        inModules('focus-trap|focus-trap-react|tabbable'),
      ),
    ),
  ],
});
