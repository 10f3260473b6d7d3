import { renderToString } from 'react-dom/server';
import Header from './header/header.tsx';

/**
 * The header's markup before its code has run, as a reader not yet signed in first meets it
 * (packages/build/src/prerender.ts). Its ids carry a prefix of their own, so they never meet the
 * mounted header's in the frame the two swap.
 */
export function prerender(): string {
  return renderToString(<Header />, { identifierPrefix: 'masthead-header-prerendered-' });
}
