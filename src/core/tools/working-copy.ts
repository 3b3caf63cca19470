import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Operation } from '../../shared/circuit/operations';
import type { Circuit } from '../../shared/circuit/types';
import { fail, ok, type Result } from '../../shared/errors';

/** One edit a tool made to the working copy, with its inverse (for the turn's own undo and redo). */
export interface WorkingStep {
  /** What the step did, in words ("added XOR G1"). */
  readonly summary: string;
  readonly forward: readonly Operation[];
  readonly inverse: readonly Operation[];
}

/**
 * The copy of the circuit one assistant turn edits. Each editing tool applies its operations here
 * (all or nothing, with the same rules as the document), so later tools see them; the document is
 * untouched until the turn ends and {@link operations} are committed as ONE change. `undo` and
 * `redo` move over the turn's own steps only.
 */
export class WorkingCopy {
  private readonly done: WorkingStep[] = [];
  private undone: WorkingStep[] = [];
  private readonly listeners = new Set<() => void>();

  private constructor(
    readonly state: CircuitState,
    /** The circuit's revision when the copy was taken. */
    readonly baseRevision: number,
  ) {}

  /** A copy of `circuit` (the document's state is never shared). */
  static of(circuit: Circuit, baseRevision = 0): Result<WorkingCopy> {
    const state = CircuitState.fromCircuit(circuit);
    return state.success ? ok(new WorkingCopy(state.data, baseRevision)) : state;
  }

  /** Applies one step, all or nothing; an empty list changes nothing and records nothing. */
  apply(operations: readonly Operation[], summary: string): Result<WorkingStep> {
    if (operations.length === 0) return ok({ summary, forward: [], inverse: [] });
    const applied = this.state.apply(operations);
    if (!applied.success) return applied;
    const step: WorkingStep = { summary, forward: [...operations], inverse: applied.data.inverse };
    this.done.push(step);
    this.undone = [];
    this.changed();
    return ok(step);
  }

  /** Takes back the turn's last step. */
  undo(): Result<WorkingStep> {
    const step = this.done.at(-1);
    if (!step)
      return fail(
        'NOTHING_TO_UNDO',
        'This turn has made no change to undo.',
        'Undo only takes back your own steps of this turn.',
      );
    const applied = this.state.apply(step.inverse);
    if (!applied.success) return applied;
    this.done.pop();
    this.undone.push(step);
    this.changed();
    return ok(step);
  }

  /** Puts back the step the last undo took back. */
  redo(): Result<WorkingStep> {
    const step = this.undone.at(-1);
    if (!step) return fail('NOTHING_TO_REDO', 'There is no undone step of this turn to redo.', 'Redo follows an undo.');
    const applied = this.state.apply(step.forward);
    if (!applied.success) return applied;
    this.undone.pop();
    this.done.push(step);
    this.changed();
    return ok(step);
  }

  /** The turn's change so far: the forward operations of its steps, in order. */
  operations(): Operation[] {
    return this.done.flatMap((step) => step.forward);
  }

  /** The steps in effect, oldest first. */
  steps(): readonly WorkingStep[] {
    return this.done;
  }

  get edited(): boolean {
    return this.done.length > 0;
  }

  /** Called after every change of the copy (the preview follows it). Returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
