import { describe, expect, it } from 'vitest';
import type { SimSnapshot } from '../../../shared/contract';
import { ok } from '../../../shared/errors';
import { part } from '../test-support/circuits';
import { changeEvent, channelsOf, installFakeTransport, openAnswer, settle } from '../test-support/fake-transport';
import { CIRCUIT_REACTIONS, createAppStore } from './app-store';

const snapshot = (circuitId: string): SimSnapshot => ({
  circuitId,
  time: 0,
  running: false,
  speed: 1,
  wires: {},
  components: { a: { on: true } },
  diagnostics: [],
});

/** The app's store over a fake main process whose circuits hold two NOT gates, `a` and `b`. */
function setup() {
  let revision = 0;
  const calls = installFakeTransport({
    'circuit:open': ({ id }) =>
      ok(openAnswer(id, revision, { components: [part('a', 'NOT', 'G1'), part('b', 'NOT', 'G2')], wires: [] })),
    'sim:snapshot': ({ circuitId }) => ok(snapshot(circuitId)),
    'circuit:validate': () => ok({ issues: [] }),
    'conversation:list': () => ok([]),
  });
  return { store: createAppStore(), calls, moveTo: (r: number) => (revision = r) };
}

describe("the slices' reactions to the open circuit", () => {
  it('are the way into a subcircuit, the simulation, the problems, the canvas, the chat, the tests and the waveform, in that order', () => {
    expect(CIRCUIT_REACTIONS.map((r) => r.slice)).toEqual([
      'hierarchy',
      'sim',
      'problems',
      'canvas',
      'chat',
      'tests',
      'waveform',
    ]);
  });

  it('start another circuit afresh: its simulation, its validation, an empty selection, the view fitted, its conversations', async () => {
    const { store, calls } = setup();
    const s = store.getState;
    await s().openCircuit('c1');
    s().setSelection(['a']);
    await s().openCircuit('c2');
    await settle();
    expect(channelsOf(calls)).toEqual([
      'circuit:open',
      'sim:snapshot',
      'circuit:validate',
      'conversation:list',
      'circuit:open',
      'sim:snapshot',
      'circuit:validate',
      'conversation:list',
    ]);
    expect(s().simCircuitId).toBe('c2');
    expect(s().simComponents.get('a')).toEqual({ on: true });
    expect(s().validationCircuitId).toBe('c2');
    expect(s().selectedComponents.size).toBe(0);
    expect(s().nodes.map((n) => n.id)).toEqual(['a', 'b']);
    expect(s().fitRequest).toBe(2);
    expect(s().chatCircuitId).toBe('c2');
  });

  it('keep the view, the selection and the simulation through a re-read, and validate again', async () => {
    const { store, calls, moveTo } = setup();
    const s = store.getState;
    await s().openCircuit('c1');
    await settle();
    s().setSelection(['a']);
    const simComponents = s().simComponents;
    moveTo(2);
    s().receiveChange(changeEvent('c1', 2, [])); // revision 1 went missing: the circuit is re-read
    await settle();
    // The chat keeps its conversation through a re-read: no conversation:list.
    expect(channelsOf(calls).slice(4)).toEqual(['circuit:open', 'circuit:validate']);
    expect(s().replica?.revision).toBe(2);
    expect([...s().selectedComponents]).toEqual(['a']);
    expect(s().simComponents).toBe(simComponents);
    expect(s().fitRequest).toBe(1);
  });

  it('follow a change: the canvas shows it and the validator is asked again', async () => {
    const { store, calls } = setup();
    const s = store.getState;
    await s().openCircuit('c1');
    await settle();
    s().receiveChange(changeEvent('c1', 1, [{ op: 'removeComponent', id: 'b' }]));
    await settle();
    expect(s().nodes.map((n) => n.id)).toEqual(['a']);
    expect(channelsOf(calls).slice(4)).toEqual(['circuit:validate']);
  });
});
