import { z } from 'zod';
import { CircuitSchema, type Circuit } from '../../../shared/circuit/types';

/**
 * What an exported lesson page hands its runtime: for each live circuit, a
 * `<script type="application/json" class="cf-circuit-data" data-block="N">` holding
 * {@link LiveCircuitData}; for each exercise, its section (`.cf-exercise[data-block=N]`, hidden)
 * that the runtime moves into placeholder N.
 */
export const PAGE_CLASSES = {
  /** The placeholder renderLesson writes for a block. */
  block: 'cf-lesson-block',
  circuitData: 'cf-circuit-data',
  exercise: 'cf-exercise',
  /** A block that cannot be shown live: its message, in place. */
  blockProblem: 'cf-block-problem',
} as const;

export const LiveCircuitDataSchema = z.strictObject({
  /** A short title under the drawing ('' when none). */
  name: z.string().max(200),
  circuit: CircuitSchema,
});
/** A live circuit of the page. */
export interface LiveCircuitData {
  readonly name: string;
  readonly circuit: Circuit;
}

/** Reads a live circuit's embedded data; a message in the reader's words when it is not one. */
export function readLiveCircuitData(json: string): LiveCircuitData | { readonly problem: string } {
  let value: unknown;
  const Problem = z.strictObject({ problem: z.string().max(2000) });
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: 'This circuit could not be read: its data is damaged.' };
  }
  const problem = Problem.safeParse(value);
  if (problem.success) return problem.data;
  const parsed = LiveCircuitDataSchema.safeParse(value);
  if (!parsed.success) return { problem: 'This circuit could not be read: its data is not a circuit.' };
  return parsed.data;
}
