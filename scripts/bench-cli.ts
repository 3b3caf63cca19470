// `npm run bench:cli`: grades 200 generated submissions (half and full adders, some wrong: a missing
// wire, a wrong gate, not JSON, empty) with the real command line, spawned as a teacher runs it
// (`circuitforge test <folder>`), and measures the wall time end to end, startup included, against
// the goal of 30 s. From the source (bin/circuitforge.mjs, what `npx circuitforge` runs) and, when
// `npm run build` made it, the built out/main/cli.js. When Digital's own command line is built
// (scripts/bench-cli-digital.ts), the same number of Digital half adders graded by ours and by
// Digital's (one run per file; CIRCUITFORGE_BENCH_DIGITAL=0 skips it). Prints a table, then one
// JSON line last.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeDigitalSubmissions } from '../src/cli/test-support/digital-submissions';
import { writeSubmissions, type Submission } from '../src/cli/test-support/submissions';
import { digitalJar, gradeWithDigital } from './bench-cli-digital';

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

/** Grades `folder` with our command line (`script`), spawned, and checks every verdict. */
function gradeWithOurs(entry: string, script: string, folder: string, submissions: readonly Submission[]): Row {
  const started = performance.now();
  const answer = spawnSync(process.execPath, [script, 'test', folder], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const lines = answer.stdout.split('\n').filter((l) => l.startsWith('student-'));
  const passed = lines.filter((l) => /^\S+ +passed/.test(l)).length;
  const wrong = submissions.filter(
    (s) => !lines.some((l) => l.startsWith(`${s.file} `) && l.includes(s.passes ? ' passed ' : ' failed ')),
  );
  if (lines.length !== submissions.length || wrong.length > 0) {
    console.error(
      `${entry}: graded ${lines.length} of ${submissions.length} files; verdicts wrong: ${wrong.map((s) => s.file).join(', ') || 'none'}.`,
    );
    console.error(answer.stderr.slice(0, 2000));
    process.exitCode = 1;
  }
  return row(entry, lines.length, seconds, passed, answer.status);
}

function row(entry: string, files: number, seconds: number, passed: number, exitCode: number | null): Row {
  return {
    entry,
    files,
    seconds: Number(seconds.toFixed(2)),
    filesPerSecond: Number((files / seconds).toFixed(1)),
    passed,
    failed: files - passed,
    exitCode,
    withinGoal: seconds <= GOAL_SECONDS,
  };
}

const folder = mkdtempSync(join(tmpdir(), 'circuitforge-bench-cli-'));
try {
  const json = join(folder, 'json');
  const submissions = writeSubmissions(json, FILES, join(ROOT, 'tests/fixtures/cli'));
  const entries: [string, string][] = [['source (npx circuitforge)', join(ROOT, 'bin/circuitforge.mjs')]];
  const built = join(ROOT, 'out/main/cli.js');
  if (existsSync(built)) entries.push(['built (out/main/cli.js)', built]);
  const rows: Row[] = entries.map(([entry, script]) => gradeWithOurs(entry, script, json, submissions));
  const jar = process.env.CIRCUITFORGE_BENCH_DIGITAL === '0' ? undefined : digitalJar();
  if (jar) {
    const digital = join(folder, 'dig');
    const digs = writeDigitalSubmissions(digital, FILES);
    const [entry, script] = entries.at(-1)!;
    rows.push(gradeWithOurs(`${entry.split(' ')[0]}, Digital files`, script, digital, digs));
    const theirs = gradeWithDigital(jar, digital, digs);
    if (theirs.disagreements.length > 0) {
      console.error(`Digital's verdicts differ: ${theirs.disagreements.join('; ')}`);
      process.exitCode = 1;
    }
    const passed = digs.filter((s) => s.passes).length;
    rows.push(row("Digital's CLI (a JVM per file)", digs.length, theirs.seconds, passed, null));
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
