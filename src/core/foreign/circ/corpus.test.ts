import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CircuitSchema } from '../../../shared/circuit/types';
import { checkImportedCircuit } from '../../documents/import-check';
import { PLACEHOLDER_TYPE } from '../types';
import { readLogisim } from './read-logisim';

/**
 * Every `.circ` under the folder `CIRC_CORPUS` names (skipped when unset): each is read without a
 * throw; the figures are printed (files, read without error, share of parts carried over, files
 * with a placeholder, median and longest read time); every circuit read has the file's shape, and
 * each without placeholders passes the import check.
 */
const corpus = process.env.CIRC_CORPUS;

describe.skipIf(corpus === undefined)('readLogisim over the CIRC_CORPUS folder', () => {
  it('reads every file, and what it reads without placeholders passes the import check', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.toLowerCase().endsWith('.circ')) files.push(path);
      }
    };
    walk(corpus!);
    const times: number[] = [];
    const failures: string[] = [];
    const refused: string[] = [];
    const unsupported = new Map<string, number>();
    let read = 0;
    let components = 0;
    let supported = 0;
    let withPlaceholder = 0;
    for (const file of files.sort()) {
      const text = readFileSync(file, 'utf8');
      const start = performance.now();
      const result = readLogisim(text, file.slice(corpus!.length + 1));
      times.push(performance.now() - start);
      if (!result.success) {
        failures.push(`${file.slice(corpus!.length + 1)}: ${result.error}`);
        continue;
      }
      read++;
      const { report } = result.data;
      components += report.components;
      supported += report.supported;
      if (report.unsupported.length > 0) withPlaceholder++;
      for (const u of report.unsupported) unsupported.set(u.name, (unsupported.get(u.name) ?? 0) + u.count);
      for (const circuit of [result.data.circuit, ...result.data.subcircuits.map((s) => s.circuit)]) {
        // Every circuit has the file's shape; those without placeholders pass the import's checks too.
        const shape = CircuitSchema.safeParse(circuit);
        if (!shape.success) refused.push(`${file}: ${shape.error.issues[0]?.message ?? 'bad shape'}`);
        if (circuit.components.some((c) => c.type === PLACEHOLDER_TYPE)) continue;
        const check = checkImportedCircuit(circuit);
        if (!check.success) refused.push(`${file}: ${check.error.slice(0, 400)}`);
      }
    }
    times.sort((a, b) => a - b);
    const median = times.length > 0 ? times[Math.floor(times.length / 2)]! : 0;
    const max = times.length > 0 ? times[times.length - 1]! : 0;
    console.log(
      [
        `Logisim corpus ${corpus}: ${files.length} files, ${read} read without error`,
        `parts carried over: ${supported} of ${components} (${((100 * supported) / Math.max(1, components)).toFixed(1)}%)`,
        `files with a placeholder: ${withPlaceholder}`,
        `read time: median ${median.toFixed(1)} ms, longest ${max.toFixed(1)} ms`,
        `placeholders by part: ${[...unsupported]
          .sort((a, b) => b[1] - a[1])
          .map(([n, c]) => `${n} ${c}`)
          .join(', ')}`,
        ...failures.map((f) => `not read: ${f}`),
      ].join('\n'),
    );
    expect(refused).toEqual([]);
  }, 600_000);
});
