// `npm run bench:tests`: how fast test cases run. A 1,000-gate sequential circuit (a 500-bit
// synchronous counter: 500 flip-flops, 1,000 gates) through a 10,000-row test, and a gate-level
// 16×16 multiplier (about 1,500 gates) through 100,000 random rows, the peer row of Digital's own
// measurement. With DIGITAL_CLI (Digital's command line, built from ../shared/tools/digital) and
// DIGITAL_DIG (a folder of Digital's .dig files), Digital runs the same 100,000 rows on its own
// Multiply16Bit.dig. Then the waveform: 64 signals of 100,000 samples opened and panned in the built
// app in Chromium (the row `npm run bench:editor` prints too; BENCH_TESTS_WAVEFORM=0 leaves it out).
// Ends with one JSON line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { arrayMultiplier, synchronousCounter } from '../src/core/simulation/test-support/bench-circuits';
import { runTests } from '../src/core/testcases/run-tests';
import { measureWaveform, type WaveformRow } from './bench-editor/waveform';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function timed(run: () => void, repeats: number): number {
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

function check(report: ReturnType<typeof runTests>): void {
  if ('error' in report) throw new Error(report.error);
  const failed = report.tests.find((t) => !t.passed);
  if (failed) throw new Error(`${failed.name} failed: ${JSON.stringify(failed.error ?? failed.failures[0])}`);
}

// 1. Sequential: 10,000 clock pulses of a 500-bit counter, checking bits 0, 1, 7 and the carry.
const counter = synchronousCounter(500).circuit;
const counterTest = `clk en q0 q1 q7 cout
loop(i, 10000)
  C 1 ((i + 1) & 1) (((i + 1) >> 1) & 1) (((i + 1) >> 7) & 1) 0
end loop
`;
const noLibrary = () => undefined;
const sequentialMs = timed(() => check(runTests(counter, noLibrary, [{ name: 'count', source: counterTest }])), 5);

// 2. Combinational: 100,000 random products of a gate-level 16×16 multiplier.
const multiplier = arrayMultiplier(16).circuit;
const bitsOf = (name: string, n: number) => Array.from({ length: n }, (_, i) => `${name}${n - 1 - i}`).join(' ');
const multiplyRows = 100_000;
const multiplyTest = `${bitsOf('a', 16)} ${bitsOf('b', 16)} ${bitsOf('p', 32)}
loop(i, ${multiplyRows})
  let a = random(65536);
  let b = random(65536);
  bits(16, a) bits(16, b) bits(32, a * b)
end loop
`;
const multiplyMs = timed(() => check(runTests(multiplier, noLibrary, [{ name: 'multiply', source: multiplyTest }])), 3);
const gates = multiplier.components.filter((c) => /^(AND|OR|XOR|NAND|NOR|XNOR|NOT)/.test(c.type)).length;

// 3. Digital, when its command line and files are at hand: the same rows on its Multiply16Bit.dig.
const digital = digitalRows();

const results = {
  sequential_gates: 1000,
  sequential_rows: 10_000,
  sequential_10k_rows_ms: Math.round(sequentialMs),
  sequential_rows_per_s: Math.round(10_000 / (sequentialMs / 1000)),
  multiplier_gates: gates,
  multiplier_rows: multiplyRows,
  multiplier_ms: Math.round(multiplyMs),
  multiplier_rows_per_s: Math.round(multiplyRows / (multiplyMs / 1000)),
  ...(digital
    ? {
        digital_multiplier_ms: Math.round(digital.ms),
        digital_multiplier_passed: digital.passed,
        ratio_digital_over_ours: Math.round((digital.ms / multiplyMs) * 100) / 100,
      }
    : { digital: 'not run (set DIGITAL_CLI and DIGITAL_DIG)' }),
};
console.log('Test cases (median of runs; parse, compile and run included):');
console.log(
  `  10,000 rows of a 1,000-gate sequential circuit   ${results.sequential_10k_rows_ms} ms (${results.sequential_rows_per_s.toLocaleString('en-US')} rows/s)`,
);
console.log(
  `  100,000 rows of a ${gates}-gate 16×16 multiplier  ${results.multiplier_ms} ms (${results.multiplier_rows_per_s.toLocaleString('en-US')} rows/s)`,
);
if (digital)
  console.log(
    `  Digital, the same rows on its Multiply16Bit.dig  ${Math.round(digital.ms)} ms with JVM start (${digital.passed ? 'passed' : 'FAILED'}); ratio Digital/ours ${Math.round((digital.ms / multiplyMs) * 100) / 100}× (Digital: about 100 word-level parts; ours: ${gates} one-bit gates)`,
  );
const wave: WaveformRow | undefined = process.env.BENCH_TESTS_WAVEFORM === '0' ? undefined : await measureWaveform();
if (wave)
  console.log(
    `  waveform, ${wave.signals} signals x ${wave.samples.toLocaleString('en-US')} samples: opened in ${wave.open_ms} ms, panned at ${wave.pan_fps_dense.toFixed(1)} fps (~9,000 samples in view) and ${wave.pan_fps_detail.toFixed(1)} fps (~500), target >= 30`,
  );
const load = loadavg().map((l) => Math.round(l * 100) / 100);
const waveform = wave
  ? {
      waveform_signals: wave.signals,
      waveform_samples: wave.samples,
      waveform_open_ms: wave.open_ms,
      waveform_pan_fps_dense: Math.round(wave.pan_fps_dense * 10) / 10,
      waveform_pan_fps_detail: Math.round(wave.pan_fps_detail * 10) / 10,
    }
  : { waveform: 'not run (BENCH_TESTS_WAVEFORM=0)' };
console.log(JSON.stringify({ bench: 'tests', load, ...results, ...waveform }));

/** Digital's command line on its Multiply16Bit.dig with our 100,000-row test put in (it must pass there too). */
function digitalRows(): { ms: number; passed: boolean } | undefined {
  const cli = process.env.DIGITAL_CLI;
  const dig = process.env.DIGITAL_DIG;
  if (!cli || !dig || !existsSync(cli)) return undefined;
  const source = spawnSync('find', [dig, '-name', 'Multiply16Bit.dig'], { encoding: 'utf8' }).stdout.split('\n')[0];
  if (!source) return undefined;
  const xml = readFileSync(source, 'utf8');
  // Its inputs and output are A, B (16 bits) and Y (32 bits): the same rows in its names.
  const text = `A B Y\nloop(i, ${multiplyRows})\n  let a = random(65536);\n  let b = random(65536);\n  (a) (b) (a * b)\nend loop\n`;
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const withTest = xml.replace(/<dataString>[\s\S]*?<\/dataString>/, `<dataString>${escaped}</dataString>`);
  const file = join(mkdtempSync(join(tmpdir(), 'bench-tests-')), 'Multiply16Bit.dig');
  writeFileSync(file, withTest);
  const start = performance.now();
  const run = spawnSync(cli, ['test', file], { encoding: 'utf8' });
  const ms = performance.now() - start;
  return { ms, passed: /: passed/.test(run.stdout) && !/failed/.test(run.stdout) };
}
