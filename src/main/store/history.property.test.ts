import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentService } from '../../core/documents/document-service';
import type { StoreHarness } from '../../core/documents/test-support/document-store-contract';
import { EditGenerator, seededRandom, stateOf, type EditIntent } from '../../core/documents/test-support/random-edits';
import { EventBus } from '../../core/events';
import { serializeCircuitFile } from '../../shared/circuit/file-format';
import type { Circuit } from '../../shared/circuit/types';
import { DOCUMENT_STORES_IN_MEMORY } from './test-support/harness';

/** Fixed seeds make every run the same; FC_SEED=<n> explores others. fast-check prints the seed of a failure. */
const SEED = Number(process.env.FC_SEED ?? 20_240_611);
const RUNS = 60;

const intent: fc.Arbitrary<EditIntent> = fc.record({
  kind: fc.nat(9),
  a: fc.nat(999),
  b: fc.nat(999),
  c: fc.nat(999),
  d: fc.nat(999),
});
const changes = fc.array(fc.array(intent, { minLength: 1, maxLength: 4 }), { maxLength: 25 });
const initial = fc.record({ seed: fc.nat(), size: fc.nat(8) });

describe.each(DOCUMENT_STORES_IN_MEMORY)('history over the %s store (property)', (_name, open) => {
  let harness: StoreHarness;
  beforeEach(() => {
    harness = open(Date.now);
  });
  afterEach(() => harness.close());

  /** Imports a random circuit; every run gets a circuit of its own in the same store. */
  function start(seed: number, size: number) {
    const service = new DocumentService(harness.store, new EventBus());
    const generator = new EditGenerator(`s${seed}_`);
    const circuit = generator.circuit(size, seededRandom(seed));
    const imported = service.importFile(serializeCircuitFile('Property', circuit));
    if (!imported.success) throw new Error(imported.error);
    return { service, generator, id: imported.data.meta.id, original: imported.data.circuit };
  }

  const json = (service: DocumentService, id: string): Circuit => {
    const state = service.stateOf(id);
    if (!state.success) throw new Error(state.error);
    return state.data.toJSON();
  };

  it('gives back the original circuit after any changes followed by as many undos', () => {
    fc.assert(
      fc.property(initial, changes, ({ seed, size }, steps) => {
        const { service, generator, id, original } = start(seed, size);
        const model = stateOf(original);
        let applied = 0;
        for (const step of steps) {
          const { operations } = generator.change(model, step);
          if (service.apply(id, operations, 'step').success) {
            model.apply(operations);
            applied++;
          }
          expect(json(service, id)).toEqual(model.toJSON());
        }
        for (let i = 0; i < applied; i++) expect(service.undo(id).success).toBe(true);
        expect(json(service, id)).toEqual(original);
        expect(service.undo(id)).toMatchObject({ success: false, code: 'NOTHING_TO_UNDO' });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('returns to the same circuit and history after an undo then a redo', () => {
    fc.assert(
      fc.property(initial, changes, ({ seed, size }, steps) => {
        const { service, generator, id } = start(seed, size);
        const model = stateOf(json(service, id));
        for (const step of steps) {
          const { operations } = generator.change(model, step);
          if (!service.apply(id, operations, 'step').success) continue;
          model.apply(operations);
          const before = service.history(id);
          expect(service.undo(id).success).toBe(true);
          const redone = service.redo(id);
          expect(redone.success).toBe(true);
          expect(json(service, id)).toEqual(model.toJSON());
          const after = service.history(id);
          if (!before.success || !after.success || !redone.success) throw new Error('history failed');
          expect(after.data.entries).toEqual(before.data.entries);
          expect({ ...after.data.history, revision: 0 }).toEqual({ ...before.data.history, revision: 0 });
        }
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
  });

  it('changes nothing, not even the redo tail, when a change fails validation', () => {
    fc.assert(
      fc.property(initial, changes, fc.nat(3), ({ seed, size }, steps, undos) => {
        const { service, generator, id } = start(seed, size);
        const model = stateOf(json(service, id));
        let applied = 0;
        for (const step of steps) {
          const { operations, valid } = generator.change(model, step);
          if (valid) {
            expect(service.apply(id, operations, 'step').success).toBe(true);
            model.apply(operations);
            applied++;
          }
        }
        for (let i = 0; i < Math.min(undos, applied); i++) expect(service.undo(id).success).toBe(true);
        const circuit = json(service, id);
        const history = service.history(id);
        // Changes that break a rule: the generator's invalid kinds, against the current circuit.
        const model2 = stateOf(circuit);
        for (const step of steps) {
          const bad = generator.change(model2, [...step, { kind: 9, a: 1, b: 0, c: 0, d: 0 }]);
          expect(bad.valid).toBe(false);
          const result = service.apply(id, bad.operations, 'bad');
          expect(result.success).toBe(false);
          expect(json(service, id)).toEqual(circuit);
          expect(service.history(id)).toEqual(history);
        }
      }),
      { seed: SEED + 2, numRuns: RUNS },
    );
  });

  it('shows the circuit exactly as it was at any point jumped to', () => {
    fc.assert(
      fc.property(initial, changes, fc.array(fc.nat(), { maxLength: 8 }), ({ seed, size }, steps, jumps) => {
        const { service, generator, id, original } = start(seed, size);
        const model = stateOf(original);
        const snapshots = [original];
        for (const step of steps) {
          const { operations, valid } = generator.change(model, step);
          if (!valid) continue;
          expect(service.apply(id, operations, 'step').success).toBe(true);
          model.apply(operations);
          snapshots.push(model.toJSON());
        }
        let position = snapshots.length - 1;
        for (const pick of jumps) {
          position = pick % snapshots.length;
          expect(service.jump(id, position)).toMatchObject({ success: true, data: { history: { position } } });
          expect(json(service, id)).toEqual(snapshots[position]);
        }
        // A new change where the jump left us drops everything after that point.
        const fresh = generator.change(stateOf(snapshots[position]!), [{ kind: 0, a: 1, b: 2, c: 3, d: 0 }]);
        const applied = service.apply(id, fresh.operations, 'after the jump');
        expect(applied).toMatchObject({ success: true, data: { history: { position: position + 1 } } });
        expect(applied).toMatchObject({ data: { history: { length: position + 1, canRedo: false } } });
      }),
      { seed: SEED + 3, numRuns: RUNS },
    );
  });
});
