// The next turn after a 100,000-character answer (one unbroken word, as a hex dump or a base64 blob
// is): how long other requests wait while the host starts it. The host's assistant asks a fake
// provider server (src/main/providers/test-support/fake-llm-cli.ts) through the real SDK; the fake
// runs in a process of its own, so its work never delays the probes measured here.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fakeLlmControl, type FakeLlmControl } from '../../src/main/providers/test-support/fake-llm-control';
import { dataOf, rpc, sleep, startBenchHost, type BenchHost } from './host';

/** What the next turn after a long answer cost, and what a small request waited meanwhile. */
export interface LongAnswerResult {
  readonly answer_chars: number;
  /** The long answer's own turn, from send to finished. */
  readonly long_turn_ms: number;
  /** The next turns (each with the long answer in its history), from send to finished: the median. */
  readonly next_turn_ms: number;
  readonly next_turns: number;
  /** Longest and median `app:info` latency (one sent every ~20 ms) while the next turns ran. */
  readonly next_turn_probe_max_ms: number;
  readonly next_turn_probe_median_ms: number;
  readonly next_turn_probes: number;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Starts a host pointed at a fake provider, has it answer `chars` × "y", then times the next
 * `turns` turns (their provider answers at once) while probing the host with `app:info`.
 */
export async function measureNextTurnAfterLongAnswer(chars = 100_000, turns = 5): Promise<LongAnswerResult> {
  const fake = await startFake();
  const host = await startBenchHost(undefined, {
    CIRCUITFORGE_LLM_PROVIDER: 'openai-compatible',
    CIRCUITFORGE_LLM_BASE_URL: `${fake.origin}/v1`,
    CIRCUITFORGE_LLM_MODEL: 'fake-model',
    CIRCUITFORGE_LLM_API_KEY: 'bench-key',
  });
  try {
    const circuitId = dataOf<{ meta: { id: string } }>(
      'circuit:create',
      await rpc(host, 'circuit:create', { name: 'Long answer' }),
    ).meta.id;
    await fake.control.script({ kind: 'message', text: 'y', textRepeat: chars, textPieces: 100 });
    const long = await turn(host, circuitId, 'Dump the memory as one word');
    // The long answer passes the history's budget, so a turn may first ask for a summary: a reply
    // for each possible request, all alike.
    const replies = Array.from({ length: 2 * turns }, () => ({ kind: 'message' as const, text: 'One long word.' }));
    await fake.control.script(...replies);
    const next: number[] = [];
    const latencies: number[] = [];
    for (let i = 0; i < turns; i++) {
      let probing = true;
      const probes = probe(host, () => probing);
      try {
        next.push(await turn(host, circuitId, `What was that? (${i + 1})`));
      } finally {
        probing = false;
        latencies.push(...(await probes));
      }
    }
    return {
      answer_chars: chars,
      long_turn_ms: Math.round(long),
      next_turn_ms: Math.round(median(next)),
      next_turns: turns,
      next_turn_probe_max_ms: Math.round(Math.max(0, ...latencies)),
      next_turn_probe_median_ms: Math.round(median(latencies)),
      next_turn_probes: latencies.length,
    };
  } finally {
    await host.stop();
    await fake.stop();
  }
}

/** The fake provider in a process of its own, and its control client. */
async function startFake(): Promise<{ origin: string; control: FakeLlmControl; stop(): Promise<void> }> {
  const cli = resolve(import.meta.dirname, '../../src/main/providers/test-support/fake-llm-cli.ts');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--port', '0', '--models', 'fake-model'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const { origin } = JSON.parse(line) as { origin: string };
  return {
    origin,
    control: fakeLlmControl(origin),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Sends a message, waits until its turn no longer runs, and checks its answer is stored as done; its time in ms. */
async function turn(host: BenchHost, circuitId: string, message: string): Promise<number> {
  const started = performance.now();
  const sent = dataOf<{ turnId: string; conversationId: string }>(
    'assistant:send',
    await rpc(host, 'assistant:send', { circuitId, message }),
  );
  for (;;) {
    const status = dataOf<{ running: { turnId: string }[] }>(
      'assistant:status',
      await rpc(host, 'assistant:status', {}),
    );
    if (!status.running.some((r) => r.turnId === sent.turnId)) break;
    await sleep(20);
  }
  const ms = performance.now() - started;
  const opened = dataOf<{ messages: { role: string; turnId?: string; status?: string }[] }>(
    'conversation:open',
    await rpc(host, 'conversation:open', { id: sent.conversationId }),
  );
  const answer = opened.messages.find((m) => m.role === 'assistant' && m.turnId === sent.turnId);
  if (answer?.status !== 'done') throw new Error(`the turn "${message}" ended ${answer?.status ?? 'unstored'}`);
  return ms;
}

/** `app:info` every ~20 ms while `going()` holds; every latency. */
async function probe(host: BenchHost, going: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (going()) {
    latencies.push((await rpc(host, 'app:info', {})).ms);
    await sleep(20);
  }
  return latencies;
}
