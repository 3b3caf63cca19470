// Finds a Chromium for the end-to-end tests without ever downloading one from Playwright's CDN
// (this machine's network reaches only npm and Debian): CIRCUITFORGE_BROWSER, then Playwright's own
// browser if one is installed, then the system's, then — on Linux as root — Debian's package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Flags for headless Chromium on a closed network (without them it keeps trying to reach Google's hosts, which a closed network refuses). */
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

function playwrightsOwn(): string | undefined {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The path of a Chromium to drive, installing Debian's where possible; throws with advice otherwise. */
export function findChromium(): string {
  const fromEnv = process.env.CIRCUITFORGE_BROWSER;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CIRCUITFORGE_BROWSER points to ${fromEnv}, which does not exist.`);
  }
  const found = playwrightsOwn() ?? SYSTEM_BROWSERS.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.platform === 'linux' && isRoot && existsSync('/usr/bin/apt-get')) {
    console.error("No Chromium found: installing Debian's (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: "apt-get install chromium") ' +
      'or point CIRCUITFORGE_BROWSER at a Chrome or Chromium executable.',
  );
}
