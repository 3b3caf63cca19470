import { z } from 'zod';
import { MAX_ADDRESS_BITS } from '../memory/words';
import {
  ComponentInstanceSchema,
  ComponentPatchSchema,
  NotePatchSchema,
  NoteSchema,
  TestCasePatchSchema,
  TestCaseSchema,
  WireSchema,
} from './types';

/** The most words one `writeMemory` writes (a paste of 64 K words; more is a new contents). */
export const MAX_WORDS_PER_WRITE = 65_536;

/**
 * The edit operations. Every change to a circuit — a drag, a shortcut, an AI tool call — is a list
 * of these, applied atomically by {@link CircuitState.apply}, which also returns the inverse list.
 *
 * Invariant: applying the returned inverse to the resulting state gives back the previous state
 * exactly, and applying the forward list again to that gives the same result (redo).
 */
export const OperationSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('addComponent'), component: ComponentInstanceSchema }),
  /** Removes a component and every wire attached to it (the inverse restores them). */
  z.strictObject({ op: z.literal('removeComponent'), id: ComponentInstanceSchema.shape.id }),
  z.strictObject({ op: z.literal('updateComponent'), id: ComponentInstanceSchema.shape.id, set: ComponentPatchSchema }),
  z.strictObject({ op: z.literal('addWire'), wire: WireSchema }),
  z.strictObject({ op: z.literal('removeWire'), id: WireSchema.shape.id }),
  /** Notes are annotations: they have their own ids and never touch components or wires. */
  z.strictObject({ op: z.literal('addNote'), note: NoteSchema }),
  z.strictObject({ op: z.literal('removeNote'), id: NoteSchema.shape.id }),
  z.strictObject({ op: z.literal('updateNote'), id: NoteSchema.shape.id, set: NotePatchSchema }),
  /** Test cases belong to the circuit but are not part of its logic, like notes. */
  z.strictObject({ op: z.literal('addTest'), test: TestCaseSchema }),
  z.strictObject({ op: z.literal('removeTest'), id: TestCaseSchema.shape.id }),
  z.strictObject({ op: z.literal('updateTest'), id: TestCaseSchema.shape.id, set: TestCasePatchSchema }),
  /**
   * Words of a ROM's or RAM's contents from `address` on: an edit of a few words costs a few words
   * in the history, whatever the size of the memory (its inverse holds the words it replaced).
   */
  z.strictObject({
    op: z.literal('writeMemory'),
    id: ComponentInstanceSchema.shape.id,
    address: z
      .number()
      .int()
      .min(0)
      .max(2 ** MAX_ADDRESS_BITS - 1),
    words: z.array(z.number().int().min(0).max(0xffffffff)).min(1).max(MAX_WORDS_PER_WRITE),
  }),
]);
export type Operation = z.infer<typeof OperationSchema>;

/** At most this many operations in one change. */
export const MAX_OPERATIONS = 100_000;

export const OperationListSchema = z.array(OperationSchema).min(1).max(MAX_OPERATIONS);

/** Edits of notes: annotations that change nothing a simulator, a validator or a netlist sees. */
export function isNoteOperation(op: Operation): boolean {
  return op.op === 'addNote' || op.op === 'removeNote' || op.op === 'updateNote';
}

/** Edits of test cases: they belong to the circuit but change nothing a simulator or a netlist sees. */
export function isTestOperation(op: Operation): boolean {
  return op.op === 'addTest' || op.op === 'removeTest' || op.op === 'updateTest';
}

/** Edits that leave the circuit's logic as it was (notes, test cases). */
export function leavesLogic(op: Operation): boolean {
  return isNoteOperation(op) || isTestOperation(op);
}
