import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GateFunction } from './cells';
import type { Design, LogicPart, Net } from './design';
import { simplifyDesign } from './gate-merge';

const gate = (fn: GateFunction, inputs: Net[], out: number): LogicPart => ({
  type: fn === 'NOT' ? 'NOT' : `${fn}_2`,
  gate: fn,
  storage: false,
  inputs: inputs.map((net, i) => [fn === 'NOT' ? 'in' : 'ab'[i]!, net] as const),
  outputs: [['out', out]],
});

const design = (inputs: number[], parts: LogicPart[], outputs: Net[]): Design => ({
  ports: [
    { name: 'i', direction: 'input', indices: inputs.map((_n, i) => i), nets: inputs },
    { name: 'o', direction: 'output', indices: outputs.map((_n, i) => i), nets: outputs },
  ],
  parts,
  instances: [],
  yosysCells: parts.length,
  differences: { uninitialised: 0, setAndReset: [] },
});

/** The value of every output for input bits `bits`, evaluating the combinational parts in any order. */
function evaluate(d: Design, bits: number): number[] {
  const values = new Map<Net, number>([
    ['0', 0],
    ['1', 1],
  ]);
  d.ports[0]!.nets.forEach((net, i) => values.set(net, (bits >> i) & 1));
  const fns: Record<string, (v: number[]) => number> = {
    AND: (v) => (v.every((x) => x === 1) ? 1 : 0),
    OR: (v) => (v.some((x) => x === 1) ? 1 : 0),
    NAND: (v) => (v.every((x) => x === 1) ? 0 : 1),
    NOR: (v) => (v.some((x) => x === 1) ? 0 : 1),
    XOR: (v) => v.reduce((a, b) => a ^ b, 0),
    NOT: (v) => 1 - v[0]!,
  };
  for (let pass = 0; pass < d.parts.length + 1; pass++) {
    for (const part of d.parts) {
      const ins = part.inputs.map(([, net]) => values.get(net));
      if (ins.some((v) => v === undefined)) continue;
      values.set(part.outputs[0]![1], fns[part.gate!]!(ins as number[]));
    }
  }
  return d.ports[1]!.nets.map((net) => values.get(net) ?? -1);
}

describe('simplifying a synthesised design', () => {
  it('joins chains of two-input gates that feed only the next one, up to the widest registry gate', () => {
    // y = ((a & b) & c) & d, z = ~((a | b) | c): an AND_4 and a NOR_3.
    const d = design(
      [1, 2, 3, 4],
      [
        gate('AND', [1, 2], 10),
        gate('AND', [10, 3], 11),
        gate('AND', [11, 4], 12),
        gate('OR', [1, 2], 20),
        gate('NOR', [20, 3], 21),
      ],
      [12, 21],
    );
    expect(simplifyDesign(d)).toBe(3);
    expect(d.parts.map((p) => `${p.type}(${p.inputs.map(([, n]) => n).join(',')})`).sort()).toEqual([
      'AND_4(1,2,3,4)',
      'NOR_3(1,2,3)',
    ]);
  });

  it('keeps a gate whose output is read twice, or is an output, or would make a gate too wide', () => {
    const shared = design(
      [1, 2, 3],
      [gate('AND', [1, 2], 10), gate('AND', [10, 3], 11), gate('AND', [10, 1], 12)],
      [11, 12],
    );
    expect(simplifyDesign(shared)).toBe(0);
    const visible = design([1, 2, 3], [gate('OR', [1, 2], 10), gate('OR', [10, 3], 11)], [10, 11]);
    expect(simplifyDesign(visible)).toBe(0);
    // NAND_3 is the widest NAND: ((a&b)&(c&d)) NAND e keeps one AND.
    const wide = design(
      [1, 2, 3, 4, 5],
      [gate('AND', [1, 2], 10), gate('AND', [3, 4], 11), gate('AND', [10, 11], 12), gate('NAND', [12, 5], 13)],
      [13],
    );
    simplifyDesign(wide);
    expect(wide.parts.every((p) => p.inputs.length <= (p.gate === 'NAND' ? 3 : 4))).toBe(true);
    expect(evaluate(wide, 0b11111)).toEqual([0]);
    expect(evaluate(wide, 0b11101)).toEqual([1]);
  });

  it("turns an inverter of a flip-flop's Q into its Qn", () => {
    const ff: LogicPart = {
      type: 'D_FLIPFLOP',
      storage: true,
      inputs: [
        ['D', 1],
        ['CLK', 2],
      ],
      outputs: [['Q', 10]],
    };
    const d = design([1, 2], [ff, gate('NOT', [10], 11)], [11]);
    expect(simplifyDesign(d)).toBe(1);
    expect(d.parts).toHaveLength(1);
    expect(d.parts[0]!.outputs).toEqual([
      ['Q', 10],
      ['Qn', 11],
    ]);
  });

  it('never changes what a random gate network computes (property)', () => {
    const fnArb = fc.constantFrom<GateFunction>('AND', 'OR', 'NAND', 'NOR', 'XOR', 'NOT');
    const network = fc
      .tuple(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(fnArb, fc.nat(), fc.nat()), { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
      )
      .map(([inputCount, specs, outs]) => {
        const inputs = Array.from({ length: inputCount }, (_v, i) => i + 1);
        const nets: Net[] = [...inputs, '0', '1'];
        const parts = specs.map(([fn, a, b], i) => {
          const out = 100 + i;
          const part = gate(
            fn,
            fn === 'NOT' ? [nets[a % nets.length]!] : [nets[a % nets.length]!, nets[b % nets.length]!],
            out,
          );
          nets.push(out);
          return part;
        });
        const driven = nets.filter((n) => typeof n === 'number' && n >= 100);
        return { inputs, parts, outputs: outs.map((o) => driven[o % driven.length]!) };
      });
    fc.assert(
      fc.property(network, ({ inputs, parts, outputs }) => {
        const original = design(inputs, parts, outputs);
        const before = Array.from({ length: 1 << inputs.length }, (_v, bits) => evaluate(original, bits));
        const simplified = design(inputs, [...parts], outputs);
        simplifyDesign(simplified);
        for (const part of simplified.parts) {
          expect(part.inputs.length).toBeLessThanOrEqual(part.gate === 'NAND' || part.gate === 'NOR' ? 3 : 4);
          expect(part.type).toBe(part.gate === 'NOT' ? 'NOT' : `${part.gate}_${part.inputs.length}`);
        }
        const after = Array.from({ length: 1 << inputs.length }, (_v, bits) => evaluate(simplified, bits));
        expect(after).toEqual(before);
      }),
      { seed: 16, numRuns: 300 },
    );
  });
});
