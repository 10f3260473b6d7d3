import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/runtime';
import { remotes } from '@masthead/federation';
import { App } from './app.tsx';
import './app.css';

/**
 * Where the footer is deployed comes from the same config document the CMS
 * loader reads, so this host follows a remote's roll-forward or rollback without
 * a rebuild. In dev, the footer's own dev server.
 */
async function footerManifestUrl(): Promise<string> {
  if (import.meta.env.DEV) return `http://localhost:${remotes.footer.devPort}/mf-manifest.json`;
  const response = await fetch('/masthead.config.json');
  const config = (await response.json()) as { remotes: { footer: string } };
  return config.remotes.footer;
}

registerRemotes([{ name: remotes.footer.federationName, entry: await footerManifestUrl() }], { force: true });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
