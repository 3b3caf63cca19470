// Finds a Chromium for the end-to-end tests without ever downloading one from Playwright's CDN
// (this machine's network only reaches npm and Debian): CIRCUITFORGE_BROWSER, then Playwright's own
// browser if one is installed, then the system's, then — on Linux as root — Debian's package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Flags for headless Chromium on a closed network (see ../shared/research/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function playwrightsOwn() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The path of a Chromium to drive, installing Debian's where that is possible. Throws with advice otherwise. */
export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CIRCUITFORGE_BROWSER;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CIRCUITFORGE_BROWSER points to ${fromEnv}, which does not exist.`);
  }
  const found = playwrightsOwn() ?? SYSTEM_BROWSERS.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && process.platform === 'linux' && isRoot && existsSync('/usr/bin/apt-get')) {
    console.error("No Chromium found: installing Debian's (apt-get install -y chromium)…");
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: "apt-get install chromium") ' +
      'or point CIRCUITFORGE_BROWSER at a Chrome or Chromium executable.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findChromium());
}
