import { parseInterface } from '../../../shared/components/subcircuit-interface';
import type { Circuit, ComponentInstance, Wire } from '../../../shared/circuit/types';
import type { SimDiagnostic } from '../../../shared/contract';

/** The part an imported file's part we lack becomes (see src/core/foreign/types.ts). */
export const PLACEHOLDER = 'PLACEHOLDER';

/** Whether a circuit places a placeholder (it is then expanded before compiling). */
export function hasPlaceholders(circuit: Circuit): boolean {
  return circuit.components.some((c) => c.type === PLACEHOLDER);
}

/** The id of the probe that stands for pin `pin` of placeholder `id` (internal: `#` never leaves). */
export const pinProbeId = (id: string, pin: string) => `${id}#${pin}`;

/**
 * A circuit's placeholders made into what they do in simulation: nothing. Each pin becomes a
 * probe of its width, with the wires re-pointed to it, so a net the placeholder should drive is
 * left undriven (Z, and the parts reading it say their input floats) and nothing is lost of the
 * schematic. Each placeholder is reported once, as a warning naming what it stands for.
 */
export function expandPlaceholders(circuit: Circuit): { circuit: Circuit; problems: SimDiagnostic[] } {
  const problems: SimDiagnostic[] = [];
  const components: ComponentInstance[] = [];
  const pins = new Map<string, Set<string>>();
  for (const c of circuit.components) {
    if (c.type !== PLACEHOLDER) {
      components.push(c);
      continue;
    }
    const parsed = parseInterface(typeof c.properties.ports === 'string' ? c.properties.ports : '');
    const ports = parsed.success ? [...parsed.data.inputs, ...parsed.data.outputs] : [];
    pins.set(c.id, new Set(ports.map((p) => p.name)));
    for (const port of ports) {
      components.push({
        id: pinProbeId(c.id, port.name),
        type: 'PROBE',
        label: `${c.label}.${port.name}`,
        x: c.x,
        y: c.y,
        rotation: 0,
        properties: port.width > 1 ? { width: port.width } : {},
      });
    }
    const original =
      typeof c.properties.original === 'string' && c.properties.original !== '' ? c.properties.original : 'a part';
    problems.push({
      code: 'UNSUPPORTED',
      severity: 'warning',
      message: `${c.label} stands for ${original}, which CircuitForge does not have: its outputs are not driven.`,
      hint: 'Replace it with parts that do the same, or a subcircuit.',
      components: [c.id],
    });
  }
  if (pins.size === 0) return { circuit, problems };
  const end = (ref: Wire['from']): Wire['from'] =>
    pins.get(ref.component)?.has(ref.pin) ? { component: pinProbeId(ref.component, ref.pin), pin: 'in' } : ref;
  // A wire between two pins of placeholders joins two probes' inputs: it stays, and carries nothing.
  const wires = circuit.wires.map((w) =>
    pins.has(w.from.component) || pins.has(w.to.component) ? { ...w, from: end(w.from), to: end(w.to) } : w,
  );
  return { circuit: { ...circuit, components, wires }, problems };
}
