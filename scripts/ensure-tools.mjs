// Makes sure the system tools the tests need are present: Chromium (end-to-end tests) and Icarus
// Verilog (the simulator's cross-check). On Debian/Ubuntu as root, missing ones are installed with
// apt-get; elsewhere this says what to install. Returns false when something is still missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const TOOLS = [
  {
    name: 'Chromium',
    debianPackage: 'chromium',
    present: () => Boolean(process.env.CIRCUITFORGE_BROWSER) || CHROMIUM_PATHS.some((p) => existsSync(p)),
  },
  {
    name: 'Icarus Verilog',
    debianPackage: 'iverilog',
    present: () => spawnSync('iverilog', ['-V'], { stdio: 'ignore' }).error === undefined,
  },
];

export function ensureTools() {
  const missing = TOOLS.filter((t) => !t.present());
  if (missing.length === 0) return true;
  const canInstall = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    for (const tool of missing)
      console.error(`Missing ${tool.name}: install it (Debian/Ubuntu package "${tool.debianPackage}").`);
    return false;
  }
  const packages = missing.map((t) => t.debianPackage);
  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
  } catch (error) {
    console.error(`apt-get failed: ${error.message}`);
  }
  const still = missing.filter((t) => !t.present());
  for (const tool of still) console.error(`Still missing ${tool.name} (package "${tool.debianPackage}").`);
  return still.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureTools() ? 0 : 1);
