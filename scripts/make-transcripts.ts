// `npm run eval:transcripts`: writes the replay set eval/transcripts/ from the task set and its
// reference solutions (src/core/eval/transcript-set.ts): a transcript per task that builds the
// reference solution as a model would, and transcripts of wrong runs that must fail for the right
// reason. Files it did not write (recordings of real runs) are left alone and listed.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { generatedTranscripts } from '../src/core/eval/transcript-set';
import { EVAL_DIR } from '../src/main/eval/eval-dir';
import { loadTaskSet } from '../src/main/eval/load-tasks';
import { writeJsonFile } from '../src/main/eval/transcript-files';

const taskSet = loadTaskSet(EVAL_DIR);
if (!taskSet.success) {
  console.error(`${taskSet.error}\n${taskSet.hint}`);
  process.exit(1);
}
const made = generatedTranscripts(taskSet.data);
if (!made.success) {
  console.error(`${made.error}\n${made.hint}`);
  process.exit(1);
}
const dir = join(EVAL_DIR, 'transcripts');
for (const { name, transcript } of made.data) await writeJsonFile(join(dir, `${name}.json`), transcript);
const written = new Set(made.data.map((t) => `${t.name}.json`));
const others = readdirSync(dir).filter((f) => f.endsWith('.json') && !written.has(f));
console.log(`Wrote ${made.data.length} transcripts to ${dir}.`);
if (others.length > 0) console.log(`Left as they are (not generated): ${others.join(', ')}`);
