// The browser host under test: a built `out/main/host.js` in its own process, and plain HTTP to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A running host process. */
export interface BenchHost {
  readonly port: number;
  readonly token: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the host from `entry` (default: this checkout's build) on a free port with a fresh data
 * folder, with `env` added to its environment. CIRCUITFORGE_BENCH_HOST_ENTRY points it at another
 * build, to compare before and after.
 */
export async function startBenchHost(
  entry = process.env.CIRCUITFORGE_BENCH_HOST_ENTRY ?? resolve(import.meta.dirname, '../../out/main/host.js'),
  env: Record<string, string> = {},
): Promise<BenchHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'circuitforge-bench-host-'));
  const token = randomBytes(18).toString('base64url');
  // CIRCUITFORGE_BENCH_HOST_NODE_ARGS: flags for the host's Node (say `--cpu-prof`, to profile a row).
  const nodeArgs = process.env.CIRCUITFORGE_BENCH_HOST_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry, '--port', '0', '--data-dir', dataDir], {
    env: { ...process.env, ...env, CIRCUITFORGE_TOKEN: token },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`the host did not start in 20 s:\n${output}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePromise(Number(match[1]));
      }
    });
    // The host's log (a refused request, a dropped client) is not the benchmark's output.
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the host exited with ${code}:\n${output}`));
    });
  });
  return {
    port,
    token,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MB (`VmRSS`), or its peak so far (`VmHWM`). Linux only. */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s*(\\d+) kB`).exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** One answer: status, body, and how long it took. */
export interface Answer {
  readonly status: number;
  readonly body: string;
  readonly ms: number;
}

/** POSTs `body` (as JSON, or a Buffer as it is) to `/rpc/<channel>` on a fresh connection. */
export function rpc(host: BenchHost, channel: string, body: unknown): Promise<Answer> {
  const text = Buffer.isBuffer(body) ? body : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: host.port,
        path: `/rpc/${channel}`,
        method: 'POST',
        agent: false,
        headers: {
          Authorization: `Bearer ${host.token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** The data of a successful answer, or an error naming the channel. */
export function dataOf<T>(channel: string, answer: Answer): T {
  const parsed = JSON.parse(answer.body) as { success: boolean; data?: T; error?: string };
  if (!parsed.success) throw new Error(`${channel} failed (${answer.status}): ${parsed.error}`);
  return parsed.data as T;
}

/**
 * Calls `app:info` one after another until `until` settles, and returns every latency: what a
 * user's click waits while the host is busy with something else.
 */
export async function probeWhile(host: BenchHost, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    latencies.push((await rpc(host, 'app:info', {})).ms);
    await new Promise((r) => setTimeout(r, 10));
  }
  return latencies;
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
