import { remoteNames, type RemoteName } from '../../../module-federation.config.ts';

/** Where each remote is deployed; one object, so each can be rolled forward or back alone. */
export interface LoaderConfig {
  /** Remote name → URL of its `mf-manifest.json`. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Give up on a remote that has not loaded after this long. Default 10000 ms. */
  loadTimeoutMs: number;
}

export const defaultLoadTimeoutMs = 10_000;

/** Validate a config document; throws one clear error naming what is wrong. */
export function parseConfig(input: unknown): LoaderConfig {
  if (typeof input !== 'object' || input === null) throw new Error('config must be a JSON object');
  const { remotes, loadTimeoutMs } = input as { remotes?: unknown; loadTimeoutMs?: unknown };
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
  return { remotes: parsed, loadTimeoutMs: loadTimeoutMs ?? defaultLoadTimeoutMs };
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
