// `npm test`: typecheck, lint, format, unit and property tests (vitest), build, end-to-end tests
// (Playwright in Chromium). Every step runs; the last line is "N passed, N failed" over all of
// them, and the exit code is non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureTools } from './ensure-tools.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.env.CIRCUITFORGE_TEST_STEPS?.split(',');

const totals = { passed: 0, failed: 0 };
const lines = [];

if (!ensureTools()) {
  totals.failed++;
  lines.push('FAIL system tools missing (see above)');
}

function step(name, command, args, env = {}) {
  if (only && !only.includes(name)) return undefined;
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(name, command, args) {
  const result = step(name, command, args);
  if (!result) return;
  if (result.ok) totals.passed++;
  else totals.failed++;
  lines.push(`${result.ok ? 'ok  ' : 'FAIL'} ${name} (${result.seconds} s)`);
}

/** Failures named in the summary, so that the tail of a CI log says what broke and why. */
const failures = [];

/** The first lines of an error message, without colour codes. */
function brief(message) {
  return stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s*at .*(node_modules|<anonymous>|node:internal)/.test(line))
    .slice(0, 6)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join('\n');
}

/** Failed tests of a Playwright JSON report: title, place and the error's first lines. */
function playwrightFailures(suites, path = []) {
  for (const suite of suites ?? []) {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const result = (t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        failures.push(
          `  tests/e2e/${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')}\n${brief(result?.error?.message)}`,
        );
      }
    }
    playwrightFailures(suite.suites, inner);
  }
}

/** Failed tests of a vitest JSON report; returns how many test files failed to run at all. */
function vitestFailures(report) {
  let notRun = 0;
  for (const file of report.testResults ?? []) {
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      notRun++;
      failures.push(`  ${relative(root, file.name)} (did not run)\n${brief(file.message)}`);
    }
    for (const t of file.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      failures.push(`  ${relative(root, file.name)} › ${t.fullName}\n${brief(t.failureMessages?.[0])}`);
    }
  }
  return notRun;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

check('typecheck: shared+core', bin('tsc'), ['-p', 'tsconfig.core.json', '--noEmit']);
check('typecheck: node', bin('tsc'), ['-p', 'tsconfig.node.json', '--noEmit']);
check('typecheck: renderer', bin('tsc'), ['-p', 'tsconfig.web.json', '--noEmit']);
check('typecheck: end-to-end', bin('tsc'), ['-p', 'tsconfig.e2e.json', '--noEmit']);
check('typecheck: command line', bin('tsc'), ['-p', 'tsconfig.cli.json', '--noEmit']);
check('lint', bin('eslint'), ['--max-warnings', '0', '.']);
check('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);

const vitestReport = join(reports, 'vitest.json');
const unit = step('unit and property tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (unit) {
  const report = readJson(vitestReport);
  if (report) {
    // numFailedTestSuites also counts the describe blocks around a failed test: count files that never ran instead.
    const notRun = vitestFailures(report);
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + notRun;
    // vitest can also fail outside any test (an unhandled error): that is a failure too.
    if (!unit.ok && report.numFailedTests + notRun === 0) {
      totals.failed++;
      failures.push('  vitest exited with an error outside the tests (see its output above)');
    }
    lines.push(
      `${unit.ok ? 'ok  ' : 'FAIL'} vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${notRun} files did not run (${unit.seconds} s)`,
    );
  } else {
    totals.failed++;
    lines.push(`FAIL vitest produced no report (${unit.seconds} s)`);
  }
}

const appBuild = step('build', bin('electron-vite'), ['build']);
// The exported lesson page's runtime (src/lesson-page), built on its own into out/lesson-page.
const pageBuild = appBuild?.ok ? step('build', bin('vite'), ['build', '-c', 'vite.lesson-page.config.ts']) : undefined;
const build = appBuild && {
  ok: appBuild.ok && pageBuild?.ok === true,
  seconds: (Number(appBuild.seconds) + Number(pageBuild?.seconds ?? 0)).toFixed(1),
};
if (build) {
  if (build.ok) totals.passed++;
  else totals.failed++;
  lines.push(`${build.ok ? 'ok  ' : 'FAIL'} build (${build.seconds} s)`);
}

/** A runner that prints its own "N passed, N failed" last: its counts join the total. */
function counted(name, command, args) {
  if (only && !only.includes(name)) return;
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const match = /(\d+) passed, (\d+) failed\s*$/.exec(result.stdout ?? '');
  if (match && (result.status === 0) === (match[2] === '0')) {
    totals.passed += Number(match[1]);
    totals.failed += Number(match[2]);
    lines.push(
      `${result.status === 0 ? 'ok  ' : 'FAIL'} ${name}: ${match[1]} passed, ${match[2]} failed (${seconds} s)`,
    );
  } else {
    totals.failed++;
    lines.push(`FAIL ${name}: exited ${result.status} without a summary (${seconds} s)`);
  }
}

counted('packaging', process.execPath, [join(root, 'scripts/check-packaging.mjs')]);

const playwrightReport = join(reports, 'playwright.json');
if (!only || only.includes('end-to-end tests')) {
  if (build && !build.ok) {
    totals.failed++;
    lines.push('FAIL end-to-end tests: not run, the build failed');
  } else {
    const e2e = step('end-to-end tests', bin('playwright'), ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    });
    const report = existsSync(playwrightReport) ? readJson(playwrightReport) : undefined;
    if (report?.stats) {
      const passed = report.stats.expected + report.stats.flaky;
      const failed = report.stats.unexpected + (report.errors?.length ?? 0);
      totals.passed += passed;
      totals.failed += failed;
      playwrightFailures(report.suites);
      for (const error of report.errors ?? []) failures.push(`  playwright\n${brief(error.message)}`);
      lines.push(
        `${failed === 0 ? 'ok  ' : 'FAIL'} playwright: ${passed} passed, ${failed} failed, ${report.stats.skipped} skipped (${e2e.seconds} s)`,
      );
    } else {
      totals.failed++;
      lines.push(`FAIL playwright produced no report (${e2e.seconds} s)`);
    }
  }
}

console.log('\n── summary ──');
for (const line of lines) console.log(line);
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const failure of failures) console.log(failure);
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
