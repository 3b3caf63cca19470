import type { Operation } from '../circuit/operations';
import type { ComponentInstance, Wire } from '../circuit/types';

/** A component record for tests: `component('G1', 'AND_2')`. Ids equal labels unless given. */
export function component(label: string, type: string, extra: Partial<ComponentInstance> = {}): ComponentInstance {
  return { id: label, type, label, x: 0, y: 0, rotation: 0, properties: {}, ...extra };
}

/** A wire for tests: `wire('w1', 'SW1.out', 'G1.a')` (component ids before the dot). */
export function wire(id: string, from: string, to: string): Wire {
  const [fc, fp] = from.split('.') as [string, string];
  const [tc, tp] = to.split('.') as [string, string];
  return { id, from: { component: fc, pin: fp }, to: { component: tc, pin: tp } };
}

export const add = (c: ComponentInstance): Operation => ({ op: 'addComponent', component: c });
export const connect = (w: Wire): Operation => ({ op: 'addWire', wire: w });
