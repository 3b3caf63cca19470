import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Circuit, ComponentInstance, Wire } from '../../../shared/circuit/types';

/** A part with id `id`, labelled in capitals (`r` is R), at the origin. */
export const part = (
  id: string,
  type: string,
  properties: ComponentInstance['properties'] = {},
): ComponentInstance => ({
  id,
  type,
  label: id.toUpperCase(),
  x: 0,
  y: 0,
  rotation: 0,
  properties,
});

/** A wire from "part.pin" to "part.pin". */
export const wire = (id: string, from: string, to: string): Wire => {
  const [a, ap] = from.split('.');
  const [b, bp] = to.split('.');
  return { id, from: { component: a!, pin: ap! }, to: { component: b!, pin: bp! } };
};

/** Builds through CircuitState, so every wire passes the width checks a user's edit would. */
export function builtCircuit(components: ComponentInstance[], wires: Wire[]): Circuit {
  const state = CircuitState.fromCircuit({ components, wires });
  if (!state.success) throw new Error(state.error);
  return state.data.toJSON();
}

/** A seeded stream of numbers in [0, 1) (mulberry32): the same stimulus on every run. */
export function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
