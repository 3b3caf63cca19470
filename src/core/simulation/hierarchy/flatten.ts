import type { Circuit, ComponentInstance, Wire } from '../../../shared/circuit/types';
import { formatInterface, interfaceOf, parseInterface } from '../../../shared/components/subcircuit-interface';
import type { SimDiagnostic } from '../../../shared/contract/sim-channels';

/** The definitions a circuit's subcircuits are made of, by circuit id (with their names, for messages). */
export type SubcircuitLibrary = (circuitId: string) => { readonly name: string; readonly circuit: Circuit } | undefined;

/** The most levels of subcircuits inside subcircuits (a circuit that contains itself is refused first). */
export const MAX_DEPTH = 32;

/** Separates the levels of a flattened id: `U1id/U2id/G3id`. */
export const PATH_SEPARATOR = '/';

/** True when a circuit places subcircuits (and so is flattened before it is simulated). */
export function hasSubcircuits(circuit: Circuit): boolean {
  return circuit.components.some((c) => c.type === 'SUBCIRCUIT');
}

/**
 * A circuit with every subcircuit replaced by its definition's parts and wires, recursively, so the
 * engines see one flat circuit. Inner ids are `<instance id>/<inner id>`, so the values inside an
 * instance are read under its path. Each instance pin and the inner port of the same name become
 * tunnels of one name (`<path>/<port>`): a pure join of nets (no delay, no logic; Z stays Z), which
 * the bus blasting resolves with the circuit's own tunnels; inner tunnels get the instance's path
 * in their names, so a tunnel never reaches out of its circuit. Problems (a deleted definition, a
 * circuit that contains itself, an instance with out-of-date pins) are diagnostics, never a crash.
 * Cost: linear in the flattened size.
 */
export function flatten(circuit: Circuit, library: SubcircuitLibrary): { circuit: Circuit; problems: SimDiagnostic[] } {
  const components: ComponentInstance[] = [];
  const wires: Wire[] = [];
  const problems: SimDiagnostic[] = [];
  const names: string[] = [];

  const place = (content: Circuit, prefix: string, stack: readonly string[], top: boolean): void => {
    const id = (inner: string) => `${prefix}${inner}`;
    // Inner parts are named by the instances they are in ("FA0/HA1/X1"), so a label finds one part.
    const named = (label: string) => (top ? label : `${names.join(PATH_SEPARATOR)}${PATH_SEPARATOR}${label}`);
    const instances = new Set<string>();
    // Inner ports became tunnels: their wires end on the tunnel's one pin.
    const ports = new Set<string>();
    for (const c of content.components) {
      if (c.type === 'SUBCIRCUIT') {
        instances.add(c.id);
        placeInstance(c, prefix, stack);
        continue;
      }
      if (!top && (c.type === 'PORT_IN' || c.type === 'PORT_OUT')) {
        // An inner port: the tunnel its instance's pin of the same name joins, and a probe on that
        // net under the port's own id, so the inside of an instance shows the port's value.
        const width: ComponentInstance['properties'] =
          typeof c.properties.width === 'number' && c.properties.width > 1 ? { width: c.properties.width } : {};
        components.push(tunnel(portTunnelId(id(c.id)), c, `${prefix}${c.label}`, c.properties.width));
        components.push({ ...c, id: id(c.id), label: named(c.label), type: 'PROBE', properties: width });
        wires.push({
          id: `${id(c.id)}~probe`,
          from: { component: portTunnelId(id(c.id)), pin: 'io' },
          to: { component: id(c.id), pin: 'in' },
        });
        ports.add(c.id);
        continue;
      }
      const placed =
        c.type === 'TUNNEL' && !top
          ? { ...c, properties: { ...c.properties, name: `${prefix}${String(c.properties.name ?? '')}` } }
          : c;
      components.push(prefix === '' ? placed : { ...placed, id: id(c.id), label: named(c.label) });
    }
    for (const w of content.wires) {
      const end = (ref: Wire['from']): Wire['from'] =>
        instances.has(ref.component)
          ? { component: pinTunnelId(id(ref.component), ref.pin), pin: 'io' }
          : ports.has(ref.component)
            ? { component: portTunnelId(id(ref.component)), pin: 'io' }
            : { component: id(ref.component), pin: ref.pin };
      wires.push(
        prefix === '' && !instances.has(w.from.component) && !instances.has(w.to.component)
          ? w
          : { ...w, id: id(w.id), from: end(w.from), to: end(w.to) },
      );
    }
  };

  const placeInstance = (c: ComponentInstance, prefix: string, stack: readonly string[]): void => {
    const path = `${prefix}${c.id}${PATH_SEPARATOR}`;
    const parsed = parseInterface(typeof c.properties.ports === 'string' ? c.properties.ports : '');
    const pins = parsed.success ? [...parsed.data.inputs, ...parsed.data.outputs] : [];
    // The instance's pins: tunnels named after the inner ports they join.
    for (const p of pins)
      components.push(tunnel(pinTunnelId(`${prefix}${c.id}`, p.name), c, `${path}${p.name}`, p.width));
    const definitionId = typeof c.properties.circuit === 'string' ? c.properties.circuit : '';
    const definition = library(definitionId);
    const where = [...names, c.label].join(' › ');
    if (!definition) {
      problems.push(
        problem(
          `${prefix}${c.id}`,
          `${where} places a circuit that no longer exists.`,
          'Delete it, or place another subcircuit.',
        ),
      );
      return;
    }
    if (stack.includes(definitionId)) {
      const chain = [...stack.slice(stack.indexOf(definitionId)), definitionId].map((s) => library(s)?.name ?? s);
      problems.push(
        problem(
          `${prefix}${c.id}`,
          `${definition.name} contains itself (${chain.join(' → ')}).`,
          'Remove the subcircuit that closes the loop.',
        ),
      );
      return;
    }
    if (stack.length >= MAX_DEPTH) {
      problems.push(
        problem(
          `${prefix}${c.id}`,
          `${where} is nested more than ${MAX_DEPTH} levels deep.`,
          'Flatten some levels of the design.',
        ),
      );
      return;
    }
    const current = formatInterface(interfaceOf(definition.circuit.components));
    const shown = parsed.success ? formatInterface(parsed.data) : '';
    if (shown !== current) {
      const words = (text: string) => (text === '>' ? 'none' : text);
      problems.push(
        problem(
          `${prefix}${c.id}`,
          `${where} shows the pins of an older ${definition.name} (${words(shown)}; now ${words(current)}).`,
          'Its pins are matched by name; place it again to get the current pins.',
        ),
      );
    }
    names.push(c.label);
    place(definition.circuit, path, [...stack, definitionId], false);
    names.pop();
  };

  place(circuit, '', [], true);
  return { circuit: { components, wires }, problems };
}

/** The id of the tunnel standing for an inner port. */
function portTunnelId(portId: string): string {
  return `${portId}~port`;
}

/** The id of the tunnel standing for one pin of an instance. */
function pinTunnelId(instanceId: string, pin: string): string {
  return `${instanceId}${PATH_SEPARATOR}~pin~${pin}`;
}

function tunnel(id: string, at: ComponentInstance, name: string, width: unknown): ComponentInstance {
  const properties: ComponentInstance['properties'] = { name };
  if (typeof width === 'number' && width > 1) properties.width = width;
  return { id, type: 'TUNNEL', label: at.label, x: at.x, y: at.y, rotation: 0, properties };
}

function problem(component: string, message: string, hint: string): SimDiagnostic {
  return { code: 'UNSUPPORTED', severity: 'error', message, hint, components: [component] };
}
