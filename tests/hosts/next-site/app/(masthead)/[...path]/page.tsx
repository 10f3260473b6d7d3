/** Every other path the widgets link to (`/magazine`, `/my-library`, …) lands on a page that names it. */
import { SiteLinks } from '../site-links.tsx';

export default async function AnyPage({ params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return (
    <main>
      <h1>/{path.join('/')}</h1>
      <p>A page of the site.</p>
      <SiteLinks />
    </main>
  );
}
