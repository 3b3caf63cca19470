import { describe, expect, it } from 'vitest';
import type { SimSnapshot } from '../../../shared/contract';
import { ok } from '../../../shared/errors';
import { part } from '../test-support/circuits';
import { channelsOf, installFakeTransport, openAnswer } from '../test-support/fake-transport';
import { createAppStore } from './app-store';
import { selectComponentSimState, selectWireValue } from './sim-slice';

const snapshot = (circuitId: string): SimSnapshot => ({
  circuitId,
  time: 0,
  running: false,
  speed: 1,
  // The top circuit's values: its own, and those inside instance u1 under its path.
  wires: { w1: '1', 'u1/w1': '0' },
  components: { p: { value: '1' }, 'u1/p': { value: '0' } },
  diagnostics: [],
});

/** "top" places "half" as u1; both have a probe p and a wire w1. */
function setup() {
  const calls = installFakeTransport({
    'circuit:open': ({ id }) =>
      ok(
        openAnswer(id, 0, {
          components:
            id === 'top'
              ? [part('u1', 'SUBCIRCUIT', 'U1', 0, 0, { circuit: 'half', ports: 'A>S' }), part('p', 'PROBE', 'P')]
              : [part('p', 'PROBE', 'P')],
          wires: [],
        }),
      ),
    'sim:snapshot': ({ circuitId }) => ok(snapshot(circuitId)),
    'circuit:validate': () => ok({ issues: [] }),
    'conversation:list': () => ok([]),
  });
  const store = createAppStore();
  store.getState().receiveCircuitList([
    { id: 'top', name: 'Top', createdAt: 0, updatedAt: 0, componentCount: 2, wireCount: 0, uses: ['half'] },
    { id: 'half', name: 'Half', createdAt: 0, updatedAt: 0, componentCount: 1, wireCount: 0, ports: 'A>S' },
  ]);
  return { store, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inside a subcircuit', () => {
  it("opens the definition with the instance's values from the top circuit's simulation, and leaves by the breadcrumb", async () => {
    const { store, calls } = setup();
    const s = store.getState;
    await s().openCircuit('top');
    await settle();
    expect(selectComponentSimState('p')(s())).toEqual({ value: '1' });

    await s().openSubcircuit('u1');
    await settle();
    expect(s().circuitMeta?.id).toBe('half');
    expect(s().insidePath.map((p) => p.label)).toEqual(['U1']);
    // The simulation shown stays the top circuit's: no session for the definition.
    expect(s().simCircuitId).toBe('top');
    expect(
      calls.filter((c) => c.channel === 'sim:snapshot').map((c) => (c.input as { circuitId: string }).circuitId),
    ).not.toContain('half');
    expect(selectComponentSimState('p')(s())).toEqual({ value: '0' });
    expect(selectWireValue('w1')(s())).toBe('0');

    await s().leaveSubcircuit(0);
    await settle();
    expect(s().circuitMeta?.id).toBe('top');
    expect(s().insideTop).toBeUndefined();
    expect(selectComponentSimState('p')(s())).toEqual({ value: '1' });
    expect(channelsOf(calls)).toContain('circuit:open');
  });

  it('leaves when another circuit is opened another way', async () => {
    const { store } = setup();
    const s = store.getState;
    await s().openCircuit('top');
    await s().openSubcircuit('u1');
    await settle();
    expect(s().insideTop).toBeDefined();
    await s().openCircuit('top');
    await settle();
    expect(s().insideTop).toBeUndefined();
    expect(s().insideScope).toBe('');
  });
});
