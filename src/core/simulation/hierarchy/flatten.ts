import type { Circuit, ComponentInstance, Wire } from '../../../shared/circuit/types';
import { formatInterface, interfaceOf, parseInterface } from '../../../shared/components/subcircuit-interface';
import type { SimDiagnostic } from '../../../shared/contract/sim-channels';
import { flatPartCounter, MAX_FLAT_PARTS, shapesOf } from '../../../shared/circuit/flat-size';
import { PinJoins, type End } from './pin-joins';

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
 * instance are read under its path. An instance pin and the inner port of the same name are one
 * join point: the wires that end on either are joined directly (no part in between, so no delay and
 * no logic; Z stays Z), and each inner port is shown by a probe under its own id, so the inside of
 * an instance shows the port's value. Inner tunnels get the instance's path in their names, so a
 * tunnel never reaches out of its circuit. Problems (a deleted definition, a circuit that contains
 * itself, an instance with out-of-date pins, an instance that would make the circuit larger than a
 * circuit may be) are diagnostics on the instance, never a crash. Cost: linear in the flattened
 * size, which is counted before anything is built.
 */
export function flatten(circuit: Circuit, library: SubcircuitLibrary): { circuit: Circuit; problems: SimDiagnostic[] } {
  const components: ComponentInstance[] = [];
  const problems: SimDiagnostic[] = [];
  const joins = new PinJoins();
  const names: string[] = [];
  const sizeOf = flatPartCounter(shapesOf((id) => library(id)?.circuit));
  // Each definition's current pins, and each instance's pin text read, once (not once per instance).
  const currentPins = new Map<string, string>();
  const shownPins = new Map<string, string>();
  // Parts that may still be made: each content takes its own parts as it is placed, and an instance
  // is placed only when its whole expanded size fits (so the instances inside it fit too).
  let budget = MAX_FLAT_PARTS;

  /** The join points of one instance, by pin name: the pin outside and the inner port of that name. */
  type Points = Map<string, number>;
  const pointOf = (points: Points, name: string): number => {
    let point = points.get(name);
    if (point === undefined) {
      point = joins.point();
      points.set(name, point);
    }
    return point;
  };

  const place = (content: Circuit, prefix: string, stack: readonly string[], outside: Points | undefined): void => {
    const top = outside === undefined;
    const id = (inner: string) => (top ? inner : `${prefix}${inner}`);
    // Inner parts are named by the instances they are in ("FA0/HA1/X1"), so a label finds one part.
    const labelPrefix = top ? '' : `${names.join(PATH_SEPARATOR)}${PATH_SEPARATOR}`;
    // Where the wires of this content end, by the inner id: an instance's join points (its pins),
    // an inner port's join point, or a part's flat id (one string per id, shared by the part and its
    // wires' ends, so it is hashed once where it is looked up).
    const local = new Map<string, Points | number | string>();
    const parts = content.components;
    for (let i = 0; i < parts.length; i++) if (parts[i]!.type !== 'SUBCIRCUIT') budget--;
    for (let i = 0; i < parts.length; i++) {
      const c = parts[i]!;
      if (c.type === 'SUBCIRCUIT') {
        const points: Points = new Map();
        local.set(c.id, points);
        placeInstance(c, prefix, stack, points);
        continue;
      }
      if (outside && (c.type === 'PORT_IN' || c.type === 'PORT_OUT')) {
        // An inner port: the join point its instance's pin of the same name ends on, and a probe on
        // that net under the port's own id.
        const point = pointOf(outside, c.label);
        local.set(c.id, point);
        const width: ComponentInstance['properties'] =
          typeof c.properties.width === 'number' && c.properties.width > 1 ? { width: c.properties.width } : {};
        const probe = id(c.id);
        components.push({ ...c, id: probe, label: labelPrefix + c.label, type: 'PROBE', properties: width });
        joins.wire(`${probe}~probe`, { component: probe, pin: 'in' }, point);
        continue;
      }
      if (top) {
        components.push(c);
        continue;
      }
      const properties =
        c.type === 'TUNNEL' ? { ...c.properties, name: `${prefix}${String(c.properties.name ?? '')}` } : c.properties;
      const flatId = id(c.id);
      local.set(c.id, flatId);
      components.push({ ...c, id: flatId, label: labelPrefix + c.label, properties });
    }
    const end = (ref: Wire['from']): End => {
      const found = local.get(ref.component);
      if (typeof found === 'object') return pointOf(found, ref.pin);
      if (typeof found === 'number') return found;
      return top ? ref : { component: found ?? id(ref.component), pin: ref.pin };
    };
    const wires = content.wires;
    for (let i = 0; i < wires.length; i++) {
      const w = wires[i]!;
      const from = end(w.from);
      const to = end(w.to);
      if (top && from === w.from && to === w.to) joins.keep(w);
      else joins.wire(id(w.id), from, to);
    }
  };

  const placeInstance = (c: ComponentInstance, prefix: string, stack: readonly string[], points: Points): void => {
    const path = `${prefix}${c.id}${PATH_SEPARATOR}`;
    const definitionId = typeof c.properties.circuit === 'string' ? c.properties.circuit : '';
    const definition = library(definitionId);
    const where = () => [...names, c.label].join(' › ');
    const refuse = (message: string, hint: string): void => {
      problems.push(problem(`${prefix}${c.id}`, message, hint));
    };
    if (!definition)
      return refuse(`${where()} places a circuit that no longer exists.`, 'Delete it, or place another subcircuit.');
    if (stack.includes(definitionId)) {
      const chain = [...stack.slice(stack.indexOf(definitionId)), definitionId].map((s) => library(s)?.name ?? s);
      return refuse(
        `${definition.name} contains itself (${chain.join(' → ')}).`,
        'Remove the subcircuit that closes the loop.',
      );
    }
    if (stack.length >= MAX_DEPTH) {
      return refuse(`${where()} is nested more than ${MAX_DEPTH} levels deep.`, 'Flatten some levels of the design.');
    }
    const size = sizeOf(definitionId);
    if (size > budget) {
      return refuse(
        `${where()} (${definition.name}) would add ${size.toLocaleString('en-US')} parts, more than the ${MAX_FLAT_PARTS.toLocaleString('en-US')} a circuit can simulate${size <= MAX_FLAT_PARTS ? ' with the rest of it' : ''}.`,
        `It is not simulated. Place fewer instances, or make ${definition.name} smaller.`,
      );
    }
    let current = currentPins.get(definitionId);
    if (current === undefined) {
      current = formatInterface(interfaceOf(definition.circuit.components));
      currentPins.set(definitionId, current);
    }
    const text = typeof c.properties.ports === 'string' ? c.properties.ports : '';
    let shown = shownPins.get(text);
    if (shown === undefined) {
      const parsed = parseInterface(text);
      shown = parsed.success ? formatInterface(parsed.data) : '';
      shownPins.set(text, shown);
    }
    if (shown !== current) {
      const words = (pins: string) => (pins === '>' ? 'none' : pins);
      refuse(
        `${where()} shows the pins of an older ${definition.name} (${words(shown)}; now ${words(current)}).`,
        'Its pins are matched by name; place it again to get the current pins.',
      );
    }
    names.push(c.label);
    place(definition.circuit, path, [...stack, definitionId], points);
    names.pop();
  };

  place(circuit, '', [], undefined);
  return { circuit: { components, wires: joins.resolve() }, problems };
}

function problem(component: string, message: string, hint: string): SimDiagnostic {
  return { code: 'UNSUPPORTED', severity: 'error', message, hint, components: [component] };
}
