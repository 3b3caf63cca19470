import { describe, expect, it } from 'vitest';
import { emptyCircuit } from '../../shared/circuit/types';
import { scoreTask } from './score';
import { Sketch, taskOf } from './test-support/blueprints';

const HALF_ADDER = taskOf({
  id: 'half-adder',
  title: 'Half adder',
  difficulty: 'easy',
  category: 'combinational',
  request: 'Build a half adder with two switches A and B and two LEDs SUM and CARRY.',
  spec: {
    kind: 'combinational',
    inputs: ['A', 'B'],
    outputs: ['SUM', 'CARRY'],
    expressions: { SUM: 'A xor B', CARRY: 'A and B' },
  },
});

/** A half adder; `sum` and `carry` name the gate outputs that drive the SUM and CARRY LEDs. */
function halfAdder(options: { sumGate?: string; sum?: string; carry?: string; groundSum?: boolean } = {}) {
  return new Sketch()
    .parts('A:SWITCH_TOGGLE', 'B:SWITCH_TOGGLE', `X1:${options.sumGate ?? 'XOR_2'}`, 'G1:AND_2')
    .wire('A:out>X1:a', 'B:out>X1:b', 'A:out>G1:a', 'B:out>G1:b')
    .led('SUM', options.sum ?? 'X1:out', options.groundSum ?? true)
    .led('CARRY', options.carry ?? 'G1:out');
}

describe('scoreTask: combinational', () => {
  it('passes a correct circuit, checking all four rows with the batch truth table', () => {
    const result = scoreTask(HALF_ADDER, halfAdder().circuit(), '');
    expect(result).toMatchObject({ passed: true, reasons: [] });
    expect(result.details.truthTable).toEqual({
      method: 'truth-table',
      rows: 4,
      differingRows: 0,
      firstDifferences: [],
    });
  });

  it('fails swapped outputs, saying they look swapped and which rows differ', () => {
    const result = scoreTask(HALF_ADDER, halfAdder({ sum: 'G1:out', carry: 'X1:out' }).circuit(), '');
    expect(result.passed).toBe(false);
    expect(result.reasons).toEqual([
      'SUM and CARRY look swapped: each shows what the other should. Exchange their labels or their wires.',
      'Truth table: 3 of 4 rows differ from the request: A=0 B=1: SUM expected 1, got 0, CARRY expected 0, got 1; ' +
        'A=1 B=0: SUM expected 1, got 0, CARRY expected 0, got 1; A=1 B=1: SUM expected 0, got 1, CARRY expected 1, got 0.',
    ]);
  });

  it('fails an LED with no way to ground: it never lights, and says how to fix it', () => {
    const result = scoreTask(HALF_ADDER, halfAdder({ groundSum: false }).circuit(), '');
    expect(result.passed).toBe(false);
    expect(result.reasons[0]).toBe(
      'SUM can never light: its cathode does not reach GND. Wire SUM.cathode to a resistor and the resistor to GND.',
    );
    expect(result.reasons[1]).toMatch(/^Truth table: 2 of 4 rows differ .*A=0 B=1: SUM expected 1, got 0/);
    expect(result.details.validation.warnings.map((w) => w.code)).toContain('LED_NO_GROUND');
  });

  it('fails a wrong gate, naming the row that differs', () => {
    const result = scoreTask(HALF_ADDER, halfAdder({ sumGate: 'OR_2' }).circuit(), '');
    expect(result.reasons).toEqual([
      'Truth table: 1 of 4 rows differ from the request: A=1 B=1: SUM expected 0, got 1.',
    ]);
    expect(result.details.truthTable?.firstDifferences).toEqual([
      { row: 'A=1 B=1', outputs: { SUM: { expected: 0, got: '1' } } },
    ]);
  });

  it('fails an empty circuit (an unfinished turn), naming what is missing', () => {
    const result = scoreTask(HALF_ADDER, emptyCircuit(), '');
    expect(result.passed).toBe(false);
    expect(result.reasons).toEqual([
      'The circuit is empty: nothing was built (the turn may have ended before the circuit was made).',
      'No components are labelled A, B, SUM, CARRY, which the request names (labels ignore case). The circuit has no components.',
    ]);
  });

  it('fails a missing label, listing the labels that exist; labels ignore case', () => {
    const sketch = new Sketch()
      .parts('a:SWITCH_TOGGLE', 'b:SWITCH_TOGGLE', 'X1:XOR_2', 'G1:AND_2')
      .wire('a:out>X1:a', 'b:out>X1:b', 'a:out>G1:a', 'b:out>G1:b')
      .led('sum', 'X1:out')
      .led('LED2', 'G1:out');
    const result = scoreTask(HALF_ADDER, sketch.circuit(), '');
    expect(result.reasons).toEqual([
      'No component is labelled CARRY, which the request names (labels ignore case). ' +
        'The labels in the circuit are a, b, G1, GND1, LED2, R1, R2, sum, X1.',
    ]);
  });

  it('fails inputs and outputs of the wrong kind', () => {
    const sketch = new Sketch()
      .parts('A:CLOCK', 'B:SWITCH_TOGGLE', 'SUM:XOR_2', 'G1:AND_2')
      .wire('A:out>SUM:a', 'B:out>SUM:b', 'A:out>G1:a', 'B:out>G1:b')
      .led('CARRY', 'G1:out');
    expect(scoreTask(HALF_ADDER, sketch.circuit(), '').reasons).toEqual([
      'A is a CLOCK; it must be a switch or push button, so that the check can set it.',
      'SUM is a XOR_2; it must be an LED or a probe that shows the output.',
    ]);
  });

  it('lists the validation errors that remain', () => {
    const sketch = halfAdder().parts('V1:VCC', 'G2:GND', 'R9:RESISTOR').wire('V1:vcc>R9:a', 'G2:gnd>R9:a');
    const result = scoreTask(HALF_ADDER, sketch.circuit(), '');
    expect(result.passed).toBe(false);
    expect(result.reasons).toEqual([
      expect.stringMatching(/^Validation error SUPPLY_SHORT: VCC and GND are connected/),
    ]);
    expect(result.details.validation.errors).toHaveLength(1);
  });

  it('reads probes as 0, 1 or X, and push buttons count as inputs', () => {
    const task = taskOf({
      ...HALF_ADDER,
      spec: { kind: 'combinational', inputs: ['A', 'B'], outputs: ['P'], expressions: { P: 'A and B' } },
    });
    const good = new Sketch().parts('A:BUTTON_PUSH', 'B:SWITCH_TOGGLE', 'G1:AND_2', 'P:PROBE');
    good.wire('A:out>G1:a', 'B:out>G1:b', 'G1:out>P:in');
    expect(scoreTask(task, good.circuit(), '').passed).toBe(true);
    const floating = new Sketch().parts('A:BUTTON_PUSH', 'B:SWITCH_TOGGLE', 'G1:AND_2', 'P:PROBE');
    floating.wire('A:out>G1:a', 'G1:out>P:in');
    const result = scoreTask(task, floating.circuit(), '');
    expect(result.reasons.at(-1)).toMatch(/A=1 B=1: P expected 1, got X/);
  });

  it('ignores rows marked don’t care, and checks the others', () => {
    const task = taskOf({
      ...HALF_ADDER,
      spec: {
        kind: 'combinational',
        inputs: ['A', 'B'],
        outputs: ['Y'],
        rows: [
          { in: '00', out: '0' },
          { in: '01', out: '1' },
          { in: '10', out: '1' },
        ],
        dontCare: ['11'],
      },
    });
    const circuit = (gate: string) =>
      new Sketch()
        .parts('A:SWITCH_TOGGLE', 'B:SWITCH_TOGGLE', `G1:${gate}`)
        .wire('A:out>G1:a', 'B:out>G1:b')
        .led('Y', 'G1:out')
        .circuit();
    expect(scoreTask(task, circuit('OR_2'), '').passed).toBe(true);
    expect(scoreTask(task, circuit('XOR_2'), '').passed).toBe(true);
    expect(scoreTask(task, circuit('AND_2'), '').reasons).toEqual([
      'Truth table: 2 of 4 rows differ from the request: A=0 B=1: Y expected 1, got 0; A=1 B=0: Y expected 1, got 0.',
    ]);
  });

  it('checks outputs fed by storage row by row (a transparent latch behaves like a wire)', () => {
    const task = taskOf({
      ...HALF_ADDER,
      spec: { kind: 'combinational', inputs: ['A'], outputs: ['Y'], expressions: { Y: 'A' } },
    });
    const sketch = new Sketch()
      .parts('A:SWITCH_TOGGLE', 'L1:D_LATCH', 'HI:CONST_HIGH')
      .wire('A:out>L1:D', 'HI:out>L1:EN')
      .led('Y', 'L1:Q');
    const result = scoreTask(task, sketch.circuit(), '');
    expect(result.passed).toBe(true);
    expect(result.details.truthTable?.method).toBe('row-by-row');
  });

  it('reads one pin of a part written LABEL.pin (a seven-segment display)', () => {
    const task = taskOf({
      ...HALF_ADDER,
      spec: {
        kind: 'combinational',
        inputs: ['A'],
        outputs: ['DISP.a', 'DISP.g'],
        expressions: { 'DISP.a': 'A', 'DISP.g': '0' },
      },
    });
    const sketch = new Sketch().parts('A:SWITCH_TOGGLE', 'DISP:SEVEN_SEGMENT').wire('A:out>DISP:a');
    expect(scoreTask(task, sketch.circuit(), '').passed).toBe(true);
    const wrong = new Sketch().parts('A:SWITCH_TOGGLE', 'DISP:SEVEN_SEGMENT').wire('A:out>DISP:g');
    expect(scoreTask(task, wrong.circuit(), '').reasons).toEqual([
      'DISP.a and DISP.g look swapped: each shows what the other should. Exchange their labels or their wires.',
      'Truth table: 1 of 2 rows differ from the request: A=1: DISP.a expected 1, got 0, DISP.g expected 0, got 1.',
    ]);
  });

  it('fails a loop that never settles, naming the row', () => {
    const task = taskOf({
      ...HALF_ADDER,
      spec: { kind: 'combinational', inputs: ['S'], outputs: ['Y'], expressions: { Y: 'S' } },
    });
    const ring = new Sketch()
      .parts('S:SWITCH_TOGGLE', 'G1:NAND_2')
      .wire('S:out>G1:a', 'G1:out>G1:b')
      .led('Y', 'G1:out');
    expect(scoreTask(task, ring.circuit(), '').reasons).toEqual([
      expect.stringMatching(/^At S=1: The circuit does not settle: G1 keep/),
    ]);
  });
});
