import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../../shared/circuit/types';
import { iverilogMissing } from '../../../main/verilog/test-support/icarus';
import { clockedCrossCheck } from '../../../main/verilog/test-support/clocked-crosscheck';
import { ENGINES } from '../../simulation/test-support/simulate';
import { builtCircuit, part, seeded, wire } from '../../simulation/test-support/parts';
import { exportVerilog } from './verilog-export';

/** A signed multiplier with a carry in and a signed divider (remainder positive, upper open) on 5-bit numbers. */
function circuit(): Circuit {
  const outs = ['p', 'hi', 'q', 'r'] as const;
  return builtCircuit(
    [
      part('a', 'PORT_IN', { width: 5 }),
      part('b', 'PORT_IN', { width: 5 }),
      part('c', 'PORT_IN', { width: 5 }),
      part('clk', 'PORT_IN'),
      part('mul', 'MULTIPLIER', { width: 5, signed: true }),
      part('div', 'DIVIDER', { width: 5, signed: true, remainderPositive: true }),
      ...outs.map((o) => part(o, 'PORT_OUT', { width: 5 })),
    ],
    [
      wire('w1', 'a.out', 'mul.A'),
      wire('w2', 'b.out', 'mul.B'),
      wire('w3', 'c.out', 'mul.CIN'),
      wire('w4', 'a.out', 'div.A'),
      wire('w5', 'b.out', 'div.B'),
      wire('w6', 'mul.P', 'p.in'),
      wire('w7', 'mul.HI', 'hi.in'),
      wire('w8', 'div.Q', 'q.in'),
      wire('w9', 'div.R', 'r.in'),
    ],
  );
}

describe.skipIf(iverilogMissing() !== undefined)(
  'a multiplier and a divider exported as Verilog agree with Icarus',
  () => {
    it.each(ENGINES)('for random numbers, division by 0 included (%s engine)', (engine) => {
      const module = exportVerilog(circuit(), { moduleName: 'muldiv' });
      if (!module.success) throw new Error(module.error);
      const next = seeded(11);
      const steps = Array.from({ length: 60 }, (_, i) => ({
        a: Math.floor(next() * 32),
        b: i % 10 === 0 ? 0 : Math.floor(next() * 32),
        c: Math.floor(next() * 32),
      }));
      const { ours, icarus } = clockedCrossCheck({
        circuit: circuit(),
        engine,
        source: module.data.source,
        module: 'muldiv',
        inputs: ['a', 'b', 'c'].map((name) => ({ name, width: 5 })),
        outputs: ['p', 'hi', 'q', 'r'].map((name) => ({ name, width: 5 })),
        clock: 'clk',
        steps,
      });
      expect(ours).toEqual(icarus);
      expect(new Set(ours).size).toBeGreaterThan(30);
      expect(ours.some((line) => line.includes('x'))).toBe(false);
    });
  },
);
