import { afterContent, dialogs, widgets, type WidgetTag } from '@masthead/federation';
import { mastheadStore, openAccountDialog, openCheckoutDialog } from '@masthead/store/vanilla';
import { coreChunks } from '../protocol/core-files.ts';
import { beginLoading, type PageLoad } from './page-load.ts';
import { openersIn, prefetchWhenIdle, watchIntent } from './intent.ts';
import { logError } from '../common/log.ts';
import { createPageApi, type MastheadPageApi } from './page-api.ts';
import { installElementStyles, placedWidgets, reportUnknownWidgets } from './page-rules.ts';
import { placementSelector } from '../common/placement-names.ts';
import { declaredDialogs, reactAttribute } from '../protocol/page.ts';
import { hostReact } from '../common/host-react.ts';
import { afterReactChosen } from '../common/react-choice.ts';
import {
  followReaderInMarkup,
  openFromFallbacks,
  retireWaitingButtons,
  takeKeptClicks,
} from '../common/prerendered.ts';
import { earlyDialog, runEarlyDialogs, tellWhenCoreDown, type EarlyCore } from '../early-dialog/index.ts';
import { watchPresses } from '../common/press.ts';
import { dialogPrefetcher } from './dialog-prefetch.ts';
import { fetchManifest, prefetchFile } from '../common/prefetch.ts';
import { nextIdle, sessionStart } from './session-start.ts';
import { offerNavigation } from './navigation.ts';
import { sharePageNonce } from '@masthead/ui-kit/page-nonce';

declare global {
  interface Window {
    Masthead?: MastheadPageApi;
  }
}

export const loaderVersion = '0.1.0';

/** How long the session waits for the page's widgets to render at most (session-start.ts). */
const sessionCapMs = 2000;

/**
 * Start Masthead on a page: page API, widget elements, dialogs on demand. Runs once per
 * page. What the page needs is asked for at once: the config and the files of the page's
 * widgets (page-load.ts) and the loader's core (React, the federation host, the widget
 * elements), so no request waits on another it does not need; the session code comes
 * once the widgets' files are on their way. This module and
 * its imports stay small: the page API is there as soon as they have run, and a dialog a
 * page script opens at once has its files on the way before the core has even arrived.
 */
export function start(win: Window, pageLoad?: PageLoad): void {
  if (win.Masthead) return;
  const doc = win.document;
  // Vite's preload helper links the files of the loader's dynamic imports (the core first)
  // with the nonce it finds in the page's `<meta property="csp-nonce">`: under a nonce-based
  // policy, the loader's tag's nonce goes there before the first import.
  sharePageNonce(doc);
  // A loader tag with `async`, or one a tag manager adds, can run while the parser has not
  // yet reached the placements, the prerendered markup or a server's dialog: what reads the
  // page, and the widget elements (an element defined before its markup is parsed would
  // render without it), waits for the whole page. The requests and the page API do not.
  const parsed = whenParsed(doc);
  // The config stays pending while the loader cannot start (startup.ts): what waits for it
  // waits for a retry that works.
  const { startup, config, prefetch: prefetchExpose, prefetched, locale } = pageLoad ?? beginLoading(doc);
  const loaderTag = doc.querySelector<HTMLScriptElement>('script[data-masthead-config]');
  // A page that runs React lends it (common/host-react.ts): the core waits for it, and the
  // loader's own React is not fetched unless the lend does not come.
  const react = hostReact(win, loaderTag?.getAttribute(reactAttribute) === 'host');
  const importCore = () =>
    react
      .choose(() => import('../core/own-react.ts').then(({ ownReact }) => ownReact))
      .then(() => import('../core/core.ts'));

  // The core downloads now, and runs once the widgets' files have been asked for: React
  // evaluating first would hold those requests up behind it, and without the config the
  // core has nothing to do anyway.
  const coreFiles = Object.values(coreChunks).map((file) => new URL(file, import.meta.url).href);
  const reactFile = new URL(coreChunks.react, import.meta.url).href;
  for (const href of coreFiles) if (!react.declared || href !== reactFile) prefetchFile(doc, href);
  const coreLoaded = prefetched.then(importCore).catch((error: unknown) => {
    startup.codeFailed(error);
    return null;
  });
  // The core once an attempt has had it: an early dialog's Try again loads it again
  // (early-dialog/), and the loader then starts as it would have.
  let coreCame: (module: Awaited<typeof coreLoaded> & object) => void = () => undefined;
  const core = new Promise<Awaited<typeof coreLoaded> & object>((resolve) => (coreCame = resolve));
  void coreLoaded.then((module) => module && coreCame(module));
  // Whether a retry asked for the core at all: a browser that keeps a failed module request
  // (Firefox; WebKit after a failed preload; Chromium before 156) fails it again at once, and
  // only a reload of the page brings the core then. Each request the browser makes, failed or
  // not, adds a resource timing entry before the import settles (not to an observer, only to
  // the page's buffer: on a page whose buffer is full the message asks for a reload, which
  // works there too).
  const coreRequests = () =>
    coreFiles.reduce((sum, href) => sum + win.performance.getEntriesByName(href, 'resource').length, 0);
  let coreKept = false;
  const retryCore = () => {
    const asked = coreRequests();
    return importCore().then(
      (module) => {
        coreCame(module);
        return true;
      },
      (error: unknown) => {
        coreKept = coreRequests() === asked;
        startup.codeFailed(error);
        return false;
      },
    );
  };
  const federation = Promise.all([config, core]).then(([loaded, module]) => {
    const load = module.createFederation(loaded, doc);
    startup.started();
    return load;
  });
  const prefetch = dialogPrefetcher(prefetchExpose, federation);
  // The widgets placed when the loader started, once each has loaded or failed (loading an
  // expose twice returns the same load, so this only waits): first the page's own, then,
  // a task later (the urgent ones have rendered by then), the ads (`afterContent`). Not those
  // placed `loading="lazy"` only, which load when the reader comes near them.
  const placed = Promise.all([prefetched, parsed]).then(() => placedWidgets(doc, { eager: true }));
  const loadAll = (tags: WidgetTag[]) =>
    federation.then((load) =>
      Promise.allSettled(tags.map((tag) => load?.(widgets[tag].remote, widgets[tag].expose))),
    );
  const contentSettled = placed
    .then((tags) => loadAll(tags.filter((tag) => !afterContent.has(tag))))
    .then(() => new Promise<void>((resolve) => win.setTimeout(resolve, 0)));
  const widgetsSettled = Promise.all([placed, contentSettled]).then(([tags]) =>
    loadAll(tags.filter((tag) => afterContent.has(tag))),
  );
  // The session and analytics are not in the loader's own bytes, and they wait until the
  // page's widgets have rendered (session-start.ts): run before, their code held them up.
  const dialogAtStart = prefetched.then(() => mastheadStore.getState().dialog);
  const rendered = async () => {
    const [dialog, module, load] = await Promise.all([dialogAtStart, coreLoaded, federation]);
    const entry = dialog && dialogs[dialog.kind];
    await Promise.allSettled([
      module?.firstRender,
      widgetsSettled,
      ...(entry ? [load?.(entry.remote, entry.expose)] : []),
    ]);
    await nextIdle(win, sessionCapMs);
  };
  const somethingToRender = Promise.all([placed, dialogAtStart]).then(
    ([tags, dialog]) => tags.length > 0 || dialog !== null,
  );
  void Promise.all([config, sessionStart(somethingToRender, rendered, sessionCapMs)])
    .then(async ([loaded]) => {
      const { startSession } = await afterReactChosen(() => import('../session/session.ts'));
      startSession(loaded, win);
    })
    .catch((error: unknown) => logError('could not start the session', error));

  win.Masthead = createPageApi(loaderVersion, {
    prefetch,
    startup,
    lendReact: react.lend,
    setLocale: locale.set,
  });
  afterParsing(doc, () => installElementStyles(doc));
  // A dialog the page says it opens at once (`data-masthead-prefetch` on the loader's tag),
  // or asked for before the core is in (a page script that opens one at load), has its
  // files requested now; the core mounts it when the store asks for it (watchDialogs).
  const declared = declaredDialogs(loaderTag?.dataset.mastheadPrefetch);
  for (const name of declared.unknown)
    logError(
      `data-masthead-prefetch names "${name}", which is not a dialog (account, checkout); it is ignored`,
    );
  for (const kind of declared.kinds) prefetch(kind);
  // The dialog the page opens at load (`data-masthead-open`), with its first view, unless a
  // page script has asked for one already; a first view the server put in the page runs
  // until the dialog's code takes it over (early-dialog/run.ts).
  const openedAtLoad = declaredDialogs(loaderTag?.dataset.mastheadOpen);
  for (const name of openedAtLoad.unknown)
    logError(`data-masthead-open names "${name}", which is not a dialog (account, checkout); it is ignored`);
  const [atLoad] = openedAtLoad.kinds;
  if (atLoad && !mastheadStore.getState().dialog) {
    if (atLoad === 'account') openAccountDialog();
    else openCheckoutDialog();
  }
  const earlyCore: EarlyCore = {
    failed: () => {
      const state = startup.state();
      return state.status === 'unavailable' && state.reason === 'code-unreachable';
    },
    subscribe: (listener) => startup.subscribe(() => listener()),
    retry: retryCore,
    kept: () => coreKept,
    // WebKit keeps a failed file past a reload, and past leaving the page and coming back: the
    // reloaded page would fail the core again without asking for it. Asking for the core's
    // files afresh first (`cache: 'reload'`) replaces what it kept; the reload waits 5 s at most.
    reload: () => {
      const asked = Promise.allSettled(coreFiles.map((href) => win.fetch(href, { cache: 'reload' })));
      const waited = new Promise((done) => win.setTimeout(done, 5000));
      void Promise.race([asked, waited]).then(() => win.location.reload());
    },
  };
  afterParsing(doc, () => {
    runEarlyDialogs(doc, earlyCore);
    // Without the core, a dialog asked for without an early view is told here
    // (early-dialog/standalone-message.ts).
    tellWhenCoreDown(doc, earlyCore);
  });
  const wanted = mastheadStore.getState().dialog;
  if (wanted) prefetch(wanted.kind);
  const stopPrefetching = mastheadStore.subscribe((state, previous) => {
    if (state.dialog && state.dialog !== previous.dialog) prefetch(state.dialog.kind);
  });
  void coreLoaded.then(stopPrefetching);
  void Promise.all([core, parsed]).then(([module]) => {
    module.defineWidgetElements(win.customElements, federation, contentSettled);
    module.watchDataPlacements(doc, federation, contentSettled);
    module.watchDialogs(doc, federation, undefined, startup, (kind) =>
      config.then((loaded) => module.fetchFirstView(doc, loaded, kind)),
    );
  });
  watchIntent(doc, prefetch);
  openFromFallbacks(doc, () => startup.state().status === 'unavailable');
  afterParsing(doc, () => followReaderInMarkup(doc));
  // A click on prerendered markup made before the loader ran was kept: it is answered now.
  takeKeptClicks(doc);
  afterParsing(doc, () => takeKeptClicks(doc));
  // A press on prerendered markup that its widget's render replaces before the release
  // clicks what took its place (press.ts).
  watchPresses(doc);
  // After the handlers above, which may answer a click themselves: a link left to follow is
  // offered to the page's router first (navigation.ts).
  offerNavigation(doc);
  // A widget's prerendered markup whose code will not come: the buttons that wait for it
  // are disabled, as when its own remote is down (its openers tell the reader, elements.ts).
  const stopRetiring = startup.subscribe((state) => {
    if (state.status !== 'unavailable') return;
    stopRetiring();
    afterParsing(doc, () => {
      for (const tag of Object.keys(widgets) as WidgetTag[])
        for (const host of doc.querySelectorAll(placementSelector(tag))) retireWaitingButtons(host);
    });
  });
  // The manifest of each dialog the page has an opener for (a few hundred bytes, no code),
  // so its first click needs one round trip for the dialog's files, not two, and its first
  // view's markup (about a kilobyte), so that view can show as soon as its stylesheets are in
  // (core/first-view.ts); asked for once the widgets have settled, since every request made
  // while they load delays them.
  void Promise.all([config, widgetsSettled]).then(([loaded]) => {
    for (const kind of openersIn(doc)) {
      const entry = dialogs[kind];
      const url = entry && loaded.remotes[entry.remote];
      if (!url) continue;
      void fetchManifest(url).catch(() => undefined);
      // Not for a signed-in reader, whom that view (sign in) is not for.
      if (!earlyDialog(doc, kind) && mastheadStore.getState().status === 'anonymous')
        void core.then((module) => module.prefetchFirstView(doc, loaded, kind));
    }
  });
  void config.then((loaded) => {
    if (loaded.warmUp !== 'idle') return;
    prefetchWhenIdle(win, widgetsSettled, () => {
      prefetch('account');
      prefetch('checkout');
    });
  });
  // A diagnostic for editors: it scans the whole page, so it waits until the widgets are in.
  void widgetsSettled.then(() => reportUnknownWidgets(doc));
  doc.dispatchEvent(new CustomEvent('masthead:ready'));
}

/** Runs `run` now if the page is parsed, else once it is (`DOMContentLoaded`). */
function afterParsing(doc: Document, run: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/** Settles once the page is parsed: at once for a loader that runs as a deferred module. */
function whenParsed(doc: Document): Promise<void> {
  return new Promise((resolve) => afterParsing(doc, resolve));
}
