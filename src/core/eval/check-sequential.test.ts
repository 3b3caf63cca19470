import { describe, expect, it } from 'vitest';
import { scoreTask } from './score';
import { Sketch, taskOf } from './test-support/blueprints';

const count = (q1: number, q0: number) => ({ Q1: q1, Q0: q0 });

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
    steps: [
      { expect: count(0, 0), note: 'starts at 0' },
      { pulses: 1, expect: count(0, 1) },
      { pulses: 1, expect: count(1, 0) },
      { pulses: 1, expect: count(1, 1) },
      { pulses: 1, expect: count(0, 0) },
      { pulses: 2, expect: count(1, 0) },
    ],
  },
});

/** A ripple counter of T flip-flops: the next stage clocked by Qn counts up, by Q counts down. */
function rippleCounter(clock: string, next: 'Qn' | 'Q') {
  return new Sketch()
    .parts(clock, 'HI:CONST_HIGH', 'FF0:T_FLIPFLOP', 'FF1:T_FLIPFLOP')
    .wire('HI:out>FF0:T', 'HI:out>FF1:T', 'CLK:out>FF0:CLK', `FF0:${next}>FF1:CLK`)
    .led('Q0', 'FF0:Q')
    .led('Q1', 'FF1:Q');
}

describe('scoreTask: sequential', () => {
  it.each(['CLK:BUTTON_PUSH', 'CLK:SWITCH_TOGGLE', 'CLK:CLOCK'])('passes an up-counter clocked by %s', (clock) => {
    const result = scoreTask(COUNTER, rippleCounter(clock, 'Qn').circuit(), '');
    expect(result.reasons).toEqual([]);
    expect(result.details.sequence).toEqual({ steps: 6, stepsRun: 6, differingSteps: 0, firstDifferences: [] });
  });

  it('drives an active-low button by its output: a pulse is still 0 → 1 → 0 at the pin', () => {
    const sketch = rippleCounter('CLK:BUTTON_PUSH', 'Qn').set('CLK', { activeLow: true });
    expect(scoreTask(COUNTER, sketch.circuit(), '').reasons).toEqual([]);
  });

  it('fails a counter that counts down, naming the steps that differ', () => {
    const result = scoreTask(COUNTER, rippleCounter('CLK:BUTTON_PUSH', 'Q').circuit(), '');
    expect(result.passed).toBe(false);
    // Down from 0: 3, 2, 1, 0, then 2 after two pulses. Steps 2 and 4 differ.
    expect(result.reasons).toEqual([
      'Sequence: 2 of 6 steps differ from the request: step 2 (1 pulse on CLK): Q1 expected 0, got 1; ' +
        'step 4 (1 pulse on CLK): Q1 expected 1, got 0.',
    ]);
    expect(result.details.sequence?.firstDifferences[0]).toEqual({
      step: 2,
      description: '1 pulse on CLK',
      outputs: { Q1: { expected: 0, got: '1' } },
    });
  });

  it('shows a latch that has not been set yet as X on a probe, and skips outputs marked "-"', () => {
    const latch = (expectAtStart: 0 | '-') =>
      taskOf({
        ...COUNTER,
        spec: {
          kind: 'sequential',
          inputs: ['S', 'R'],
          outputs: ['Q'],
          steps: [
            { expect: { Q: expectAtStart } },
            { set: { S: 1 }, expect: { Q: 1 } },
            { set: { S: 0 }, expect: { Q: 1 } },
            { set: { R: 1 }, expect: { Q: 0 }, note: 'reset' },
          ],
        },
      });
    const nor = new Sketch()
      .parts('S:BUTTON_PUSH', 'R:BUTTON_PUSH', 'N1:NOR_2', 'N2:NOR_2', 'Q:PROBE')
      .wire('R:out>N1:a', 'N2:out>N1:b', 'S:out>N2:a', 'N1:out>N2:b', 'N1:out>Q:in')
      .circuit();
    expect(scoreTask(latch('-'), nor, '').reasons).toEqual([]);
    expect(scoreTask(latch(0), nor, '').reasons).toEqual([
      'Sequence: 1 of 4 steps differ from the request: step 1 (at power-on): Q expected 0, got X.',
    ]);
  });

  it('fails a circuit that never settles, saying at which step', () => {
    const task = taskOf({
      ...COUNTER,
      spec: { kind: 'sequential', inputs: ['S'], outputs: ['Y'], steps: [{ set: { S: 1 }, expect: { Y: 1 } }] },
    });
    // A NAND fed back on itself rings as soon as S lets a definite value round the loop.
    const ring = new Sketch()
      .parts('S:SWITCH_TOGGLE', 'G1:NAND_2')
      .wire('S:out>G1:a', 'G1:out>G1:b')
      .led('Y', 'G1:out')
      .circuit();
    const result = scoreTask(task, ring, '');
    expect(result.reasons).toEqual([
      expect.stringMatching(/^At step 1 \(set S=1\): The circuit does not settle: G1 keep/),
    ]);
    expect(result.details.validation.warnings.map((w) => w.code)).toContain('INVERTING_LOOP');
  });
});
