// `npm run bench:cli`: grades 200 generated submissions (half and full adders, some wrong: a missing
// wire, a wrong gate, not JSON, empty) with the real command line, spawned as a teacher runs it
// (`circuitforge test <folder>`), and measures the wall time end to end, startup included, against
// the goal of 30 s. From the source (bin/circuitforge.mjs, what `npx circuitforge` runs) and, when
// `npm run build` made it, the built out/main/cli.js. Prints a table, then one JSON line last.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSubmissions } from '../src/cli/test-support/submissions';

const ROOT = join(import.meta.dirname, '..');
const FILES = Number(process.env.CIRCUITFORGE_BENCH_FILES ?? 200);
const GOAL_SECONDS = 30;

interface Row {
  readonly entry: string;
  readonly files: number;
  readonly seconds: number;
  readonly filesPerSecond: number;
  readonly passed: number;
  readonly failed: number;
  readonly exitCode: number | null;
  readonly withinGoal: boolean;
}

const folder = mkdtempSync(join(tmpdir(), 'circuitforge-bench-cli-'));
try {
  const submissions = writeSubmissions(folder, FILES, join(ROOT, 'tests/fixtures/cli'));
  const expectedPassing = submissions.filter((s) => s.passes).length;
  const entries: [string, string][] = [['source (npx circuitforge)', join(ROOT, 'bin/circuitforge.mjs')]];
  const built = join(ROOT, 'out/main/cli.js');
  if (existsSync(built)) entries.push(['built (out/main/cli.js)', built]);
  const rows: Row[] = [];
  for (const [entry, script] of entries) {
    const started = performance.now();
    const answer = spawnSync(process.execPath, [script, 'test', folder], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = (performance.now() - started) / 1000;
    const lines = answer.stdout.split('\n').filter((l) => l.startsWith('student-'));
    const passed = lines.filter((l) => /^\S+ +passed/.test(l)).length;
    if (lines.length !== FILES || passed !== expectedPassing) {
      console.error(`${entry}: graded ${lines.length} files, ${passed} passed; expected ${FILES}, ${expectedPassing}.`);
      console.error(answer.stderr.slice(0, 2000));
      process.exitCode = 1;
    }
    rows.push({
      entry,
      files: lines.length,
      seconds: Number(seconds.toFixed(2)),
      filesPerSecond: Number((lines.length / seconds).toFixed(1)),
      passed,
      failed: lines.length - passed,
      exitCode: answer.status,
      withinGoal: seconds <= GOAL_SECONDS,
    });
  }
  const header = ['entry', 'files', 'seconds', 'files/s', 'passed', 'failed', 'exit', `goal ${GOAL_SECONDS} s`];
  const cells = rows.map((r) => [
    r.entry,
    String(r.files),
    r.seconds.toFixed(2),
    r.filesPerSecond.toFixed(1),
    String(r.passed),
    String(r.failed),
    String(r.exitCode),
    r.withinGoal ? 'met' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  for (const line of [header, ...cells])
    console.log(
      line
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  console.log(JSON.stringify({ bench: 'cli', goalSeconds: GOAL_SECONDS, rows }));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
