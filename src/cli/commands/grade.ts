import type { TestRun } from '../../shared/contract';
import { fail, ok, type Result } from '../../shared/errors';
import { call } from '../call';
import type { Workspace } from '../command';
import type { NamedTest } from './test-source';

/** A run of a circuit's tests, with the texts of the tests it ran (to quote failing lines). */
export interface GradedRun {
  readonly run: TestRun;
  readonly sources: Map<string, string>;
}

/**
 * Runs the tests of an opened circuit: its own, or `tests` in their place (the circuit's own are
 * taken out of this in-memory copy first, so a submission cannot bring tests that pass), through
 * the app's `tests:*` channels.
 */
export async function runCircuitTests(
  workspace: Workspace,
  circuitId: string,
  tests: readonly NamedTest[] | undefined,
  vcd: boolean,
): Promise<Result<GradedRun>> {
  const { services } = workspace;
  if (tests !== undefined) {
    const own = await call(services, 'tests:list', { circuitId });
    if (!own.success) return own;
    for (const test of own.data.tests) {
      const removed = await call(services, 'tests:remove', { circuitId, testId: test.id });
      if (!removed.success) return removed;
    }
    for (const test of tests) {
      const added = await call(services, 'tests:add', { circuitId, name: test.name, source: test.source });
      if (!added.success) return added;
    }
  }
  const listed = await call(services, 'tests:list', { circuitId });
  if (!listed.success) return listed;
  const sources = new Map(listed.data.tests.map((t) => [t.name, t.source]));
  const run = await call(services, 'tests:run', { circuitId, ...(vcd ? { vcd } : {}) });
  if (!run.success) {
    return run.code === 'NOT_FOUND'
      ? fail(
          'NOT_FOUND',
          'The circuit has no tests.',
          'Give tests with --tests (a test text, or a reference circuit that carries them).',
        )
      : run;
  }
  return ok({ run: run.data, sources });
}
