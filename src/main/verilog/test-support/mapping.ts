import { expect } from 'vitest';
import { checkImportedCircuit } from '../../../core/documents/import-check';
import type { VerilogImport } from '../../../core/verilog/types';
import { LABEL_PATTERN, type Circuit } from '../../../shared/circuit/types';
import type { VerilogOutputs } from '../../../shared/contract/verilog-channels';
import type { Design } from './designs';

/** The documented labels of a port `[width-1:0] name`: NAME for one bit, NAME0, NAME1… for more. */
export function expectedLabels(name: string, width: number): string[] {
  const base = name.toUpperCase();
  return width === 1 ? [base] : Array.from({ length: width }, (_, i) => `${base}${i}`);
}

/** The parts wired to a pin (wires are undirected here). */
export function neighbours(circuit: Circuit, id: string, pin: string): { id: string; type: string; pin: string }[] {
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

/** Module names declared in a source (comments removed). */
function modulesOf(source: string): string[] {
  const code = source.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/\bmodule\s+([A-Za-z_][A-Za-z0-9_$]*)/g)].map((m) => m[1]!);
}

/**
 * The import's mapping of a design, as documented: the report lists every port of the header with
 * its direction and one label per bit (NAME / NAMEi, unless the header's `@odd-labels` names the
 * port), only the `@clock` port is a clock; inputs are switches or CLOCKs, outputs LEDs whose
 * cathode goes through a resistor to ground (or probes); labels are valid and unique; the report's
 * counts are the circuit's; the circuit passes the import check the app runs on it.
 */
export function checkMapping(design: Design, imported: VerilogImport, outputs: VerilogOutputs = 'led'): void {
  const { report, circuit } = imported;
  const file = design.file;
  expect(report.top, file).toBe(design.top);
  expect(imported.name, file).toBe(design.top);
  expect([...report.modules].sort(), file).toEqual(modulesOf(design.source).sort());
  const want = [
    ...(design.clock === undefined ? [] : [{ name: design.clock, direction: 'input', width: 1, clock: true }]),
    ...design.inputs.map((p) => ({ name: p.name, direction: 'input', width: p.width, clock: false })),
    ...design.outputs.map((p) => ({ name: p.name, direction: 'output', width: p.width, clock: false })),
  ];
  const byName = <T extends { name: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => a.name.localeCompare(b.name));
  expect(
    byName(report.ports).map((p) => ({ name: p.name, direction: p.direction, width: p.labels.length, clock: p.clock })),
    `${file}: ports`,
  ).toEqual(byName(want));
  for (const port of report.ports) {
    if (!design.oddLabels.includes(port.name)) {
      expect(port.labels, `${file}: labels of ${port.name}`).toEqual(expectedLabels(port.name, port.labels.length));
    }
  }

  const labels = circuit.components.map((c) => c.label);
  for (const label of labels) expect(label, file).toMatch(LABEL_PATTERN);
  expect(new Set(labels.map((l) => l.toLowerCase())).size, `${file}: labels unique`).toBe(labels.length);
  const byLabel = new Map(circuit.components.map((c) => [c.label, c]));
  for (const port of report.ports) {
    for (const label of port.labels) {
      const part = byLabel.get(label);
      const where = `${file}: ${port.name} → ${label}`;
      if (port.direction === 'input') {
        expect(part?.type, where).toBe(port.clock ? 'CLOCK' : 'SWITCH_TOGGLE');
      } else if (outputs === 'probe') {
        expect(part?.type, where).toBe('PROBE');
      } else {
        expect(part?.type, where).toMatch(/^LED_/);
        const resistor = neighbours(circuit, part!.id, 'cathode').find((n) => n.type === 'RESISTOR');
        expect(resistor, `${where}: a resistor on the cathode`).toBeDefined();
        const far = resistor!.pin === 'a' ? 'b' : 'a';
        expect(
          neighbours(circuit, resistor!.id, far).some((n) => n.type === 'GND'),
          `${where}: ground`,
        ).toBe(true);
      }
    }
  }
  const ports = report.ports.reduce((sum, p) => sum + p.labels.length, 0);
  const portParts = circuit.components.filter((c) => /^(SWITCH_TOGGLE|CLOCK|PROBE|LED_\w+)$/.test(c.type));
  expect(portParts.length, `${file}: one part per port bit, no more`).toBe(ports);
  if (outputs === 'probe') {
    expect(circuit.components.filter((c) => /^(LED_|RESISTOR$|GND$)/.test(c.type)).length, file).toBe(0);
  }

  expect(report.parts, file).toBe(circuit.components.length);
  expect(report.wires, file).toBe(circuit.wires.length);
  expect(report.flipFlops, file).toBe(circuit.components.filter((c) => /FLIPFLOP|LATCH/.test(c.type)).length);
  const check = checkImportedCircuit(circuit);
  expect(check.success ? 'passes' : check.error, `${file}: import check`).toBe('passes');
}
