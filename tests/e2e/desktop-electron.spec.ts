// The real desktop app in Electron, driven by Playwright's Electron support: it starts from the
// staged app (scripts/desktop-app.mjs) with its own data folder, creates a circuit, quits, starts
// again and finds the circuit; a second launch hands its file to the running app. It fails on any
// Electron security warning, CSP violation, console error or uncaught exception.
// It runs wherever the Electron runtime is installed, and is skipped, saying why, where it is not
// (Electron's binary is downloaded lazily and that download can fail, as in the project sandbox).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { electronBinary, stageApp } from '../../scripts/desktop-app.mjs';
import { serializeCircuitFile } from '../../src/shared/circuit/file-format';
import { CHANNEL_NAMES } from '../../src/shared/contract';

/** The Electron executable as `require('electron')` finds it, or why there is none (never downloading it). */
function findElectron(): { binary: string } | { reason: string } {
  const found = electronBinary();
  return found.binary === undefined ? { reason: found.reason } : { binary: found.binary };
}

function skipReason(): string | undefined {
  const electron = findElectron();
  if ('reason' in electron) return electron.reason;
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return 'there is no display (run under xvfb-run, or set DISPLAY)';
  }
  return undefined;
}

const reason = skipReason();
if (reason !== undefined) console.log(`Electron end-to-end test skipped: ${reason}.`);
test.skip(reason !== undefined, `Electron end-to-end test skipped: ${reason}`);
test.describe.configure({ mode: 'serial' });

/** Console lines and errors that fail the test. */
const problems: string[] = [];

function watch(page: Page): void {
  page.on('console', (message) => {
    const text = message.text();
    if (
      /Electron Security Warning|Content Security Policy|Content-Security-Policy/i.test(text) ||
      message.type() === 'error'
    ) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
}

async function launch(appDir: string, dataDir: string): Promise<{ app: ElectronApplication; page: Page }> {
  const electron = findElectron();
  if (!('binary' in electron)) throw new Error(electron.reason);
  const app = await _electron.launch({
    executablePath: electron.binary,
    // Chromium refuses to run as root with its OS sandbox (CI containers); the renderer sandbox stays on.
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), appDir],
    env: { ...process.env, CIRCUITFORGE_DATA_DIR: dataDir, ELECTRON_ENABLE_SECURITY_WARNINGS: 'true' },
  });
  app.on('window', watch);
  const page = await app.firstWindow();
  watch(page);
  await expect(page.locator('.palette-item').first()).toBeVisible({ timeout: 30_000 });
  return { app, page };
}

type Answer = { success: boolean; data?: unknown; error?: string };
type Bridge = { circuitforge: { channels: Record<string, (input: unknown) => Promise<Answer>> } };

/** Calls a contract channel through the preload bridge, as the renderer does. */
function call(page: Page, channel: string, input: unknown): Promise<Answer> {
  return page.evaluate(([name, payload]) => (window as unknown as Bridge).circuitforge.channels[name]!(payload), [
    channel,
    input,
  ] as const);
}

test('the desktop app keeps a circuit across a restart, and a second launch opens its file in the first', async () => {
  test.setTimeout(180_000);
  const { dir: appDir } = await stageApp({ rebuild: true, log: (line) => console.log(line) });
  const dataDir = mkdtempSync(join(tmpdir(), 'circuitforge-electron-e2e-'));

  const first = await launch(appDir, dataDir);
  expect(first.page.url()).toBe('circuitforge://app/index.html');
  const sandbox = await first.page.evaluate(() => ({
    require: typeof (window as unknown as { require?: unknown }).require,
    process: typeof (window as unknown as { process?: unknown }).process,
    bridge: Object.keys((window as unknown as { circuitforge: object }).circuitforge),
    channels: Object.keys((window as unknown as { circuitforge: { channels: object } }).circuitforge.channels),
  }));
  expect(sandbox).toEqual({
    require: 'undefined',
    process: 'undefined',
    bridge: ['channels', 'onEvent'],
    channels: CHANNEL_NAMES,
  });

  const created = await call(first.page, 'circuit:create', { name: 'Persisted adder' });
  expect(created.success, created.error).toBe(true);
  const circuitId = (created.data as { meta: { id: string } }).meta.id;
  const applied = await call(first.page, 'circuit:apply', {
    circuitId,
    label: 'Add a switch',
    operations: [
      {
        op: 'addComponent',
        component: { id: 'sw1', type: 'SWITCH_TOGGLE', label: 'SW1', x: 0, y: 0, rotation: 0, properties: {} },
      },
    ],
  });
  expect(applied.success, applied.error).toBe(true);
  await first.app.close();
  expect(JSON.parse(readFileSync(join(dataDir, 'window-state.json'), 'utf8'))).toMatchObject({ maximized: false });

  const second = await launch(appDir, dataDir);
  const current = await call(second.page, 'circuit:current', {});
  expect(current.data).toMatchObject({ meta: { id: circuitId, name: 'Persisted adder', componentCount: 1 } });

  // A second launch with a file: it quits at once and the running app imports and opens the file.
  const file = join(dataDir, 'handed-over.circuitforge.json');
  writeFileSync(file, serializeCircuitFile('Handed over', { components: [], wires: [] }));
  const electron = findElectron();
  if (!('binary' in electron)) throw new Error(electron.reason);
  const launcher = spawn(electron.binary, [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), appDir, file], {
    env: { ...process.env, CIRCUITFORGE_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const exitCode = await new Promise<number | null>((resolve) => launcher.on('exit', resolve));
  expect(exitCode).toBe(0);
  await expect
    .poll(async () => ((await call(second.page, 'circuit:current', {})).data as { meta: { name: string } }).meta.name)
    .toBe('Handed over');
  await second.app.close();

  expect(problems, 'Electron security warnings, CSP violations or errors in the console').toEqual([]);
});
