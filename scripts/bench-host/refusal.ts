// What refusing one hostile request costs the host: the time to its answer, the host's peak extra
// memory meanwhile, and the worst wait of a small request (`app:info`) sent every ~20 ms meanwhile.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { memoryMb, rpc, sleep, type Answer, type BenchHost } from './host';

/** One refused request, measured. */
export interface RefusalResult {
  readonly status: number;
  /** The start of the answer's error text. */
  readonly error: string;
  readonly answer_ms: number;
  /** Peak resident memory of the host while it worked, above what it held before. */
  readonly peak_extra_mb: number;
  /** The slowest `app:info` meanwhile, and how many were sent. */
  readonly probe_max_ms: number;
  readonly probes: number;
}

/**
 * Resets the peak resident memory (`VmHWM`) of `pid` to its current size (Linux: writing 5 to
 * clear_refs); false when the system does not let us, then the peak is sampled between probes.
 */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends `body` (JSON, or a Buffer as it is) to `channel` from a process of its own (post-file.ts),
 * so that preparing and pushing a big body never delays this process's probes.
 */
async function sendFromOwnProcess(host: BenchHost, channel: string, body: unknown): Promise<Answer> {
  const folder = mkdtempSync(join(tmpdir(), 'circuitforge-bench-body-'));
  const file = join(folder, 'body.json');
  writeFileSync(file, Buffer.isBuffer(body) ? body : JSON.stringify(body));
  try {
    const sender = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'post-file.ts'), String(host.port), channel, file],
      { env: { ...process.env, CIRCUITFORGE_TOKEN: host.token }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    for await (const line of createInterface({ input: sender.stdout })) {
      if (line.startsWith('{')) return JSON.parse(line) as Answer;
    }
    throw new Error(`the sender of ${channel} gave no answer`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Sends `body` to `channel` and measures the answer (see {@link RefusalResult}). */
export async function measureRefusal(host: BenchHost, channel: string, body: unknown): Promise<RefusalResult> {
  const pid = host.process.pid!;
  await sleep(1_000); // let the host settle after whatever ran before
  // The peak is reset first, then what the host holds is read: memory freed in between (a GC after
  // what ran before) would otherwise make the difference negative.
  const peakKnown = resetPeak(pid);
  const before = memoryMb(pid);
  let sampledPeak = before;
  let done = false;
  const answering = sendFromOwnProcess(host, channel, body);
  void answering.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const sent = performance.now();
    latencies.push((await rpc(host, 'app:info', {})).ms);
    sampledPeak = Math.max(sampledPeak, memoryMb(pid));
    await sleep(Math.max(0, 20 - (performance.now() - sent)));
  }
  const answer = await answering;
  const peak = peakKnown ? memoryMb(pid, 'VmHWM') : Math.max(sampledPeak, memoryMb(pid));
  const error = errorOf(answer.body);
  return {
    status: answer.status,
    error,
    answer_ms: Math.round(answer.ms),
    peak_extra_mb: peak - before,
    probe_max_ms: Math.round(Math.max(0, ...latencies)),
    probes: latencies.length,
  };
}

/** The start of an answer's error text, or of its body when it is not a JSON failure. */
function errorOf(body: string): string {
  try {
    const { error } = JSON.parse(body) as { error?: unknown };
    return typeof error === 'string' ? error.slice(0, 80) : body.slice(0, 80);
  } catch {
    return body.slice(0, 80);
  }
}
