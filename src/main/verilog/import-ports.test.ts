import { beforeAll, describe, expect, it } from 'vitest';
import { checkImportedCircuit } from '../../core/documents/import-check';
import { importVerilog } from '../../core/verilog/import-verilog';
import type { VerilogImport, VerilogImportOptions } from '../../core/verilog/types';
import { LABEL_PATTERN, type Circuit } from '../../shared/circuit/types';
import { loadDesigns, type Design } from './test-support/designs';
import { importDesign, testHost } from './test-support/import-host';
import { runOurs } from './test-support/ours';
import { stimulusOf } from './test-support/stimulus';

/**
 * How Verilog ports become parts: a switch per input bit labelled after the port (`a[2]` → A2,
 * `cin` → CIN, a clash gets "_2"), a CLOCK for an input that clocks flip-flops, an LED with its
 * resistor and ground per output bit (or a probe), all listed in the report, bit 0 first.
 */
const designs = new Map(loadDesigns().map((d) => [d.top, d]));
const design = (top: string): Design => designs.get(top)!;

const expectedLabels = (name: string, width: number) =>
  width === 1 ? [name.toUpperCase()] : Array.from({ length: width }, (_, i) => `${name.toUpperCase()}${i}`);

async function imported(top: string, options: VerilogImportOptions = {}): Promise<VerilogImport> {
  const result = await importDesign(design(top), options);
  if (!result.success) throw new Error(`${top}: ${result.code}: ${result.error}`);
  return result.data;
}

/** The parts wired to a pin (wires are undirected here). */
function neighbours(circuit: Circuit, id: string, pin: string): { id: string; type: string; pin: string }[] {
  const byId = new Map(circuit.components.map((c) => [c.id, c]));
  return circuit.wires.flatMap((w) => {
    const other =
      w.from.component === id && w.from.pin === pin
        ? w.to
        : w.to.component === id && w.to.pin === pin
          ? w.from
          : undefined;
    return other ? [{ id: other.component, type: byId.get(other.component)!.type, pin: other.pin }] : [];
  });
}

describe('Verilog import: ports, labels and report', () => {
  const results = new Map<string, VerilogImport>();
  beforeAll(async () => {
    for (const top of [
      'ripple_adder4',
      'counter_sync_reset',
      'counter_async_reset',
      'negedge_flop',
      'port_clash',
      'hierarchy_two',
      'port_ranges',
      'odd_names',
    ]) {
      results.set(top, await imported(top));
    }
    results.set('ripple_adder4 probes', await imported('ripple_adder4', { outputs: 'probe' }));
    results.set('counter_sync_reset probes', await imported('counter_sync_reset', { outputs: 'probe' }));
  }, 120_000);

  it.each(['ripple_adder4', 'counter_sync_reset', 'counter_async_reset', 'negedge_flop', 'hierarchy_two'])(
    '%s: every port in the report, in order, bit 0 first, labelled NAME or NAMEi; the clock alone a clock',
    (top) => {
      const d = design(top);
      const { report, circuit } = results.get(top)!;
      const want = [
        ...(d.clock === undefined
          ? []
          : [{ name: d.clock, direction: 'input', labels: expectedLabels(d.clock, 1), clock: true }]),
        ...d.inputs.map((p) => ({
          name: p.name,
          direction: 'input',
          labels: expectedLabels(p.name, p.width),
          clock: false,
        })),
        ...d.outputs.map((p) => ({
          name: p.name,
          direction: 'output',
          labels: expectedLabels(p.name, p.width),
          clock: false,
        })),
      ];
      const sortByName = <T extends { name: string }>(list: readonly T[]) =>
        [...list].sort((a, b) => a.name.localeCompare(b.name));
      expect(sortByName(report.ports)).toEqual(sortByName(want));
      expect(report.top).toBe(top);
      const types = new Map(circuit.components.map((c) => [c.label, c.type]));
      for (const port of report.ports) {
        for (const label of port.labels) {
          const type = types.get(label);
          if (port.direction === 'output') expect(type, label).toMatch(/^LED_/);
          else expect(type, label).toBe(port.clock ? 'CLOCK' : 'SWITCH_TOGGLE');
        }
      }
    },
  );

  it('an asynchronous reset or enable is a switch, not a clock; a negative-edge clock is still a clock', () => {
    const async = results.get('counter_async_reset')!.report.ports;
    expect(async.find((p) => p.name === 'rst_n')).toMatchObject({ clock: false, labels: ['RST_N'] });
    expect(async.find((p) => p.name === 'clk')).toMatchObject({ clock: true, labels: ['CLK'] });
    expect(results.get('negedge_flop')!.report.ports.find((p) => p.name === 'clk')).toMatchObject({ clock: true });
  });

  it('labels that clash (a[0] and a0 are both "A0") stay unique, one of them with the suffix "_2"', () => {
    const { report, circuit } = results.get('port_clash')!;
    const labels = report.ports.flatMap((p) => p.labels);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(expect.arrayContaining(['A1', 'A0', 'A0_2', 'Y0', 'Y1']));
    expect(report.ports.find((p) => p.name === 'a')!.labels[1]).toBe('A1');
    const all = circuit.components.map((c) => c.label);
    expect(new Set(all).size).toBe(all.length);
  });

  it('a range like [7:4] labels by Verilog index; in [0:3] bit 0 is the least significant, asc[3]', () => {
    const ports = new Map(results.get('port_ranges')!.report.ports.map((p) => [p.name, p.labels]));
    expect(ports.get('hi')).toEqual(['HI4', 'HI5', 'HI6', 'HI7']);
    expect(ports.get('asc')).toEqual(['ASC3', 'ASC2', 'ASC1', 'ASC0']);
    expect(ports.get('y')).toEqual(['Y0', 'Y1', 'Y2', 'Y3']);
    expect(ports.get('z')).toEqual(['Z1', 'Z0']);
  });

  it('awkward names become valid labels; ports keep theirs over the parts (R1, GND1…); an unused input is a warning', () => {
    const { report, circuit } = results.get('odd_names')!;
    const ports = new Map(report.ports.map((p) => [p.name, p.labels]));
    expect(ports.get('_en')).toEqual(['EN']);
    const long = ports.get('a_port_name_that_is_longer_than_any_label')!;
    expect(long).toHaveLength(2);
    for (const label of long) expect(label).toMatch(/^A_PORT_NAME_THAT_IS_LONGER_TH/);
    expect(new Set(long).size).toBe(2);
    for (const name of ['r1', 'gnd1', 'u1', 'g1']) expect(ports.get(name)).toEqual([name.toUpperCase()]);
    for (const label of circuit.components.map((c) => c.label)) expect(label).toMatch(LABEL_PATTERN);
    const all = circuit.components.map((c) => c.label.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
    expect(report.warnings.join('\n')).toMatch(/"unused"/);
  });

  // Known issue: the name is cut to 32 characters with the index, so bit 0 is "A_PORT_…_THAN_" and
  // bit 1, clashing, "A_PORT_…_THA_2": which label is which bit is lost. Remove `.fails` once fixed.
  it.fails('[known issue] a port name longer than a label keeps its bit index at the end of each label', () => {
    const long = results
      .get('odd_names')!
      .report.ports.find((p) => p.name === 'a_port_name_that_is_longer_than_any_label')!;
    long.labels.forEach((label, bit) =>
      expect(label).toMatch(new RegExp(`^A_PORT_NAME_THAT_IS_LONGER_T\\w*[^0-9]${bit}$`)),
    );
  });

  it('each LED has its cathode through a resistor to ground', () => {
    for (const top of ['ripple_adder4', 'counter_sync_reset']) {
      const { circuit } = results.get(top)!;
      const leds = circuit.components.filter((c) => c.type.startsWith('LED_'));
      expect(leds.length).toBe(
        results
          .get(top)!
          .report.ports.filter((p) => p.direction === 'output')
          .flatMap((p) => p.labels).length,
      );
      for (const led of leds) {
        const resistor = neighbours(circuit, led.id, 'cathode').find((n) => n.type === 'RESISTOR');
        expect(resistor, `${top}: ${led.label}'s cathode`).toBeDefined();
        const otherEnd = resistor!.pin === 'a' ? 'b' : 'a';
        expect(
          neighbours(circuit, resistor!.id, otherEnd).some((n) => n.type === 'GND'),
          `${top}: ${led.label}'s resistor`,
        ).toBe(true);
      }
    }
  });

  it("with outputs: 'probe', outputs are probes with the same labels, no LEDs, resistors or grounds, and the same behaviour", () => {
    for (const top of ['ripple_adder4', 'counter_sync_reset']) {
      const leds = results.get(top)!;
      const probes = results.get(`${top} probes`)!;
      expect(probes.report.ports).toEqual(leds.report.ports);
      const types = new Map(probes.circuit.components.map((c) => [c.label, c.type]));
      for (const label of probes.report.ports.filter((p) => p.direction === 'output').flatMap((p) => p.labels)) {
        expect(types.get(label), label).toBe('PROBE');
      }
      expect(probes.circuit.components.filter((c) => /^(LED_|RESISTOR$|GND$)/.test(c.type))).toEqual([]);
      const d = design(top);
      const stimulus = stimulusOf(d);
      for (const engine of ['event', 'fast'] as const) {
        const a = runOurs(leds.circuit, d, stimulus, leds.report.ports, engine).lines;
        const b = runOurs(probes.circuit, d, stimulus, probes.report.ports, engine).lines;
        expect(b.slice(stimulus.compareFrom * stimulus.perStep)).toEqual(
          a.slice(stimulus.compareFrom * stimulus.perStep),
        );
      }
    }
  });

  it('the report counts what the circuit holds, names every module, and the circuit passes the import check', () => {
    for (const [name, { report, circuit }] of results) {
      expect(report.parts, name).toBe(circuit.components.length);
      expect(report.wires, name).toBe(circuit.wires.length);
      const storage = circuit.components.filter((c) => /FLIPFLOP|LATCH/.test(c.type)).length;
      expect(report.flipFlops, name).toBe(storage);
      const check = checkImportedCircuit(circuit);
      expect(check.success ? 'ok' : check.error, name).toBe('ok');
    }
    expect(results.get('counter_sync_reset')!.report.flipFlops).toBe(4);
    expect(results.get('ripple_adder4')!.report.flipFlops).toBe(0);
    expect([...results.get('ripple_adder4')!.report.modules].sort()).toEqual(['rca_full_adder', 'ripple_adder4']);
    expect([...results.get('hierarchy_two')!.report.modules].sort()).toEqual(['hier_accumulator', 'hierarchy_two']);
    expect(results.get('ripple_adder4')!.name).toBe('ripple_adder4');
  });

  it('the top option picks another module of the source', async () => {
    const { report, name } = await imported('ripple_adder4', { top: 'rca_full_adder' });
    expect(report.top).toBe('rca_full_adder');
    expect(name).toBe('rca_full_adder');
    expect(report.ports.map((p) => [p.name, p.direction, p.labels])).toEqual(
      expect.arrayContaining([
        ['x', 'input', ['X']],
        ['y', 'input', ['Y']],
        ['c', 'input', ['C']],
        ['s', 'output', ['S']],
        ['co', 'output', ['CO']],
      ]),
    );
  });

  it('progress goes from 0 to 1 without going back', async () => {
    const seen: number[] = [];
    const result = await importVerilog(
      design('comparator4').source,
      {},
      { ...testHost, progress: (_stage, fraction) => seen.push(fraction) },
    );
    expect(result.success).toBe(true);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]!))).toBe(true);
  });
});
