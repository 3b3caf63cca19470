import type { CircuitState } from '../../shared/circuit/circuit-state';
import { parseCircuitFile, type BundledSubcircuit } from '../../shared/circuit/file-format';
import { shapeOf } from '../../shared/circuit/flat-size';
import type { Circuit, ComponentInstance, Note, PowerOn, TestCase, Wire } from '../../shared/circuit/types';
import type { ForeignReportData, OpenCircuit } from '../../shared/contract';
import { getDefinition } from '../../shared/components/registry';
import { ok, type Failure, type Result } from '../../shared/errors';
import { stringifyInSlices, type YieldNow } from '../slices';
import type { DocumentService } from './document-service';
import { ImportCheck } from './import-check';
import { remapSubcircuits } from './subcircuit-bundle';

/**
 * Some of a circuit's parts: components first, then wires, then notes, then test cases, as
 * {@link CircuitState.fromCircuit} adds them; or why the rest cannot come (the reader failed half way).
 */
export interface CircuitBatch {
  readonly components?: readonly ComponentInstance[];
  readonly wires?: readonly Wire[];
  readonly notes?: readonly Note[];
  readonly tests?: readonly TestCase[];
  /** How the circuit's nets start at power-on, when the file says (`zero`: a Digital file's). */
  readonly powerOn?: PowerOn;
  readonly failure?: Failure;
}

/** A circuit file whose text was parsed and whose shape was checked; its parts arrive in batches. */
export interface CheckedFile {
  readonly name: string;
  readonly componentCount: number;
  readonly wireCount: number;
  readonly noteCount: number;
  /** The definitions of the subcircuits it places (a version 3 file), with the ids the file gives them. */
  readonly subcircuits?: readonly BundledSubcircuit[];
  /** How many times the circuit places each subcircuit (by the file's ids), when it places any. */
  readonly uses?: ReadonlyMap<string, number>;
  /** The parts, in order; a worker's arrive over time, hence possibly asynchronous. */
  readonly batches: AsyncIterable<CircuitBatch> | Iterable<CircuitBatch>;
  /** A Logisim or Digital file's: what was carried over. */
  readonly report?: ForeignReportData;
}

/** A file's name and text. */
export interface NamedText {
  readonly name: string;
  readonly text: string;
}

/**
 * Reads another program's file (Logisim's, Digital's) into our model with a report, or answers
 * undefined when the text is not one (src/core/foreign's `readForeignFile`, handed in by the app).
 */
export type ForeignReader = (
  main: NamedText,
  companions: readonly NamedText[],
) =>
  | Result<{
      readonly name: string;
      readonly circuit: Circuit;
      readonly subcircuits: readonly BundledSubcircuit[];
      readonly report: ForeignReportData;
    }>
  | undefined;

/** Where a file's text came from: its name, and the other files opened with it (a Digital project's). */
export interface FileSource {
  readonly fileName?: string;
  /** The text's nesting was scanned already (a big file, before it went to the import worker). */
  readonly depthScanned?: boolean;
  readonly companions?: readonly { readonly fileName: string; readonly content: string }[];
}

/**
 * Reads the text of a circuit file: JSON and shape (the file format's schema), with the same
 * failures as `parseCircuitFile`. The app does it in a worker thread for big files
 * (src/main/import); {@link readFileHere} does it in this thread.
 */
export type CircuitFileReader = (content: string, source?: FileSource) => Promise<Result<CheckedFile>>;

/** Operations applied between two yields: about 20 ms of work on a slow machine. */
export const IMPORT_SLICE = 2000;
/** Test cases in one batch (each may be a long text). */
const TEST_BATCH = 8;

/** A file read in this thread: its batches are there already. */
export type FileReadHere = CheckedFile & { readonly batches: Iterable<CircuitBatch> };

/**
 * Reads a circuit file in this thread, handing its parts on in batches of `batchSize`: one of our
 * own, or, with `foreign`, a Logisim or Digital file read into our model, with its report.
 */
export function readFileHere(
  content: string,
  batchSize = IMPORT_SLICE,
  source: FileSource = {},
  foreign?: ForeignReader,
): Promise<Result<FileReadHere>> {
  const other = foreign?.(
    { name: source.fileName ?? 'Imported circuit', text: content },
    (source.companions ?? []).map((c) => ({ name: c.fileName, text: c.content })),
  );
  const parsed = other ?? parseCircuitFile(content, source.depthScanned === true);
  if (!parsed.success) return Promise.resolve(parsed);
  const { name, circuit, subcircuits } = parsed.data;
  const report = other?.success ? other.data.report : undefined;
  const { uses } = shapeOf(circuit);
  function* batches(): Generator<CircuitBatch> {
    for (let i = 0; i < circuit.components.length; i += batchSize) {
      yield { components: circuit.components.slice(i, i + batchSize) };
    }
    for (let i = 0; i < circuit.wires.length; i += batchSize) yield { wires: circuit.wires.slice(i, i + batchSize) };
    for (let i = 0; i < notes.length; i += batchSize) yield { notes: notes.slice(i, i + batchSize) };
    // Test cases can be long texts: a few at a time.
    for (let i = 0; i < tests.length; i += TEST_BATCH) yield { tests: tests.slice(i, i + TEST_BATCH) };
    if (circuit.powerOn !== undefined) yield { powerOn: circuit.powerOn };
  }
  const notes = circuit.notes ?? [];
  const tests = circuit.tests ?? [];
  const counts = {
    componentCount: circuit.components.length,
    wireCount: circuit.wires.length,
    noteCount: notes.length,
  };
  return Promise.resolve(
    ok({
      name,
      ...counts,
      ...(subcircuits ? { subcircuits } : {}),
      ...(uses.size > 0 ? { uses } : {}),
      ...(report ? { report } : {}),
      // Read again from the start by each loop over them (see `refusedWhereRead`).
      batches: { [Symbol.iterator]: batches },
    }),
  );
}

/**
 * The failure of a file read in this thread that is certain to be refused: one with a part of a
 * type the registry does not know. Its whole check runs here, so the failure lists the same
 * problems, counted the same way, as if the parts had been handed over; the import worker asks
 * before it hands over any part, so a file of 200,000 unknown parts is refused without copying
 * them to the main thread and checking them there. Undefined when the file may be fine (its parts
 * are then checked where its state is built, as always).
 */
export async function refusedWhereRead(file: FileReadHere): Promise<Failure | undefined> {
  if (!hasUnknownType(file.batches)) return undefined;
  const built = await buildStateInSlices(file, () => Promise.resolve(), Number.POSITIVE_INFINITY);
  return built.success ? undefined : built;
}

/** Whether a part of the batches has a type the registry does not know (each type looked up once). */
function hasUnknownType(batches: Iterable<CircuitBatch>): boolean {
  const known = new Set<string>();
  for (const batch of batches) {
    for (const component of batch.components ?? []) {
      if (known.has(component.type)) continue;
      if (getDefinition(component.type) === undefined) return true;
      known.add(component.type);
    }
  }
  return false;
}

/**
 * Builds the state of a checked file, `sliceSize` parts at a time with `yieldNow` in between, so
 * that a 200,000-part circuit never holds the event loop for long. Every rule is checked as
 * {@link checkImportedCircuit} checks it, with the same result: the state, or one failure listing
 * every problem of the file.
 */
export async function buildStateInSlices(
  file: CheckedFile,
  yieldNow: YieldNow,
  sliceSize = IMPORT_SLICE,
): Promise<Result<CircuitState>> {
  const check = new ImportCheck();
  for await (const batch of file.batches) {
    if (batch.failure) return batch.failure;
    const components = batch.components ?? [];
    const wires = batch.wires ?? [];
    for (let i = 0; i < components.length; i += sliceSize) {
      check.add(components.slice(i, i + sliceSize), []);
      await yieldNow();
    }
    for (let i = 0; i < wires.length; i += sliceSize) {
      check.add([], wires.slice(i, i + sliceSize));
      await yieldNow();
    }
    const notes = batch.notes ?? [];
    for (let i = 0; i < notes.length; i += sliceSize) {
      check.add([], [], notes.slice(i, i + sliceSize));
      await yieldNow();
    }
    if (batch.tests && batch.tests.length > 0) check.add([], [], [], batch.tests);
    if (batch.powerOn !== undefined) check.state.setPowerOn(batch.powerOn);
  }
  return check.result();
}

/**
 * Imports a circuit file without holding the event loop: `readFile` parses and shape-checks it
 * (a worker thread in the app), the state is built in slices, and only then is it stored, as one
 * new circuit, and opened.
 */
export async function importInSlices(
  documents: Pick<DocumentService, 'importState' | 'adoptSubcircuits'>,
  content: string,
  readFile: CircuitFileReader,
  yieldNow: YieldNow,
  source: FileSource = {},
): Promise<Result<OpenCircuit & { report?: ForeignReportData }>> {
  const file = await readFile(content, source);
  if (!file.success) return file;
  const opened = await storeInSlices(documents, file.data, yieldNow);
  return opened.success && file.data.report ? ok({ ...opened.data, report: file.data.report }) : opened;
}

/**
 * Checks a circuit's parts and stores them as one new circuit, opened, in slices (`circuit:import`
 * after reading the file, `verilog:import` after synthesis).
 */
export async function storeInSlices(
  documents: Pick<DocumentService, 'importState' | 'adoptSubcircuits'>,
  given: CheckedFile,
  yieldNow: YieldNow,
): Promise<Result<OpenCircuit>> {
  // A version 3 file's subcircuits come first; its instances then point at the library's circuits.
  const uses = given.uses ?? new Map<string, number>();
  let placed = 0;
  for (const n of uses.values()) placed += n;
  const shape = { own: given.componentCount - placed, uses };
  const ids = documents.adoptSubcircuits(given.subcircuits ?? [], { name: given.name, shape });
  if (!ids.success) return ids;
  const file = ids.data.size === 0 ? given : { ...given, batches: remapBatches(given.batches, ids.data) };
  const state = await buildStateInSlices(file, yieldNow);
  if (!state.success) return state;
  // Serialising 200,000 parts for the store takes a third of a second in one go: in slices too.
  const serialized = await stringifyInSlices(state.data.toJSON(), yieldNow);
  return documents.importState(file.name, state.data, serialized);
}

/** Batches whose subcircuits point at the library's circuits (`ids`: the file's id → the library's). */
async function* remapBatches(
  batches: AsyncIterable<CircuitBatch> | Iterable<CircuitBatch>,
  ids: ReadonlyMap<string, string>,
): AsyncGenerator<CircuitBatch> {
  for await (const batch of batches) {
    yield batch.components
      ? { ...batch, components: remapSubcircuits({ components: [...batch.components], wires: [] }, ids).components }
      : batch;
  }
}
