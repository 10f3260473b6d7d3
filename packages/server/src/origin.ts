/**
 * The site's public origin and the origins that may make state-changing calls, from
 * configuration only: a Host or X-Forwarded-Host header never decides a link, a cookie's
 * security or the cross-site check (a proxy that rewrites Host changes none of them).
 */
import type { FastifyRequest } from 'fastify';

/** A configured origin, normalised (`https://news.example.com`); undefined when unset. */
export function originOf(setting: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const fail = () =>
    new Error(`${setting}: ${JSON.stringify(value)} is not an origin such as https://news.example.com`);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw fail();
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) throw fail();
  return url.origin;
}

/** A comma-separated list (env) or a list (option) of origins. */
export function originsOf(setting: string, value: string | readonly string[] | undefined): string[] {
  const list = typeof value === 'string' ? value.split(',') : (value ?? []);
  return list.map((item) => originOf(setting, item)).filter((origin) => origin !== undefined);
}

/** `TRUSTED_PROXIES`: addresses, CIDR ranges or proxy-addr's names (`loopback`), comma-separated. */
export const trustedProxiesOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export interface OriginSettings {
  publicOrigin: string | undefined;
  allowedOrigins: readonly string[];
}

/** The origin readers use: the configured one or, in development without one, this server's own address. */
export function publicOriginOf(settings: OriginSettings, request: FastifyRequest): string {
  return settings.publicOrigin ?? `http://localhost:${request.socket.localPort}`;
}

/** The origins a state-changing call is accepted from. */
function acceptedOrigins(settings: OriginSettings, request: FastifyRequest): string[] {
  const port = request.socket.localPort;
  const own = settings.publicOrigin
    ? [settings.publicOrigin]
    : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
  return [...own, ...settings.allowedOrigins];
}

/**
 * Why a state-changing call is refused for where it comes from, in words for the developer
 * who deployed the page (the client logs them); null when it may go on.
 */
export function crossSiteRefusal(settings: OriginSettings, request: FastifyRequest): string | null {
  const { origin } = request.headers;
  const ours = publicOriginOf(settings, request);
  if (origin !== undefined)
    return acceptedOrigins(settings, request).includes(origin)
      ? null
      : `The API refused a call from the page origin ${origin}: it accepts state-changing calls from ` +
          `${ours} (PUBLIC_ORIGIN) and the origins in ALLOWED_ORIGINS only. Set PUBLIC_ORIGIN on the API ` +
          'server to the origin readers load the site from.';
  const site = request.headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return null;
  return (
    `The API refused a call the browser marked ${site} (Sec-Fetch-Site) with no Origin: it accepts ` +
    `state-changing calls from ${ours} (PUBLIC_ORIGIN) only.`
  );
}

export const isHttpsOrigin = (origin: string): boolean => origin.startsWith('https://');

/** localhost, *.localhost and loopback addresses: no HSTS there (it would outlive the dev server). */
export function isLocalOrigin(origin: string): boolean {
  const { hostname } = new URL(origin);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\./.test(hostname)
  );
}
