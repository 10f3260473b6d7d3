/**
 * The container of a Masthead remote, in the Module Federation contract (`init(shareScope)`,
 * `get(expose)`): it takes the shared modules from the host's share scope into the cache
 * the remote's chunks read them from, and hands out the exposes, each with its styles.
 *
 * One implementation, two users. Each remote's `remoteEntry.js` is this module's code with
 * the remote's files filled in (remote-build.ts), for a host that imports the entry (a React
 * host through @module-federation/vite's runtime). The loader builds the same container
 * from the remote's manifest instead (`mastheadContainer`), so a page it runs never
 * fetches the entry at all.
 *
 * Its source, types stripped, becomes the entry's code: no imports, and nothing TypeScript
 * would have to emit code for (no enums, no parameter properties).
 */

/** One provider of a shared module in a share scope, as far as the container reads it. */
interface Provider {
  loaded?: boolean;
  get: () => Promise<() => unknown> | (() => unknown);
}

/** Name → version → provider: the "default" share scope of Module Federation. */
type Scope = Record<string, Record<string, Provider> | undefined>;

export interface ContainerOptions {
  /** The global the remote's chunks await their shared modules under (`initPromise`). */
  initKey: string;
  /** The shared modules the exposes import statically: taken as the container starts. */
  eager: readonly string[];
  /** Expose → its module, imported when asked for. */
  exposes: Readonly<Record<string, () => Promise<unknown>>>;
  /**
   * For an expose whose module is a chunk it shares with other exposes: its export names →
   * that chunk's. The container hands out those exports under the expose's names.
   */
  picks?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Expose → the absolute URLs of its stylesheets, linked beside the module. */
  styles: Readonly<Record<string, readonly string[]>>;
}

export interface LeanContainer {
  init(shareScope: Scope | undefined): Promise<void>;
  get(expose: string): Promise<() => unknown>;
}

/**
 * The page's CSP nonce, for a stylesheet link: under `style-src 'nonce-…'` a link without it is
 * refused. The same lookup as @masthead/ui-kit/page-nonce (the loader's tag, else Vite's
 * `<meta property="csp-nonce">`), repeated because this file may import nothing.
 */
function pageNonce(): string | undefined {
  const tag = document.querySelector<HTMLScriptElement>('script[data-masthead-config]');
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return tag?.nonce || meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

export function leanContainer({
  initKey,
  eager,
  exposes,
  picks = {},
  styles,
}: ContainerOptions): LeanContainer {
  const globals = globalThis as unknown as Record<string, unknown>;
  interface InitState {
    initPromise: Promise<unknown>;
    initResolve: (state: unknown) => void;
    initReject: (error: unknown) => void;
    loadLazyShares?: (names: string[]) => Promise<void>;
  }
  let state = globals[initKey] as InitState | undefined;
  if (!state) {
    let initResolve: InitState['initResolve'] = () => undefined;
    let initReject: InitState['initReject'] = () => undefined;
    const initPromise = new Promise((resolve, reject) => {
      initResolve = resolve;
      initReject = reject;
    });
    state = { initPromise, initResolve, initReject };
    globals[initKey] = state;
  }
  const ready = state;
  const cache = (globals.__mf_module_cache__ ??= { share: {}, remote: {} }) as {
    share?: Record<string, unknown>;
  };
  const share = (cache.share ??= {});
  let scope: Scope = {};
  const taken = new Map<string, Promise<void>>();

  // A module whose only export is a default namespace stands for that namespace.
  const unwrap = (module: unknown) => {
    let current = module as Record<string, unknown> | undefined;
    for (let depth = 0; depth < 5; depth++) {
      const inner = current?.default;
      if (!inner || typeof inner !== 'object' || Object.keys(inner).length === 0) break;
      const outer = current;
      if (Object.keys(outer ?? {}).some((key) => key !== 'default' && outer?.[key] !== undefined)) break;
      current = inner as Record<string, unknown>;
    }
    return current;
  };

  const take = (name: string): Promise<void> => {
    let taking = taken.get(name);
    if (!taking) {
      taking = (async () => {
        if (share[`default:${name}`] !== undefined) return;
        const versions = Object.values(scope[name] ?? {});
        const provider = versions.find((entry) => entry.loaded) ?? versions[0];
        if (!provider) throw new Error(`[masthead] the page provides no ${name}`);
        const factory = await provider.get();
        const module = unwrap(await factory());
        share[`default:${name}`] ??= module;
        share[name] ??= module;
      })();
      taken.set(name, taking);
      taking.catch(() => taken.delete(name));
    }
    return taking;
  };

  const stylesheet = (url: string): Promise<void> | undefined => {
    // Linked already (the loader links a widget's styles early to fetch them): wait for it.
    let link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
      (candidate) => candidate.href === url,
    );
    if (link?.sheet) return undefined;
    const created = !link;
    if (!link) {
      link = document.createElement('link');
      const nonce = pageNonce();
      if (nonce) link.nonce = nonce;
      link.rel = 'stylesheet';
      link.href = url;
      document.head.append(link);
    }
    const linked = link;
    return new Promise((resolve, reject) => {
      linked.addEventListener('load', () => resolve(), { once: true });
      const failed = () => {
        // A link of its own that failed goes: left in, it would pass for loaded at the next
        // try (a browser gives a failed stylesheet an empty sheet), which links the file anew.
        if (created) linked.remove();
        reject(new Error(`[masthead] could not load ${url}`));
      };
      linked.addEventListener('error', failed, { once: true });
    });
  };

  return {
    async init(shareScope) {
      scope = shareScope ?? {};
      ready.loadLazyShares = (names) => Promise.all(names.map(take)).then(() => undefined);
      await Promise.all(eager.map(take));
      ready.initResolve(ready);
    },
    async get(expose) {
      const load = exposes[expose];
      if (!load) throw new Error(`[masthead] this remote exposes no ${expose}`);
      const links = typeof document === 'undefined' ? [] : (styles[expose] ?? []).map(stylesheet);
      const [module] = await Promise.all([load(), ...links]);
      const names = picks[expose];
      if (!names) return () => module;
      const chunk = module as Record<string, unknown>;
      const picked = Object.fromEntries(Object.entries(names).map(([name, from]) => [name, chunk[from]]));
      return () => picked;
    },
  };
}
