import { describe, expect, it } from 'vitest';
import { scoreTask } from './score';
import { Sketch, taskOf } from './test-support/blueprints';
import type { SequentialSpec } from './task';

const COUNTER = taskOf({
  id: 'counter-2bit',
  title: '2-bit counter',
  difficulty: 'medium',
  category: 'sequential',
  request: 'A 2-bit up-counter clocked by a push button CLK, the count on LEDs Q1 and Q0, starting at 0.',
  spec: {
    kind: 'sequential',
    inputs: [],
    clock: 'CLK',
    outputs: ['Q1', 'Q0'],
    test: [
      'CLK Q1 Q0',
      '0   0  0   # starts at 0',
      'C   0  1',
      'C   1  0',
      'C   1  1',
      'C   0  0',
      'C   X  X',
      'C   1  0',
    ],
  },
});

/** The counter task with another spec. */
const withSpec = (spec: SequentialSpec) => taskOf({ ...COUNTER, spec });

/** A ripple counter of T flip-flops: the next stage clocked by Qn counts up, by Q counts down. */
function rippleCounter(clock: string, next: 'Qn' | 'Q') {
  return new Sketch()
    .parts(clock, 'HI:CONST_HIGH', 'FF0:T_FLIPFLOP', 'FF1:T_FLIPFLOP')
    .wire('HI:out>FF0:T', 'HI:out>FF1:T', 'CLK:out>FF0:CLK', `FF0:${next}>FF1:CLK`)
    .led('Q0', 'FF0:Q')
    .led('Q1', 'FF1:Q');
}

describe('scoreTask: sequential, by the test-case runner', () => {
  it.each(['CLK:BUTTON_PUSH', 'CLK:SWITCH_TOGGLE', 'CLK:CLOCK'])('passes an up-counter clocked by %s', (clock) => {
    const result = scoreTask(COUNTER, rippleCounter(clock, 'Qn').circuit(), '');
    expect(result.reasons).toEqual([]);
    expect(result.details.sequence).toEqual({ engine: 'fast', rows: 7, failedRows: 0, failures: [] });
  });

  it('drives an active-low button by its output: a pulse is still 0 → 1 → 0 at the pin', () => {
    const sketch = rippleCounter('CLK:BUTTON_PUSH', 'Qn').set('CLK', { activeLow: true });
    expect(scoreTask(COUNTER, sketch.circuit(), '').reasons).toEqual([]);
  });

  it('fails a counter that counts down, naming the rows that differ with their line of the test', () => {
    const result = scoreTask(COUNTER, rippleCounter('CLK:BUTTON_PUSH', 'Q').circuit(), '');
    expect(result.passed).toBe(false);
    // Down from 0: 3, 2, 1, 0, then 2 after two pulses. Rows 2 and 4 differ.
    expect(result.reasons).toEqual([
      'Sequence: 2 of 7 rows of the request\'s test differ: line 3 "C 0 1", row 2: Q1 expected 0, got 1; ' +
        'line 5 "C 1 1", row 4: Q1 expected 1, got 0.',
    ]);
    expect(result.details.sequence?.failures[0]).toEqual({
      line: 3,
      row: 2,
      signal: 'Q1',
      expected: '0',
      actual: '1',
    });
  });

  it('fails an LED that can never light, whatever its anode does', () => {
    const sketch = new Sketch()
      .parts('CLK:BUTTON_PUSH', 'HI:CONST_HIGH', 'FF0:T_FLIPFLOP', 'FF1:T_FLIPFLOP')
      .wire('HI:out>FF0:T', 'HI:out>FF1:T', 'CLK:out>FF0:CLK', 'FF0:Qn>FF1:CLK')
      .led('Q0', 'FF0:Q', false)
      .led('Q1', 'FF1:Q');
    expect(scoreTask(COUNTER, sketch.circuit(), '').reasons).toContain(
      'Q0 can never light: its cathode does not reach GND. Wire Q0.cathode to a resistor and the resistor to GND.',
    );
  });

  it('shows a latch that has not been set yet as X on a probe, and skips outputs written X', () => {
    const latch = (atStart: '0' | 'X') =>
      withSpec({
        kind: 'sequential',
        inputs: ['S', 'R'],
        outputs: ['Q'],
        test: ['S R Q', `0 0 ${atStart}`, '1 0 1', '0 0 1', '0 1 0  # reset'],
      });
    const nor = new Sketch()
      .parts('S:BUTTON_PUSH', 'R:BUTTON_PUSH', 'N1:NOR_2', 'N2:NOR_2', 'Q:PROBE')
      .wire('R:out>N1:a', 'N2:out>N1:b', 'S:out>N2:a', 'N1:out>N2:b', 'N1:out>Q:in')
      .circuit();
    expect(scoreTask(latch('X'), nor, '').reasons).toEqual([]);
    const result = scoreTask(latch('0'), nor, '');
    expect(result.reasons).toEqual([
      'Sequence: 1 of 4 rows of the request\'s test differ: line 2 "0 0 0", row 1: Q expected 0, got X.',
    ]);
    // A loop through gates depends on delays: the event engine runs it.
    expect(result.details.sequence?.engine).toBe('event');
  });

  it('fails a circuit that never settles, saying at which line of the test', () => {
    const task = withSpec({ kind: 'sequential', inputs: ['S'], outputs: ['Y'], test: ['S Y', '1 1'] });
    // A NAND fed back on itself rings as soon as S lets a definite value round the loop.
    const ring = new Sketch()
      .parts('S:SWITCH_TOGGLE', 'G1:NAND_2')
      .wire('S:out>G1:a', 'G1:out>G1:b')
      .led('Y', 'G1:out')
      .circuit();
    const result = scoreTask(task, ring, '');
    expect(result.reasons).toEqual([
      expect.stringMatching(/^The request's test stopped at line 2, column \d+: the circuit oscillates at row 1/),
    ]);
    expect(result.details.validation.warnings.map((w) => w.code)).toContain('INVERTING_LOOP');
  });
});

describe('TaskSchema: a sequential spec is a test the runner can read, over the labels the spec names', () => {
  const spec = (test: string[]) => ({ ...COUNTER, spec: { ...COUNTER.spec, test } });
  const issues = (task: object) => {
    try {
      taskOf(task);
      return '';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  it('refuses a test that does not parse, with its line and column', () => {
    expect(issues(spec(['CLK Q1 Q0', '0 0 0', 'repeat(2 C 0 1']))).toMatch(
      /the test does not parse: Line 3, column \d+/,
    );
  });

  it('refuses a header that names other signals, or leaves one of the spec out', () => {
    expect(issues(spec(['CLK Q1 Q0 Q2', '0 0 0 0']))).toMatch(/header names Q2, which is not an input/);
    expect(issues(spec(['CLK Q1', '0 0']))).toMatch(/header does not name Q0/);
  });
});
