import { describe, expect, it } from 'vitest';
import type { LogicValue } from '../../shared/contract/sim-channels';
import { CircuitBuilder } from './test-support/circuit-builder';
import { ENGINES, combinations, pin, simulate, source } from './test-support/simulate';

const VALUES: readonly LogicValue[] = ['0', '1', 'X', 'Z'];

/**
 * The reference four-valued meaning of a boolean function: Z reads as X, and the output is known
 * when every completion of the unknown inputs gives the same bit (so AND with a 0 is 0 beside X).
 */
function reference(fn: (bits: number[]) => number, inputs: readonly LogicValue[]): LogicValue {
  const unknown = inputs.flatMap((v, i) => (v === 'X' || v === 'Z' ? [i] : []));
  const seen = new Set<number>();
  for (let m = 0; m < 1 << unknown.length; m++) {
    const bits: number[] = inputs.map((v) => (v === '1' ? 1 : 0));
    unknown.forEach((i, k) => (bits[i] = (m >>> k) & 1));
    seen.add(fn(bits));
  }
  return seen.size === 1 ? (String([...seen][0]) as LogicValue) : 'X';
}

const FUNCTIONS: Record<string, (bits: number[]) => number> = {
  AND: (b) => (b.every((x) => x === 1) ? 1 : 0),
  OR: (b) => (b.some((x) => x === 1) ? 1 : 0),
  NAND: (b) => (b.every((x) => x === 1) ? 0 : 1),
  NOR: (b) => (b.some((x) => x === 1) ? 0 : 1),
  XOR: (b) => b.reduce((a, x) => a ^ x, 0),
  XNOR: (b) => 1 - b.reduce((a, x) => a ^ x, 0),
  NOT: (b) => 1 - b[0]!,
  BUFFER: (b) => b[0]!,
};

const GATES: [type: string, fn: string, pins: string[]][] = [
  ['AND_2', 'AND', ['a', 'b']],
  ['AND_3', 'AND', ['a', 'b', 'c']],
  ['AND_4', 'AND', ['a', 'b', 'c', 'd']],
  ['OR_2', 'OR', ['a', 'b']],
  ['OR_3', 'OR', ['a', 'b', 'c']],
  ['OR_4', 'OR', ['a', 'b', 'c', 'd']],
  ['NAND_2', 'NAND', ['a', 'b']],
  ['NAND_3', 'NAND', ['a', 'b', 'c']],
  ['NOR_2', 'NOR', ['a', 'b']],
  ['NOR_3', 'NOR', ['a', 'b', 'c']],
  ['XOR_2', 'XOR', ['a', 'b']],
  ['XNOR_2', 'XNOR', ['a', 'b']],
  ['NOT', 'NOT', ['in']],
  ['BUFFER', 'BUFFER', ['in']],
];

/** One circuit holding a copy of the gate for every input combination (fast to compile once). */
function gateBench(type: string, pins: string[]) {
  const rows = combinations(VALUES, pins.length);
  const builder = new CircuitBuilder();
  rows.forEach((row, r) => {
    builder.add(`G${r}`, type);
    row.forEach((value, i) => builder.wire(source(builder, `S${r}_${i}`, value), `G${r}.${pins[i]}`));
  });
  return { rows, circuit: builder.build() };
}

describe.each(ENGINES)('gates (%s engine)', (engine) => {
  it.each(GATES)('%s follows its truth table over 0, 1, X and Z inputs', (type, fn, pins) => {
    const { rows, circuit } = gateBench(type, pins);
    const sim = simulate(circuit, engine);
    rows.forEach((row, r) => {
      expect(pin(sim, `G${r}.out`), `${type}(${row.join(',')})`).toBe(reference(FUNCTIONS[fn]!, row));
    });
  });

  it('reads an unconnected gate input as X and reports it as floating', () => {
    const circuit = new CircuitBuilder().add('HI', 'CONST_HIGH').add('G1', 'AND_2').wire('HI.out', 'G1.a').build();
    const sim = simulate(circuit, engine);
    expect(pin(sim, 'G1.b')).toBe('Z');
    expect(pin(sim, 'G1.out')).toBe('X');
    const floating = sim.diagnostics().filter((d) => d.code === 'FLOATING_INPUT');
    expect(floating).toHaveLength(1);
    expect(floating[0]!.components).toEqual(['G1']);
    expect(floating[0]!.message).toContain('G1.b');
  });

  it('lets a 0 decide an AND even when the other input floats', () => {
    const circuit = new CircuitBuilder().add('LO', 'CONST_LOW').add('G1', 'AND_2').wire('LO.out', 'G1.a').build();
    expect(pin(simulate(circuit, engine), 'G1.out')).toBe('0');
  });

  it.each(combinations(VALUES, 2))('tri-state buffer with in=%s en=%s drives, releases or is unknown', (input, en) => {
    const builder = new CircuitBuilder().add('T', 'TRISTATE_BUFFER').add('P', 'PROBE').wire('T.out', 'P.in');
    builder.wire(source(builder, 'I', input), 'T.in').wire(source(builder, 'E', en), 'T.en');
    const expected = en === '1' ? (input === 'Z' ? 'X' : input) : en === '0' ? 'Z' : 'X';
    expect(pin(simulate(builder.build(), engine), 'P.in')).toBe(expected);
  });
});
