// The browser engines the browser tests drive, all from Debian's packages: Chromium, Firefox ESR,
// and WebKitGTK's WebDriver (its MiniBrowser under Xvfb). Run as a script, it installs with
// apt-get whatever the selected engines miss (when root); there is never a browser or driver
// download. MASTHEAD_ENGINES=firefox,webkit selects engines (default: all three).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {'chromium' | 'firefox' | 'webkit'} EngineName */

/** @type {readonly EngineName[]} */
export const engineNames = ['chromium', 'firefox', 'webkit'];

/**
 * Each engine's Debian packages and the programs the tests run (each path overridable).
 * @param {NodeJS.ProcessEnv} env
 */
export function browserInstalls(env = process.env) {
  return {
    chromium: {
      packages: ['chromium'],
      programs: { browser: env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
    firefox: {
      packages: ['firefox-esr'],
      programs: { browser: env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' },
    },
    webkit: {
      // WebKitWebDriver starts the MiniBrowser of libwebkit2gtk (a dependency), which needs a display.
      packages: ['webkit2gtk-driver', 'xvfb'],
      programs: {
        driver: env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
        xvfb: env.XVFB_PATH ?? '/usr/bin/Xvfb',
      },
    },
  };
}

/**
 * The engines named in MASTHEAD_ENGINES (comma-separated), or all of them.
 * @param {NodeJS.ProcessEnv} env
 * @returns {EngineName[]}
 */
export function selectedEngines(env = process.env) {
  const asked = (env.MASTHEAD_ENGINES ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (asked.length === 0) return [...engineNames];
  const unknown = asked.filter((name) => !(/** @type {readonly string[]} */ (engineNames).includes(name)));
  if (unknown.length > 0)
    throw new Error(
      `MASTHEAD_ENGINES names no engine "${unknown.join('", "')}"; use ${engineNames.join(', ')}`,
    );
  return engineNames.filter((name) => asked.includes(name));
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const installs = browserInstalls();
  const missing = selectedEngines().flatMap((engine) =>
    Object.values(installs[engine].programs).some((path) => !existsSync(path))
      ? installs[engine].packages
      : [],
  );
  if (missing.length === 0) process.exit(0);
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser engines are missing. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(', ')} for the browser tests…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}
