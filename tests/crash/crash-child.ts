// The crash child: opens the database the way the app does and applies random changes through the
// DocumentService until the parent kills it with SIGKILL. Before each action it appends an intent
// to the journal, after it the outcome ("acknowledged"); each line is written with one write(2),
// which a SIGKILL cannot tear.
// Usage: node --import tsx tests/crash/crash-child.ts <db file> <journal> <seed> <life>
import { closeSync, openSync, writeSync } from 'node:fs';
import { DocumentService } from '../../src/core/documents/document-service';
import { EditGenerator, randomIntents, seededRandom } from '../../src/core/documents/test-support/random-edits';
import { EventBus } from '../../src/core/events';
import { serializeCircuitFile } from '../../src/shared/circuit/file-format';
import { openDatabase } from '../../src/main/store/database';
import { SqliteDocumentStore } from '../../src/main/store/sqlite-document-store';
import { MAIN_CIRCUIT, type Action, type JournalEntry } from './journal';

const [dbFile, journalFile, seedText, lifeText] = process.argv.slice(2);
if (!dbFile || !journalFile || !seedText || !lifeText)
  throw new Error('usage: crash-child <db> <journal> <seed> <life>');
const seed = Number(seedText);
const life = Number(lifeText);
const random = seededRandom(seed * 1000 + life);
const generator = new EditGenerator(`L${life}_`);
const journal = openSync(journalFile, 'a');
const write = (entry: JournalEntry) => writeSync(journal, `${JSON.stringify(entry)}\n`);

// Odd seeds checkpoint every 3 changes, so kills also land inside checkpoint writes.
const checkpoints = seed % 2 === 1 ? { every: 3, logRatio: 0 } : undefined;
const { db } = openDatabase(dbFile);
const service = new DocumentService(new SqliteDocumentStore(db, checkpoints ? { checkpoints } : {}), new EventBus());

let n = 0;
/** Journals an action, runs it, journals whether it succeeded. */
function run(action: Action, body: () => { success: boolean }): boolean {
  const number = n++;
  write({ t: 'intent', life, n: number, action });
  const { success } = body();
  write({ t: 'done', life, n: number, ok: success });
  return success;
}

function mainId(): string {
  const found = () => {
    const list = service.list();
    if (!list.success) throw new Error(list.error);
    return list.data.find((m) => m.name === MAIN_CIRCUIT)?.id;
  };
  const existing = found();
  if (existing) return existing;
  run({ kind: 'start' }, () => service.create(MAIN_CIRCUIT));
  return found()!;
}

const id = mainId();
write({ t: 'ready', life, circuitId: id });
let extras = 0;
const deadline = Date.now() + 60_000; // the parent kills long before; this only guards against orphans

while (Date.now() < deadline) {
  const r = random();
  const state = service.stateOf(id);
  if (!state.success) throw new Error(state.error);
  const history = service.history(id);
  if (!history.success) throw new Error(history.error);
  if (r < 0.03) {
    const content = serializeCircuitFile(`Extra ${life}-${extras++}`, generator.circuit(2 + (n % 6), random));
    run({ kind: 'import', content }, () => service.importFile(content));
  } else if (r < 0.05) {
    const list = service.list();
    const victim = list.success ? list.data.find((m) => m.name.startsWith('Extra')) : undefined;
    if (victim) run({ kind: 'delete', name: victim.name }, () => service.delete(victim.id));
  } else if (r < 0.17) {
    run({ kind: 'undo' }, () => service.undo(id));
  } else if (r < 0.25) {
    run({ kind: 'redo' }, () => service.redo(id));
  } else if (r < 0.29) {
    const position = Math.floor(random() * (history.data.history.length + 1));
    run({ kind: 'jump', position }, () => service.jump(id, position));
  } else {
    // One change in ten is an assistant turn: many operations committed as ONE change.
    const big = random() < 0.1;
    const intents = randomIntents(random, big ? 20 + Math.floor(random() * 40) : 1 + Math.floor(random() * 4));
    const { operations } = generator.change(state.data, intents, big);
    if (operations.length === 0) continue;
    const label = big ? `AI: turn ${life}-${n}` : `Edit ${life}-${n}`;
    const source = big ? 'assistant' : 'user';
    run({ kind: 'edit', label, source, operations }, () => service.apply(id, operations, label, source));
  }
}
closeSync(journal);
db.close();
