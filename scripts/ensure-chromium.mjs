// Browser tests drive Debian's Chromium; install it with apt-get when it is missing
// (never a browser download: there is no internet but the package registries).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${path}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log('Installing Debian Chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
