import type { Circuit } from '../../shared/circuit/types';
import { compile, type EngineKind } from '../simulation';
import { describeFailedRows, describeTestError } from '../testcases/describe';
import type { TestFailure, TestRunResult } from '../testcases/runner';
import { runTests } from '../testcases/run-tests';
import { ungroundedLeds, type ResolvedOutput } from './circuit-io';
import { testSource, type SequentialSpec } from './task';

/** What the sequence check found: the test's rows run and the first that differ. */
export interface SequenceDetails {
  /** Which engine ran the test: the fast one unless the circuit depends on delays. */
  readonly engine: EngineKind;
  readonly rows: number;
  readonly failedRows: number;
  /** The first failures, one per signal that differs (line, row, signal, expected, actual). */
  readonly failures: readonly TestFailure[];
  /** Why the test stopped before its end (an oscillation, a value that does not fit). */
  readonly error?: TestRunResult['error'];
}

/** The failing rows a reason lists. */
const SHOWN = 3;

/** A task has no subcircuits of the user's library: its circuit is whole. */
const NO_LIBRARY = () => undefined;

/**
 * Runs the spec's test on the circuit with the test-case runner — the one the circuit's own tests
 * and the assistant's `run_tests` use (src/core/testcases): from power-on, each row sets its
 * inputs, `C` pulses (settle, raise, settle, lower), then every output the row expects is compared.
 * An LED is compared by its anode, so an LED whose cathode cannot reach GND is a reason of its own
 * (it can never light).
 */
export function checkSequential(
  circuit: Circuit,
  spec: SequentialSpec,
  outputs: readonly ResolvedOutput[],
): { reasons: string[]; details?: SequenceDetails } {
  const compiled = compile(circuit, { engine: 'fast' });
  if (!compiled.success) return { reasons: [`The circuit cannot be simulated: ${compiled.error}`] };
  const reasons = ungroundedLeds(compiled.data, outputs);
  const report = runTests(circuit, NO_LIBRARY, [{ name: 'request', source: testSource(spec) }]);
  if ('error' in report) return { reasons: [...reasons, `The circuit cannot be simulated: ${report.error}`] };
  const test = report.tests[0]!;
  if (test.failedRows > 0) {
    const shown = describeFailedRows(test.failures, SHOWN, (line) => spec.test[line - 1]);
    const more = test.failedRows > shown.length ? ` (and ${test.failedRows - shown.length} more)` : '';
    reasons.push(
      `Sequence: ${test.failedRows} of ${test.rows} rows of the request's test differ: ${shown.join('; ')}${more}.`,
    );
  }
  if (test.error) reasons.push(`The request's test stopped at ${describeTestError(test.error)}`);
  return {
    reasons,
    details: {
      engine: report.engine,
      rows: test.rows,
      failedRows: test.failedRows,
      failures: test.failures,
      ...(test.error ? { error: test.error } : {}),
    },
  };
}
