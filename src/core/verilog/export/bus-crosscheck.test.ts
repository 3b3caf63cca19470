import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../../shared/circuit/types';
import { ENGINES, simulate } from '../../simulation/test-support/simulate';
import { exportVerilog } from './verilog-export';
import { builtCircuit, part, seeded, wire } from '../../simulation/test-support/parts';
import { runInIcarus } from '../../../main/verilog/test-support/run-in-icarus';

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
    // Ours.
    const sim = simulate(busCircuit(), engine);
    const ours: string[] = [];
    const read = () => {
      const bus = (id: string) => sim.componentState(id)?.bus ?? sim.componentState(id)?.value ?? '?';
      ours.push([bus('y1'), bus('y2'), bus('y3'), bus('c')].join(' '));
    };
    for (const step of stimulus) {
      sim.setValue('a', step.a);
      sim.setValue('b', step.b);
      sim.setInput('s', step.s === 1);
      sim.settle();
      read();
      sim.setInput('clk', true);
      sim.settle();
      read();
      sim.setInput('clk', false);
      sim.settle();
    }
    // Icarus.
    const show = '      $display("%b %b %b %b", Y1, Y2, Y3, C);';
    const bench = [
      'module tb;',
      '  reg [7:0] A, B; reg S, CLK;',
      '  wire [7:0] Y1, Y2; wire [4:0] Y3; wire C;',
      '  buses dut(.A(A), .B(B), .S(S), .CLK(CLK), .Y1(Y1), .Y2(Y2), .Y3(Y3), .C(C));',
      '  initial begin',
      '    CLK = 0;',
      ...stimulus.flatMap((step) => [
        `    A = 8'd${step.a}; B = 8'd${step.b}; S = ${step.s}; #1`,
        show,
        '    CLK = 1; #1',
        show,
        '    CLK = 0; #1;',
      ]),
      '  end',
      'endmodule',
    ].join('\n');
    const icarus = runInIcarus(module.data.source, bench).filter((l) => /^[01xz]/.test(l));
    expect(ours.map((l) => l.toLowerCase())).toEqual(icarus);
  });
});
