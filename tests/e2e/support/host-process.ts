import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A browser host running the built app (out/), in its own process and data folder. */
export interface RunningHost {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** The address to open in the browser (carries the token once). */
  readonly url: string;
  readonly token: string;
  readonly dataDir: string;
  readonly process: ChildProcess;
  /** Everything the host printed so far (its log). */
  output(): string;
  /** Stops the host; the data folder it made goes too, unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Starts `node out/main/host.js` on a free port (or `port`) with a fresh data folder (or `dataDir`)
 * and a random token (or `token`), and waits for its address.
 */
export async function startHost(
  options: { dataDir?: string; env?: NodeJS.ProcessEnv; port?: number; token?: string } = {},
): Promise<RunningHost> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'circuitforge-e2e-'));
  const token = options.token ?? randomBytes(18).toString('base64url');
  const port = String(options.port ?? 0);
  const child = spawn(process.execPath, [join(ROOT, 'out/main/host.js'), '--port', port, '--data-dir', dataDir], {
    cwd: ROOT,
    // Libraries start empty (no starter course) unless a test asks for it with CIRCUITFORGE_STARTER_COURSE=on.
    env: { ...process.env, CIRCUITFORGE_STARTER_COURSE: 'off', ...options.env, CIRCUITFORGE_TOKEN: token },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start in 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePromise(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`host exited with ${code}:\n${output}`));
    });
  });
  const origin = new URL(url).origin;
  return {
    origin,
    url,
    token,
    dataDir,
    process: child,
    output: () => output,
    stop: async (how = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir && !how.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
