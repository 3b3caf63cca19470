import { z } from 'zod';
import { CircuitSchema, type Circuit } from '../../../shared/circuit/types';

/**
 * What an exported lesson page hands its runtime: for each live circuit, a
 * `<script type="application/json" class="cf-circuit-data" data-block="N">` holding
 * {@link LiveCircuitData}; for each exercise, its section (`.cf-exercise[data-block=N]`, hidden)
 * that the runtime moves into placeholder N; and once, when the circuits place subcircuits,
 * `<script type="application/json" class="cf-subcircuit-library">` holding {@link PageLibrary}.
 */
export const PAGE_CLASSES = {
  /** The placeholder renderLesson writes for a block. */
  block: 'cf-lesson-block',
  circuitData: 'cf-circuit-data',
  exercise: 'cf-exercise',
  /** A block that cannot be shown live: its message, in place. */
  blockProblem: 'cf-block-problem',
  /** The one `<script type="application/json">` holding the subcircuit definitions the circuits place. */
  library: 'cf-subcircuit-library',
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

/** A subcircuit definition a page carries: the circuit id its instances name, its name, its content. */
export const PageDefinitionSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().max(200),
  circuit: CircuitSchema,
});
export interface PageDefinition {
  readonly id: string;
  readonly name: string;
  readonly circuit: Circuit;
}

/** The most definitions a page's library is read with (the export carries at most 500). */
const MAX_READ_DEFINITIONS = 1000;

export const PageLibrarySchema = z.strictObject({
  definitions: z.array(PageDefinitionSchema).max(MAX_READ_DEFINITIONS),
});
/** The subcircuit definitions of a page, each once, innermost first. */
export interface PageLibrary {
  readonly definitions: readonly PageDefinition[];
}

/**
 * Reads a page's subcircuit definitions; a message in the reader's words when they cannot be read
 * (the circuits that place subcircuits then say their definitions are missing).
 */
export function readPageLibrary(json: string): PageLibrary | { readonly problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: "The page's subcircuits could not be read: their data is damaged." };
  }
  const parsed = PageLibrarySchema.safeParse(value);
  if (!parsed.success) return { problem: "The page's subcircuits could not be read: their data is not circuits." };
  return parsed.data;
}
