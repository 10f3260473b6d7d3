import { remoteNames, type RemoteName } from '@masthead/federation';
import { isManifest, type RemoteManifest } from './manifest.ts';

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
}

export const defaultLoadTimeoutMs = 10_000;

/** Validate a config document; throws one clear error naming what is wrong. */
export function parseConfig(input: unknown): LoaderConfig {
  if (typeof input !== 'object' || input === null) throw new Error('config must be a JSON object');
  const { remotes, manifests, loadTimeoutMs, warmUp, analytics } = input as {
    remotes?: unknown;
    manifests?: unknown;
    loadTimeoutMs?: unknown;
    warmUp?: unknown;
    analytics?: unknown;
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
  if (warmUp !== undefined && warmUp !== 'intent' && warmUp !== 'idle') {
    throw new Error('config.warmUp must be "intent" or "idle"');
  }
  return {
    remotes: parsed,
    ...(manifests === undefined ? {} : { manifests: parseManifests(manifests, parsed) }),
    loadTimeoutMs: loadTimeoutMs ?? defaultLoadTimeoutMs,
    warmUp: warmUp ?? 'intent',
    ...(analytics === undefined ? {} : { analytics: parseAnalytics(analytics) }),
  };
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

/** The loader's script tag names its config: `<script type="module" src="…" data-masthead-config="/masthead.config.json">`. */
export async function loadConfig(doc: Document): Promise<LoaderConfig> {
  const script = doc.querySelector<HTMLScriptElement>('script[data-masthead-config]');
  const url = script?.dataset.mastheadConfig;
  if (!url) throw new Error('no <script data-masthead-config="…"> names the config URL');
  const response = await fetch(new URL(url, doc.baseURI), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`config ${url} answered ${response.status}`);
  return parseConfig(await response.json());
}
