/**
 * The loader's tag, as docs/embedding.md writes it, for a React page. No hooks: it renders in
 * a server component (a root layout) as well as in a client one.
 */
import type { ReactElement } from 'react';

export interface MastheadScriptProps {
  /** The loader's address (`https://cdn.example.com/masthead/masthead-loader.js`). */
  src: string;
  /** The config document's address: `data-masthead-config`. */
  config: string;
  /**
   * Dialogs the page opens at once, fetched with the page: `data-masthead-prefetch`
   * (`'account'`, `'checkout'` or both, space-separated). Default: none.
   */
  prefetch?: 'account' | 'checkout' | 'account checkout' | undefined;
  /** The dialog the page opens at load: `data-masthead-open`. Default: none. */
  open?: 'account' | undefined;
  /**
   * The page's Content-Security-Policy nonce. The loader puts it on what it adds to the page.
   * Default: none.
   */
  nonce?: string | undefined;
  /**
   * The page lends its React to the widgets (`MastheadProvider` does): `data-masthead-react="host"`.
   * The loader then waits for the lend (at most 10 s) instead of fetching a React of its own.
   * Default `false`: set it only with a `MastheadProvider` on the page.
   */
  lendReact?: boolean | undefined;
}

/** `<script type="module" async src=… data-masthead-config=…>`: put it once per page, in `<head>`. */
export function MastheadScript({
  src,
  config,
  prefetch,
  open,
  nonce,
  lendReact = false,
}: MastheadScriptProps): ReactElement {
  return (
    <script
      type="module"
      async
      src={src}
      data-masthead-config={config}
      {...(prefetch ? { 'data-masthead-prefetch': prefetch } : {})}
      {...(open ? { 'data-masthead-open': open } : {})}
      {...(lendReact ? { 'data-masthead-react': 'host' } : {})}
      {...(nonce ? { nonce } : {})}
    />
  );
}
