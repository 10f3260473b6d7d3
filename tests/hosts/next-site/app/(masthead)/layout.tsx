/**
 * The root layout of every page with Masthead: the loader's tag and the hints in `<head>`
 * with this request's nonce, and the header and the footer with their prerendered markup,
 * read on the server. The layout stays across client navigations, and so do the widgets.
 */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { MastheadFooter, MastheadHeader, MastheadScript } from '@masthead/react';
import { MastheadHead, mastheadPage } from '@masthead/react/server';
import { masthead } from '../../lib/masthead.ts';
import { Providers } from './providers.tsx';
import '../site.css';

export const metadata: Metadata = { title: 'Masthead on Next.js' };

export default async function MastheadLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const parts = await mastheadPage({ ...masthead, lendReact: true });
  return (
    <html lang="en">
      <head>
        <MastheadHead parts={parts} nonce={nonce} />
        <MastheadScript src={masthead.loaderUrl} config={masthead.configUrl} nonce={nonce} lendReact />
      </head>
      <body>
        <Providers>
          <MastheadHeader markup={parts.markup.header} />
          {children}
          <MastheadFooter markup={parts.markup.footer} />
        </Providers>
      </body>
    </html>
  );
}
