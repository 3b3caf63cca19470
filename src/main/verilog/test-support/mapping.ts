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

/** How an import was asked to make ports: bit by bit (with LEDs or probes), or one part per port. */
export type PortMode = { readonly bits: true; readonly outputs: VerilogOutputs } | { readonly bits: false };

/**
 * The import's mapping of a design, as documented: the report lists every port of the header with
 * its direction and width, only the `@clock` port is a clock; labels are valid and unique; the
 * report's counts are the circuit's; the circuit and each subcircuit it places pass the import
 * check the app runs on them. Bit by bit: one label per bit (NAME / NAMEi, unless the header's
 * `@odd-labels` names the port), inputs switches or CLOCKs, outputs LEDs whose cathode goes through
 * a resistor to ground (or probes). One part per port: the port's Verilog name as its one label, an
 * input or output port as wide as the Verilog port (the clock a CLOCK).
 */
export function checkMapping(design: Design, imported: VerilogImport, mode: PortMode): void {
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
    byName(report.ports).map((p) => ({ name: p.name, direction: p.direction, width: p.width, clock: p.clock })),
    `${file}: ports`,
  ).toEqual(byName(want));
  for (const port of report.ports) {
    expect(port.bus, `${file}: ${port.name} one part per port`).toBe(!mode.bits);
    if (design.oddLabels.includes(port.name)) continue;
    const labels = mode.bits ? expectedLabels(port.name, port.width) : [port.name];
    expect(port.labels, `${file}: labels of ${port.name}`).toEqual(labels);
  }

  const labels = circuit.components.map((c) => c.label);
  for (const label of labels) expect(label, file).toMatch(LABEL_PATTERN);
  expect(new Set(labels.map((l) => l.toLowerCase())).size, `${file}: labels unique`).toBe(labels.length);
  const byLabel = new Map(circuit.components.map((c) => [c.label, c]));
  for (const port of report.ports) {
    for (const label of port.labels) {
      const part = byLabel.get(label);
      const where = `${file}: ${port.name} → ${label}`;
      if (!mode.bits) {
        const type = port.direction === 'output' ? 'PORT_OUT' : port.clock ? 'CLOCK' : 'PORT_IN';
        expect(part?.type, where).toBe(type);
        if (type !== 'CLOCK') expect(part?.properties.width ?? 1, `${where}: width`).toBe(port.width);
      } else if (port.direction === 'input') {
        expect(part?.type, where).toBe(port.clock ? 'CLOCK' : 'SWITCH_TOGGLE');
      } else if (mode.outputs === 'probe') {
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
  const portParts = circuit.components.filter((c) =>
    /^(SWITCH_TOGGLE|CLOCK|PROBE|LED_\w+|PORT_IN|PORT_OUT)$/.test(c.type),
  );
  expect(portParts.length, `${file}: one part per port${mode.bits ? ' bit' : ''}, no more`).toBe(ports);
  if (!mode.bits || mode.outputs === 'probe') {
    expect(circuit.components.filter((c) => /^(LED_|RESISTOR$|GND$)/.test(c.type)).length, file).toBe(0);
  }

  expect(report.parts, file).toBe(circuit.components.length);
  expect(report.wires, file).toBe(circuit.wires.length);
  const storage = (c: Circuit) => c.components.filter((part) => /FLIPFLOP|LATCH/.test(part.type)).length;
  expect(report.flipFlops, file).toBe(
    imported.subcircuits.reduce((sum, s) => sum + storage(s.circuit), storage(circuit)),
  );
  expect(report.subcircuits, `${file}: subcircuits`).toEqual(imported.subcircuits.map((s) => s.name));
  const bundled = new Set(imported.subcircuits.map((s) => s.id));
  for (const c of [circuit, ...imported.subcircuits.map((s) => s.circuit)]) {
    const check = checkImportedCircuit(c);
    expect(check.success ? 'passes' : check.error, `${file}: import check`).toBe('passes');
    for (const part of c.components.filter((p) => p.type === 'SUBCIRCUIT'))
      expect(bundled.has(String(part.properties.circuit)), `${file}: ${part.label} places a bundled circuit`).toBe(
        true,
      );
  }
}
