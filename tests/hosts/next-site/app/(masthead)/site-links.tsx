/** Links between the site's pages, through Next's router. */
import Link from 'next/link';

export function SiteLinks() {
  return (
    <nav className="site-links" aria-label="Site">
      <Link href="/">Article</Link>
      <Link href="/plain">Plain page</Link>
      <Link href="/subscriptions">Gift subscriptions</Link>
    </nav>
  );
}
