/**
 * The README's `pnpm dev`: the footer's Vite dev server and the React host example that
 * consumes it through federation, both started from the workspace (their configs' build code
 * is TypeScript, run through tsx), the footer's manifest and the host's page served.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('serves the footer remote and the React host that loads it', async () => {
  // As from a developer's shell: not in Vitest's environment, where the federation plugin stands down.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
  const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const urls = await new Promise<{ manifest: string; host: string }>((resolve, reject) => {
      dev.on('exit', (code) => reject(new Error(`pnpm dev exited with ${code}:\n${output}`)));
      const timer = setInterval(() => {
        const manifest = /footer remote \(hot reload\): (\S+)/.exec(output)?.[1];
        const host = /React host:\s+(\S+)/.exec(output)?.[1];
        if (manifest && host) {
          clearInterval(timer);
          resolve({ manifest, host });
        }
      }, 100);
    });
    const manifest = await fetch(urls.manifest);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toMatchObject({ name: expect.stringContaining('footer') });
    const page = await fetch(urls.host);
    expect(await page.text()).toContain('<div id="root"');
  } finally {
    dev.kill();
  }
});
