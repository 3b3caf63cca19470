import { describe, expect, it } from 'vitest';
import type { SimUpdated } from '../../../shared/contract';
import { createAppStore } from './app-store';
import { selectComponentSimState, selectWireValue } from './sim-slice';

function update(partial: Partial<SimUpdated>): SimUpdated {
  return { circuitId: 'c', full: false, time: 1, running: false, speed: 1, wires: {}, components: {}, ...partial };
}

describe('the sim slice', () => {
  it('merges a delta and keeps the objects of what did not change', () => {
    const store = createAppStore();
    store.getState().resetSim('c');
    store
      .getState()
      .applySimUpdate(
        update({ full: true, wires: { w1: '0', w2: '1' }, components: { led: { lit: false }, sw: { on: true } } }),
      );
    const sw = selectComponentSimState('sw')(store.getState());
    store.getState().applySimUpdate(update({ wires: { w1: '1' }, components: { led: { lit: true } }, time: 2 }));
    const s = store.getState();
    expect(selectWireValue('w1')(s)).toBe('1');
    expect(selectWireValue('w2')(s)).toBe('1');
    expect(selectComponentSimState('led')(s)).toEqual({ lit: true });
    expect(selectComponentSimState('sw')(s)).toBe(sw);
    expect(s.simTime).toBe(2);
  });

  it('replaces everything on a full update and drops updates of other circuits', () => {
    const store = createAppStore();
    store.getState().resetSim('c');
    store.getState().applySimUpdate(update({ wires: { w1: '0' } }));
    store.getState().applySimUpdate(update({ full: true, wires: { w2: 'Z' } }));
    store.getState().applySimUpdate(update({ circuitId: 'other', wires: { w3: 'X' } }));
    expect(Object.fromEntries(store.getState().simWires)).toEqual({ w2: 'Z' });
  });

  it('forgets every value when another circuit opens', () => {
    const store = createAppStore();
    store.getState().resetSim('c');
    store.getState().applySimUpdate(update({ wires: { w1: '1' }, diagnostics: [] }));
    store.getState().resetSim('d');
    expect(store.getState().simWires.size).toBe(0);
    expect(selectWireValue('w1')(store.getState())).toBeUndefined();
  });
});
