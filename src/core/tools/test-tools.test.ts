import { afterEach, describe, expect, it } from 'vitest';
import { CircuitBuilder } from '../simulation/test-support/circuit-builder';
import { halfAdderCircuit } from './test-support/circuits';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';
import { createCircuitTools, tutorTools } from './circuit-tools';

let harness: ToolHarness;
afterEach(async () => {
  await harness.close();
});
const open = (circuit = halfAdderCircuit()) => {
  harness = createToolHarness(circuit);
  return (name: string, args: object = {}) => harness.call(name, args as never);
};

/** A 2-bit ripple counter of T flip-flops stepped by a push button CLK, shown on probes Q1 and Q0. */
const counter = (next: 'Qn' | 'Q' = 'Qn') =>
  new CircuitBuilder()
    .add('CLK', 'BUTTON_PUSH')
    .add('HI', 'CONST_HIGH')
    .add('FF0', 'T_FLIPFLOP')
    .add('FF1', 'T_FLIPFLOP')
    .add('Q0', 'PROBE')
    .add('Q1', 'PROBE')
    .fanOut('HI.out', 'FF0.T', 'FF1.T')
    .wire('CLK.out', 'FF0.CLK')
    .wire(`FF0.${next}`, 'FF1.CLK')
    .wire('FF0.Q', 'Q0.in')
    .wire('FF1.Q', 'Q1.in')
    .build();

const COUNTS = 'CLK Q1 Q0\n0 0 0\nC 0 1\nC 1 0\nC 1 1\nC 0 0\n';

const testsOf = () => [...harness.copy.state.tests()].map((t) => ({ name: t.name, source: t.source }));

describe('write_tests', () => {
  it('adds a named test to the working copy as one step of the turn, which undo takes back', async () => {
    const call = open(counter());
    expect(await call('write_tests', { name: 'counts 0 to 3', source: COUNTS })).toEqual({
      success: true,
      done: 'Added test "counts 0 to 3"',
    });
    expect(testsOf()).toEqual([{ name: 'counts 0 to 3', source: COUNTS }]);
    expect(harness.copy.steps().map((s) => s.summary)).toEqual(['Added test "counts 0 to 3"']);
    expect(harness.copy.operations()).toMatchObject([{ op: 'addTest', test: { name: 'counts 0 to 3' } }]);
    expect(await call('undo')).toMatchObject({ success: true, done: 'Undid: Added test "counts 0 to 3"' });
    expect(testsOf()).toEqual([]);
  });

  it('replaces the test of the same name (ignoring case), and changes nothing when the text is the same', async () => {
    const call = open(counter());
    await call('write_tests', { name: 'Counts', source: 'CLK Q0\n0 0\n' });
    expect(await call('write_tests', { name: 'counts', source: COUNTS })).toEqual({
      success: true,
      done: 'Replaced test "counts"',
    });
    expect(testsOf()).toEqual([{ name: 'counts', source: COUNTS }]);
    expect(await call('write_tests', { name: 'counts', source: COUNTS })).toEqual({
      success: true,
      done: 'Test "counts" is already as given',
    });
    expect(harness.copy.steps()).toHaveLength(2);
  });

  it('refuses a text that does not parse, with its line and column, and changes nothing', async () => {
    const call = open(counter());
    const result = await call('write_tests', { name: 'broken', source: 'CLK Q0\n0 0\nrepeat(3 C 1\n' });
    expect(result).toMatchObject({
      success: false,
      hint: expect.stringContaining('The first line names the signals') as unknown,
    });
    expect(result.error).toMatch(/^The test does not parse: Line 3, column \d+: /);
    expect(await call('write_tests', { name: '  ', source: COUNTS })).toMatchObject({
      success: false,
      error: 'A test needs a name.',
    });
    expect(harness.copy.edited).toBe(false);
  });

  it('is written before the circuit is built, and says which labels the circuit does not have yet', async () => {
    const call = open(new CircuitBuilder().add('CLK', 'BUTTON_PUSH').add('FF0', 'T_FLIPFLOP').build());
    expect(await call('write_tests', { name: 'counts', source: 'CLK FF0 Q1 Q0\n0 0 0 0\n' })).toEqual({
      success: true,
      done: 'Added test "counts"',
      note: 'Not in the circuit yet: Q1, Q0 (use these labels).',
    });
  });

  it('counts a uniquely labelled part inside a placed subcircuit as there', async () => {
    const call = open(new CircuitBuilder().build());
    const inner = new CircuitBuilder()
      .add('C', 'PORT_IN')
      .add('HI', 'CONST_HIGH')
      .add('FF', 'T_FLIPFLOP')
      .add('Q', 'PORT_OUT')
      .wire('HI.out', 'FF.T')
      .wire('C.out', 'FF.CLK')
      .wire('FF.Q', 'Q.in')
      .build();
    const id = harness.addToLibrary('Toggle', inner);
    harness.copy.apply(
      [
        {
          op: 'addComponent',
          component: { id: 'clk', type: 'BUTTON_PUSH', label: 'CLK', x: 0, y: 0, rotation: 0, properties: {} },
        },
        {
          op: 'addComponent',
          component: {
            id: 'u',
            type: 'SUBCIRCUIT',
            label: 'U1',
            x: 100,
            y: 0,
            rotation: 0,
            properties: { circuit: id, ports: 'C>Q' },
          },
        },
      ],
      'placed',
    );
    expect(await call('write_tests', { name: 'toggles', source: 'CLK FF Q9\nC 1 0\n' })).toMatchObject({
      success: true,
      note: 'Not in the circuit yet: Q9 (use these labels).',
    });
  });

  it('is an editing tool: tutor mode leaves it out but keeps run_tests', () => {
    open();
    const names = tutorTools(createCircuitTools(harness.context)).map((t) => t.name);
    expect(names).toContain('run_tests');
    expect(names).not.toContain('write_tests');
  });
});

describe('run_tests', () => {
  it("runs the circuit's tests on the working copy, with the turn's edits", async () => {
    const call = open(counter());
    await call('write_tests', { name: 'counts 0 to 3', source: COUNTS });
    expect(await call('run_tests')).toEqual({
      success: true,
      passed: true,
      tests: [{ name: 'counts 0 to 3', passed: true, rows: 5 }],
    });
    // The turn rewires the counter to count down: the same test now fails, row by row.
    expect(await call('disconnect', { from: 'FF0:Qn', to: 'FF1:CLK' })).toMatchObject({ success: true });
    expect(await call('connect', { from: 'FF0:Q', to: 'FF1:CLK' })).toMatchObject({ success: true });
    expect(await call('run_tests')).toEqual({
      success: true,
      passed: false,
      tests: [
        {
          name: 'counts 0 to 3',
          passed: false,
          rows: 5,
          failedRows: 2,
          failures: ['line 3, row 2: Q1 expected 0, got 1', 'line 5, row 4: Q1 expected 1, got 0'],
        },
      ],
    });
  });

  it('runs a test given in the call without storing it, listing the first failures and how many more', async () => {
    const call = open(counter('Q'));
    const source = 'CLK Q1 Q0\n0 0 0\nrepeat(8) C ((n+1)>>1&1) ((n+1)&1)\n';
    const result = await call('run_tests', { source });
    expect(result).toMatchObject({ success: true, passed: false });
    const [test] = result.tests as { name: string; failures: string[]; more: string; failedRows: number }[];
    expect(test).toMatchObject({ name: 'test', failedRows: 4, more: '1 more row differs' });
    expect(test!.failures).toEqual([
      'line 3, row 2 (n=0): Q1 expected 0, got 1',
      'line 3, row 4 (n=2): Q1 expected 1, got 0',
      'line 3, row 6 (n=4): Q1 expected 0, got 1',
    ]);
    expect(harness.copy.edited).toBe(false);
  });

  it('gives the error that stopped a test with its line and column', async () => {
    const call = open(counter());
    expect(await call('run_tests', { source: 'CLK Q1 Q9\n0 0 0\n' })).toEqual({
      success: true,
      passed: false,
      tests: [
        {
          name: 'test',
          passed: false,
          rows: 0,
          error: 'line 1, column 8: No part is labelled Q9. Did you mean Q0 or Q1?',
        },
      ],
    });
  });

  it('says, with the line, where a number wider than its signal was cut to its width', async () => {
    const call = open(counter());
    expect(await call('run_tests', { source: 'CLK Q1 Q0\n0 0 4\n' })).toEqual({
      success: true,
      passed: true,
      tests: [
        {
          name: 'test',
          passed: true,
          rows: 1,
          notes: ['line 2: 4 is wider than the 1 bit of Q0; its low bit, 0, was used.'],
        },
      ],
    });
  });

  it('runs every test of the circuit, in the order they were written, each with its own result', async () => {
    const call = open(counter());
    await call('write_tests', { name: 'counts', source: COUNTS });
    await call('write_tests', { name: 'starts at 1', source: 'CLK Q1 Q0\n0 0 1\n' });
    expect(await call('run_tests')).toEqual({
      success: true,
      passed: false,
      tests: [
        { name: 'counts', passed: true, rows: 5 },
        {
          name: 'starts at 1',
          passed: false,
          rows: 1,
          failedRows: 1,
          failures: ['line 2, row 1: Q0 expected 1, got 0'],
        },
      ],
    });
  });

  it('refuses what it cannot run: no tests, a text that does not parse, an empty circuit', async () => {
    let call = open(counter());
    expect(await call('run_tests')).toMatchObject({
      success: false,
      error: 'This circuit has no tests yet.',
      hint: expect.stringContaining('write_tests') as unknown,
    });
    expect(await call('run_tests', { source: 'CLK Q0\n0 (1 +\n' })).toMatchObject({
      success: false,
      error: expect.stringMatching(/^The test does not parse: Line 2, column \d+: /) as unknown,
    });
    await harness.close();
    call = open(new CircuitBuilder().build());
    expect(await call('run_tests', { source: COUNTS })).toMatchObject({
      success: false,
      error: 'The circuit is empty: nothing to test.',
    });
  });
});
