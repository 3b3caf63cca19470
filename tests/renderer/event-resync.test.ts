// The renderer's store when its event stream is lost and comes back (the browser host drops a
// client that falls behind; the network can fail): everything it keeps from events must be read
// again, and the replica must end equal to the main process's circuit, as if nothing was missed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocumentService } from '../../src/core/documents/document-service';
import { documentHandlers } from '../../src/core/documents/handlers';
import { MemoryDocumentStore } from '../../src/core/documents/memory-document-store';
import { EventBus } from '../../src/core/events';
import { dispatch, type HandlerMap } from '../../src/core/rpc/dispatch';
import { validationHandlers } from '../../src/core/validation/handlers';
import type { Operation } from '../../src/shared/circuit';
import type { EventMessage } from '../../src/shared/contract';
import { setTransport } from '../../src/renderer/src/platform/api';
import { createAppStore } from '../../src/renderer/src/stores/app-store';
import { routeEvent } from '../../src/renderer/src/stores/event-router';
import { editCommand, toOperations } from '../../src/renderer/src/test-support/random-edits';

/** The main process's document side, a store, and a switch that cuts the event stream. */
function harness() {
  const events = new EventBus();
  const documents = new DocumentService(new MemoryDocumentStore(), events);
  const handlers = { ...documentHandlers(documents), ...validationHandlers(documents) } as unknown as HandlerMap;
  const store = createAppStore({ eventTimeoutMs: 100 });
  let connected = true;
  setTransport({
    kind: 'browser',
    invoke: (channel, input) =>
      dispatch(handlers, channel, JSON.parse(JSON.stringify(input ?? {})), { host: 'browser' }),
    onEvent: () => () => undefined,
  });
  events.subscribe((message: EventMessage) => {
    if (!connected) return; // lost with the stream
    const copy = JSON.parse(JSON.stringify(message)) as EventMessage;
    queueMicrotask(() => routeEvent(store.getState(), copy, () => undefined));
  });
  return {
    documents,
    store,
    s: () => store.getState(),
    disconnect: () => (connected = false),
    reconnect: async () => {
      connected = true;
      await store.getState().resyncAfterReconnect();
    },
  };
}

const not = (id: string, label: string): Operation => ({
  op: 'addComponent',
  component: { id, type: 'NOT', label, x: 0, y: 0, rotation: 0, properties: {} },
});

describe('resync after the event stream was lost', () => {
  it('catches up with edits, undos and renames made elsewhere, keeping the view and the selection', async () => {
    const { documents, s, disconnect, reconnect } = harness();
    await s().loadCurrent();
    await s().applyOperations('Add', [not('a', 'G1')]);
    s().setSelection(['a']);
    const fits = s().fitRequest;
    const id = s().replica!.circuitId;

    disconnect();
    expect(documents.apply(id, [not('b', 'G2')], 'Add elsewhere').success).toBe(true);
    expect(documents.apply(id, [not('c', 'G3')], 'Add again').success).toBe(true);
    expect(documents.undo(id).success).toBe(true);
    expect(documents.rename(id, 'Renamed elsewhere').success).toBe(true);
    expect(documents.create('Another').success).toBe(true);
    expect(documents.openCircuit(id).success).toBe(true);
    expect(s().replica!.state.componentCount).toBe(1); // nothing arrived

    await reconnect();
    expect(s().replica!.state.toJSON()).toEqual(
      (documents.stateOf(id) as { data: { toJSON(): unknown } }).data.toJSON(),
    );
    expect(s().history).toMatchObject({ position: 2, length: 3, canRedo: true, redoLabel: 'Add again' });
    expect(
      s()
        .circuits.map((c) => c.name)
        .sort(),
    ).toEqual(['Another', 'Renamed elsewhere']);
    expect(s().circuitMeta?.name).toBe('Renamed elsewhere');
    expect([...s().selectedComponents]).toEqual(['a']);
    expect(s().fitRequest).toBe(fits);
    // Events flow again and apply on top of the re-read circuit.
    await s().applyOperations('Add after', [not('d', 'G4')]);
    expect(s().replica!.state.componentCount).toBe(3);
  });

  it('follows another window that opened another circuit while events were lost', async () => {
    const { documents, s, disconnect, reconnect } = harness();
    await s().loadCurrent();
    disconnect();
    const other = documents.create('Opened elsewhere');
    expect(other.success).toBe(true);
    await reconnect();
    expect(s().replica!.circuitId).toBe(other.success ? other.data.meta.id : '');
    expect(s().circuitMeta?.name).toBe('Opened elsewhere');
  });

  it('opens what is current when the open circuit was deleted meanwhile', async () => {
    const { documents, s, disconnect, reconnect } = harness();
    await s().loadCurrent();
    const first = s().replica!.circuitId;
    await s().createCircuit('Second');
    disconnect();
    expect(documents.delete(s().replica!.circuitId).success).toBe(true);
    await reconnect();
    expect(s().replica!.circuitId).toBe(first);
    expect(s().circuits).toHaveLength(1);
  });

  it('ends equal to the main process after any edits made while disconnected (seeded)', async () => {
    const seed = 1818;
    await fc.assert(
      fc.asyncProperty(
        fc.array(editCommand, { maxLength: 12 }),
        fc.array(editCommand, { maxLength: 12 }),
        async (before, during) => {
          const { documents, s, disconnect, reconnect } = harness();
          await s().loadCurrent();
          for (const command of before) await s().applyOperations('Edit', (c) => toOperations(c, command));
          const id = s().replica!.circuitId;
          disconnect();
          const state = documents.stateOf(id);
          if (!state.success) throw new Error(state.error);
          for (const command of during) {
            const operations = toOperations(state.data, command);
            if (operations.length > 0) documents.apply(id, operations, 'Elsewhere');
          }
          await reconnect();
          expect(s().replica!.state.toJSON(), `seed ${seed}`).toEqual(state.data.toJSON());
          expect(s().nodes.length, `seed ${seed}`).toBe(state.data.componentCount + state.data.noteCount);
          expect(s().edges.length, `seed ${seed}`).toBe(state.data.wireCount);
        },
      ),
      { seed, numRuns: 30 },
    );
  });
});
