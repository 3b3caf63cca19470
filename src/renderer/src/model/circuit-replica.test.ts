import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CircuitState, type Operation } from '../../../shared/circuit';
import type { CircuitChanged, OpenCircuit } from '../../../shared/contract';
import { halfAdder } from '../test-support/circuits';
import { editCommand, toOperations } from '../test-support/random-edits';
import { CircuitReplica } from './circuit-replica';

const HISTORY = { position: 0, length: 0, canUndo: false, canRedo: false };

function opened(state: CircuitState, revision = 0): OpenCircuit {
  return {
    meta: { id: 'doc', name: 'Test', createdAt: 0, updatedAt: 0, componentCount: 0, wireCount: 0 },
    circuit: state.toJSON(),
    history: { ...HISTORY, revision },
  };
}

function changed(revision: number, operations: Operation[], circuitId = 'doc'): CircuitChanged {
  return {
    circuitId,
    revision,
    cause: 'edit',
    label: 'edit',
    source: 'user',
    operations,
    history: { ...HISTORY, revision },
  };
}

function replicaOf(state: CircuitState, revision = 0): CircuitReplica {
  const replica = CircuitReplica.fromOpen(opened(state, revision));
  if (!replica.success) throw new Error(replica.error);
  return replica.data;
}

describe('CircuitReplica', () => {
  it('applies the next revision and reports what it touched, including the wires a removed component takes along', () => {
    const replica = replicaOf(halfAdder(), 4);
    const outcome = replica.apply(changed(5, [{ op: 'removeComponent', id: 'sw1' }]));
    expect(outcome.kind).toBe('applied');
    if (outcome.kind !== 'applied') return;
    expect([...outcome.touched.components]).toEqual(['sw1']);
    expect([...outcome.touched.wires].sort()).toEqual(['w1', 'w3']);
    expect(replica.revision).toBe(5);
    expect(replica.state.wire('w1')).toBeUndefined();
  });

  it('ignores events of other circuits and revisions it already has', () => {
    const replica = replicaOf(halfAdder(), 4);
    expect(replica.apply(changed(5, [{ op: 'removeComponent', id: 'sw1' }], 'other')).kind).toBe('ignored');
    expect(replica.apply(changed(4, [{ op: 'removeComponent', id: 'sw1' }])).kind).toBe('ignored');
    expect(replica.state.component('sw1')).toBeDefined();
  });

  it('reports a gap when a revision is skipped or the operations do not apply, and changes nothing', () => {
    const replica = replicaOf(halfAdder(), 4);
    expect(replica.apply(changed(6, [{ op: 'removeComponent', id: 'sw1' }])).kind).toBe('gap');
    expect(replica.apply(changed(5, [{ op: 'removeComponent', id: 'nope' }])).kind).toBe('gap');
    expect(replica.revision).toBe(4);
    expect(replica.state.componentCount).toBe(9);
  });

  it('stays equal to the main circuit through any sequence of edits and undos (seeded)', () => {
    const seed = 20260;
    fc.assert(
      fc.property(fc.array(fc.tuple(editCommand, fc.boolean()), { maxLength: 40 }), (steps) => {
        const main = halfAdder();
        const replica = replicaOf(halfAdder());
        let revision = 0;
        const undo: Operation[][] = [];
        for (const [command, undoIt] of steps) {
          const operations = undoIt && undo.length > 0 ? undo.pop()! : toOperations(main, command);
          if (operations.length === 0) continue;
          const applied = main.apply(operations);
          expect(applied.success ? '' : applied.error, `seed ${seed}`).toBe('');
          if (!applied.success) return;
          if (!undoIt) undo.push(applied.data.inverse);
          const outcome = replica.apply(changed(++revision, operations));
          expect(outcome.kind, `seed ${seed}`).toBe('applied');
        }
        expect(replica.state.toJSON(), `seed ${seed}`).toEqual(main.toJSON());
      }),
      { seed, numRuns: 150 },
    );
  });
});
