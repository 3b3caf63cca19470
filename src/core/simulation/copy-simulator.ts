import type { Circuit } from '../../shared/circuit/types';
import type { ChannelOutput } from '../../shared/contract';
import type { SimSnapshot } from '../../shared/contract/sim-channels';
import type { Result } from '../../shared/errors';

/**
 * One step of a script run on a copy: set some switches, buttons or input ports (a wide one to
 * `value`), then step the clocks.
 */
export interface CopyStep {
  readonly inputs?: readonly { readonly componentId: string; readonly on: boolean; readonly value?: number }[];
  /** Half clock periods to run after setting the inputs (2 = one full cycle). */
  readonly halfPeriods?: number;
}

/** A truth table as the simulator answers it. */
export type CopyTruthTable = ChannelOutput<'sim:truthTable'>;

/**
 * Simulates circuits that are not documents (an assistant turn's working copy) off the main
 * thread, from power-on, keeping nothing: the document's own simulation is never touched.
 */
export interface CopySimulator {
  /** Runs the steps in order; one snapshot after each step. */
  run(circuit: Circuit, steps: readonly CopyStep[]): Promise<Result<SimSnapshot[]>>;
  truthTable(circuit: Circuit, inputs: readonly string[], outputs: readonly string[]): Promise<Result<CopyTruthTable>>;
  /**
   * Runs a job the simulation host was given (the test runner: `RUN_TESTS_JOB` of
   * src/core/testcases/job.ts) on a copy of the circuit, off the main thread.
   */
  runJob<T>(circuit: Circuit, job: string, payload: unknown): Promise<Result<T>>;
}
