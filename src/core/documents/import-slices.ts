import { CircuitState } from '../../shared/circuit/circuit-state';
import { parseCircuitFile } from '../../shared/circuit/file-format';
import type { Operation } from '../../shared/circuit/operations';
import type { ComponentInstance, Note, Wire } from '../../shared/circuit/types';
import type { OpenCircuit } from '../../shared/contract';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import { stringifyInSlices, type YieldNow } from '../slices';
import type { DocumentService } from './document-service';

/**
 * Some of a circuit's parts: components first, then wires, then notes, as
 * {@link CircuitState.fromCircuit} adds them; or why the rest cannot come (the reader failed half way).
 */
export interface CircuitBatch {
  readonly components?: readonly ComponentInstance[];
  readonly wires?: readonly Wire[];
  readonly notes?: readonly Note[];
  readonly failure?: Failure;
}

/** A circuit file whose text was parsed and whose shape was checked; its parts arrive in batches. */
export interface CheckedFile {
  readonly name: string;
  readonly componentCount: number;
  readonly wireCount: number;
  readonly noteCount: number;
  /** The parts, in order; a worker's arrive over time, hence possibly asynchronous. */
  readonly batches: AsyncIterable<CircuitBatch> | Iterable<CircuitBatch>;
}

/**
 * Reads the text of a circuit file: JSON and shape (the file format's schema), with the same
 * failures as `parseCircuitFile`. The app does it in a worker thread for big files
 * (src/main/import); {@link readFileHere} does it in this thread.
 */
export type CircuitFileReader = (content: string) => Promise<Result<CheckedFile>>;

/** Operations applied between two yields: about 20 ms of work on a slow machine. */
export const IMPORT_SLICE = 2000;

/** A file read in this thread: its batches are there already. */
export type FileReadHere = CheckedFile & { readonly batches: Iterable<CircuitBatch> };

/** Reads a circuit file in this thread, handing its parts on in batches of `batchSize`. */
export function readFileHere(content: string, batchSize = IMPORT_SLICE): Promise<Result<FileReadHere>> {
  const parsed = parseCircuitFile(content);
  if (!parsed.success) return Promise.resolve(parsed);
  const { name, circuit } = parsed.data;
  function* batches(): Generator<CircuitBatch> {
    for (let i = 0; i < circuit.components.length; i += batchSize) {
      yield { components: circuit.components.slice(i, i + batchSize) };
    }
    for (let i = 0; i < circuit.wires.length; i += batchSize) yield { wires: circuit.wires.slice(i, i + batchSize) };
    for (let i = 0; i < notes.length; i += batchSize) yield { notes: notes.slice(i, i + batchSize) };
  }
  const notes = circuit.notes ?? [];
  const counts = {
    componentCount: circuit.components.length,
    wireCount: circuit.wires.length,
    noteCount: notes.length,
  };
  return Promise.resolve(ok({ name, ...counts, batches: batches() }));
}

/**
 * Builds the state of a checked file, checking every rule exactly as {@link CircuitState.fromCircuit}
 * does (same failures, numbered over the whole file), `sliceSize` operations at a time with
 * `yieldNow` in between, so that a 200,000-part circuit never holds the event loop for long.
 */
export async function buildStateInSlices(
  file: CheckedFile,
  yieldNow: YieldNow,
  sliceSize = IMPORT_SLICE,
): Promise<Result<CircuitState>> {
  const state = new CircuitState();
  const total = file.componentCount + file.wireCount + file.noteCount;
  let offset = 0;
  for await (const batch of file.batches) {
    if (batch.failure) return batch.failure;
    const operations: Operation[] = [
      ...(batch.components ?? []).map((component) => ({ op: 'addComponent' as const, component })),
      ...(batch.wires ?? []).map((wire) => ({ op: 'addWire' as const, wire })),
      ...(batch.notes ?? []).map((note) => ({ op: 'addNote' as const, note })),
    ];
    for (let i = 0; i < operations.length; i += sliceSize) {
      const slice = operations.slice(i, i + sliceSize);
      const applied = state.apply(slice);
      if (!applied.success) return numbered(state, slice, applied, offset, total);
      offset += slice.length;
      await yieldNow();
    }
  }
  return ok(state);
}

/**
 * The failure of one slice as `fromCircuit` words it for the whole file: "Operation i of n: …".
 * The slice was rolled back; the operations before the bad one apply again, then the bad one alone
 * gives its own message.
 */
function numbered(
  state: CircuitState,
  slice: readonly Operation[],
  failure: Failure,
  offset: number,
  total: number,
): Failure {
  const index = (failure.details as { index?: unknown } | undefined)?.index;
  if (typeof index !== 'number') return failure;
  if (index > 0 && !state.apply(slice.slice(0, index)).success) return failure;
  const alone = state.apply([slice[index]!]);
  if (alone.success) return failure;
  const details = {
    ...(typeof alone.details === 'object' && alone.details !== null ? alone.details : {}),
    index: offset + index,
  };
  const where = total > 1 ? `Operation ${offset + index + 1} of ${total}: ` : '';
  return { ...alone, error: `${where}${alone.error}`, details };
}

/** A file whose circuit breaks a rule, as `DocumentService.importFile` reports it. */
export function brokenRuleFailure(checked: Failure): Failure {
  return fail('INVALID_FILE', `The file's circuit breaks a rule: ${checked.error}`, checked.hint, checked.details);
}

/**
 * Imports a circuit file without holding the event loop: `readFile` parses and shape-checks it
 * (a worker thread in the app), the state is built in slices, and only then is it stored, as one
 * new circuit, and opened.
 */
export async function importInSlices(
  documents: Pick<DocumentService, 'importState'>,
  content: string,
  readFile: CircuitFileReader,
  yieldNow: YieldNow,
): Promise<Result<OpenCircuit>> {
  const file = await readFile(content);
  if (!file.success) return file;
  const state = await buildStateInSlices(file.data, yieldNow);
  if (!state.success) return brokenRuleFailure(state);
  // Serialising 200,000 parts for the store takes a third of a second in one go: in slices too.
  const serialized = await stringifyInSlices(state.data.toJSON(), yieldNow);
  return documents.importState(file.data.name, state.data, serialized);
}
