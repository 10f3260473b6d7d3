/**
 * What the demo's answers say about who may use them, as docs/hosting.md asks of a host: the
 * CORS header of every public Masthead file, and the strict Content-Security-Policy of every
 * page. Apart from the servers so the browser tests can send the same policy from their own.
 */

/**
 * What a page of any origin needs to load a file as a module script, a module's import,
 * a `crossorigin` stylesheet or a `fetch`: the loader, its chunks and styles, the config
 * and every remote's files are public, so any origin may read them (no cookies: `*`).
 */
export const publicFileHeaders = { 'Access-Control-Allow-Origin': '*' } as const;

/**
 * The strict policy every demo page is served with, as a host page would send it (docs/hosting.md,
 * "Content-Security-Policy"): scripts, styles, images, fonts and fetches from the page's own
 * origin and the remotes' origins only; no inline script or style, no eval, Trusted Types
 * for every script sink, no plugins, no <base>, not framed.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const sources = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `style-src ${sources}`,
    `img-src ${sources} data:`,
    `font-src ${sources}`,
    `connect-src ${sources}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}
