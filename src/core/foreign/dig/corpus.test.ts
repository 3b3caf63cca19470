import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import { BundledSubcircuitSchema } from '../../../shared/circuit/file-format';
import { CircuitSchema } from '../../../shared/circuit/types';
import { runTests } from '../../testcases/run-tests';
import { PLACEHOLDER_TYPE } from '../types';
import { readDigital, type DigitalFile } from './read-digital';

/**
 * Digital's own example and test circuits, when a copy of its repository is on this machine (CI has
 * none): every file is imported (with the other files of its folder, as Digital finds subcircuits),
 * and the figures are printed: files imported, share of parts carried over, circuits our rules
 * accept, embedded tests passing with our runner. Only robust things are asserted: nothing throws,
 * every failure is a Result with a message.
 */
const ROOT = process.env.DIGITAL_SRC ?? '/work/scratch/digital-src';
const FOLDERS = ['src/test/resources/dig', 'src/main/dig'].map((f) => join(ROOT, f));
const present = FOLDERS.filter((f) => existsSync(f));

/** The files of a folder and below it whose names end in `extension`. */
function filesEnding(folder: string, extension: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...filesEnding(path, extension));
    else if (name.endsWith(extension)) out.push(path);
  }
  return out;
}

describe.skipIf(present.length === 0)('Digital corpus', () => {
  it('imports every file without throwing, and prints the figures', () => {
    const texts = new Map<string, string>();
    const read = (path: string) => {
      let text = texts.get(path);
      if (text === undefined) texts.set(path, (text = readFileSync(path, 'utf8')));
      return text;
    };
    const stats = {
      files: 0,
      imported: 0,
      failed: new Map<string, number>(),
      components: 0,
      supported: 0,
      withoutPlaceholders: 0,
      valid: 0,
      tests: 0,
      testsRun: 0,
      testsPassed: 0,
      badShape: [] as string[],
    };
    const unsupported = new Map<string, number>();
    for (const folder of present) {
      const files = filesEnding(folder, '.dig');
      const hexFiles = filesEnding(folder, '.hex');
      for (const path of files) {
        stats.files++;
        const dir = dirname(path);
        // Digital finds a subcircuit in the folder of the file and below it.
        const others: DigitalFile[] = files
          .filter((p) => p !== path && p.startsWith(`${dir}/`))
          .map((p) => ({ name: relative(dir, p), text: read(p) }));
        // The hex files of its folder, which the desktop app opens with it (ROM words by file name).
        const data = hexFiles.filter((p) => dirname(p) === dir).map((p) => ({ name: relative(dir, p), text: read(p) }));
        const result = readDigital({ main: { name: path, text: read(path) }, others, data });
        if (!result.success) {
          expect(result.error.length).toBeGreaterThan(0);
          expect(result.hint.length).toBeGreaterThan(0);
          const key = `${result.code}: ${result.error
            .replace(/^\S+\.dig/, 'X.dig')
            .replace(/\([^)]*\)/g, '(…)')
            .slice(0, 90)}`;
          stats.failed.set(key, (stats.failed.get(key) ?? 0) + 1);
          continue;
        }
        stats.imported++;
        const { circuit, subcircuits, report } = result.data;
        // Every import has the shape of one of our files, placeholders or not.
        const shapes = [
          CircuitSchema.safeParse(circuit),
          ...subcircuits.map((s) => BundledSubcircuitSchema.safeParse(s)),
        ];
        const bad = shapes.find((r) => !r.success);
        if (bad) stats.badShape.push(`${relative(ROOT, path)}: ${JSON.stringify(bad.error?.issues[0]).slice(0, 200)}`);
        stats.components += report.components;
        stats.supported += report.supported;
        for (const u of report.unsupported) unsupported.set(u.name, (unsupported.get(u.name) ?? 0) + u.count);
        const tests = circuit.tests ?? [];
        stats.tests += tests.length;
        const all = [circuit, ...subcircuits.map((s) => s.circuit)];
        if (all.some((c) => c.components.some((p) => p.type === PLACEHOLDER_TYPE))) continue;
        stats.withoutPlaceholders++;
        if (!all.every((c) => CircuitState.fromCircuit(c).success)) continue;
        stats.valid++;
        if (tests.length === 0) continue;
        const library = new Map(subcircuits.map((s) => [s.id, s]));
        const run = runTests(circuit, (id) => library.get(id), tests, { maxRows: 200_000, maxFailures: 1 });
        stats.testsRun += tests.length;
        if ('error' in run) continue;
        stats.testsPassed += run.tests.filter((t) => t.passed).length;
      }
    }
    const percent = (a: number, b: number) => `${b === 0 ? 0 : ((100 * a) / b).toFixed(1)}%`;
    const lines = [
      `Digital corpus (${present.join(', ')}):`,
      `  files ${stats.files}, imported ${stats.imported}, refused ${stats.files - stats.imported}`,
      `  parts ${stats.components}, carried over ${stats.supported} (${percent(stats.supported, stats.components)})`,
      `  imported without placeholders ${stats.withoutPlaceholders}, accepted by our circuit rules ${stats.valid}`,
      `  embedded tests ${stats.tests}; run (circuits without placeholders) ${stats.testsRun}, passed ${stats.testsPassed}`,
      `  refusals: ${[...stats.failed].map(([k, n]) => `${n}× ${k}`).join('; ') || 'none'}`,
      `  placeholders by kind: ${[...unsupported]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    ];
    console.log(lines.join('\n'));
    expect(stats.files).toBeGreaterThan(0);
    expect(stats.badShape).toEqual([]);
  }, 600_000);
});

if (present.length === 0) {
  console.log(`Digital corpus test skipped: no copy of hneemann/Digital at ${ROOT} (set DIGITAL_SRC to one).`);
}

describe.skipIf(present.length > 0)('Digital corpus (absent)', () => {
  it.skip(`needs a copy of hneemann/Digital at ${ROOT} (set DIGITAL_SRC); CI has none`, () => {});
});
