/**
 * The one federation table: every remote, what it exposes, its dev port, and the
 * modules the page shares between remotes. Each remote's Vite config, the loader,
 * the demo server, the bench and the lint boundaries all derive from it.
 */

/** A custom element the CMS places on a page, mounted from one expose of one remote. */
export interface WidgetEntry {
  /** Remote that serves the widget. */
  readonly remote: RemoteName;
  /** Key in that remote's `exposes`. */
  readonly expose: string;
  /**
   * The widget's first render as static markup, a file beside the remote's manifest that a
   * host's server may put in the placeholder (`withPrerenderedMarkup`), built with the remote.
   * For a dialog: its first view, which a server puts in a page that opens it at load. The
   * English file; each other locale's is beside it (`markupIn`).
   */
  readonly markup?: string;
  /**
   * The widget sits at the page's top, in the first screen: a page with its markup holds its
   * first frame until the markup is parsed whole (`<link rel="expect">`), so a browser that
   * paints while it parses never shows half of it, the rest then pushing what it showed.
   */
  readonly atTop?: true;
}

export interface RemoteEntry {
  /** Federation container name (an identifier: no dashes). */
  readonly federationName: string;
  /** Port of `vite dev`; the demo server serves the built remote on its own port too. */
  readonly devPort: number;
  /** Public API of the remote: expose key → source module, relative to the package. */
  readonly exposes: Readonly<Record<string, string>>;
  /**
   * The libraries of `sharedOnDemand` this remote imports. Only these are in its share
   * table: a remote fetches every listed library that its code imports statically as soon
   * as it loads, so listing one it does not use would cost the page a download.
   */
  readonly consumes: readonly OnDemandLibrary[];
}

export const remotes = {
  footer: {
    federationName: 'masthead_footer',
    devPort: 4101,
    exposes: { './Footer': './src/widget.ts' },
    consumes: [],
  },
  'header-chrome': {
    federationName: 'masthead_header_chrome',
    devPort: 4102,
    exposes: { './Header': './src/header.ts' },
    consumes: ['@masthead/api', '@masthead/analytics', '@masthead/ui-kit/slide-in-panel'],
  },
  'account-dialog': {
    federationName: 'masthead_account_dialog',
    devPort: 4103,
    exposes: { './AccountDialog': './src/widget.ts' },
    consumes: ['@masthead/api', '@masthead/auth-flow', '@masthead/ui-kit/modal', 'formik', 'yup'],
  },
  'checkout-dialog': {
    federationName: 'masthead_checkout_dialog',
    devPort: 4104,
    exposes: { './CheckoutDialog': './src/widget.ts' },
    consumes: ['@masthead/api', '@masthead/auth-flow', '@masthead/ui-kit/modal', 'formik', 'yup'],
  },
  ads: {
    federationName: 'masthead_ads',
    devPort: 4105,
    exposes: {
      './HeaderAd': './src/header-ad.ts',
      './Interstitial': './src/interstitial.ts',
      './PartnerAds': './src/partner-ads.ts',
    },
    consumes: ['@masthead/analytics/device', '@masthead/ui-kit/modal'],
  },
} as const satisfies Record<string, RemoteEntry>;

export type RemoteName = keyof typeof remotes;
export const remoteNames = Object.keys(remotes) as RemoteName[];

/** Placeholders a CMS page may contain, by tag name. */
export const widgets = {
  'masthead-footer': { remote: 'footer', expose: './Footer', markup: 'footer.html' },
  'masthead-header-ad': { remote: 'ads', expose: './HeaderAd' },
  'masthead-interstitial': { remote: 'ads', expose: './Interstitial' },
  'masthead-partner-ads': { remote: 'ads', expose: './PartnerAds' },
  'masthead-header': { remote: 'header-chrome', expose: './Header', markup: 'header.html', atTop: true },
} as const satisfies Record<string, WidgetEntry>;

export type WidgetTag = keyof typeof widgets;

/**
 * A widget's `markup` file in `locale`: the build writes one per locale beside the English one
 * (`header.html`, `header.de.html`, `header.pt-BR.html`), each rendered in that language.
 */
export const markupIn = (file: string, locale: string): string =>
  locale === 'en' ? file : file.replace(/\.html$/, `.${locale}.html`);

/**
 * Widgets that wait for the page's own: the ads load (and their files are fetched) only
 * once every other widget on the page has loaded, or failed, and rendered if urgent, so an
 * ad never holds up the header a reader came for. A page with nothing else loads them at
 * once.
 */
export const afterContent: ReadonlySet<WidgetTag> = new Set([
  'masthead-header-ad',
  'masthead-interstitial',
  'masthead-partner-ads',
]);

/**
 * Dialogs the loader mounts on demand when the store asks for one. A dialog whose
 * remote does not expose it yet is absent: its request then stays in the store.
 */
export const dialogs: Partial<Record<'account' | 'checkout', WidgetEntry>> = {
  account: { remote: 'account-dialog', expose: './AccountDialog', markup: 'account-dialog.html' },
  checkout: { remote: 'checkout-dialog', expose: './CheckoutDialog' },
};

/**
 * Modules shared as singletons, in the host's own bundle: the loader (and the React
 * host) provide them. Remotes consume them without a copy of their own, not even a
 * fallback, so a page has one React and one store, and each remote's first download
 * stays small (the fallbacks' glue cost every remote 2–4 KB gzip).
 */
export const shared = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  '@masthead/store': { singleton: true, requiredVersion: '^0.1.0' },
  '@masthead/i18n': { singleton: true, requiredVersion: '^0.1.0' },
  '@masthead/i18n/react': { singleton: true, requiredVersion: '^0.1.0' },
} as const;

/**
 * Libraries the loader provides on first use: it fetches each from its own origin, as a
 * chunk of its own, the first time a remote imports it. Remotes carry no copy
 * (consume-only, `import: false`), so the two dialogs, the ads' interstitial and the
 * header's menus download each once a page, and nothing here loads before a widget
 * needs it. The API client and analytics are the same chunks the loader's session uses;
 * analytics' device detection alone (what the ads need as they start) is in the loader's
 * core, so an article page does not fetch and run the session's chunk before its widgets;
 * the UI kit's Modal and SlideInPanel come with their styles and one focus trap
 * (focus-trap-react) between them. The auth flow (@masthead/auth-flow) is one copy for both
 * dialogs, with its captcha and location state; its calls come as a chunk of their own on the
 * first submit. Of formik the loader shares only the names the remotes
 * import (packages/loader/src/common/formik-share.ts; ESLint holds every package to that list).
 */
export const sharedOnDemand = {
  formik: { singleton: true, requiredVersion: '^2.4.6' },
  yup: { singleton: true, requiredVersion: '^1.7.0' },
  '@masthead/ui-kit/modal': { singleton: true, requiredVersion: '^0.1.0' },
  '@masthead/ui-kit/slide-in-panel': { singleton: true, requiredVersion: '^0.1.0' },
  '@masthead/api': { singleton: true, requiredVersion: '^0.1.0' },
  '@masthead/analytics': { singleton: true, requiredVersion: '^0.1.0' },
  '@masthead/analytics/device': { singleton: true, requiredVersion: '^0.1.0' },
  '@masthead/auth-flow': { singleton: true, requiredVersion: '^0.1.0' },
} as const;

export type OnDemandLibrary = keyof typeof sharedOnDemand;

export const shareStrategy = 'loaded-first' as const;
