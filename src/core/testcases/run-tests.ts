import type { Circuit } from '../../shared/circuit/types';
import { writeVcd, type VcdSample, type VcdSignal } from '../../shared/waveform/vcd';
import { dependsOnDelays } from '../simulation/delay-dependence';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { compile, type Simulation } from '../simulation/simulation';
import type { EngineKind } from '../simulation/engine';
import { parseTest } from './parser';
import { NeedsEventEngine, runTest, type TestRunResult } from './runner';
import { simulationTarget } from './target';

/** A test to run: its name and its text. */
export interface NamedTest {
  readonly name: string;
  readonly source: string;
}

/** One test's outcome, named. */
export type TestReport = TestRunResult & { readonly name: string };

/** Every test's outcome; `vcd` when asked for: every test's steps, one after another, each in a scope of its own. */
export interface TestsReport {
  readonly passed: boolean;
  readonly tests: readonly TestReport[];
  /** Which engine ran them: the fast one unless the circuit's behaviour depends on delays. */
  readonly engine: EngineKind;
  readonly vcd?: string;
}

export interface RunTestsOptions {
  /** Also write the steps as a VCD file. */
  readonly vcd?: boolean;
  /** Keep up to this many steps per test (for the waveform); implied by `vcd`. */
  readonly trace?: number;
  readonly maxFailures?: number;
  readonly maxRows?: number;
  /** The `$date` of the VCD (tests fix it). */
  readonly vcdDate?: string;
}

/** Steps kept per test for a VCD or the waveform when not told otherwise. */
export const DEFAULT_TRACE_STEPS = 100_000;
/** Rows one test may run (a guard against a test that would take hours). */
export const MAX_TEST_ROWS = 2_000_000;

/**
 * Runs tests against a circuit (with its subcircuits' definitions): each from power-on, on the
 * fast engine unless the circuit's behaviour depends on gate delays (a loop through logic, a clock
 * through logic), which only the event engine simulates faithfully. A test that does not parse
 * fails with its line and column; the others run. Nothing throws.
 */
export function runTests(
  circuit: Circuit,
  library: SubcircuitLibrary,
  tests: readonly NamedTest[],
  options: RunTestsOptions = {},
): TestsReport | { readonly error: string; readonly hint: string } {
  const built = build(circuit, library);
  if ('error' in built) return built;
  let { simulation, engine } = built;
  // Built when a test leaves an input floating, which the fast engine cannot: that test, and the
  // ones after it, run there.
  let event: Simulation | undefined;
  const trace = options.trace ?? (options.vcd ? DEFAULT_TRACE_STEPS : undefined);
  const reports: TestReport[] = [];
  tests.forEach((test, i) => {
    const parsed = parseTest(test.source);
    if (!parsed.success) {
      const where = /^Line (\d+), column (\d+): /.exec(parsed.error);
      reports.push({
        name: test.name,
        passed: false,
        rows: 0,
        failedRows: 0,
        failures: [],
        error: {
          message: where ? parsed.error.slice(where[0].length) : parsed.error,
          line: Number(where?.[1] ?? 1),
          column: Number(where?.[2] ?? 1),
        },
      });
      return;
    }
    const run = () => {
      if (i > 0) simulation.reset();
      return runTest(parsed.data, circuit, simulationTarget(simulation), {
        maxRows: options.maxRows ?? MAX_TEST_ROWS,
        library,
        ...(options.maxFailures !== undefined ? { maxFailures: options.maxFailures } : {}),
        ...(trace !== undefined ? { trace } : {}),
      });
    };
    let result: ReturnType<typeof runTest>;
    try {
      result = run();
    } catch (error) {
      if (!(error instanceof NeedsEventEngine) || event) throw error;
      const compiled = compile(circuit, { engine: 'event', library });
      if (!compiled.success) {
        const message = `${compiled.error} ${compiled.hint}`;
        reports.push({
          name: test.name,
          passed: false,
          rows: 0,
          failedRows: 0,
          failures: [],
          error: { message, line: 1, column: 1 },
        });
        return;
      }
      event = compiled.data;
      simulation = event;
      engine = 'event';
      result = run();
    }
    reports.push({ name: test.name, ...result });
  });
  const report: TestsReport = { passed: reports.every((r) => r.passed), tests: reports, engine };
  if (!options.vcd) return report;
  return { ...report, vcd: testsVcd(reports, options.vcdDate) };
}

function build(
  circuit: Circuit,
  library: SubcircuitLibrary,
): { simulation: Simulation; engine: EngineKind } | { error: string; hint: string } {
  const fast = compile(circuit, { engine: 'fast', library });
  if (!fast.success) return { error: fast.error, hint: fast.hint };
  // A circuit with transistors compiles to the event engine whatever was asked.
  if (fast.data.core.kind === 'event') return { simulation: fast.data, engine: 'event' };
  if (!dependsOnDelays(fast.data.core)) return { simulation: fast.data, engine: 'fast' };
  const event = compile(circuit, { engine: 'event', library });
  if (!event.success) return { error: event.error, hint: event.hint };
  return { simulation: event.data, engine: 'event' };
}

/**
 * The steps of every test as one VCD: each test is a scope (its signals under its name) and runs
 * after the one before on the time axis, one time unit per step; `$date` fixed when given.
 */
export function testsVcd(reports: readonly TestReport[], date?: string): string {
  const signals: VcdSignal[] = [];
  const offsets: number[] = [];
  for (const report of reports) {
    offsets.push(signals.length);
    for (const s of report.trace?.signals ?? []) signals.push({ name: s.name, width: s.width, scope: report.name });
  }
  const samples: VcdSample[] = [];
  const current: string[] = signals.map((s) => 'x'.repeat(s.width));
  let time = 0;
  reports.forEach((report, r) => {
    for (const step of report.trace?.steps ?? []) {
      step.values.forEach((v, i) => (current[offsets[r]! + i] = v));
      samples.push({ time: time++, values: [...current] });
    }
  });
  return writeVcd(signals, samples, { ...(date ? { date } : {}), version: 'CircuitForge tests', top: 'tests' });
}
