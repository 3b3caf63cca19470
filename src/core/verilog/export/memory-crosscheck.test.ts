import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../../shared/circuit/types';
import { ENGINES } from '../../simulation/test-support/simulate';
import { exportVerilog } from './verilog-export';
import { builtCircuit, part, seeded, wire } from '../../simulation/test-support/parts';
import { clockedCrossCheck } from '../../../main/verilog/test-support/clocked-crosscheck';

/** A ROM of 16 words feeding the data in of a RAM of 32, both addressed from ports; both outputs on ports. */
function memoryCircuit(): Circuit {
  return builtCircuit(
    [
      part('ra', 'PORT_IN', { width: 4 }),
      part('wa', 'PORT_IN', { width: 5 }),
      part('we', 'PORT_IN'),
      part('oe', 'PORT_IN'),
      part('clk', 'PORT_IN'),
      part('rom', 'ROM', { addressBits: 4, dataBits: 12, contents: 'abc 1 2 3 4*fff 0 0 7ff 800 c0 2' }),
      part('ram', 'RAM', { addressBits: 5, dataBits: 12, contents: '5 6 7' }),
      part('yr', 'PORT_OUT', { width: 12 }),
      part('ym', 'PORT_OUT', { width: 12 }),
    ],
    [
      wire('w1', 'ra.out', 'rom.A'),
      wire('w2', 'rom.D', 'yr.in'),
      wire('w3', 'rom.D', 'ram.D'),
      wire('w4', 'wa.out', 'ram.A'),
      wire('w5', 'we.out', 'ram.WE'),
      wire('w6', 'clk.out', 'ram.CLK'),
      wire('w7', 'oe.out', 'ram.OE'),
      wire('w8', 'ram.Q', 'ym.in'),
    ],
  );
}

const STEPS = 120;

describe('ROM and RAM exported as Verilog arrays agree with Icarus Verilog', () => {
  const module = exportVerilog(memoryCircuit(), { moduleName: 'memories' });

  it('declares each memory as an array with its contents', () => {
    expect(module.success).toBe(true);
    if (!module.success) return;
    expect(module.data.source).toMatch(/reg \[11:0\] mem_ROM \[0:15\];/);
    expect(module.data.source).toMatch(/mem_ROM\[0\] = 12'habc;/);
    expect(module.data.source).toMatch(/reg \[11:0\] mem_RAM \[0:31\];/);
    expect(module.data.source).toMatch(/always @\(posedge /);
  });

  it.each(ENGINES)('for random reads, writes and output enables, cycle by cycle (%s engine)', (engine) => {
    if (!module.success) throw new Error(module.error);
    const next = seeded(11);
    const stimulus = Array.from({ length: STEPS }, () => ({
      ra: Math.floor(next() * 16),
      wa: Math.floor(next() * 32),
      we: next() < 0.4 ? 1 : 0,
      oe: next() < 0.85 ? 1 : 0,
    }));
    const { ours, icarus } = clockedCrossCheck({
      circuit: memoryCircuit(),
      engine,
      source: module.data.source,
      module: 'memories',
      inputs: [
        { name: 'ra', width: 4 },
        { name: 'wa', width: 5 },
        { name: 'we', width: 1 },
        { name: 'oe', width: 1 },
      ],
      outputs: [
        { name: 'yr', width: 12 },
        { name: 'ym', width: 12 },
      ],
      clock: 'clk',
      steps: stimulus,
    });
    expect(ours).toEqual(icarus);
    // The run wrote somewhere and read it back: not a test of constant outputs.
    expect(new Set(ours).size).toBeGreaterThan(20);
  });
});

/** The ROM's words put on a data bus by a tri-state buffer (DRV) for a bidirectional RAM; the bus on a port. */
function busCircuit(): Circuit {
  return builtCircuit(
    [
      part('ra', 'PORT_IN', { width: 4 }),
      part('wa', 'PORT_IN', { width: 5 }),
      part('drv', 'PORT_IN'),
      part('we', 'PORT_IN'),
      part('oe', 'PORT_IN'),
      part('clk', 'PORT_IN'),
      part('rom', 'ROM', { addressBits: 4, dataBits: 12, contents: 'abc 1 2 3 4*fff 0 0 7ff 800 c0 2' }),
      part('buf', 'TRISTATE_BUFFER', { width: 12 }),
      part('ram', 'RAM', { addressBits: 5, dataBits: 12, contents: '5 6 7', dataBus: 'bidirectional' }),
      part('yb', 'PORT_OUT', { width: 12 }),
    ],
    [
      wire('w1', 'ra.out', 'rom.A'),
      wire('w2', 'rom.D', 'buf.in'),
      wire('w3', 'drv.out', 'buf.en'),
      wire('w4', 'buf.out', 'ram.D'),
      wire('w5', 'wa.out', 'ram.A'),
      wire('w6', 'we.out', 'ram.WE'),
      wire('w7', 'clk.out', 'ram.CLK'),
      wire('w8', 'oe.out', 'ram.OE'),
      wire('w9', 'ram.D', 'yb.in'),
    ],
  );
}

describe('a bidirectional RAM exported as Verilog agrees with Icarus Verilog', () => {
  const module = exportVerilog(busCircuit(), { moduleName: 'busram' });

  it.each(ENGINES)('for random writes from the bus, reads onto it, and clashes (%s engine)', (engine) => {
    if (!module.success) throw new Error(module.error);
    const next = seeded(23);
    // The buffer drives whenever the RAM writes (a write of a bus nobody drives is not compared:
    // Verilog stores z, ours 0); sometimes also while the RAM reads, so both drive.
    const stimulus = Array.from({ length: STEPS }, () => {
      const we = next() < 0.4 ? 1 : 0;
      return {
        ra: Math.floor(next() * 16),
        wa: Math.floor(next() * 32),
        we,
        drv: we === 1 || next() < 0.15 ? 1 : 0,
        oe: next() < 0.85 ? 1 : 0,
      };
    });
    const { ours, icarus } = clockedCrossCheck({
      circuit: busCircuit(),
      engine,
      source: module.data.source,
      module: 'busram',
      inputs: [
        { name: 'ra', width: 4 },
        { name: 'wa', width: 5 },
        { name: 'drv', width: 1 },
        { name: 'we', width: 1 },
        { name: 'oe', width: 1 },
      ],
      outputs: [{ name: 'yb', width: 12 }],
      clock: 'clk',
      steps: stimulus,
    });
    expect(ours).toEqual(icarus);
    expect(new Set(ours).size).toBeGreaterThan(8);
    expect(ours.some((l) => l.includes('x'))).toBe(true);
  });
});
