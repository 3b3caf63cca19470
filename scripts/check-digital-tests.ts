// Reads every test case in a checkout of Digital (hneemann/Digital: its .dig files hold test cases as
// <dataString> text) and runs our parser and row emission over each: a text Digital accepts and we
// do not is a bug (docs/TESTS.md). Not part of `npm test` (Digital's files are not ours to ship).
//   npx tsx scripts/check-digital-tests.ts <folder with Digital's .dig files>
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseTest } from '../src/core/testcases/parser';
import { emitRows } from '../src/core/testcases/rows';

const root = process.argv[2];
if (!root) {
  console.error('usage: npx tsx scripts/check-digital-tests.ts <folder with .dig files>');
  process.exit(2);
}
const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.dig')) files.push(path);
  }
};
walk(root);
const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
const decode = (s: string) =>
  s.replace(/&(#\d+|lt|gt|quot|apos|amp);/g, (_, e: string) =>
    e.startsWith('#') ? String.fromCharCode(Number(e.slice(1))) : entities[e]!,
  );
let texts = 0;
let rows = 0;
const problems: string[] = [];
for (const file of files) {
  for (const match of readFileSync(file, 'utf8').matchAll(/<dataString>([\s\S]*?)<\/dataString>/g)) {
    texts++;
    const parsed = parseTest(decode(match[1]!));
    if (!parsed.success) {
      problems.push(`${relative(root, file)}: ${parsed.error}`);
      continue;
    }
    try {
      // Circuit signals read 0 here; stop a `while` that waits on the circuit after 200,000 rows.
      for (const _ of emitRows(parsed.data, { read: () => 0n, random: () => 1n, resetRandom: () => {} })) {
        if (++rows % 200_000 === 0) break;
      }
    } catch (error) {
      problems.push(`${relative(root, file)}: ${(error as Error).message}`);
    }
  }
}
for (const p of problems.slice(0, 50)) console.log(p);
console.log(JSON.stringify({ files: files.length, tests: texts, rows, problems: problems.length }));
process.exit(problems.length === 0 ? 0 : 1);
