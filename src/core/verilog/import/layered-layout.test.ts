import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import { bodyGeometry } from '../../../shared/layout/geometry';
import type { Design, LogicPart, Net } from './design';
import { orderParts } from './design';
import { layeredLayout } from './layered-layout';
import { sequentialIds } from './import-verilog';
import { buildCircuit } from './to-circuit';

const FUNCTIONS = ['AND', 'OR', 'NAND', 'NOR', 'XOR'] as const;

/** A random synthesised design: gates over inputs, earlier gates and flip-flop outputs; flip-flops fed by gates. */
const designArb = fc
  .tuple(
    fc.integer({ min: 1, max: 6 }),
    fc.array(fc.tuple(fc.constantFrom(...FUNCTIONS), fc.nat(), fc.nat()), { minLength: 1, maxLength: 120 }),
    fc.array(fc.nat(), { minLength: 0, maxLength: 8 }),
    fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
  )
  .map(([inputCount, gates, flops, outs]): Design => {
    const inputs = Array.from({ length: inputCount }, (_v, i) => i + 1);
    const flopQ = flops.map((_f, i) => 1000 + i);
    const nets: Net[] = [...inputs, ...flopQ, '1'];
    const parts: LogicPart[] = gates.map(([fn, a, b], i) => {
      const part: LogicPart = {
        type: `${fn}_2`,
        gate: fn,
        storage: false,
        inputs: [
          ['a', nets[a % nets.length]!],
          ['b', nets[b % nets.length]!],
        ],
        outputs: [['out', 100 + i]],
      };
      nets.push(100 + i);
      return part;
    });
    flops.forEach((d, i) =>
      parts.push({
        type: 'D_FLIPFLOP',
        storage: true,
        inputs: [
          ['D', 100 + (d % gates.length)],
          ['CLK', 1],
        ],
        outputs: [['Q', flopQ[i]!]],
      }),
    );
    return {
      ports: [
        { name: 'i', direction: 'input', indices: inputs.map((_n, i) => i), nets: inputs },
        {
          name: 'o',
          direction: 'output',
          indices: outs.map((_n, i) => i),
          nets: outs.map((o) => 100 + (o % gates.length)),
        },
      ],
      parts,
      instances: [],
      yosysCells: parts.length,
      differences: { uninitialised: 0, setAndReset: [] },
    };
  });

describe('the layered placement of big imports', () => {
  it('puts inputs left of all logic, outputs right, nothing overlapping, all on the grid (property)', () => {
    fc.assert(
      fc.property(designArb, (design) => {
        orderParts(design);
        const built = buildCircuit(design, { outputs: 'probe', newId: sequentialIds() });
        const state = CircuitState.fromCircuit(built.circuit);
        if (!state.success) throw new Error(state.error);
        const at = layeredLayout(state.data, built.roles, { x: 40, y: 40 });
        const boxes = [...at].map(([id, p]) => {
          const c = state.data.component(id)!;
          const g = bodyGeometry(c, c.rotation)!;
          return {
            id,
            role: built.roles.get(id)!,
            constant: c.type.startsWith('CONST'),
            x: p.x,
            y: p.y,
            right: p.x + g.width,
            bottom: p.y + g.height,
          };
        });
        expect(boxes).toHaveLength(built.circuit.components.length);
        for (const b of boxes) expect([b.x % 10, b.y % 10, b.x >= 40, b.y >= 40]).toEqual([0, 0, true, true]);
        const inputsRight = Math.max(...boxes.filter((b) => b.role === 'input').map((b) => b.right));
        const outputsLeft = Math.min(...boxes.filter((b) => b.role === 'output').map((b) => b.x));
        for (const b of boxes) {
          // A constant may share the inputs' column (it is a source too).
          if (b.role !== 'input' && !b.constant) expect(b.x).toBeGreaterThanOrEqual(inputsRight);
          if (b.role !== 'output') expect(b.right).toBeLessThanOrEqual(outputsLeft);
        }
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i]!;
            const b = boxes[j]!;
            const overlap = a.x < b.right && b.x < a.right && a.y < b.bottom && b.y < a.bottom;
            if (overlap) throw new Error(`${a.id} overlaps ${b.id}`);
          }
        }
        // Inputs and outputs keep port order, top to bottom.
        for (const role of ['input', 'output'] as const) {
          const ys = boxes.filter((b) => b.role === role).map((b) => b.y);
          expect(ys).toEqual([...ys].sort((p, q) => p - q));
        }
      }),
      { seed: 1616, numRuns: 60 },
    );
  });
});
