import { afterEach, describe, expect, it } from 'vitest';
import type { Circuit } from '../shared/circuit/types';
import type { OpenCircuit, TestRun } from '../shared/contract';
import type { TestCase } from '../shared/circuit/types';
import { startAssistantHarness, type AssistantHarness } from './test-support/assistant-harness';
import { toolResultsOf } from './providers/test-support/engine-harness';

// The assistant's test cases through the real services: a turn (a fake provider speaking the real
// wire format) writes a test from the request, builds, runs it, fixes and runs it again; the test
// is part of the turn's one change, so undoing the turn removes it.

let harness: AssistantHarness;
afterEach(async () => {
  await harness.close();
});

const call = (name: string, args: unknown) => ({ name, arguments: args as Record<string, unknown> });

/** A 2-bit ripple counter: FF1 clocked from FF0's Qn counts up (from Q it would count down). */
function counter(next: 'Qn' | 'Q') {
  return {
    components: [
      { label: 'CLK', type: 'BUTTON_PUSH' },
      { label: 'HI', type: 'CONST_HIGH' },
      { label: 'FF0', type: 'T_FLIPFLOP' },
      { label: 'FF1', type: 'T_FLIPFLOP' },
      { label: 'Q0', type: 'LED_RED' },
      { label: 'Q1', type: 'LED_RED' },
      { label: 'R1', type: 'RESISTOR' },
      { label: 'R2', type: 'RESISTOR' },
      { label: 'GND1', type: 'GND' },
    ],
    wires: [
      { from: 'HI:out', to: 'FF0:T' },
      { from: 'HI:out', to: 'FF1:T' },
      { from: 'CLK:out', to: 'FF0:CLK' },
      { from: `FF0:${next}`, to: 'FF1:CLK' },
      { from: 'FF0:Q', to: 'Q0:anode' },
      { from: 'FF1:Q', to: 'Q1:anode' },
      { from: 'Q0:cathode', to: 'R1:a' },
      { from: 'Q1:cathode', to: 'R2:a' },
      { from: 'R1:b', to: 'GND1:gnd' },
      { from: 'R2:b', to: 'GND1:gnd' },
    ],
  };
}

const COUNTS = 'CLK Q1 Q0\n0 0 0\nC 0 1\nC 1 0\nC 1 1\nC 0 0\n';

async function circuitOf(h: AssistantHarness): Promise<Circuit> {
  const open = await h.call<OpenCircuit>('circuit:open', { id: h.circuitId });
  if (!open.success) throw new Error(open.error);
  return open.data.circuit;
}

async function testsOf(h: AssistantHarness): Promise<TestCase[]> {
  const list = await h.call<{ tests: TestCase[] }>('tests:list', { circuitId: h.circuitId });
  if (!list.success) throw new Error(list.error);
  return list.data.tests;
}

describe.each(['openai', 'anthropic'] as const)('a sequential request over %s', (format) => {
  it('writes the test first, builds, runs it, fixes until it passes, and one undo removes the test with the turn', async () => {
    harness = await startAssistantHarness({ format });
    harness.server.script(
      { kind: 'message', toolCalls: [call('write_tests', { name: 'counts 0 to 3', source: COUNTS })] },
      { kind: 'message', toolCalls: [call('apply_blueprint', { blueprint: counter('Q'), mode: 'replace' })] },
      { kind: 'message', toolCalls: [call('run_tests', {})] },
      { kind: 'message', toolCalls: [call('disconnect', { from: 'FF0:Q', to: 'FF1:CLK' })] },
      { kind: 'message', toolCalls: [call('connect', { from: 'FF0:Qn', to: 'FF1:CLK' })] },
      { kind: 'message', toolCalls: [call('run_tests', {})] },
      { kind: 'message', text: 'I built a 2-bit counter; the test "counts 0 to 3" passes. Press CLK to count.' },
    );
    const finished = await harness.turn('Build a 2-bit counter clocked by a push button CLK, LEDs Q1 and Q0');
    expect(finished).toMatchObject({ status: 'done', toolCalls: 6 });

    // The model read which rows failed, then that the test passed.
    const firstRun = JSON.parse(toolResultsOf(harness.server.requests[3]!).at(-1)!.content) as unknown;
    expect(firstRun).toMatchObject({
      success: true,
      passed: false,
      tests: [{ name: 'counts 0 to 3', passed: false, rows: 5, failedRows: 2 }],
    });
    expect(JSON.stringify(firstRun)).toContain('line 3, row 2: Q1 expected 0, got 1');
    const lastRun = JSON.parse(toolResultsOf(harness.server.requests[6]!).at(-1)!.content) as unknown;
    expect(lastRun).toEqual({ success: true, passed: true, tests: [{ name: 'counts 0 to 3', passed: true, rows: 5 }] });

    // The trace says what each call did.
    const trace = harness.eventsOf('assistant.toolCall', finished.turnId).filter((e) => e.phase === 'finished');
    expect(trace.map((e) => e.summary)).toEqual([
      'Added test "counts 0 to 3"',
      expect.any(String),
      'Ran the test: it fails',
      expect.any(String),
      expect.any(String),
      'Ran the test: it passes',
    ]);

    // The circuit holds the test, and it passes from the Tests channels too.
    expect((await testsOf(harness)).map((t) => [t.name, t.source])).toEqual([['counts 0 to 3', COUNTS]]);
    const run = await harness.call<TestRun>('tests:run', { circuitId: harness.circuitId });
    expect(run.success && run.data.passed).toBe(true);

    // One change; undoing it takes the test away with the parts.
    expect(await harness.call('history:undo', { circuitId: harness.circuitId })).toMatchObject({ success: true });
    expect(await testsOf(harness)).toEqual([]);
    expect((await circuitOf(harness)).components).toEqual([]);
    expect(await harness.call('history:redo', { circuitId: harness.circuitId })).toMatchObject({ success: true });
    expect((await testsOf(harness)).map((t) => t.name)).toEqual(['counts 0 to 3']);
  });
});

describe('test cases in tutor mode', () => {
  it('offers run_tests but not write_tests, and runs a test the tutor writes in the call on the student’s circuit', async () => {
    harness = await startAssistantHarness();
    harness.server.script(
      { kind: 'message', toolCalls: [call('apply_blueprint', { blueprint: counter('Q'), mode: 'replace' })] },
      { kind: 'message', text: 'Built.' },
    );
    await harness.turn('Build a counter');
    harness.server.script(
      { kind: 'message', toolCalls: [call('run_tests', { source: COUNTS })] },
      { kind: 'message', text: 'Look at row 2: what does Q1 do when Q0 falls?' },
    );
    const finished = await harness.turn('Why does my counter count wrong?', { mode: 'tutor' });
    expect(finished).toMatchObject({ status: 'done', changeId: null });
    const request = harness.server.requests.at(-2)!;
    const tools = (request.body as { tools: { function: { name: string } }[] }).tools.map((t) => t.function.name);
    expect(tools).toContain('run_tests');
    expect(tools).not.toContain('write_tests');
    const result = JSON.parse(toolResultsOf(harness.server.requests.at(-1)!).at(-1)!.content) as unknown;
    expect(result).toMatchObject({ success: true, passed: false, tests: [{ name: 'test', failedRows: 2 }] });
    expect(await testsOf(harness)).toEqual([]);
  });
});
