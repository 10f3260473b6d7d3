/**
 * `@masthead/react/server`: for a server component (a Next.js layout or page), what the
 * server puts in the page beside the components: the header's and the footer's prerendered
 * markup, the `<head>` links and the `Link` header value.
 */
export { mastheadPage, headLink } from './page-parts.ts';
export type {
  MastheadHeadLink,
  MastheadPageOptions,
  MastheadPageParts,
  PlacedWidget,
  PrerenderedWidget,
} from './page-parts.ts';
export { MastheadHead } from './head.tsx';
export type { MastheadHeadProps } from './head.tsx';
