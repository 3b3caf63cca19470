import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '../../../shared/circuit/operations';
import type { Circuit } from '../../../shared/circuit/types';
import { serializeCircuitFile } from '../../../shared/circuit/file-format';
import { EventBus } from '../../events';
import { DocumentService } from '../document-service';
import type { ContentAfter, DocumentStore } from '../document-store';
import { EditGenerator, randomIntents, seededRandom, stateOf } from './random-edits';

/** One implementation of {@link DocumentStore} under test. */
export interface StoreHarness {
  readonly store: DocumentStore;
  /** The same data as the next start of the app would see it (the memory store: itself). */
  reopen(): DocumentStore;
  close(): void;
}

const SWITCH: Operation = {
  op: 'addComponent',
  component: { id: 'sw1', type: 'SWITCH_TOGGLE', label: 'SW1', x: 0, y: 0, rotation: 0, properties: {} },
};
const LED: Operation = {
  op: 'addComponent',
  component: { id: 'led1', type: 'LED_RED', label: 'LED1', x: 100, y: 0, rotation: 0, properties: {} },
};

function after(components: number, wires = 0, circuit?: Circuit): ContentAfter {
  return {
    counts: { componentCount: components, wireCount: wires, facts: {} },
    snapshot: () => circuit ?? stateOf({ components: [], wires: [] }).toJSON(),
  };
}

/** The behaviour every DocumentStore shares, at the store and through the DocumentService. */
export function documentStoreContract(open: (now: () => number) => StoreHarness): void {
  let harness: StoreHarness;
  beforeEach(() => {
    // A clock that ticks on every reading, so "most recent first" never depends on timing.
    let time = 1_700_000_000_000;
    harness = open(() => time++);
  });
  afterEach(() => harness.close());

  describe('store', () => {
    it('lists created circuits most recently changed first, with their counts', () => {
      const { store } = harness;
      const first = store.createCircuit('First', { components: [], wires: [] });
      const second = store.createCircuit('Second', stateOf({ components: [], wires: [] }).toJSON());
      store.appendChange(first.id, change([SWITCH]), after(1));
      const list = store.listCircuits();
      expect(list.map((m) => m.name)).toEqual(['First', 'Second']);
      expect(list[0]).toMatchObject({ id: first.id, componentCount: 1, wireCount: 0 });
      expect(store.getCircuit(second.id)?.name).toBe('Second');
      expect(store.getCircuit('missing')).toBeUndefined();
    });

    it('numbers changes from 1 and keeps their operations, labels and sources', () => {
      const { store } = harness;
      const { id } = store.createCircuit('C', { components: [], wires: [] });
      const one = store.appendChange(id, change([SWITCH], 'Add switch'), after(1));
      const two = store.appendChange(id, change([LED], 'AI: add LED', 'assistant'), after(2));
      expect([one.index, two.index]).toEqual([1, 2]);
      expect(store.getChange(id, 2)).toMatchObject({ label: 'AI: add LED', source: 'assistant', forward: [LED] });
      expect(store.getChange(id, 2)?.inverse).toEqual([{ op: 'removeComponent', id: 'led1' }]);
      expect(store.getChangeSummary(id, 1)).toEqual({
        id: one.id,
        index: 1,
        label: 'Add switch',
        source: 'user',
        createdAt: 1000,
      });
      expect(store.listChanges(id).map((c) => c.label)).toEqual(['Add switch', 'AI: add LED']);
      expect(store.getChange(id, 3)).toBeUndefined();
    });

    it('drops the redo tail when a change follows an undo', () => {
      const { store } = harness;
      const { id } = store.createCircuit('C', { components: [], wires: [] });
      store.appendChange(id, change([SWITCH], 'one'), after(1));
      store.appendChange(id, change([LED], 'two'), after(2));
      store.moveTo(id, 1, after(1));
      const move: Operation = { op: 'updateComponent', id: 'sw1', set: { x: 50 } };
      store.appendChange(id, change([move], 'three', 'user', [{ ...move, set: { x: 0 } }]), after(1));
      expect(store.listChanges(id).map((c) => c.label)).toEqual(['one', 'three']);
      const loaded = harness.reopen().loadCircuit(id)!;
      expect([loaded.position, loaded.length]).toEqual([2, 2]);
    });

    it('refuses a position outside the history and stays where it was', () => {
      const { store } = harness;
      const { id } = store.createCircuit('C', { components: [], wires: [] });
      store.appendChange(id, change([SWITCH]), after(1));
      expect(() => store.moveTo(id, 2, after(1))).toThrow();
      expect(() => store.moveTo('missing', 0, after(0))).toThrow();
      expect(store.loadCircuit(id)).toMatchObject({ position: 1, length: 1 });
    });

    it('renames, deletes with the history, and forgets a deleted last-opened circuit', () => {
      const { store } = harness;
      const { id } = store.createCircuit('Old', { components: [], wires: [] });
      store.appendChange(id, change([SWITCH]), after(1));
      store.setLastOpened(id);
      expect(store.renameCircuit(id, 'New')?.name).toBe('New');
      expect(store.renameCircuit('missing', 'X')).toBeUndefined();
      expect(store.deleteCircuit(id)).toBe(true);
      expect(store.deleteCircuit(id)).toBe(false);
      expect([store.getCircuit(id), store.loadCircuit(id), store.getChange(id, 1)]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect(store.listChanges(id)).toEqual([]);
      expect(store.getLastOpened()).toBeUndefined();
    });

    it('keeps the last opened circuit for the next start', () => {
      const { store } = harness;
      const { id } = store.createCircuit('C', { components: [], wires: [] });
      store.setLastOpened(id);
      expect(harness.reopen().getLastOpened()).toBe(id);
      expect(() => harness.store.setLastOpened('missing')).toThrow();
    });
  });

  describe('through the document service', () => {
    it('reopens every circuit exactly as it was left: content, position, redo tail', () => {
      const events = new EventBus();
      const service = new DocumentService(harness.store, events);
      const generator = new EditGenerator('p');
      const random = seededRandom(7);
      const imported = service.importFile(serializeCircuitFile('Seeded', generator.circuit(12, random)));
      if (!imported.success) throw new Error(imported.error);
      const id = imported.data.meta.id;
      const model = stateOf(imported.data.circuit);
      let applied = 0;
      for (let i = 0; applied < 40; i++) {
        const { operations, valid } = generator.change(model, randomIntents(random, 1 + (i % 3)));
        if (!valid) continue;
        expect(service.apply(id, operations, `edit ${i}`).success).toBe(true);
        model.apply(operations);
        applied++;
      }
      for (let i = 0; i < 5; i++) expect(service.undo(id).success).toBe(true);
      expect(service.redo(id).success).toBe(true);
      const expected = service.stateOf(id);
      if (!expected.success) throw new Error(expected.error);
      // The random edits include notes: they must be stored and read back too.
      expect(expected.data.noteCount).toBeGreaterThan(0);

      const reopened = new DocumentService(harness.reopen(), new EventBus());
      const opened = reopened.current();
      if (!opened.success) throw new Error(opened.error);
      expect(opened.data.meta.id).toBe(id);
      expect(opened.data.circuit).toEqual(expected.data.toJSON());
      expect(opened.data.history).toMatchObject({ position: 36, length: 40, canUndo: true, canRedo: true });
      expect(opened.data.meta).toMatchObject({
        componentCount: expected.data.componentCount,
        wireCount: expected.data.wireCount,
      });
      // The redo tail survived the restart and still applies.
      for (let i = 0; i < 4; i++) expect(reopened.redo(id).success).toBe(true);
      expect(reopened.jump(id, 0).success).toBe(true);
      expect(reopened.stateOf(id)).toMatchObject({ success: true });
      expect(asJson(reopened, id)).toEqual(imported.data.circuit);
    });

    it('opens the circuit that was open last at the next start', () => {
      const service = new DocumentService(harness.store, new EventBus());
      const first = service.create('First');
      const second = service.create('Second');
      if (!first.success || !second.success) throw new Error('create failed');
      expect(service.openCircuit(first.data.meta.id).success).toBe(true);
      const next = new DocumentService(harness.reopen(), new EventBus()).current();
      expect(next).toMatchObject({ success: true, data: { meta: { name: 'First' } } });
    });

    it('opens the most recent other circuit when the open one is deleted, or a new one when none is left', () => {
      const events = new EventBus();
      const opened: string[] = [];
      events.subscribe((m) => void (m.name === 'circuit.opened' && opened.push(m.payload.circuitId)));
      const service = new DocumentService(harness.store, events);
      const a = service.create('A');
      const b = service.create('B');
      if (!a.success || !b.success) throw new Error('create failed');
      expect(service.delete(b.data.meta.id)).toEqual({ success: true, data: { deleted: b.data.meta.id } });
      expect(opened).toEqual([a.data.meta.id, b.data.meta.id, a.data.meta.id]);
      expect(service.delete(a.data.meta.id).success).toBe(true);
      const current = service.current();
      expect(current).toMatchObject({ success: true, data: { meta: { name: 'Untitled circuit' } } });
      expect(service.list()).toMatchObject({ success: true, data: [{ name: 'Untitled circuit' }] });
      expect(service.delete(a.data.meta.id)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('answers NOT_FOUND for a circuit that does not exist, and NOTHING_TO_UNDO/REDO at the ends', () => {
      const service = new DocumentService(harness.store, new EventBus());
      expect(service.apply('missing', [SWITCH], 'x')).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(service.openCircuit('missing')).toMatchObject({ success: false, code: 'NOT_FOUND' });
      const created = service.create();
      if (!created.success) throw new Error(created.error);
      const id = created.data.meta.id;
      expect(service.undo(id)).toMatchObject({ success: false, code: 'NOTHING_TO_UNDO' });
      expect(service.redo(id)).toMatchObject({ success: false, code: 'NOTHING_TO_REDO' });
      expect(service.jump(id, 1)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('imports nothing from a bad file and says what is wrong: truncated, foreign, newer, rule-breaking', () => {
      const events = new EventBus();
      const service = new DocumentService(harness.store, events);
      const kept = service.create('Kept');
      if (!kept.success) throw new Error(kept.error);
      const before = harness.store.listCircuits();
      const announced: string[] = [];
      events.subscribe((m) => void announced.push(m.name));
      const good = serializeCircuitFile('Two', { components: [SWITCH, LED].map(component), wires: [] });
      const outputToOutput = JSON.parse(good) as { circuit: { wires: object[] } };
      outputToOutput.circuit.wires.push({
        id: 'w',
        from: { component: 'sw1', pin: 'out' },
        to: { component: 'sw1', pin: 'out' },
      });
      const cases: [string, string][] = [
        [good.slice(0, good.length / 2), 'INVALID_FILE'],
        [JSON.stringify({ name: 'other-app', version: '2.0.0' }), 'INVALID_FILE'],
        [good.replace('"version": 1', '"version": 99'), 'UNSUPPORTED_VERSION'],
        [JSON.stringify(outputToOutput), 'INVALID_FILE'],
      ];
      for (const [content, code] of cases) {
        const result = service.importFile(content);
        expect(result).toMatchObject({ success: false, code });
        expect(result.success ? '' : result.hint).not.toBe('');
      }
      expect(harness.store.listCircuits()).toEqual(before);
      expect(announced).toEqual([]);
      expect(service.importFile(good)).toMatchObject({ success: true, data: { meta: { name: 'Two' } } });
    });

    it('exports a circuit that imports back equal, notes included, under a free name', () => {
      const service = new DocumentService(harness.store, new EventBus());
      const created = service.create('Pair');
      if (!created.success) throw new Error(created.error);
      const note = { op: 'addNote' as const, note: { id: 'n1', x: 0, y: -40, text: 'Flip the switch', width: 160 } };
      expect(service.apply(created.data.meta.id, [SWITCH, LED, note], 'two parts').success).toBe(true);
      const exported = service.exportFile(created.data.meta.id);
      if (!exported.success) throw new Error(exported.error);
      expect(exported.data.fileName).toBe('Pair.circuitforge.json');
      const imported = service.importFile(exported.data.content);
      expect(imported).toMatchObject({ success: true, data: { meta: { name: 'Pair 2' }, history: { length: 0 } } });
      expect(imported.success && imported.data.circuit).toEqual(asJson(service, created.data.meta.id));
      expect(imported.success && imported.data.circuit.notes).toEqual([note.note]);
    });

    it('leaves memory and storage unchanged when storing a change fails, and says so', () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failing = failOnce(harness.store, 'appendChange');
      const events = new EventBus();
      const notices: string[] = [];
      events.subscribe((m) => {
        if (m.name === 'app.notice') notices.push(m.payload.message);
      });
      const service = new DocumentService(failing.store, events);
      const created = service.create('C');
      if (!created.success) throw new Error(created.error);
      const id = created.data.meta.id;
      expect(service.apply(id, [SWITCH], 'Add switch').success).toBe(true);
      failing.arm();
      const result = service.apply(id, [LED], 'Add LED');
      expect(result).toMatchObject({ success: false, code: 'STORAGE_FAILED' });
      expect(notices).toEqual(['“Add LED” could not be saved, so it was not applied.']);
      expect(asJson(service, id).components.map((c) => c.id)).toEqual(['sw1']);
      failing.arm('moveTo');
      expect(service.undo(id)).toMatchObject({ success: false, code: 'STORAGE_FAILED' });
      expect(asJson(service, id).components.map((c) => c.id)).toEqual(['sw1']);
      const reopened = new DocumentService(harness.reopen(), new EventBus()).openCircuit(id);
      expect(reopened).toMatchObject({ success: true, data: { history: { position: 1, length: 1 } } });
      expect(log.mock.calls.map((call): unknown => call[0])).toEqual([
        '[STORAGE_FAILED] Add LED',
        '[STORAGE_FAILED] undo',
      ]);
      log.mockRestore();
    });
  });
}

/** A change that adds components (its inverse removes them), or one with the inverse given. */
function change(
  forward: Operation[],
  label = 'change',
  source: 'user' | 'assistant' = 'user',
  inverse: Operation[] = forward.flatMap((op): Operation[] =>
    op.op === 'addComponent' ? [{ op: 'removeComponent', id: op.component.id }] : [],
  ),
) {
  return { label, source, createdAt: 1000, forward, inverse };
}

function component(op: Operation) {
  if (op.op !== 'addComponent') throw new Error('not an addComponent');
  return op.component;
}

function asJson(service: DocumentService, id: string): Circuit {
  const state = service.stateOf(id);
  if (!state.success) throw new Error(state.error);
  return state.data.toJSON();
}

/** A store whose next call of one method throws, as a full disk would make it. */
function failOnce(store: DocumentStore, initial: 'appendChange' | 'moveTo') {
  let armed: 'appendChange' | 'moveTo' | undefined;
  const trip = (method: 'appendChange' | 'moveTo') => {
    if (armed !== method) return;
    armed = undefined;
    throw new Error(`SQLITE_FULL: database or disk is full (simulated in ${method})`);
  };
  const wrapped: DocumentStore = {
    listCircuits: () => store.listCircuits(),
    getCircuit: (id) => store.getCircuit(id),
    createCircuit: (name, circuit) => store.createCircuit(name, circuit),
    loadCircuit: (id) => store.loadCircuit(id),
    renameCircuit: (id, name) => store.renameCircuit(id, name),
    deleteCircuit: (id) => store.deleteCircuit(id),
    appendChange: (id, newChange, content) => {
      trip('appendChange');
      return store.appendChange(id, newChange, content);
    },
    moveTo: (id, position, content) => {
      trip('moveTo');
      store.moveTo(id, position, content);
    },
    getChange: (id, index) => store.getChange(id, index),
    getChangeSummary: (id, index) => store.getChangeSummary(id, index),
    listChanges: (id) => store.listChanges(id),
    getLastOpened: () => store.getLastOpened(),
    setLastOpened: (id) => store.setLastOpened(id),
  };
  return {
    store: wrapped,
    arm(method: 'appendChange' | 'moveTo' = initial) {
      armed = method;
    },
  };
}
