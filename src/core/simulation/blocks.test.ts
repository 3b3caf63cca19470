import { describe, expect, it } from 'vitest';
import type { LogicValue } from '../../shared/contract/sim-channels';
import { CircuitBuilder } from './test-support/circuit-builder';
import { ENGINES, combinations, pin, simulate, source } from './test-support/simulate';

interface BlockCase {
  readonly type: string;
  readonly inputs: string[];
  readonly outputs: string[];
  /** Outputs from input bits, by arithmetic rather than by the model's code. */
  readonly reference: (bits: number[]) => number[];
}

const BLOCKS: BlockCase[] = [
  { type: 'MUX_2', inputs: ['I0', 'I1', 'S'], outputs: ['Y'], reference: ([i0, i1, s]) => [s ? i1! : i0!] },
  {
    type: 'MUX_4',
    inputs: ['I0', 'I1', 'I2', 'I3', 'S0', 'S1'],
    outputs: ['Y'],
    reference: (b) => [b[b[4]! + 2 * b[5]!]!],
  },
  { type: 'DEMUX_2', inputs: ['D', 'S'], outputs: ['Y0', 'Y1'], reference: ([d, s]) => [s ? 0 : d!, s ? d! : 0] },
  {
    type: 'DECODER_2TO4',
    inputs: ['A0', 'A1', 'EN'],
    outputs: ['Y0', 'Y1', 'Y2', 'Y3'],
    reference: ([a0, a1, en]) => [0, 1, 2, 3].map((i) => (en && a0! + 2 * a1! === i ? 1 : 0)),
  },
  {
    type: 'HALF_ADDER',
    inputs: ['A', 'B'],
    outputs: ['S', 'C'],
    reference: ([a, b]) => [(a! + b!) & 1, (a! + b!) >> 1],
  },
  {
    type: 'FULL_ADDER',
    inputs: ['A', 'B', 'CIN'],
    outputs: ['S', 'COUT'],
    reference: ([a, b, c]) => [(a! + b! + c!) & 1, (a! + b! + c!) >> 1],
  },
];

/** Exact four-valued meaning of a reference: unknown inputs resolved every way, outputs kept where all agree. */
function exact(reference: BlockCase['reference'], row: readonly LogicValue[]): LogicValue[] {
  const unknown = row.flatMap((v, i) => (v === 'X' || v === 'Z' ? [i] : []));
  let all: number[] | undefined;
  const agree: boolean[] = [];
  for (let m = 0; m < 1 << unknown.length; m++) {
    const bits: number[] = row.map((v) => (v === '1' ? 1 : 0));
    unknown.forEach((i, k) => (bits[i] = (m >>> k) & 1));
    const out = reference(bits);
    if (!all) {
      all = out;
      out.forEach(() => agree.push(true));
    } else out.forEach((v, i) => (agree[i] &&= v === all![i]));
  }
  return all!.map((v, i) => (agree[i] ? (String(v) as LogicValue) : 'X'));
}

describe.each(ENGINES)('blocks (%s engine)', (engine) => {
  it.each(BLOCKS.map((b) => [b.type, b] as const))('%s computes its function over 0, 1 and X inputs', (_, block) => {
    const rows = combinations<LogicValue>(['0', '1', 'X'], block.inputs.length);
    const builder = new CircuitBuilder();
    rows.forEach((row, r) => {
      builder.add(`B${r}`, block.type);
      row.forEach((v, i) => builder.wire(source(builder, `S${r}_${i}`, v), `B${r}.${block.inputs[i]}`));
    });
    const sim = simulate(builder.build(), engine);
    rows.forEach((row, r) => {
      const got = block.outputs.map((o) => pin(sim, `B${r}.${o}`));
      expect(got, `${block.type}(${row.join(',')})`).toEqual(exact(block.reference, row));
    });
  });

  it('an unconnected decoder enable reads 1', () => {
    const circuit = new CircuitBuilder().add('A', 'CONST_HIGH').add('D', 'DECODER_2TO4').add('Z', 'CONST_LOW');
    circuit.wire('A.out', 'D.A0').wire('Z.out', 'D.A1');
    const sim = simulate(circuit.build(), engine);
    expect(['Y0', 'Y1', 'Y2', 'Y3'].map((y) => pin(sim, `D.${y}`))).toEqual(['0', '1', '0', '0']);
    expect(pin(sim, 'D.EN')).toBe('1');
  });
});

describe.each(ENGINES)('LEDs, displays and probes (%s engine)', (engine) => {
  function ledCircuit(cathode: 'resistor' | 'direct' | 'none') {
    const builder = new CircuitBuilder().add('S', 'SWITCH_TOGGLE').add('L', 'LED_RED').wire('S.out', 'L.anode');
    if (cathode === 'resistor')
      builder.add('R', 'RESISTOR').add('G', 'GND').wire('L.cathode', 'R.a').wire('R.b', 'G.gnd');
    if (cathode === 'direct') builder.add('G', 'GND').wire('L.cathode', 'G.gnd');
    return builder.build();
  }

  it.each(['resistor', 'direct'] as const)(
    'an LED lights when its anode is 1 and its cathode reaches GND (%s)',
    (how) => {
      const sim = simulate(ledCircuit(how), engine);
      expect(sim.componentState('L')).toEqual({ lit: false });
      sim.setInput('S', true);
      sim.settle();
      expect(sim.componentState('L')).toEqual({ lit: true });
      expect(sim.diagnostics()).toEqual([]);
    },
  );

  it('an LED whose cathode does not reach GND stays dark and is reported', () => {
    const sim = simulate(ledCircuit('none'), engine);
    sim.setInput('S', true);
    sim.settle();
    expect(sim.componentState('L')).toEqual({ lit: false });
    expect(sim.diagnostics().map((d) => [d.code, d.components])).toEqual([['LED_NO_GROUND', ['L']]]);
  });

  it('a resistor to a node that is not ground does not light the LED', () => {
    const circuit = new CircuitBuilder()
      .add('S', 'SWITCH_TOGGLE', { initial: true })
      .add('L', 'LED_GREEN')
      .add('R1', 'RESISTOR')
      .add('R2', 'RESISTOR')
      .add('V', 'VCC')
      .wire('S.out', 'L.anode')
      .wire('L.cathode', 'R1.a')
      .wire('R1.b', 'R2.a')
      .wire('R2.b', 'V.vcc')
      .build();
    expect(simulate(circuit, engine).componentState('L')).toEqual({ lit: false });
  });

  it('a seven-segment display lights the segments whose inputs are 1', () => {
    const circuit = new CircuitBuilder()
      .add('H', 'CONST_HIGH')
      .add('D', 'SEVEN_SEGMENT')
      .fanOut('H.out', 'D.b', 'D.c', 'D.dp')
      .build();
    expect(simulate(circuit, engine).componentState('D')).toEqual({
      segments: [false, true, true, false, false, false, false, true],
    });
  });

  it('a probe shows 0, 1, X or Z', () => {
    const builder = new CircuitBuilder();
    (['0', '1', 'X', 'Z'] as const).forEach((v, i) =>
      builder.add(`P${i}`, 'PROBE').wire(source(builder, `S${i}`, v), `P${i}.in`),
    );
    builder.add('P4', 'PROBE');
    const sim = simulate(builder.build(), engine);
    expect([0, 1, 2, 3, 4].map((i) => sim.componentState(`P${i}`)?.value)).toEqual(['0', '1', 'X', 'Z', 'Z']);
  });

  it('a push button is 1 while pressed, or 0 while pressed when active low', () => {
    const circuit = new CircuitBuilder().add('B', 'BUTTON_PUSH').add('N', 'BUTTON_PUSH', { activeLow: true }).build();
    const sim = simulate(circuit, engine);
    expect([pin(sim, 'B.out'), pin(sim, 'N.out')]).toEqual(['0', '1']);
    sim.setInput('B', true);
    sim.setInput('N', true);
    sim.settle();
    expect([pin(sim, 'B.out'), pin(sim, 'N.out')]).toEqual(['1', '0']);
    expect(sim.componentState('N')).toEqual({ on: true, value: '0' });
  });

  it('refuses to set a part that is not a switch or button', () => {
    const sim = simulate(new CircuitBuilder().add('G', 'NOT').build(), engine);
    expect(sim.setInput('G', true)).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(sim.setInput('nope', true)).toMatchObject({ success: false, code: 'UNKNOWN_COMPONENT' });
  });
});
