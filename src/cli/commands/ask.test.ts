import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppServices } from '../../main/app-services';
import { FAST } from '../../main/providers/test-support/engine-harness';
import { startFakeLlmServer, type FakeLlmServer } from '../../main/providers/test-support/fake-llm-server';
import { inProcessTransport } from '../../main/simulation/transport';
import { call } from '../call';
import { run } from '../test-support/run';
import { askCommand } from './ask';
import { HALF_ADDER_BLUEPRINT } from '../../shared/test-support/half-adder';

const FIXTURES = join(process.cwd(), 'tests/fixtures/cli-image');
const ask = askCommand({ limits: FAST.limits, retry: FAST.retry });

const HALF_ADDER = HALF_ADDER_BLUEPRINT;

const toolCall = (name: string, args: Record<string, unknown>) => ({ name, arguments: args });

/** A turn that builds the half adder by tool calls, checks it and says so. */
function scriptHalfAdder(server: FakeLlmServer): void {
  server.script(
    { kind: 'message', text: 'Let me look at the parts.', toolCalls: [toolCall('get_available_components', {})] },
    { kind: 'message', toolCalls: [toolCall('apply_blueprint', { blueprint: HALF_ADDER, mode: 'merge' })] },
    {
      kind: 'message',
      toolCalls: [toolCall('check_truth_table', { expected: ['SUM = A xor B', 'CARRY = A and B'] })],
    },
    { kind: 'message', text: 'I built a half adder: SUM = A XOR B, CARRY = A AND B.' },
  );
}

/** The truth table of a circuit file, read by fresh services as the app would open it. */
async function truthTableOf(file: string, inputs: string[], outputs: string[]): Promise<string[]> {
  const services = createAppServices({
    host: 'browser',
    simulationTransport: () => inProcessTransport(),
    starterCourse: false,
    env: {},
  });
  try {
    const imported = await call(services, 'circuit:import', { content: file });
    if (!imported.success) throw new Error(imported.error);
    const table = await call(services, 'sim:truthTable', { circuitId: imported.data.meta.id, inputs, outputs });
    if (!table.success) throw new Error(`${table.error} ${table.hint}`);
    return table.data.rows.map((r) => `${r.inputs.join('')}->${r.outputs.join('')}`);
  } finally {
    await services.close();
  }
}

let server: FakeLlmServer;
let out: string;
beforeEach(async () => {
  server = await startFakeLlmServer({ models: ['fake-model', 'claude-fake'] });
  out = await mkdtemp(join(tmpdir(), 'cf-ask-'));
});
afterEach(async () => {
  await server.close();
  await rm(out, { recursive: true, force: true });
});

const WIRE = {
  openai: (s: FakeLlmServer) => [
    '--provider',
    'openai-compatible',
    '--model',
    'fake-model',
    '--base-url',
    s.openaiBaseURL,
  ],
  anthropic: (s: FakeLlmServer) => [
    '--provider',
    'anthropic',
    '--model',
    'claude-fake',
    '--base-url',
    s.anthropicBaseURL,
  ],
};
const ENV = { CIRCUITFORGE_LLM_API_KEY: 'fake-key-123456' };

describe.each(['openai', 'anthropic'] as const)('circuitforge ask over the %s wire format', (format) => {
  it('runs one turn that builds a half adder and writes a circuit file that simulates as one', async () => {
    scriptHalfAdder(server);
    const file = join(out, 'half-adder.json');
    const result = await runAsk(
      ['ask', 'Build a half adder with two switches and two LEDs', '-o', file, '--verbose', ...WIRE[format](server)],
      { cwd: out, env: ENV },
    );
    expect(result.err).toContain('I built a half adder');
    expect(result.code).toBe(0);
    expect(result.out).toBe('');
    // One line per tool call, in order.
    const traced = result.err.split('\n').filter((line) => /^ {2}[✓✗] /.test(line));
    expect(traced.map((line) => line.slice(4, line.indexOf(':')))).toEqual([
      'get_available_components',
      'apply_blueprint',
      'check_truth_table',
    ]);
    expect(server.requests.every((r) => r.format === format)).toBe(true);
    const written = await readFile(file, 'utf8');
    expect(JSON.parse(written)).toMatchObject({ format: 'circuitforge', name: 'half-adder' });
    expect(await truthTableOf(written, ['A', 'B'], ['SUM', 'CARRY'])).toEqual(['00->00', '01->10', '10->10', '11->01']);
  });
});

describe('circuitforge ask', () => {
  it('starts from the circuit file given and writes the result to standard output', async () => {
    server.script(
      { kind: 'message', toolCalls: [toolCall('remove_component', { components: ['CARRY'] })] },
      { kind: 'message', text: 'I removed the carry LED.' },
    );
    const result = await runAsk(
      ['ask', 'Remove the carry LED', '--circuit', join(FIXTURES, 'half-adder.json'), ...WIRE.openai(server)],
      { cwd: out, env: ENV },
    );
    expect(result.code).toBe(0);
    expect(result.err).toContain('I removed the carry LED.');
    const circuit = (JSON.parse(result.out) as { circuit: { components: { label: string }[] } }).circuit;
    expect(circuit.components.map((c) => c.label).sort()).toEqual(['A', 'A1', 'B', 'GND1', 'R1', 'R2', 'SUM', 'X1']);
    // The model saw the circuit it was given.
    expect(JSON.stringify(server.requests[0]!.body)).toContain('CARRY');
  });

  it('keeps the subcircuits of the circuit it starts from, and prints a long answer whole', async () => {
    server.script({ kind: 'message', text: 'y', textRepeat: 9_000 });
    const result = await runAsk(
      [
        'ask',
        'Explain this adder',
        '--mode',
        'tutor',
        '--circuit',
        join(FIXTURES, 'adder-4bit.json'),
        ...WIRE.openai(server),
      ],
      { cwd: out, env: ENV },
    );
    expect(result.code).toBe(0);
    expect(result.err).toContain(`${'y'.repeat(9_000)}\n`);
    const rows = await truthTableOf(result.out, ['A', 'B', 'CIN'], ['S', 'COUT']);
    // The 4-bit adder still adds: its full adders came along with it.
    expect(rows).toHaveLength(512);
    for (const row of rows) {
      const [a, b, cin, sum, cout] = [
        row.slice(0, 4),
        row.slice(4, 8),
        row.slice(8, 9),
        row.slice(11, 15),
        row.slice(15),
      ];
      expect(parseInt(sum, 2) + 16 * parseInt(cout, 2), row).toBe(parseInt(a, 2) + parseInt(b, 2) + parseInt(cin, 2));
    }
  });

  it('with --verbose, says when it retries a provider that failed for a moment, then finishes', async () => {
    server.script({ kind: 'http-error', status: 503 }, { kind: 'message', text: 'Here I am.' });
    const result = await runAsk(['ask', 'Hello', '--verbose', ...WIRE.openai(server)], { cwd: out, env: ENV });
    expect(result.code).toBe(0);
    expect(result.err.split('\n').filter((line) => line.startsWith('  … '))).toHaveLength(1);
    expect(result.err).toContain('Here I am.');
    expect(server.requests).toHaveLength(2);
  });

  it("gives the provider's failure in its friendly words, exits 1 and writes no file", async () => {
    server.script({ kind: 'http-error', status: 401 });
    const file = join(out, 'never.json');
    const result = await runAsk(['ask', 'Build a half adder', '-o', file, ...WIRE.anthropic(server)], {
      cwd: out,
      env: ENV,
    });
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toMatch(/key/i);
    expect(result.err).toContain('No circuit file was written.');
    expect(result.err).toContain('On the command line the key is CIRCUITFORGE_LLM_API_KEY');
    expect(result.err).not.toContain('fake-key-123456');
    expect(result.err).not.toMatch(/PROVIDER_AUTH_FAILED|\bat .*\.ts:\d+/);
    await expect(readFile(file)).rejects.toThrow();
  });

  it('says which variables to set when no provider is configured (exit 2), and asks nobody', async () => {
    const result = await runAsk(['ask', 'Build a half adder'], { cwd: out, env: {} });
    expect(result).toMatchObject({ code: 2, out: '' });
    expect(result.err).toContain('No AI provider is set up');
    for (const name of [
      'CIRCUITFORGE_LLM_PROVIDER',
      'CIRCUITFORGE_LLM_API_KEY',
      'CIRCUITFORGE_LLM_MODEL',
      '--provider',
    ])
      expect(result.err).toContain(name);
    expect(server.requests).toHaveLength(0);
  });

  it('reads the provider from the environment, and refuses a provider or mode it does not know', async () => {
    scriptHalfAdder(server);
    const env = {
      ...ENV,
      CIRCUITFORGE_LLM_PROVIDER: 'openai-compatible',
      CIRCUITFORGE_LLM_MODEL: 'fake-model',
      CIRCUITFORGE_LLM_BASE_URL: server.openaiBaseURL,
    };
    const fromEnv = await runAsk(['ask', 'Build a half adder'], { cwd: out, env });
    expect(fromEnv.code).toBe(0);
    expect(server.requests).toHaveLength(4);
    const unknown = await runAsk(['ask', 'Hi', '--provider', 'skynet'], { cwd: out, env });
    expect(unknown).toMatchObject({ code: 2, out: '' });
    expect(unknown.err).toContain('"skynet" is not a provider CircuitForge knows');
    const mode = await runAsk(['ask', 'Hi', '--mode', 'chat'], { cwd: out, env });
    expect(mode).toMatchObject({ code: 2, out: '' });
    expect(mode.err).toContain('use build, tutor or course');
  });

  it('says so when the circuit to start from cannot be opened (exit 2), before asking the provider', async () => {
    const broken = join(out, 'broken.json');
    await writeFile(broken, '{"format": "circuitforge"');
    const result = await runAsk(['ask', 'Fix it', '--circuit', broken, ...WIRE.openai(server)], {
      cwd: out,
      env: ENV,
    });
    expect(result).toMatchObject({ code: 2, out: '' });
    expect(result.err).toContain('broken.json');
    expect(server.requests).toHaveLength(0);
  });
});

/** Runs `circuitforge ask …` with the fast engine timers. */
function runAsk(argv: readonly string[], options: { cwd: string; env?: Record<string, string | undefined> }) {
  return run(argv, options.cwd, { env: options.env ?? {}, commands: [ask] });
}
