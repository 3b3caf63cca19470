import type { Circuit, ComponentInstance, Wire } from '../../../shared/circuit/types';

/** A circuit with nested subcircuits: the top, and its definitions (innermost first). */
export interface NestedHierarchy {
  readonly top: Circuit;
  readonly definitions: readonly { readonly id: string; readonly name: string; readonly circuit: Circuit }[];
  /** Gates at the bottom, once flattened. */
  readonly gates: number;
}

const part = (id: string, type: string, label: string, properties: ComponentInstance['properties'] = {}, x = 0) => ({
  id,
  type,
  label,
  x,
  y: 0,
  rotation: 0 as const,
  properties,
});
const wire = (id: string, from: [string, string], to: [string, string]): Wire => ({
  id,
  from: { component: from[0], pin: from[1] },
  to: { component: to[0], pin: to[1] },
});

/**
 * `levels` levels of subcircuits, each placing `fanout` instances of the level below, NOT gates at
 * the bottom (`fanout` of them per bottom circuit): `fanout ** levels` gates when flattened. As a
 * `chain`, the instances of a level are wired one after the other (a ripple path through every
 * gate); as a `bomb` (the hostile file), every instance is fed from the level's input and only the
 * first one's output is used, and each bottom circuit holds one gate.
 */
export function nestedHierarchy(levels: number, fanout: number, shape: 'chain' | 'bomb' = 'chain'): NestedHierarchy {
  const definitions: { id: string; name: string; circuit: Circuit }[] = [];
  const perBottom = shape === 'chain' ? fanout : 1;
  for (let level = 0; level < levels; level++) {
    const components: ComponentInstance[] = [part('a', 'PORT_IN', 'A'), part('y', 'PORT_OUT', 'Y', {}, 40 * fanout)];
    const wires: Wire[] = [];
    let previous: [string, string] = ['a', 'out'];
    const count = level === 0 ? perBottom : fanout;
    for (let i = 0; i < count; i++) {
      if (level === 0) {
        components.push(part(`n${i}`, 'NOT', `N${i}`, {}, 40 * i));
        wires.push(wire(`w${i}`, previous, [`n${i}`, 'in']));
        previous = [`n${i}`, 'out'];
        continue;
      }
      const ports = { circuit: `L${level - 1}`, ports: 'A>Y' };
      components.push(part(`u${i}`, 'SUBCIRCUIT', `U${i}`, ports, 40 * i));
      wires.push(wire(`w${i}`, shape === 'chain' ? previous : ['a', 'out'], [`u${i}`, 'A']));
      if (shape === 'chain' || i === 0) previous = [`u${i}`, 'Y'];
    }
    wires.push(wire('wy', previous, ['y', 'in']));
    definitions.push({ id: `L${level}`, name: `Level${level}`, circuit: { components, wires } });
  }
  const top: Circuit = {
    components: [
      part('s', 'SWITCH_TOGGLE', 'S'),
      part('u', 'SUBCIRCUIT', 'U', { circuit: `L${levels - 1}`, ports: 'A>Y' }, 40),
      part('p', 'PROBE', 'P', {}, 80),
    ],
    wires: [wire('t1', ['s', 'out'], ['u', 'A']), wire('t2', ['u', 'Y'], ['p', 'in'])],
  };
  return { top, definitions, gates: perBottom * fanout ** (levels - 1) };
}

/** The hierarchy as the text of a circuit file (version 3, its definitions bundled). */
export function nestedHierarchyFile(hierarchy: NestedHierarchy, name = 'Nested'): string {
  return JSON.stringify({
    format: 'circuitforge',
    version: 3,
    name,
    circuit: hierarchy.top,
    subcircuits: hierarchy.definitions,
  });
}
