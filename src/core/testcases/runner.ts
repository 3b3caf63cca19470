import type { Circuit } from '../../shared/circuit/types';
import { evaluate, TestRunError } from './expression';
import type { TestProgram, TestValue } from './program';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { loadMemories } from './memories';
import { emitRows, type EmittedRow } from './rows';
import type { SignalBinding } from './binding';
import { bindSignals } from './signals';
import { WidthNotes, type TestNote } from './widths';

/** The circuit as a test drives it (a simulation, see target.ts). */
export interface TestTarget {
  /** Sets an input (a switch, button, clock or input port) to a value; takes effect at the next settle. */
  setLevel(binding: Extract<SignalBinding, { role: 'input' }>, value: bigint): void;
  /**
   * Leaves an input floating (a row's `Z`) until it is set again: undefined when done, or what is
   * wrong in words. Throws {@link NeedsEventEngine} when the engine cannot (the caller runs the
   * test again on the event engine).
   */
  setFloating(binding: Extract<SignalBinding, { role: 'input' }>): string | undefined;
  /** Settles; true when the circuit oscillates. */
  settle(): boolean;
  /** The value of a signal, most significant bit first, as 0/1/X/Z characters. */
  read(binding: SignalBinding): string;
  /** Presets a register's or flip-flop's stored bits (`init`); false when the part stores nothing. */
  setStored(binding: SignalBinding, value: bigint): boolean;
  /** Writes one word of a ROM or RAM (`memory`, `program`); what is wrong, in words, or undefined. */
  writeMemory(id: string, address: bigint, value: bigint): string | undefined;
}

/** Thrown by a target whose engine cannot leave an input floating: the test must run on the event engine. */
export class NeedsEventEngine extends Error {
  constructor() {
    super('This test leaves an input floating, which only the event engine simulates.');
  }
}

/** A row whose outputs were not what the test expects. */
export interface TestFailure {
  readonly line: number;
  /** The row's number among the rows run, from 1. */
  readonly row: number;
  readonly signal: string;
  readonly expected: string;
  readonly actual: string;
  /** The loop variables of the row ("n=3"), when it is in a loop. */
  readonly variables?: string;
}

/** One step of a run (a settle): what every signal of the header showed, and what the test expected of outputs. */
export interface TraceStep {
  readonly row: number;
  readonly line: number;
  /** Per header signal, MSB first. */
  readonly values: readonly string[];
  /** Per header signal: the expected value where the row checks it (outputs, after the row's last step). */
  readonly expected?: readonly (string | null)[];
}

export interface TestRunResult {
  readonly passed: boolean;
  /** Rows run (each combination of an input's X counts as one). */
  readonly rows: number;
  /** Rows with at least one output that differed. */
  readonly failedRows: number;
  /** The first failures (at most `maxFailures`). */
  readonly failures: readonly TestFailure[];
  /** What the user should know though the test ran (a value cut to its signal's width), by line; only when there are some. */
  readonly notes?: readonly TestNote[];
  /** Why the test could not run to its end: line and column in the test's text. */
  readonly error?: { readonly message: string; readonly line: number; readonly column: number };
  /** The steps, when asked for (at most `maxTrace`; `traceCut` when more were run). */
  readonly trace?: {
    readonly signals: readonly SignalInfo[];
    readonly steps: readonly TraceStep[];
    readonly cut: boolean;
  };
}

/** A header signal as the trace and the waveform show it. */
export interface SignalInfo {
  readonly name: string;
  readonly width: number;
  readonly role: 'input' | 'output';
}

export interface RunOptions {
  readonly maxFailures?: number;
  /** Record every step (for the waveform and VCD), up to this many. */
  readonly trace?: number;
  /** Stops after this many rows (a guard against tests that would run for hours). */
  readonly maxRows?: number;
  /** The subcircuits' definitions: a test may then check a uniquely labelled part inside them. */
  readonly library?: SubcircuitLibrary;
}

/** At most this many inputs may be X in one row (2^16 combinations). */
const MAX_DONT_CARE_INPUTS = 16;

/**
 * Runs a parsed test against a circuit, as Digital runs its test cases: each row sets the inputs it
 * names (X on an input runs every combination), then, when a value is C, settles, raises those
 * inputs, settles, lowers them; then settles and compares every output (X: anything; Z: high
 * impedance; a number: these bits, compared on the output's width). Nothing throws: an error is
 * part of the result, with its line.
 */
export function runTest(
  program: TestProgram,
  circuit: Circuit,
  target: TestTarget,
  options: RunOptions = {},
): TestRunResult {
  const maxFailures = options.maxFailures ?? 20;
  const failures: TestFailure[] = [];
  const steps: TraceStep[] = [];
  let traceCut = false;
  let rows = 0;
  let failedRows = 0;
  const widths = new WidthNotes();
  const declared = new Map(program.declares.map((d) => [d.name, d]));
  const { bindings, unknown } = bindSignals(circuit, program.names, new Set(declared.keys()), options.library);
  const signals: SignalInfo[] = program.names.map((n) => {
    const b = bindings.get(n.name);
    return { name: n.name, width: b?.width ?? 64, role: b?.role ?? 'output' };
  });
  const finish = (error?: TestRunResult['error']): TestRunResult => ({
    passed: error === undefined && failedRows === 0,
    rows,
    failedRows,
    failures,
    ...(widths.notes.length > 0 ? { notes: widths.notes } : {}),
    ...(error ? { error } : {}),
    ...(options.trace !== undefined ? { trace: { signals, steps, cut: traceCut } } : {}),
  });
  const first = unknown[0];
  if (first) return finish({ message: first.message, line: first.name.line, column: first.name.column });
  if (![...bindings.values()].some((b) => b.role === 'input'))
    return finish({
      message: 'The header names no input (a switch, button, clock or input port).',
      line: 1,
      column: 1,
    });
  if (![...bindings.values()].some((b) => b.role === 'output') && declared.size === 0)
    return finish({
      message: 'The header names no output (an LED, probe, output port or register).',
      line: 1,
      column: 1,
    });
  const loaded = loadMemories(program, circuit, target, options.library);
  if (loaded) return finish(loaded);
  for (const init of program.inits) {
    const binding =
      bindings.get(init.name) ?? bindSignals(circuit, [init], new Set(), options.library).bindings.get(init.name);
    if (!binding || !target.setStored(binding, init.value))
      return finish({
        message: `init needs a register or flip-flop: ${init.name} stores nothing.`,
        line: init.line,
        column: init.column,
      });
  }

  const columns = program.names.map((n) => ({
    name: n.name,
    binding: bindings.get(n.name),
    declare: declared.get(n.name),
  }));
  let seed = SEED;
  const reader = {
    read: (name: string) => {
      const binding =
        bindings.get(name) ??
        bindSignals(circuit, [{ name, line: 0, column: 0 }], new Set(), options.library).bindings.get(name);
      if (!binding || binding.role !== 'output') return undefined;
      return bitsValue(target.read(binding));
    },
    random: () => {
      seed = (seed * 0x5deece66dn + 0xbn) & MASK_48;
      const high = seed >> 16n;
      seed = (seed * 0x5deece66dn + 0xbn) & MASK_48;
      return BigInt.asIntN(64, (BigInt.asIntN(32, high) << 32n) + BigInt.asIntN(32, seed >> 16n));
    },
    resetRandom: () => {
      seed = SEED;
    },
  };
  const record = (row: number, line: number, expected?: (string | null)[]) => {
    if (options.trace === undefined) return;
    if (steps.length >= options.trace) {
      traceCut = true;
      return;
    }
    const values = columns.map((c) => (c.binding ? target.read(c.binding) : declaredValue(c.declare, reader, 64)));
    steps.push({ row, line, values, ...(expected ? { expected } : {}) });
  };

  try {
    for (const emitted of emitRows(program, reader)) {
      for (const values of expandDontCares(emitted, columns)) {
        rows++;
        if (options.maxRows !== undefined && rows > options.maxRows)
          throw new TestRunError(
            `the test runs more than ${options.maxRows.toLocaleString('en-US')} rows.`,
            emitted.line,
          );
        runRow(emitted, values, rows);
      }
    }
  } catch (error) {
    if (error instanceof TestRunError)
      return finish({ message: error.message, line: error.line, column: error.column });
    throw error;
  }
  return finish();

  function runRow(emitted: EmittedRow, values: readonly TestValue[], row: number): void {
    const clocked: Extract<SignalBinding, { role: 'input' }>[] = [];
    columns.forEach((c, i) => {
      const b = c.binding;
      if (!b || b.role !== 'input') return;
      const value = values[i]!;
      if (value.kind === 'clock') {
        if (b.width !== 1)
          throw new TestRunError(`C pulses a one-bit input; ${b.label} is ${b.width} bits wide.`, emitted.line);
        clocked.push(b);
      } else if (value.kind === 'z') {
        const refused = target.setFloating(b);
        if (refused !== undefined) throw new TestRunError(refused, emitted.line);
      } else if (value.kind === 'number')
        target.setLevel(
          b,
          value.computed
            ? BigInt.asUintN(b.width, value.value)
            : widths.cut(value.value, b.width, c.name, emitted.line),
        );
    });
    const settle = () => {
      if (target.settle())
        throw new TestRunError(`the circuit oscillates at row ${row} and never settles.`, emitted.line);
    };
    if (clocked.length > 0) {
      settle();
      record(row, emitted.line);
      for (const b of clocked) target.setLevel(b, 1n);
      settle();
      record(row, emitted.line);
      for (const b of clocked) target.setLevel(b, 0n);
    }
    settle();
    const expected: (string | null)[] = [];
    let failed = false;
    columns.forEach((c, i) => {
      const want = values[i]!;
      const b = c.binding;
      if (b?.role === 'input') {
        expected.push(null);
        return;
      }
      const width = b?.width ?? 64;
      const actual = b ? target.read(b) : declaredValue(c.declare, reader, width);
      expected.push(want.kind === 'x' ? null : describe(want, width));
      if (want.kind === 'clock') throw new TestRunError(`C is for inputs; ${c.name} is an output.`, emitted.line);
      if (want.kind === 'number' && !want.computed && width < 64) widths.cut(want.value, width, c.name, emitted.line);
      if (matches(want, actual, width)) return;
      failed = true;
      if (failures.length < maxFailures)
        failures.push({
          line: emitted.line,
          row,
          signal: c.name,
          expected: describe(want, width),
          actual: shown(actual),
          ...(variablesOf(emitted) ? { variables: variablesOf(emitted) } : {}),
        });
    });
    if (failed) failedRows++;
    record(row, emitted.line, expected);
  }
}

/** The loop variables of a row, as its failures show them (computed once, only for failing rows). */
const described = new WeakMap<EmittedRow, string>();
function variablesOf(row: EmittedRow): string {
  let text = described.get(row);
  if (text === undefined) described.set(row, (text = row.variables()));
  return text;
}

const SEED = 0x5deece66dn ^ 1234n;
const MASK_48 = (1n << 48n) - 1n;

/** The rows an X on an input stands for: every combination of 0 and 1 on those inputs. */
function* expandDontCares(
  emitted: EmittedRow,
  columns: readonly { binding: SignalBinding | undefined }[],
): Generator<readonly TestValue[]> {
  let dc: number[] | undefined;
  for (let i = 0; i < columns.length; i++) {
    if (emitted.values[i]!.kind === 'x' && columns[i]!.binding?.role === 'input') (dc ??= []).push(i);
  }
  if (!dc) {
    yield emitted.values;
    return;
  }
  if (dc.length > MAX_DONT_CARE_INPUTS)
    throw new TestRunError(
      `X on ${dc.length} inputs in one row is too many (at most ${MAX_DONT_CARE_INPUTS}).`,
      emitted.line,
    );
  for (let n = 0; n < 2 ** dc.length; n++) {
    const values = [...emitted.values];
    dc.forEach((column, k) => (values[column] = { kind: 'number', value: BigInt((n >> k) & 1) }));
    yield values;
  }
}

/** Whether an output's bits are what the row expects (a number on the output's width: its low bits). */
function matches(want: TestValue, actual: string, width: number): boolean {
  switch (want.kind) {
    case 'x':
      return true;
    case 'z':
      return /^Z+$/.test(actual);
    case 'clock':
      return false;
    case 'number': {
      if (width === 1) return actual === ((want.value & 1n) === 1n ? '1' : '0');
      if (!/^[01]+$/.test(actual)) return false;
      return BigInt(`0b${actual}`) === BigInt.asUintN(width, want.value);
    }
  }
}

/** An expected value as the failure shows it: decimal for one bit, hex and decimal for buses. */
function describe(value: TestValue, width: number): string {
  switch (value.kind) {
    case 'x':
      return 'X';
    case 'z':
      return 'Z';
    case 'clock':
      return 'C';
    case 'number': {
      const v = BigInt.asUintN(Math.min(width, 64), value.value);
      return width === 1 ? v.toString() : `0x${v.toString(16).toUpperCase()} (${v})`;
    }
  }
}

/** An actual value as the failure shows it: the bit for one bit, hex and decimal when all bits are known, else the bits. */
function shown(bits: string): string {
  if (bits.length === 1) return bits;
  if (!/^[01]+$/.test(bits)) return bits;
  const v = BigInt(`0b${bits}`);
  return `0x${v.toString(16).toUpperCase()} (${v})`;
}

/** A bit string's value, or undefined when a bit is X or Z. */
function bitsValue(bits: string): bigint | undefined {
  return /^[01]+$/.test(bits) ? BigInt(`0b${bits}`) : undefined;
}

/** The value of a `declare`d signal, as bits of `width`. */
function declaredValue(
  declare: { readonly expr: Parameters<typeof evaluate>[0]; readonly line: number } | undefined,
  reader: { read(name: string): bigint | undefined; random(): bigint },
  width: number,
): string {
  if (!declare) return 'X';
  const value = evaluate(declare.expr, {
    get: (name, line, column) => {
      const v = reader.read(name);
      if (v === undefined)
        throw new TestRunError(`${name} is not an output with a 0/1 value.`, line || declare.line, column);
      return v;
    },
    random: () => reader.random(),
  });
  return BigInt.asUintN(width, value).toString(2).padStart(width, '0');
}
