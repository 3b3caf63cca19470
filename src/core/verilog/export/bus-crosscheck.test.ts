import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../../shared/circuit/types';
import { ENGINES } from '../../simulation/test-support/simulate';
import { exportVerilog } from './verilog-export';
import { builtCircuit, part, seeded, wire } from '../../simulation/test-support/parts';
import { clockedCrossCheck } from '../../../main/verilog/test-support/clocked-crosscheck';

/** Buses through XOR, a multiplexer, a nibble swap by splitter and merger, a register and a counter. */
function busCircuit(): Circuit {
  return builtCircuit(
    [
      part('a', 'PORT_IN', { width: 8 }),
      part('b', 'PORT_IN', { width: 8 }),
      part('s', 'PORT_IN'),
      part('clk', 'PORT_IN'),
      part('x', 'XOR_2', { width: 8 }),
      part('m', 'MUX_2', { width: 8 }),
      part('spl', 'SPLITTER', { width: 8, ranges: '0-3,4-7' }),
      part('mrg', 'MERGER', { width: 8, ranges: '0-3,4-7' }),
      part('r', 'REGISTER', { width: 8 }),
      part('n', 'COUNTER', { width: 5 }),
      part('k', 'CONST_VALUE', { width: 8, value: 0x81 }),
      part('o', 'OR_2', { width: 8 }),
      part('y1', 'PORT_OUT', { width: 8 }),
      part('y2', 'PORT_OUT', { width: 8 }),
      part('y3', 'PORT_OUT', { width: 5 }),
      part('c', 'PORT_OUT'),
    ],
    [
      wire('w1', 'a.out', 'x.a'),
      wire('w2', 'b.out', 'x.b'),
      wire('w3', 'x.out', 'm.I0'),
      wire('w4', 'a.out', 'm.I1'),
      wire('w5', 's.out', 'm.S'),
      wire('w6', 'm.Y', 'spl.in'),
      wire('w7', 'spl.b3_0', 'mrg.b7_4'),
      wire('w8', 'spl.b7_4', 'mrg.b3_0'),
      wire('w9', 'mrg.out', 'o.a'),
      wire('w10', 'k.out', 'o.b'),
      wire('w11', 'o.out', 'y1.in'),
      wire('w12', 'o.out', 'r.D'),
      wire('w13', 'clk.out', 'r.CLK'),
      wire('w14', 'r.Q', 'y2.in'),
      wire('w15', 'clk.out', 'n.CLK'),
      wire('w16', 'n.Q', 'y3.in'),
      wire('w17', 'n.CARRY', 'c.in'),
    ],
  );
}

const STEPS = 80;

describe('buses exported as Verilog vectors agree with Icarus Verilog', () => {
  const module = exportVerilog(busCircuit(), { moduleName: 'buses' });

  it('declares wide ports as vectors', () => {
    expect(module.success).toBe(true);
    if (!module.success) return;
    expect(module.data.source).toMatch(/input wire \[7:0\] A\b/);
    expect(module.data.source).toMatch(/output wire \[4:0\] Y3\b/);
    expect(module.data.source).toMatch(/output wire C\b/);
  });

  it.each(ENGINES)('for random stimulus, cycle by cycle (%s engine)', (engine) => {
    if (!module.success) throw new Error(module.error);
    const next = seeded(7);
    const stimulus = Array.from({ length: STEPS }, () => ({
      a: Math.floor(next() * 256),
      b: Math.floor(next() * 256),
      s: next() < 0.5 ? 1 : 0,
    }));
    const { ours, icarus } = clockedCrossCheck({
      circuit: busCircuit(),
      engine,
      source: module.data.source,
      module: 'buses',
      inputs: [
        { name: 'a', width: 8 },
        { name: 'b', width: 8 },
        { name: 's', width: 1 },
      ],
      outputs: [
        { name: 'y1', width: 8 },
        { name: 'y2', width: 8 },
        { name: 'y3', width: 5 },
        { name: 'c', width: 1 },
      ],
      clock: 'clk',
      steps: stimulus,
    });
    expect(ours).toEqual(icarus);
    expect(new Set(ours).size).toBeGreaterThan(20);
  });
});
