import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../shared/circuit';
import { fail, ok } from '../../../shared/errors';
import { part } from '../test-support/circuits';
import {
  changeEvent,
  channelsOf,
  historyAt,
  installFakeTransport,
  openAnswer,
  settle,
} from '../test-support/fake-transport';
import { createAppStore } from './app-store';

const addGate = (id: string): Operation => ({ op: 'addComponent', component: part(id, 'NOT', id.toUpperCase()) });

/**
 * A store over a fake main process holding circuit c1 at revision 0. It answers `circuit:apply`
 * with the next revision; its events are delivered only when the test says (`deliver`).
 */
async function setup({ eventTimeoutMs = 2000 } = {}) {
  const store = createAppStore({ eventTimeoutMs });
  let revision = 0;
  const components: ReturnType<typeof part>[] = [];
  const outbox: ReturnType<typeof changeEvent>[] = [];
  const calls = installFakeTransport({
    'circuit:open': ({ id }) => ok(openAnswer(id, revision, { components: [...components], wires: [] })),
    'circuit:apply': ({ circuitId, operations }) => {
      revision++;
      for (const op of operations) if (op.op === 'addComponent') components.push(op.component);
      outbox.push(changeEvent(circuitId, revision, operations));
      return ok({ history: historyAt(revision), changeId: `change-${revision}` });
    },
  });
  await store.getState().openCircuit('c1');
  /** Hands the main process's pending events to the store, in order. */
  const deliver = () => {
    for (const event of outbox.splice(0)) store.getState().receiveChange(event);
  };
  return { store, calls, deliver, outbox };
}

/** The calls about the circuit and its history (the simulation, the validator and the chat are left out). */
const documentCalls = (calls: Parameters<typeof channelsOf>[0]) =>
  channelsOf(calls).filter((c) => !c.startsWith('sim:') && !c.startsWith('conversation:') && c !== 'circuit:validate');

/** Whether a promise has settled by now. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await settle();
  return done;
}

describe('the circuit writer', () => {
  it('finishes an edit only once its own event has reached the replica', async () => {
    const { store, deliver } = await setup();
    const edit = store.getState().applyOperations('Add A', [addGate('a')]);
    expect(await isSettled(edit)).toBe(false);
    expect(store.getState().saveState.status).toBe('saving');
    expect(store.getState().replica?.state.component('a')).toBeUndefined();
    deliver();
    expect((await edit).success).toBe(true);
    expect(store.getState().replica?.state.component('a')).toBeDefined();
    expect(store.getState().saveState.status).toBe('saved');
  });

  it('builds each queued edit against the circuit as the previous one left it', async () => {
    const { store, calls, deliver } = await setup();
    const seen: string[][] = [];
    const edits = ['a', 'b', 'c'].map((id) =>
      store.getState().applyOperations(`Add ${id}`, (circuit) => {
        seen.push([...circuit.components()].map((c) => c.id));
        return [addGate(id)];
      }),
    );
    for (let i = 0; i < 3; i++) {
      await settle();
      // One edit at a time: the next is not even built before this one's event.
      expect(documentCalls(calls).filter((c) => c === 'circuit:apply')).toHaveLength(i + 1);
      deliver();
    }
    await Promise.all(edits);
    expect(seen).toEqual([[], ['a'], ['a', 'b']]);
  });

  it('re-reads the circuit when the event of a change never comes', async () => {
    const { store, calls, outbox } = await setup({ eventTimeoutMs: 20 });
    const result = await store.getState().applyOperations('Add A', [addGate('a')]);
    expect(result.success).toBe(true);
    expect(outbox).toHaveLength(1); // never delivered
    expect(documentCalls(calls)).toEqual(['circuit:open', 'circuit:apply', 'circuit:open']);
    expect(store.getState().replica?.revision).toBe(1);
    expect(store.getState().replica?.state.component('a')).toBeDefined();
    expect(store.getState().saveState.status).toBe('saved');
  });

  it('sends no history move when there is nothing to undo, redo or jump to', async () => {
    const { store, calls } = await setup();
    await store.getState().undo();
    await store.getState().redo();
    await store.getState().jumpTo(0);
    await store.getState().applyOperations('Nothing', () => []);
    expect(documentCalls(calls)).toEqual(['circuit:open']);
  });

  it('shows a refused change on the canvas, and a change that could not be stored in the save indicator', async () => {
    const store = createAppStore();
    let failure = fail('UNKNOWN_COMPONENT', 'No component has id "x".', 'Pick a part on the canvas.');
    installFakeTransport({
      'circuit:open': ({ id }) => ok(openAnswer(id)),
      'circuit:apply': () => failure,
    });
    await store.getState().openCircuit('c1');
    expect((await store.getState().applyOperations('Remove', [{ op: 'removeComponent', id: 'x' }])).success).toBe(
      false,
    );
    expect(store.getState().canvasMessage?.text).toBe('No component has id "x".');
    expect(store.getState().saveState.status).toBe('saved');
    failure = fail('STORAGE_FAILED', 'The change could not be saved.', 'Free some disk space.');
    await store.getState().applyOperations('Add', [addGate('a')]);
    expect(store.getState().saveState).toEqual({
      status: 'failed',
      error: 'The change could not be saved.',
      hint: 'Free some disk space.',
    });
  });
});
