// Child process of atomic-write.test.ts: rewrites one file forever, alternating two large versions,
// until the test kills it with SIGKILL at a random moment.
import { writeFileAtomic } from '../atomic-write';

const [target] = process.argv.slice(2);
if (target === undefined) throw new Error('usage: atomic-writer <file>');
const versions = ['A', 'B'].map((tag) => `${tag}\n${tag.repeat(4 * 1024 * 1024)}\nend\n`);

for (let i = 0; ; i++) {
  await writeFileAtomic(target, versions[i % 2]!);
  if (i === 0) process.stdout.write('wrote\n');
}
