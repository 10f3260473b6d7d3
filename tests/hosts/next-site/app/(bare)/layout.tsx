/** A root layout without Masthead, for the article's bytes and requests without it (docs/performance.md). */
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import '../site.css';

export default async function BareLayout({ children }: { children: ReactNode }) {
  // Rendered per request, as the pages with Masthead are: Next puts the request's nonce on its
  // scripts only then, and the policy refuses them without it.
  await connection();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
