/**
 * The site's Next.js config. Where Masthead is deployed comes from the environment, read at
 * build and at start (the browser test points it at the demo it starts):
 * MASTHEAD_API_ORIGIN is where `/api/` and `/service/` are proxied to, so the widgets call
 * the API on the page's own origin, as docs/hosting.md asks.
 */
import type { NextConfig } from 'next';

const apiOrigin = process.env.MASTHEAD_API_ORIGIN;

const config: NextConfig = {
  // The workspace's packages are TypeScript sources: Next compiles them with the site.
  transpilePackages: ['@masthead/react', '@masthead/loader', '@masthead/federation'],
  poweredByHeader: false,
  async rewrites() {
    if (!apiOrigin) return [];
    return ['api', 'service'].map((path) => ({
      source: `/${path}/:rest*`,
      destination: `${apiOrigin}/${path}/:rest*`,
    }));
  },
};

export default config;
