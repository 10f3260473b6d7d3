import { renderToString } from 'react-dom/server';
import { LocaleScope } from '@masthead/i18n/react';
import Footer from './footer.tsx';

/**
 * The footer's markup before its code has run, as a reader not yet signed in first meets it,
 * with the default attributes (packages/build/src/prerender.ts), in English (marked `lang`,
 * whatever the page's language; the mounted footer then speaks the reader's). Its ids carry a
 * prefix of their own, so they never meet the mounted footer's in the frame the two swap.
 */
export function prerender(): string {
  return renderToString(
    <LocaleScope locale="en">
      <Footer />
    </LocaleScope>,
    { identifierPrefix: 'masthead-footer-prerendered-' },
  );
}
