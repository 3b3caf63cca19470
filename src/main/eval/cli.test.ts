import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../core/eval/run-result';
import { startFakeLlmServer } from '../providers/test-support/fake-llm-server';
import { main, type Output } from './cli';
import { EVAL_DIR } from './eval-dir';
import { loadTranscripts } from './transcript-files';

const dir = mkdtempSync(join(tmpdir(), 'circuitforge-eval-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run eval -- …` in process, keeping what it prints. */
async function evalCommand(
  argv: string[],
): Promise<{ code: number; lines: string[]; errors: string[]; report: Record<string, unknown> | undefined }> {
  const lines: string[] = [];
  const errors: string[] = [];
  const out: Output = { line: (t) => lines.push(...t.split('\n')), error: (t) => errors.push(t) };
  const code = await main(argv, {}, out);
  let report: Record<string, unknown> | undefined;
  try {
    report = JSON.parse(lines.at(-1) ?? '') as Record<string, unknown>;
  } catch {
    report = undefined;
  }
  return { code, lines, errors, report };
}

/** The first call of the reference transcript: the half adder as apply_blueprint arguments. */
function halfAdderBlueprint(): Record<string, unknown> {
  const loaded = loadTranscripts(join(EVAL_DIR, 'transcripts'));
  if (!loaded.success) throw new Error(loaded.error);
  const reference = loaded.data.find((t) => t.name === 'half-adder--reference')!;
  return JSON.parse(reference.transcript.responses[0]!.toolCalls![0]!.arguments) as Record<string, unknown>;
}

describe('npm run eval', () => {
  it('replays transcripts: one progress line per run, the table, the results file, and the JSON report last', async () => {
    const out = join(dir, 'replay.json');
    const { code, lines, report } = await evalCommand([
      '--provider',
      'replay',
      '--tasks',
      'half-adder--*,and-gate--wrong-gate',
      '--out',
      out,
    ]);
    expect(code).toBe(0);
    expect(lines.filter((l) => /^\[\d\/4\] /.test(l))).toHaveLength(4);
    const header = lines.findIndex((l) => l.startsWith('task '));
    expect(lines[header]).toMatch(/task +difficulty +result +tools +rounds +tokens +seconds +cost +first reason/);
    expect(lines.find((l) => l.startsWith('and-gate--wrong-gate'))).toMatch(/FAIL \(as expected\).*rows differ/);
    expect(report).toMatchObject({
      tasks: 2,
      runs: 4,
      passed: 2,
      pass_rate: 0.5,
      by_difficulty: { easy: { runs: 4, passed: 2, pass_rate: 0.5 } },
      median_tool_calls: 1.5,
      median_seconds: expect.any(Number) as unknown,
      as_expected: 4,
      results: out,
    });
    expect(Object.keys(report ?? {}).slice(0, 5)).toEqual(['tasks', 'runs', 'passed', 'pass_rate', 'by_difficulty']);
    const results = JSON.parse(readFileSync(out, 'utf8')) as ResultsFile;
    expect(results.runs.map((r) => r.transcript)).toEqual([
      'and-gate--wrong-gate.json',
      'half-adder--continued.json',
      'half-adder--reference.json',
      'half-adder--swapped-outputs.json',
    ]);
    expect(results.runs[1]).toMatchObject({ passed: true, turns: 2, status: 'done' });
  });

  it('compares two results files: per task, then the change in pass rate, tokens, tool calls and seconds', async () => {
    const a = join(dir, 'replay.json');
    const results = JSON.parse(readFileSync(a, 'utf8')) as ResultsFile;
    const worse: ResultsFile = {
      ...results,
      runs: results.runs.map((r) =>
        r.transcript === 'half-adder--reference.json'
          ? { ...r, passed: false, metrics: { ...r.metrics, toolCalls: r.metrics.toolCalls + 10 } }
          : r,
      ),
    };
    const b = join(dir, 'worse.json');
    writeFileSync(b, JSON.stringify(worse));
    const { code, lines, report } = await evalCommand(['--compare', a, b]);
    expect(code).toBe(0);
    expect(lines.find((l) => l.startsWith('half-adder '))).toMatch(/2\/3 → 1\/3.*broken/);
    expect(lines.find((l) => l.startsWith('pass rate'))).toContain('0.500 → 0.250 (−0.250)');
    expect(report).toMatchObject({ broken: ['half-adder'], fixed: [], pass_rate: { a: 0.5, b: 0.25, delta: -0.25 } });
  });

  it('runs against an endpoint (a fake OpenAI-compatible server), and --record saves a transcript that replays the same', async () => {
    const server = await startFakeLlmServer({ models: ['fake-model'] });
    try {
      server.script(
        {
          kind: 'message',
          text: 'Building it.',
          toolCalls: [{ name: 'apply_blueprint', arguments: halfAdderBlueprint() }],
        },
        {
          kind: 'message',
          toolCalls: [{ name: 'check_truth_table', arguments: { expected: ['SUM = A xor B', 'CARRY = A and B'] } }],
          usage: { input: 300, output: 40, cached: 200 },
        },
        { kind: 'message', text: 'Done: SUM is A XOR B, CARRY is A AND B.' },
      );
      const record = join(dir, 'recorded');
      const { code, report } = await evalCommand([
        '--provider',
        'openai-compatible',
        '--base-url',
        server.openaiBaseURL,
        '--model',
        'fake-model',
        '--api-key',
        'fake-key',
        '--tasks',
        'half-adder',
        '--record',
        record,
        '--out',
        join(dir, 'live.json'),
      ]);
      expect(code).toBe(0);
      // Fake usage: 20 in + 10 out per request by default; the check's request reported its own.
      expect(report).toMatchObject({ tasks: 1, passed: 1, median_tokens: 30 + 340 + 30, median_tool_calls: 2 });
      expect(report?.total_cost_usd).toBeNull(); // an unknown model's price is unknown, never 0
      expect(server.requests).toHaveLength(3);

      const files = readdirSync(record);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^half-adder--openai-compatible-fake-model-[\d-]+T[\d-]+\.json$/);
      const replayed = await evalCommand([
        '--provider',
        'replay',
        '--transcripts',
        record,
        '--out',
        join(dir, 'r.json'),
      ]);
      expect(replayed.code).toBe(0);
      expect(replayed.report).toMatchObject({ passed: 1, as_expected: 1, median_tokens: 400, median_tool_calls: 2 });
    } finally {
      await server.close();
    }
  });

  it('a recorded failure replays as the same failure, for the same reason', async () => {
    const server = await startFakeLlmServer({ models: ['fake-model'] });
    try {
      server.script({ kind: 'message', text: 'An AND gate lights when both inputs are on.' });
      const record = join(dir, 'recorded-failure');
      const live = await evalCommand([
        '--provider',
        'openai-compatible',
        '--base-url',
        server.openaiBaseURL,
        '--model',
        'fake-model',
        '--tasks',
        'and-gate',
        '--record',
        record,
        '--out',
        join(dir, 'live-failure.json'),
      ]);
      expect(live.report).toMatchObject({ passed: 0 });
      const [file] = readdirSync(record);
      const transcript = JSON.parse(readFileSync(join(record, file!), 'utf8')) as { expect: unknown };
      expect(transcript.expect).toEqual({ passed: false, reason: 'The circuit is empty', turns: 1 });
      const replayed = await evalCommand([
        '--provider',
        'replay',
        '--transcripts',
        record,
        '--out',
        join(dir, 'r2.json'),
      ]);
      expect(replayed.report).toMatchObject({ passed: 0, as_expected: 1 });
    } finally {
      await server.close();
    }
  });

  it('stops at once, saying why, when the endpoint cannot be reached', async () => {
    const { code, errors, lines } = await evalCommand([
      '--provider',
      'ollama',
      '--base-url',
      'http://127.0.0.1:9/v1',
      '--tasks',
      'and-gate',
    ]);
    expect(code).toBe(1);
    expect(errors.join('\n')).toMatch(/Could not reach Ollama \(local\) at http:\/\/127\.0\.0\.1:9\/v1.*ollama serve/);
    expect(lines).toEqual([]);
  });

  it('says what is missing when no provider is chosen, and refuses unknown flags', async () => {
    const none = await evalCommand([]);
    expect(none.code).toBe(1);
    expect(none.errors.join('\n')).toContain('No AI provider is set up.');
    const bad = await evalCommand(['--provider', 'replay', '--repeats', '2']);
    expect(bad.code).toBe(2);
    expect(bad.errors.join('\n')).toMatch(/--repeats/);
  });
});
