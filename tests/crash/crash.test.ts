import { afterAll, describe, expect, it } from 'vitest';
import { runCrashSeed, type CrashRunResult } from './crash-run';

/** `npm test` runs a few seeds, `npm run test:crash` 200; CIRCUITFORGE_CRASH_RUNS overrides both. */
const RUNS = Number(
  process.env.CIRCUITFORGE_CRASH_RUNS ?? (process.env.npm_lifecycle_event === 'test:crash' ? 200 : 4),
);
const FIRST_SEED = Number(process.env.CIRCUITFORGE_CRASH_SEED ?? 1);
const SEEDS = Array.from({ length: RUNS }, (_v, i) => FIRST_SEED + i);
const results: CrashRunResult[] = [];

describe('crash safety: SIGKILL at random moments while editing', () => {
  it.concurrent.each(SEEDS)(
    'seed %i: each reopen passes integrity and foreign key checks and equals the acknowledged prefix',
    async (seed) => {
      const result = await runCrashSeed(seed);
      results.push(result);
      expect(
        result.problems,
        `crash run with seed ${seed} (CIRCUITFORGE_CRASH_SEED=${seed} CIRCUITFORGE_CRASH_RUNS=1)`,
      ).toEqual([]);
      expect(result.kills).toBe(2);
    },
    120_000,
  );

  afterAll(() => {
    const sum = (key: 'kills' | 'acknowledged' | 'inFlight' | 'inFlightCommitted') =>
      results.reduce((total, r) => total + r[key], 0);
    const failed = results.filter((r) => r.problems.length > 0).length;
    console.log(
      `crash: ${results.length} runs, ${sum('kills')} kills, ${failed} failed; ${sum('acknowledged')} acknowledged actions; ` +
        `${sum('inFlight')} kills between an intent and its acknowledgement, ${sum('inFlightCommitted')} of them committed`,
    );
  });
});
