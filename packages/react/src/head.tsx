/**
 * The page's Masthead `<link>`s, for a server component's `<head>`: the prerendered widgets'
 * stylesheets and the hints. No hooks.
 */
import type { ReactElement } from 'react';
import type { MastheadPageParts } from './page-parts.ts';

export interface MastheadHeadProps {
  /** What `mastheadPage` read for the page. */
  parts: Pick<MastheadPageParts, 'head'>;
  /** The page's Content-Security-Policy nonce, for the `modulepreload` hints. Default: none. */
  nonce?: string | undefined;
}

export function MastheadHead({ parts, nonce }: MastheadHeadProps): ReactElement {
  return (
    <>
      {parts.head.map(({ rel, href, as, crossOrigin, blocking }) => (
        <link
          key={`${rel} ${href}`}
          rel={rel}
          href={href}
          {...(as ? { as } : {})}
          {...(crossOrigin ? { crossOrigin } : {})}
          {...(blocking ? { blocking } : {})}
          {...(nonce && rel === 'modulepreload' ? { nonce } : {})}
        />
      ))}
    </>
  );
}
