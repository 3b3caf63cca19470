import { describe, expect, it } from 'vitest';
import { compile } from '../../core/simulation/simulation';
import type { VerilogImport, VerilogImportOptions } from '../../core/verilog/types';
import { importVerilog } from '../../core/verilog/import/import-verilog';
import { loadDesigns } from './test-support/designs';
import { importDesign, testHost } from './test-support/import-host';

/**
 * Bus ports and kept modules, beyond what every design's own tests check (test-support: each port
 * one part named as in the Verilog, modules as subcircuits, Icarus on the source and on the export):
 * module names per parameter set, the clock through the levels, ports wider than a bus, and
 * "Flatten" giving the same behaviour as the kept hierarchy.
 */
const designs = new Map(loadDesigns().map((d) => [d.top, d]));

async function imported(top: string, options: VerilogImportOptions = {}): Promise<VerilogImport> {
  const result = await importDesign(designs.get(top)!, options);
  if (!result.success) throw new Error(`${top}: ${result.code}: ${result.error}`);
  return result.data;
}

/** A compiled simulation of an import, with its subcircuits. */
function simulationOf(design: VerilogImport) {
  const library = new Map(design.subcircuits.map((s) => [s.id, s]));
  const sim = compile(design.circuit, { engine: 'fast', library: (id) => library.get(id) });
  if (!sim.success) throw new Error(sim.error);
  return sim.data;
}

describe('Verilog import: bus ports and kept modules', () => {
  it('keeps each module once per parameter set, named with its parameters, children before parents', async () => {
    const { subcircuits, report, circuit } = await imported('param_adders');
    expect(report.subcircuits).toEqual(subcircuits.map((s) => s.name));
    expect([...report.subcircuits].sort()).toEqual(['pa_add W=4', 'pa_add W=8', 'pa_full', 'pa_half']);
    const index = (name: string) => report.subcircuits.indexOf(name);
    expect(index('pa_half')).toBeLessThan(index('pa_full'));
    expect(index('pa_full')).toBeLessThan(index('pa_add W=8'));
    // The top places the 8-bit adder twice and the 4-bit one once, by their instance names.
    const byId = new Map(subcircuits.map((s) => [s.id, s.name]));
    const placed = circuit.components
      .filter((c) => c.type === 'SUBCIRCUIT')
      .map((c) => `${c.label}: ${byId.get(String(c.properties.circuit))} ${String(c.properties.ports)}`);
    expect(placed.sort()).toEqual([
      'add4: pa_add W=4 a:4,b:4>sum:5',
      'add8: pa_add W=8 a:8,b:8>sum:9',
      'again: pa_add W=8 a:8,b:8>sum:9',
    ]);
    // Gates are counted once per module; Yosys's cells once per instance.
    expect(report.yosysCells).toBeGreaterThan(report.gates);
  }, 60_000);

  it('takes the clock through two levels of modules: a CLOCK at the top, a port in each module', async () => {
    const { circuit, subcircuits, report } = await imported('three_levels');
    expect(circuit.components.find((c) => c.label === 'clk')?.type).toBe('CLOCK');
    expect(report.ports.find((p) => p.name === 'clk')).toMatchObject({ clock: true, bus: true, width: 1 });
    for (const module of subcircuits) {
      const clk = module.circuit.components.find((c) => c.label === 'clk');
      expect(clk?.type, module.name).toBe('PORT_IN');
    }
    expect(subcircuits.map((s) => s.name).sort()).toEqual([
      'tl_accumulator W=4',
      'tl_accumulator W=6',
      'tl_register W=4',
      'tl_register W=6',
    ]);
  }, 60_000);

  it('flattened, a design behaves as with its modules kept, with no subcircuit', async () => {
    const kept = await imported('param_adders');
    const flat = await imported('param_adders', { flatten: true });
    expect(flat.subcircuits).toEqual([]);
    expect(flat.report.subcircuits).toEqual([]);
    expect(flat.circuit.components.some((c) => c.type === 'SUBCIRCUIT')).toBe(false);
    const a = simulationOf(kept);
    const b = simulationOf(flat);
    let seed = 7;
    const random = (bits: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % 2 ** bits;
    };
    for (let i = 0; i < 200; i++) {
      const inputs = { a: random(8), b: random(8), c: random(4) };
      for (const sim of [a, b]) {
        for (const [port, value] of Object.entries(inputs)) sim.setValue(port, value);
        sim.settle();
      }
      for (const port of ['wide', 'narrow', 'twice']) {
        expect(a.componentState(port)?.bus, `${port} at ${JSON.stringify(inputs)}`).toBe(b.componentState(port)?.bus);
      }
      expect(parseInt(a.componentState('wide')!.bus!, 2)).toBe(inputs.a + inputs.b);
    }
  }, 60_000);

  it('a port wider than a bus is one port per 32 bits, named by its range, said in a warning', async () => {
    const source = `module wide40(input [39:0] a, output [39:0] y); assign y = ~a; endmodule\n`;
    const result = await importVerilog(source, { fileName: 'wide40.v' }, testHost);
    if (!result.success) throw new Error(result.error);
    const { report } = result.data;
    expect(report.ports).toEqual([
      { name: 'a', direction: 'input', width: 40, bus: true, labels: ['a_31_0', 'a_39_32'], clock: false },
      { name: 'y', direction: 'output', width: 40, bus: true, labels: ['y_31_0', 'y_39_32'], clock: false },
    ]);
    expect(report.warnings.join('\n')).toMatch(
      /"a" has 40 bits, more than a bus carries \(32\): it is 2 ports, a_31_0, a_39_32/,
    );
    const sim = simulationOf(result.data);
    sim.setValue('a_31_0', 0x0f0f0f0f);
    sim.setValue('a_39_32', 0xa5);
    sim.settle();
    expect(sim.componentState('y_31_0')?.bus).toBe((~0x0f0f0f0f >>> 0).toString(2).padStart(32, '0'));
    expect(sim.componentState('y_39_32')?.bus).toBe((~0xa5 & 0xff).toString(2).padStart(8, '0'));
  }, 60_000);
});
