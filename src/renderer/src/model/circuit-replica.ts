import { CircuitState, type Operation } from '../../../shared/circuit';
import type { CircuitChanged, OpenCircuit } from '../../../shared/contract';
import type { Result } from '../../../shared/errors';

/** Ids of the components, wires and notes a change may have added, changed or removed. */
export interface Touched {
  readonly components: ReadonlySet<string>;
  readonly wires: ReadonlySet<string>;
  /** Note ids; absent when the change touched no note. */
  readonly notes?: ReadonlySet<string>;
}

/** What became of a `circuit.changed` event. */
export type ChangeOutcome =
  | { readonly kind: 'applied'; readonly touched: Touched }
  /** Another circuit, or a revision this replica already has. */
  | { readonly kind: 'ignored' }
  /** A revision was skipped or the operations do not apply: the replica must be re-opened. */
  | { readonly kind: 'gap'; readonly reason: string };

/**
 * The renderer's copy of the open circuit. It changes ONLY from what the main process says: the
 * result of `circuit:open`/`circuit:current`, then `circuit.changed` events applied in revision
 * order. Anything else (a skipped revision, operations that do not apply) is reported as a gap,
 * and the caller re-opens the circuit instead of guessing.
 */
export class CircuitReplica {
  private constructor(
    readonly circuitId: string,
    readonly state: CircuitState,
    private currentRevision: number,
  ) {}

  /** A replica of an opened circuit. */
  static fromOpen(open: OpenCircuit): Result<CircuitReplica> {
    const state = CircuitState.fromCircuit(open.circuit);
    if (!state.success) return state;
    return { success: true, data: new CircuitReplica(open.meta.id, state.data, open.history.revision) };
  }

  /** The revision of the last change applied. */
  get revision(): number {
    return this.currentRevision;
  }

  /** Applies one `circuit.changed` event if it is the next revision of this circuit. */
  apply(event: CircuitChanged): ChangeOutcome {
    if (event.circuitId !== this.circuitId || event.revision <= this.currentRevision) return { kind: 'ignored' };
    if (event.revision !== this.currentRevision + 1) {
      return { kind: 'gap', reason: `expected revision ${this.currentRevision + 1}, got ${event.revision}` };
    }
    const touched = touchedBy(this.state, event.operations);
    if (event.operations.length > 0) {
      const result = this.state.apply(event.operations);
      if (!result.success) return { kind: 'gap', reason: result.error };
    }
    this.currentRevision = event.revision;
    return { kind: 'applied', touched };
  }
}

/**
 * The ids operations touch, read before they are applied: a removed component also takes its
 * wires with it, and those must leave the canvas too.
 */
export function touchedBy(state: CircuitState, operations: readonly Operation[]): Touched {
  const components = new Set<string>();
  const wires = new Set<string>();
  const notes = new Set<string>();
  for (const op of operations) {
    switch (op.op) {
      case 'addComponent':
        components.add(op.component.id);
        break;
      case 'updateComponent':
      case 'writeMemory':
        components.add(op.id);
        break;
      case 'removeComponent':
        components.add(op.id);
        for (const wire of state.wiresOf(op.id)) wires.add(wire.id);
        break;
      case 'addWire':
        wires.add(op.wire.id);
        break;
      case 'removeWire':
        wires.add(op.id);
        break;
      case 'addNote':
        notes.add(op.note.id);
        break;
      case 'removeNote':
      case 'updateNote':
        notes.add(op.id);
        break;
      case 'addTest':
      case 'removeTest':
      case 'updateTest':
        break;
    }
  }
  return notes.size > 0 ? { components, wires, notes } : { components, wires };
}
