import { SiteLinks } from '../site-links.tsx';

export default function PlainPage() {
  return (
    <main>
      <h1>A plain page</h1>
      <p>The header and the footer, and nothing else of Masthead&rsquo;s.</p>
      <SiteLinks />
    </main>
  );
}
