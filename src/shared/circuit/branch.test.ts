import { describe, expect, it } from 'vitest';
import { branchWire, netDriver, netPins } from './branch';
import { CircuitState } from './circuit-state';
import type { ComponentInstance, Wire } from './types';

const part = (id: string, type: string, x: number, y: number): ComponentInstance => ({
  id,
  type,
  label: id.toUpperCase(),
  x,
  y,
  rotation: 0,
  properties: {},
});
const wire = (id: string, from: string, fromPin: string, to: string, toPin: string): Wire => ({
  id,
  from: { component: from, pin: fromPin },
  to: { component: to, pin: toPin },
});

function circuit(): CircuitState {
  const made = CircuitState.fromCircuit({
    components: [
      part('sw', 'SWITCH_TOGGLE', 0, 0),
      part('a', 'NOT', 200, 0),
      part('b', 'NOT', 200, 100),
      part('c', 'NOT', 200, 200),
    ],
    // One net fanning out from the switch to two gates.
    wires: [wire('w1', 'sw', 'out', 'a', 'in'), wire('w2', 'sw', 'out', 'b', 'in')],
  });
  if (!made.success) throw new Error(made.error);
  return made.data;
}

describe('branching a wire', () => {
  it('finds every pin of the net and its driver, from any of its wires', () => {
    const state = circuit();
    expect(
      netPins(state, 'w2')
        .map((p) => `${p.component}.${p.pin}`)
        .sort(),
    ).toEqual(['a.in', 'b.in', 'sw.out']);
    expect(netDriver(state, 'w2')).toEqual({ component: 'sw', pin: 'out' });
    expect(netDriver(state, 'nope')).toBeUndefined();
  });

  it('joins a new pin by a wire from the driver', () => {
    const branch = branchWire(circuit(), 'w2', { component: 'c', pin: 'in' });
    expect(branch).toEqual({
      success: true,
      data: { from: { component: 'sw', pin: 'out' }, to: { component: 'c', pin: 'in' } },
    });
  });

  it('refuses a pin already on the net, and one the rules forbid, saying why', () => {
    const state = circuit();
    const own = branchWire(state, 'w1', { component: 'b', pin: 'in' });
    expect(own.success).toBe(false);
    if (!own.success) expect(own.error).toBe("B.in is already on this wire's net.");
    // An output may not be driven by another output.
    const output = branchWire(state, 'w1', { component: 'c', pin: 'out' });
    expect(output.success).toBe(false);
    if (!output.success) expect(output.code).toBe('CONNECTION_REFUSED');
    expect(branchWire(state, 'gone', { component: 'c', pin: 'in' }).success).toBe(false);
  });
});
