import type { TestTrace } from '../../../../shared/contract';
import { fitWidth } from './bits';
import { SampleStore } from './sample-store';
import type { Mismatch } from './wave-scene';

/** A test's run as waves: one unit of time per step, what was expected where it was not met. */
export interface TraceWaves {
  readonly signals: readonly { readonly name: string; readonly width: number; readonly role: 'input' | 'output' }[];
  readonly store: SampleStore;
  /** Per signal, the steps where the test expected another value (undefined: none). */
  readonly mismatches: readonly (readonly Mismatch[] | undefined)[];
  /** The row and the line of the test's text of each step. */
  readonly rows: Int32Array;
  readonly lines: Int32Array;
  /** The first step that did not meet the test (of `failingRow` when given), if any. */
  readonly failingStep: number | undefined;
  /** More steps ran than were kept. */
  readonly cut: boolean;
}

/**
 * The bits a test expected, from the way a run reports them ("1", "Z", "0x5 (5)"); undefined when
 * the value is not checked (X, or a C on an input).
 */
export function expectedBits(text: string | null | undefined, width: number): string | undefined {
  if (text === null || text === undefined) return undefined;
  if (text === 'Z') return 'Z'.repeat(width);
  if (text === '0' || text === '1') return fitWidth(text, width);
  const hex = /^0x([0-9A-Fa-f]+)/.exec(text);
  if (hex) return fitWidth(BigInt(`0x${hex[1]}`).toString(2), width);
  const decimal = /^-?\d+$/.exec(text);
  if (decimal) return fitWidth(BigInt.asUintN(width, BigInt(text)).toString(2), width);
  return undefined;
}

/** Turns a test's trace into waves, with the steps where it failed marked per signal. */
export function traceWaves(trace: TestTrace, failingRow?: number): TraceWaves {
  const { signals, steps } = trace;
  const store = new SampleStore(
    signals.map((s) => s.width),
    Math.max(1, steps.length),
  );
  const mismatches: Mismatch[][] = signals.map(() => []);
  const rows = new Int32Array(steps.length);
  const lines = new Int32Array(steps.length);
  let failingStep: number | undefined;
  let firstMismatch: number | undefined;
  steps.forEach((step, s) => {
    rows[s] = step.row;
    lines[s] = step.line;
    store.push(s, step.values);
    let missed = false;
    signals.forEach((signal, i) => {
      const want = expectedBits(step.expected?.[i], signal.width);
      if (want === undefined) return;
      const got = fitWidth(step.values[i] ?? 'X', signal.width);
      if (got === want) return;
      missed = true;
      mismatches[i]!.push({ from: s, to: s + 1, expected: want });
    });
    if (missed) {
      firstMismatch ??= s;
      if (failingRow !== undefined && step.row === failingRow) failingStep ??= s;
    }
  });
  store.extendTo(steps.length);
  return {
    signals,
    store,
    mismatches: mismatches.map((list) => (list.length > 0 ? list : undefined)),
    rows,
    lines,
    failingStep: failingRow === undefined ? firstMismatch : (failingStep ?? firstMismatch),
    cut: trace.cut,
  };
}
