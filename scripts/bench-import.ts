// `npm run bench:import -- <folder> [more folders]`: opens every Logisim (.circ) and Digital (.dig)
// file under the folders as the app does (src/core/foreign through `readForeignFile`, a Digital
// file with the .dig files of its folder and below, as Digital finds subcircuits, and the .hex files
// of its folder, which its ROMs may take their words from, as the desktop app opens it), checks each
// circuit with the app's rules, runs the test cases a .dig carries with our runner, and prints the
// figures, then one JSON line: files, imported without error, share of parts supported, files
// with a placeholder, median and max import time, embedded tests passing. The corpus stays outside
// the repository (its files have their own licences); nothing is downloaded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { loadavg } from 'node:os';
import { CircuitState } from '../src/shared/circuit/circuit-state';
import { readForeign } from '../src/core/foreign/read-foreign';
import { PLACEHOLDER_TYPE } from '../src/core/foreign/types';
import { runTests } from '../src/core/testcases/run-tests';

const folders = process.argv.slice(2).filter((a) => a !== '--');
if (folders.length === 0) {
  console.error('Usage: npm run bench:import -- <folder of .circ and .dig files> [more folders]');
  process.exit(2);
}

function filesUnder(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    const info = statSync(path);
    if (info.isDirectory()) out.push(...filesUnder(path));
    else if (/\.(circ|dig|hex)$/i.test(name) && info.size <= 64 * 1024 * 1024) out.push(path);
  }
  return out;
}

const texts = new Map<string, string>();
const text = (path: string) => {
  let t = texts.get(path);
  if (t === undefined) texts.set(path, (t = readFileSync(path, 'utf8')));
  return t;
};

const median = (v: number[]) => (v.length === 0 ? 0 : [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!);
const stats = {
  files: 0,
  imported: 0,
  components: 0,
  supported: 0,
  withPlaceholder: 0,
  invalid: 0,
  tests: 0,
  testsPassed: 0,
  /** Tests of files with no placeholder: what our parts can be asked to pass. */
  testsComplete: 0,
  testsCompletePassed: 0,
  byFormat: { logisim: { files: 0, imported: 0 }, digital: { files: 0, imported: 0 } },
};
const times: number[] = [];
const failures = new Map<string, number>();
const lacking = new Map<string, number>();
const failingTests: string[] = [];

for (const folder of folders) {
  const all = filesUnder(folder);
  const files = all.filter((f) => !/\.hex$/i.test(f));
  const digs = files.filter((f) => /\.dig$/i.test(f));
  const hexes = all.filter((f) => /\.hex$/i.test(f));
  for (const path of files) {
    const isDig = /\.dig$/i.test(path);
    const dir = dirname(path);
    const companions = isDig
      ? [...digs.filter((p) => p !== path && p.startsWith(`${dir}/`)), ...hexes.filter((p) => dirname(p) === dir)].map(
          (p) => ({ name: relative(dir, p), text: text(p) }),
        )
      : [];
    const start = performance.now();
    const read = readForeign({ name: path, text: text(path) }, companions);
    const ms = performance.now() - start;
    if (read === undefined) continue; // not a Logisim or Digital file after all
    stats.files++;
    const format = isDig ? 'digital' : 'logisim';
    stats.byFormat[format].files++;
    if (!read.success) {
      const key = `${read.code}: ${read.error.replace(/^“?[^:”]*[”:]\s*/, '').slice(0, 80)}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
      continue;
    }
    times.push(ms);
    stats.imported++;
    stats.byFormat[format].imported++;
    const { circuit, subcircuits, report } = read.data;
    stats.components += report.components;
    stats.supported += report.supported;
    for (const u of report.unsupported) lacking.set(u.name, (lacking.get(u.name) ?? 0) + u.count);
    const all = [circuit, ...subcircuits.map((s) => s.circuit)];
    const placeholder = all.some((c) => c.components.some((p) => p.type === PLACEHOLDER_TYPE));
    if (placeholder) stats.withPlaceholder++;
    if (!all.every((c) => CircuitState.fromCircuit(c).success)) {
      stats.invalid++;
      continue;
    }
    const tests = circuit.tests ?? [];
    if (tests.length === 0) continue;
    const library = new Map(subcircuits.map((s) => [s.id, s]));
    const ran = runTests(circuit, (id) => library.get(id), tests);
    stats.tests += tests.length;
    if (!placeholder) stats.testsComplete += tests.length;
    if ('error' in ran) {
      failingTests.push(`${relative(folder, path)}: ${ran.error}`);
      continue;
    }
    for (const t of ran.tests) {
      if (t.passed) {
        stats.testsPassed++;
        if (!placeholder) stats.testsCompletePassed++;
      } else if (!placeholder) failingTests.push(`${relative(folder, path)} › ${t.name}`);
    }
  }
}

const pct = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 10);
console.log(`Files: ${stats.files} (${stats.byFormat.logisim.files} .circ, ${stats.byFormat.digital.files} .dig)`);
console.log(
  `Imported without error: ${stats.imported} (${pct(stats.imported, stats.files)} %; goal >= 95 %): .circ ${stats.byFormat.logisim.imported}, .dig ${stats.byFormat.digital.imported}`,
);
console.log(
  `Parts supported: ${stats.supported} of ${stats.components} (${pct(stats.supported, stats.components)} %; goal >= 99 %)`,
);
console.log(`Files with a placeholder: ${stats.withPlaceholder}; circuits our rules refuse: ${stats.invalid}`);
console.log(`Import time per file: median ${median(times).toFixed(1)} ms, max ${Math.max(0, ...times).toFixed(1)} ms`);
console.log(
  `Embedded tests (.dig) passing here: ${stats.testsPassed} of ${stats.tests}; of files with no placeholder: ${stats.testsCompletePassed} of ${stats.testsComplete}`,
);
if (lacking.size > 0) {
  console.log('Parts we lack (placeholders), most frequent first:');
  for (const [name, n] of [...lacking].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${n}\t${name}`);
}
if (failures.size > 0) {
  console.log('Refusals:');
  for (const [why, n] of [...failures].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${n}\t${why}`);
}
if (failingTests.length > 0) console.log(`Failing tests of files with no placeholder:\n  ${failingTests.join('\n  ')}`);
console.log(
  JSON.stringify({
    bench: 'import',
    load: loadavg().map((l) => Math.round(l * 100) / 100),
    files: stats.files,
    imported: stats.imported,
    imported_pct: pct(stats.imported, stats.files),
    components: stats.components,
    supported_pct: pct(stats.supported, stats.components),
    files_with_placeholder: stats.withPlaceholder,
    circuits_refused_by_rules: stats.invalid,
    median_ms: Math.round(median(times) * 10) / 10,
    max_ms: Math.round(Math.max(0, ...times) * 10) / 10,
    tests: stats.tests,
    tests_passed: stats.testsPassed,
    tests_without_placeholders: stats.testsComplete,
    tests_without_placeholders_passed: stats.testsCompletePassed,
  }),
);
