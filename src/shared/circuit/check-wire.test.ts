import { describe, expect, it } from 'vitest';
import { CircuitState } from './circuit-state';
import type { ComponentInstance } from './types';

function part(id: string, type: string, label: string): ComponentInstance {
  return { id, type, label, x: 0, y: 0, rotation: 0, properties: {} };
}

function circuit(): CircuitState {
  const state = CircuitState.fromCircuit({
    components: [
      part('sw', 'SWITCH_TOGGLE', 'SW1'),
      part('sw2', 'SWITCH_TOGGLE', 'SW2'),
      part('g', 'AND_2', 'G1'),
      part('led', 'LED_RED', 'LED1'),
    ],
    wires: [],
  });
  if (!state.success) throw new Error(state.error);
  return state.data;
}

describe('CircuitState.checkWire', () => {
  it('orders the ends driver first whichever end the drag started from', () => {
    const state = circuit();
    const forward = state.checkWire({ component: 'sw', pin: 'out' }, { component: 'g', pin: 'a' });
    const backward = state.checkWire({ component: 'g', pin: 'a' }, { component: 'sw', pin: 'out' });
    expect(forward).toEqual({
      success: true,
      data: { from: { component: 'sw', pin: 'out' }, to: { component: 'g', pin: 'a' } },
    });
    expect(backward).toEqual(forward);
  });

  it('refuses output to output with the reason an edit would give, and changes nothing', () => {
    const state = circuit();
    const checked = state.checkWire({ component: 'sw', pin: 'out' }, { component: 'g', pin: 'out' });
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(checked.code).toBe('CONNECTION_REFUSED');
    expect(checked.error).toContain('two outputs');
    const applied = state.apply([
      { op: 'addWire', wire: { id: 'w', from: { component: 'sw', pin: 'out' }, to: { component: 'g', pin: 'out' } } },
    ]);
    expect(applied.success).toBe(false);
    if (!applied.success) expect(applied.error).toBe(checked.error);
    expect(state.wireCount).toBe(0);
  });

  it('refuses a second driver on an input once the first wire exists', () => {
    const state = circuit();
    const first = state.apply([
      { op: 'addWire', wire: { id: 'w1', from: { component: 'sw', pin: 'out' }, to: { component: 'g', pin: 'a' } } },
    ]);
    expect(first.success).toBe(true);
    const again = state.checkWire({ component: 'sw', pin: 'out' }, { component: 'g', pin: 'a' });
    expect(again.success === false && again.code).toBe('DUPLICATE_WIRE');
    const second = state.checkWire({ component: 'sw2', pin: 'out' }, { component: 'g', pin: 'a' });
    expect(second.success === false && second.error).toContain('already has a driver');
  });

  it('names unknown components and pins', () => {
    const state = circuit();
    const missing = state.checkWire({ component: 'nope', pin: 'out' }, { component: 'g', pin: 'a' });
    expect(missing.success === false && missing.code).toBe('UNKNOWN_COMPONENT');
    const pin = state.checkWire({ component: 'led', pin: 'plus' }, { component: 'g', pin: 'out' });
    expect(pin.success === false && pin.code).toBe('UNKNOWN_PIN');
  });
});
