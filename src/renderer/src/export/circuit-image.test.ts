import { describe, expect, it } from 'vitest';
import { halfAdderCircuit } from '../../../shared/test-support/half-adder';
import { openAnswer } from '../test-support/fake-transport';
import { createAppStore } from '../stores/app-store';
import { circuitImage, openPrintView } from './circuit-image';
import { CircuitReplica } from '../model/circuit-replica';
import { selectModalOpen } from '../stores/selectors';

/** A store with the half adder open (no main process: the replica is set as an open answer makes it). */
function storeWithHalfAdder() {
  const store = createAppStore();
  const open = openAnswer('c1', 0, halfAdderCircuit());
  const replica = CircuitReplica.fromOpen(open);
  if (!replica.success) throw new Error(replica.error);
  store.setState({ replica: replica.data, circuitMeta: open.meta });
  return { store, circuit: open.circuit };
}

const parts = (svg: string) => [...svg.matchAll(/data-id="([^"]+)"/g)].map((m) => m[1]).sort();

describe('images of the open circuit', () => {
  it('draws the open circuit, or only the selected parts', async () => {
    const { store, circuit } = storeWithHalfAdder();
    const all = await circuitImage({ scope: 'all', background: 'light', grid: false }, store.getState());
    expect(parts(all!.svg)).toEqual(circuit.components.map((c) => c.id).sort());
    expect(all!.svg).toContain('<title>Circuit c1</title>');

    const chosen = circuit.components.slice(0, 2).map((c) => c.id);
    store.setState({ selectedComponents: new Set(chosen) });
    const selection = await circuitImage({ scope: 'selection', background: 'light', grid: false }, store.getState());
    expect(parts(selection!.svg)).toEqual([...chosen].sort());
  });

  it('names a subcircuit without a title after its circuit, as the canvas does (not "SUB")', async () => {
    const store = createAppStore();
    const open = openAnswer('c1', 0, {
      components: [
        {
          id: 'u1',
          type: 'SUBCIRCUIT',
          label: 'U1',
          x: 0,
          y: 0,
          rotation: 0,
          properties: { circuit: 'c-half', ports: 'A,B>S,C', title: '' },
        },
      ],
      wires: [],
    });
    const replica = CircuitReplica.fromOpen(open);
    if (!replica.success) throw new Error(replica.error);
    const half = { ...open.meta, id: 'c-half', name: 'Half adder' };
    store.setState({ replica: replica.data, circuitMeta: open.meta, circuits: [open.meta, half] });
    const image = await circuitImage({ scope: 'all', background: 'light', grid: false }, store.getState());
    expect(image!.svg).toContain('>Half adder<');
    expect(image!.svg).not.toContain('>SUB<');
    // The replica itself is not renamed: the title is only the image's.
    expect(store.getState().replica!.state.component('u1')?.properties.title).toBe('');
  });

  it('has no image without an open circuit', async () => {
    const store = createAppStore();
    expect(await circuitImage({ scope: 'all', background: 'white', grid: true }, store.getState())).toBeUndefined();
    expect(await openPrintView(store)).toBeUndefined();
    expect(store.getState().printView).toBeUndefined();
  });

  it('opens the print view on white, which like the dialog keeps the shortcuts off the circuit', async () => {
    const { store } = storeWithHalfAdder();
    expect(selectModalOpen(store.getState())).toBe(false);
    const view = await openPrintView(store);
    expect(view?.name).toBe('Circuit c1');
    expect(view?.image.svg).toContain('fill="#ffffff"');
    expect(store.getState().printView).toBe(view);
    expect(selectModalOpen(store.getState())).toBe(true);
    store.getState().closePrintView();
    expect(selectModalOpen(store.getState())).toBe(false);
    store.getState().setImageDialogOpen(true);
    expect(selectModalOpen(store.getState())).toBe(true);
  });
});
