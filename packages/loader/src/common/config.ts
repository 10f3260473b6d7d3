import { remoteNames, type RemoteName } from '@masthead/federation';
import { isManifest, type RemoteManifest } from '../protocol/manifest.ts';

/** Where each remote is deployed; one object, so each can be rolled forward or back alone. */
export interface LoaderConfig {
  /** Remote name → URL of its `mf-manifest.json`. */
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * The manifest a remote's URL serves, when the host serving this config has put it in
   * (`withManifests`): the page then makes no request for it. The loader fetches every
   * manifest not given here.
   */
  manifests?: Partial<Record<RemoteName, RemoteManifest>>;
  /** Give up on a remote that has not loaded after this long. Default 10000 ms. */
  loadTimeoutMs: number;
  /**
   * When dialogs are fetched before anyone opens them: `intent` (default) when a reader
   * points at, focuses or touches an opener; `idle` also once the page has loaded and the
   * browser is idle (never under Save-Data or on 2G).
   */
  warmUp: 'intent' | 'idle';
  /** Analytics: the data layer's page name and the log collector's token (no token, no log shipping). */
  analytics?: { pageName?: string; logToken?: string };
  /**
   * The API's origin, e.g. `https://api.news.example.com`, when it is not on the page's own
   * origin (an origin of the same site, whose CORS accepts the page's). Default: the page's.
   */
  apiOrigin?: string;
  /**
   * The widgets' language, a tag such as `de` or `pt-BR`, for a page whose `<html lang>` does
   * not say it (a placement's own `lang` still wins). Default: the page's `<html lang>`.
   */
  locale?: string;
  /**
   * An editor's own words for this page: ICU MessageFormat texts by `<catalogue>.<key>`
   * (`{ "header.signIn": "Log in" }`), in place of the widgets' own, whatever their locale.
   */
  messages?: Readonly<Record<string, unknown>>;
}

export const defaultLoadTimeoutMs = 10_000;

/** Validate a config document; throws one clear error naming what is wrong. */
export function parseConfig(input: unknown): LoaderConfig {
  if (typeof input !== 'object' || input === null) throw new Error('config must be a JSON object');
  const { remotes, manifests, loadTimeoutMs, warmUp, analytics, apiOrigin, locale, messages } = input as {
    remotes?: unknown;
    manifests?: unknown;
    loadTimeoutMs?: unknown;
    warmUp?: unknown;
    analytics?: unknown;
    apiOrigin?: unknown;
    locale?: unknown;
    messages?: unknown;
  };
  if (typeof remotes !== 'object' || remotes === null) throw new Error('config.remotes must be an object');
  const parsed: Partial<Record<RemoteName, string>> = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (!remoteNames.includes(name as RemoteName))
      throw new Error(`config.remotes.${name} is not a Masthead remote`);
    if (typeof url !== 'string' || url === '')
      throw new Error(`config.remotes.${name} must be a manifest URL`);
    parsed[name as RemoteName] = url;
  }
  if (loadTimeoutMs !== undefined && (typeof loadTimeoutMs !== 'number' || loadTimeoutMs <= 0)) {
    throw new Error('config.loadTimeoutMs must be a positive number');
  }
  if (locale !== undefined && (typeof locale !== 'string' || !isLanguageTag(locale))) {
    throw new Error('config.locale must be a language tag such as "de" or "pt-BR"');
  }
  if (
    messages !== undefined &&
    (typeof messages !== 'object' || messages === null || Array.isArray(messages))
  ) {
    throw new Error('config.messages must be an object of texts by "<catalogue>.<key>"');
  }
  if (warmUp !== undefined && warmUp !== 'intent' && warmUp !== 'idle') {
    throw new Error('config.warmUp must be "intent" or "idle"');
  }
  return {
    remotes: parsed,
    ...(manifests === undefined ? {} : { manifests: parseManifests(manifests, parsed) }),
    loadTimeoutMs: loadTimeoutMs ?? defaultLoadTimeoutMs,
    warmUp: warmUp ?? 'intent',
    ...(analytics === undefined ? {} : { analytics: parseAnalytics(analytics) }),
    ...(apiOrigin === undefined ? {} : { apiOrigin: parseOrigin(apiOrigin) }),
    ...(locale === undefined ? {} : { locale }),
    ...(messages === undefined ? {} : { messages: messages as Record<string, unknown> }),
  };
}

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

function parseOrigin(input: unknown): string {
  let url: URL | undefined;
  try {
    url = new URL(String(input));
  } catch {
    url = undefined;
  }
  if (typeof input !== 'string' || !url || !/^https?:$/.test(url.protocol) || url.href !== `${url.origin}/`)
    throw new Error('config.apiOrigin must be an origin such as https://api.example.com');
  return url.origin;
}

function parseManifests(
  input: unknown,
  remotes: LoaderConfig['remotes'],
): NonNullable<LoaderConfig['manifests']> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new Error('config.manifests must be an object');
  const parsed: NonNullable<LoaderConfig['manifests']> = {};
  for (const [name, manifest] of Object.entries(input)) {
    if (!remoteNames.includes(name as RemoteName) || !remotes[name as RemoteName])
      throw new Error(`config.manifests.${name} is not a remote of config.remotes`);
    if (!isManifest(manifest)) throw new Error(`config.manifests.${name} is not a federation manifest`);
    parsed[name as RemoteName] = manifest;
  }
  return parsed;
}

function parseAnalytics(input: unknown): NonNullable<LoaderConfig['analytics']> {
  if (typeof input !== 'object' || input === null) throw new Error('config.analytics must be an object');
  const { pageName, logToken } = input as { pageName?: unknown; logToken?: unknown };
  if (pageName !== undefined && typeof pageName !== 'string')
    throw new Error('config.analytics.pageName must be a string');
  if (logToken !== undefined && typeof logToken !== 'string')
    throw new Error('config.analytics.logToken must be a string');
  return {
    ...(pageName === undefined ? {} : { pageName }),
    ...(logToken === undefined ? {} : { logToken }),
  };
}

/**
 * Why the loader could not start: its config could not be fetched (no URL on
 * its tag, the network, a missing CORS header, an error status, no answer in time), was not
 * JSON, was not a valid config, or names no remote; or the loader's own code did not load.
 */
export type MastheadStartFailure =
  'config-unreachable' | 'config-not-json' | 'config-invalid' | 'no-remotes' | 'code-unreachable';

/** What `loadConfig` throws: why the loader cannot start, and a message naming the cause. */
export class StartError extends Error {
  override name = 'StartError';
  constructor(
    readonly reason: MastheadStartFailure,
    message: string,
    options?: { cause: unknown },
  ) {
    super(message, options);
  }
}

/**
 * The loader's script tag names its config: `<script type="module" src="…" data-masthead-config="/masthead.config.json">`.
 * Rejects with a `StartError` saying why the loader cannot use it; a config that names no
 * remote is one (every widget and dialog needs its remote). `timeoutMs` after the request
 * (the remotes' default load timeout), a config that has not answered counts as unreachable.
 */
export async function loadConfig(
  doc: Document,
  { cache, timeoutMs = defaultLoadTimeoutMs }: { cache?: RequestCache; timeoutMs?: number } = {},
): Promise<LoaderConfig> {
  const script = doc.querySelector<HTMLScriptElement>('script[data-masthead-config]');
  const url = script?.dataset.mastheadConfig;
  if (!url)
    throw new StartError('config-unreachable', 'no <script data-masthead-config="…"> names the config URL');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let body: unknown;
  try {
    const response = await fetch(new URL(url, doc.baseURI), {
      credentials: 'same-origin',
      signal: controller.signal,
      ...(cache ? { cache } : {}),
    });
    if (!response.ok) throw new StartError('config-unreachable', `config ${url} answered ${response.status}`);
    body = await response.json().catch((error: unknown) => {
      if (controller.signal.aborted) throw error;
      throw new StartError('config-not-json', `config ${url} is not JSON`, { cause: error });
    });
  } catch (error) {
    if (error instanceof StartError) throw error;
    const message = controller.signal.aborted
      ? `config ${url} did not answer within ${timeoutMs} ms`
      : `config ${url} could not be fetched (the network, or no Access-Control-Allow-Origin header for this page)`;
    throw new StartError('config-unreachable', message, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  let config: LoaderConfig;
  try {
    config = parseConfig(body);
  } catch (error) {
    throw new StartError('config-invalid', `config ${url}: ${(error as Error).message}`);
  }
  if (Object.keys(config.remotes).length === 0)
    throw new StartError('no-remotes', `config ${url} names no remote in config.remotes`);
  return config;
}
