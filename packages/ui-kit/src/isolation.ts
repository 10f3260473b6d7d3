/**
 * The mark of an isolation root (isolation.css): an element whose subtree looks the same on
 * any page. The loader adopts the reset stylesheet once per page; the overlays and the header
 * (whose markup may be in the page before the loader) also bring it in their own stylesheets.
 * Every copy is identical and in the same layer, so whichever arrives first changes nothing.
 */

export const scopeAttribute = 'data-masthead-scope';

/** Spread on the root element of a widget or an overlay. */
export const scopeProps = { [scopeAttribute]: '' } as const;
