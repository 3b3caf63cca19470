import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import { runTests } from '../../testcases/run-tests';
import { PLACEHOLDER_TYPE } from '../types';
import { readDigital } from './read-digital';
function digFiles(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...digFiles(path));
    else if (name.endsWith('.dig')) out.push(path);
  }
  return out;
}
it('dbg', () => {
  const why = new Map<string, number>();
  const fails: string[] = [];
  for (const folder of ['/work/scratch/digital-src/src/test/resources/dig', '/work/scratch/digital-src/src/main/dig']) {
    const files = digFiles(folder);
    for (const path of files) {
      const dir = dirname(path);
      const others = files
        .filter((p) => p !== path && p.startsWith(dir + '/'))
        .map((p) => ({ name: relative(dir, p), text: readFileSync(p, 'utf8') }));
      const r = readDigital({ main: { name: path, text: readFileSync(path, 'utf8') }, others });
      if (!r.success) continue;
      for (const u of r.data.report.unsupported)
        for (const w of u.where) {
          const m = / \((.*)\)$/.exec(w);
          const k = u.name + ': ' + (m?.[1] ?? '');
          why.set(k, (why.get(k) ?? 0) + 1);
        }
      const all = [r.data.circuit, ...r.data.subcircuits.map((s) => s.circuit)];
      if (all.some((c) => c.components.some((p) => p.type === PLACEHOLDER_TYPE))) continue;
      const tests = r.data.circuit.tests ?? [];
      if (tests.length === 0) continue;
      const lib = new Map(r.data.subcircuits.map((s) => [s.id, s]));
      const run = runTests(r.data.circuit, (id) => lib.get(id), tests, { maxRows: 200000, maxFailures: 1 });
      if ('error' in run) {
        fails.push(`${relative('/work/scratch/digital-src/src', path)}: BUILD ${run.error}`);
        continue;
      }
      for (const t of run.tests)
        if (!t.passed)
          fails.push(
            `${relative('/work/scratch/digital-src/src', path)} [${t.name}]: ${t.error ? 'ERR l' + t.error.line + ' ' + t.error.message : JSON.stringify(t.failures[0])} | warn: ${r.data.report.warnings.slice(0, 2).join(' / ')}`,
          );
    }
  }
  console.log(
    [...why]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([k, n]) => `${n} ${k}`)
      .join('\n'),
  );
  console.log(fails.join('\n'));
}, 600000);
