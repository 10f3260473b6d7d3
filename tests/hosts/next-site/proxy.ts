/**
 * A nonce per request and the strict Content-Security-Policy every page is sent with. Next
 * reads the nonce from the policy on the request and puts it on its own scripts; the root
 * layout reads it (`x-nonce`) for the loader's tag and the hints.
 *
 * - script-src: the nonce and 'strict-dynamic' (what a nonce'd script loads is trusted: Next's
 *   chunks, the loader's chunks and the remotes' code it imports).
 * - style-src: the nonce, the site's own stylesheets and Masthead's origins (the widgets'
 *   stylesheets are `<link>`s there).
 * - connect-src: the config, the manifests, the remotes' markup; the API is on this origin.
 * - Trusted Types: Next's webpack runtime loads a route's chunks through its policy
 *   `nextjs#bundler`; Masthead writes no string into a DOM sink and needs none.
 */
import { NextResponse, type NextRequest } from 'next/server';

const mastheadOrigins = (process.env.MASTHEAD_ORIGINS ?? '').split(/\s+/).filter(Boolean).join(' ');

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}' ${mastheadOrigins}`,
    `img-src 'self' ${mastheadOrigins} data:`,
    `font-src 'self' ${mastheadOrigins}`,
    `connect-src 'self' ${mastheadOrigins}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types nextjs#bundler',
  ].join('; ');
}

export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Pages only: not the proxied API, Next's static files, nor a prefetch (whose policy the
  // page it ends up in never reads).
  matcher: [
    {
      source: '/((?!api/|service/|_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
