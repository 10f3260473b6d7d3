'use client';
/** The site's client providers: Masthead's widgets get this page's React and its router. */
import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { MastheadProvider } from '@masthead/react';

export function Providers({ children }: { children: ReactNode }) {
  const router = useRouter();
  return <MastheadProvider navigate={(href) => router.push(href)}>{children}</MastheadProvider>;
}
