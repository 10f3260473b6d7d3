import { renderToString } from 'react-dom/server';
import Footer from './footer.tsx';

/**
 * The footer's markup before its code has run, as a reader not yet signed in first meets it,
 * with the default attributes (packages/build/src/prerender.ts). Its ids carry a prefix of
 * their own, so they never meet the mounted footer's in the frame the two swap.
 */
export function prerender(): string {
  return renderToString(<Footer />, { identifierPrefix: 'masthead-footer-prerendered-' });
}
