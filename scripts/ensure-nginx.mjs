// nginx from Debian's packages, for the production-serving test (deploy/nginx): installed with
// apt-get when missing and we are root, as the browsers are (ensure-browsers.mjs). Run as a
// script, it installs; imported, `ensureNginx()` returns nginx's path, or why there is none.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** @returns {{ path: string } | { missing: string }} */
export function ensureNginx() {
  if (existsSync(nginxPath)) return { path: nginxPath };
  if (typeof process.getuid !== 'function' || process.getuid() !== 0)
    return { missing: `nginx is not installed and this is not root: run apt-get install -y nginx as root` };
  try {
    const install = 'DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx';
    try {
      execSync(install, { stdio: 'pipe' });
    } catch {
      // A fresh machine has no package lists yet.
      execSync(`apt-get update -qq && ${install}`, { stdio: 'pipe', shell: '/bin/sh' });
    }
  } catch (error) {
    return { missing: `apt-get could not install nginx: ${error instanceof Error ? error.message : error}` };
  }
  return existsSync(nginxPath)
    ? { path: nginxPath }
    : { missing: `nginx installed, but not at ${nginxPath}` };
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const result = ensureNginx();
  if ('missing' in result) {
    console.error(result.missing);
    process.exit(1);
  }
  console.log(`nginx: ${result.path}`);
}
