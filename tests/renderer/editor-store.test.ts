// The renderer's store against the real main-process services (DocumentService over the memory
// store, the contract's dispatcher), with events delivered late and out of step with the answers,
// as they are over HTTP + SSE. The replica must always end equal to the main process's circuit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocumentService } from '../../src/core/documents/document-service';
import { documentHandlers } from '../../src/core/documents/handlers';
import { MemoryDocumentStore } from '../../src/core/documents/memory-document-store';
import { EventBus } from '../../src/core/events';
import { dispatch, type HandlerMap } from '../../src/core/rpc/dispatch';
import { validationHandlers } from '../../src/core/validation/handlers';
import type { EventMessage } from '../../src/shared/contract';
import { setTransport } from '../../src/renderer/src/platform/api';
import { createAppStore } from '../../src/renderer/src/stores/app-store';
import { routeEvent } from '../../src/renderer/src/stores/event-router';
import { editCommand, toOperations } from '../../src/renderer/src/test-support/random-edits';

/** A memory store whose writes can be made to fail, as a full disk would. */
class FlakyStore extends MemoryDocumentStore {
  failWrites = false;

  override appendChange(...args: Parameters<MemoryDocumentStore['appendChange']>) {
    if (this.failWrites) throw new Error('disk full');
    return super.appendChange(...args);
  }
}

/** The main process's document side, as the hosts build it (src/main/app-services.ts). */
function mainProcess() {
  const events = new EventBus();
  const store = new FlakyStore();
  const documents = new DocumentService(store, events);
  // The document and validation channels; the simulation is left out (its channels answer UNAVAILABLE).
  const handlers = { ...documentHandlers(documents), ...validationHandlers(documents) } as unknown as HandlerMap;
  return { events, documents, handlers, store };
}

interface Harness {
  services: ReturnType<typeof mainProcess>;
  store: ReturnType<typeof createAppStore>;
  /** Drops the next `circuit.changed` event (a lost message). */
  dropNextChange: () => void;
  mainCircuit: () => unknown;
}

function harness(random: () => number = () => 0.5): Harness {
  const services = mainProcess();
  const store = createAppStore({ eventTimeoutMs: 200 });
  let drop = false;
  let delivered = Promise.resolve();
  setTransport({
    kind: 'browser',
    invoke: async (channel, input) => {
      await new Promise((r) => setTimeout(r, Math.floor(random() * 3)));
      return dispatch(services.handlers, channel, JSON.parse(JSON.stringify(input ?? {})), { host: 'browser' });
    },
    onEvent: () => () => undefined,
  });
  services.events.subscribe((message: EventMessage) => {
    if (message.name === 'circuit.changed' && drop) {
      drop = false;
      return;
    }
    const copy = JSON.parse(JSON.stringify(message)) as EventMessage;
    const delay = Math.floor(random() * 4);
    // In order among themselves (one stream), but late by a random few milliseconds.
    delivered = delivered
      .then(() => new Promise((r) => setTimeout(r, delay)))
      .then(() => {
        routeEvent(store.getState(), copy, () => undefined);
      });
  });
  const h: Harness = {
    services,
    store,
    dropNextChange: () => {
      drop = true;
    },
    mainCircuit: () => {
      const id = store.getState().replica!.circuitId;
      const state = services.documents.stateOf(id);
      if (!state.success) throw new Error(state.error);
      return state.data.toJSON();
    },
  };
  return h;
}

describe('the editor store against the main process', () => {
  it('opens the current circuit and follows edits, undo, redo and jumps', async () => {
    const { store, mainCircuit } = harness();
    await store.getState().loadCurrent();
    const s = () => store.getState();
    expect(s().replica?.state.componentCount).toBe(0);
    await s().applyOperations('Add two', [
      {
        op: 'addComponent',
        component: { id: 'a', type: 'SWITCH_TOGGLE', label: 'SW1', x: 0, y: 0, rotation: 0, properties: {} },
      },
      {
        op: 'addComponent',
        component: { id: 'b', type: 'LED_RED', label: 'LED1', x: 100, y: 0, rotation: 0, properties: {} },
      },
    ]);
    await s().applyOperations('Wire', [
      { op: 'addWire', wire: { id: 'w', from: { component: 'a', pin: 'out' }, to: { component: 'b', pin: 'anode' } } },
    ]);
    expect(s().replica!.state.toJSON()).toEqual(mainCircuit());
    expect(s().nodes).toHaveLength(2);
    expect(s().edges).toHaveLength(1);
    expect(s().history).toMatchObject({ position: 2, length: 2, canUndo: true, canRedo: false, undoLabel: 'Wire' });

    await s().undo();
    expect(s().edges).toHaveLength(0);
    await s().jumpTo(0);
    expect(s().nodes).toHaveLength(0);
    await s().redo();
    expect(s().nodes).toHaveLength(2);
    await s().jumpTo(2);
    expect(s().replica!.state.toJSON()).toEqual(mainCircuit());
    expect(s().saveState.status).toBe('saved');
  });

  it('stores a drag of five components as one change that one undo takes back', async () => {
    const { store } = harness();
    await store.getState().loadCurrent();
    const s = () => store.getState();
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5'];
    await s().applyOperations(
      'Add',
      ids.map((id, i) => ({
        op: 'addComponent' as const,
        component: { id, type: 'AND_2', label: `G${i + 1}`, x: i * 100, y: 0, rotation: 0, properties: {} },
      })),
    );
    s().onNodesChange(
      ids.map((id, i) => ({ id, type: 'position', position: { x: i * 100 + 40, y: 60 }, dragging: true })),
    );
    expect(s().nodes.find((n) => n.id === 'p3')!.position).toEqual({ x: 240, y: 60 });
    await s().commitDrag();
    expect(s().history).toMatchObject({ position: 2, undoLabel: 'Move 5 components' });
    expect(s().replica!.state.component('p3')).toMatchObject({ x: 240, y: 60 });
    expect(s().dragPositions.size).toBe(0);
    await s().undo();
    expect(ids.map((id) => s().replica!.state.component(id)!.y)).toEqual([0, 0, 0, 0, 0]);
    expect(s().nodes.find((n) => n.id === 'p3')!.position).toEqual({ x: 200, y: 0 });
  });

  it('never records selection changes in the history, and keeps redo through them', async () => {
    const { store } = harness();
    await store.getState().loadCurrent();
    const s = () => store.getState();
    await s().applyOperations('Add', [
      { op: 'addComponent', component: { id: 'a', type: 'NOT', label: 'G1', x: 0, y: 0, rotation: 0, properties: {} } },
    ]);
    await s().undo();
    s().setSelection(['a']);
    s().onNodesChange([{ id: 'a', type: 'select', selected: true }]);
    s().setSelection([]);
    expect(s().history).toMatchObject({ position: 0, length: 1, canRedo: true });
  });

  it('reports a refused edit on the canvas and leaves the circuit as it was', async () => {
    const { store, mainCircuit } = harness();
    await store.getState().loadCurrent();
    const s = () => store.getState();
    const result = await s().applyOperations('Bad', [{ op: 'removeComponent', id: 'missing' }]);
    expect(result.success).toBe(false);
    expect(s().canvasMessage?.text).toContain('No component has id "missing"');
    expect(s().replica!.state.toJSON()).toEqual(mainCircuit());
    expect(s().saveState.status).toBe('saved');
  });

  it('turns the save indicator into a warning when a change cannot be stored, and back once one is', async () => {
    const { store, services, mainCircuit } = harness();
    await store.getState().loadCurrent();
    const s = () => store.getState();
    const add = (id: string, label: string) =>
      s().applyOperations('Add', [
        { op: 'addComponent', component: { id, type: 'NOT', label, x: 0, y: 0, rotation: 0, properties: {} } },
      ]);
    services.store.failWrites = true;
    const failed = await add('a', 'G1');
    expect(failed.success === false && failed.code).toBe('STORAGE_FAILED');
    expect(s().saveState).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('could not be saved') as string,
    });
    // The main process rolled the change back: the canvas shows what is stored.
    expect(s().replica!.state.componentCount).toBe(0);
    expect(s().replica!.state.toJSON()).toEqual(mainCircuit());
    services.store.failWrites = false;
    await add('b', 'G2');
    expect(s().saveState.status).toBe('saved');
    expect(s().nodes.map((n) => n.id)).toEqual(['b']);
  });

  it('re-reads the circuit when a change event is lost, keeping the view and the selection', async () => {
    const { store, dropNextChange, mainCircuit } = harness();
    await store.getState().loadCurrent();
    const s = () => store.getState();
    await s().applyOperations('Add', [
      { op: 'addComponent', component: { id: 'a', type: 'NOT', label: 'G1', x: 0, y: 0, rotation: 0, properties: {} } },
    ]);
    s().setSelection(['a']);
    const fits = s().fitRequest;
    dropNextChange();
    await s().applyOperations('Add', [
      { op: 'addComponent', component: { id: 'b', type: 'NOT', label: 'G2', x: 0, y: 0, rotation: 0, properties: {} } },
    ]);
    expect(s().replica!.state.toJSON()).toEqual(mainCircuit());
    expect(s().nodes).toHaveLength(2);
    expect([...s().selectedComponents]).toEqual(['a']);
    expect(s().nodes.find((n) => n.id === 'a')!.selected).toBe(true);
    expect(s().fitRequest).toBe(fits);
  });

  it('ends equal to the main process after any mix of edits, undos, redos and jumps, with late events (seeded)', async () => {
    const seed = 424242;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            { weight: 6, arbitrary: editCommand.map((command) => ({ kind: 'edit' as const, command })) },
            { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
            { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
            { weight: 1, arbitrary: fc.nat(20).map((position) => ({ kind: 'jump' as const, position })) },
          ),
          { maxLength: 25 },
        ),
        fc.infiniteStream(fc.double({ min: 0, max: 0.999, noNaN: true })),
        async (steps, randoms) => {
          const { store, mainCircuit } = harness(() => randoms.next().value as number);
          await store.getState().loadCurrent();
          const s = () => store.getState();
          // Fire without waiting, as a user hammering keys would: the queue keeps them in order.
          const pending = steps.map((step) => {
            switch (step.kind) {
              case 'edit':
                return s().applyOperations('Edit', (circuit) => toOperations(circuit, step.command));
              case 'undo':
                return s().undo();
              case 'redo':
                return s().redo();
              case 'jump':
                return s().jumpTo(Math.min(step.position, s().history?.length ?? 0));
            }
          });
          await Promise.all(pending);
          expect(s().replica!.state.toJSON(), `seed ${seed}`).toEqual(mainCircuit());
          expect(s().nodes.length, `seed ${seed}`).toBe(
            s().replica!.state.componentCount + s().replica!.state.noteCount,
          );
          expect(s().edges.length, `seed ${seed}`).toBe(s().replica!.state.wireCount);
        },
      ),
      { seed, numRuns: 40 },
    );
  });
});

describe('the circuit list', () => {
  it('is not overwritten by an answer that left the main process before a newer pushed list', async () => {
    const services = mainProcess();
    const store = createAppStore({ eventTimeoutMs: 200 });
    const s = () => store.getState();
    /** Answers of `circuit:list` are computed at once but arrive this much later. */
    let listLatency = 0;
    setTransport({
      kind: 'browser',
      invoke: async (channel, input) => {
        const answer = dispatch(services.handlers, channel, JSON.parse(JSON.stringify(input ?? {})), {
          host: 'browser',
        });
        if (channel === 'circuit:list') await new Promise((r) => setTimeout(r, listLatency));
        return answer;
      },
      onEvent: () => () => undefined,
    });
    // Pushed lists arrive at once.
    services.events.subscribe((message: EventMessage) => routeEvent(s(), message, () => undefined));
    await s().loadCurrent();
    const id = s().replica!.circuitId;

    listLatency = 30;
    const refreshing = s().refreshCircuits(); // computed now, with the old name…
    await s().renameCircuit(id, 'Renamed'); // …while the rename's list is pushed before it lands
    await refreshing;
    expect(s().circuits.map((c) => c.name)).toEqual(['Renamed']);
    expect(s().circuitMeta?.name).toBe('Renamed');

    // A list asked for with nothing pushed meanwhile is shown as it is (the counts after an edit).
    listLatency = 0;
    await s().applyOperations('Add', [
      { op: 'addComponent', component: { id: 'a', type: 'NOT', label: 'G1', x: 0, y: 0, rotation: 0, properties: {} } },
    ]);
    await s().refreshCircuits();
    expect(s().circuits[0]).toMatchObject({ name: 'Renamed', componentCount: 1 });
  });
});
