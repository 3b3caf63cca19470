import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { seededRandom } from '../../src/core/documents/test-support/random-edits';
import { temporaryFolder } from '../../src/main/store/test-support/harness';
import { readJournal, trimJournal, type Action, type JournalEntry } from './journal';
import { Reference, inspectDatabase, type Snapshot } from './reference';

const CHILD = join(import.meta.dirname, 'crash-child.ts');

/** What one seeded run saw. */
export interface CrashRunResult {
  readonly seed: number;
  readonly kills: number;
  /** Actions the child acknowledged, over all its lives. */
  readonly acknowledged: number;
  /** Kills that landed between an intent and its acknowledgement, and how many of those had committed. */
  readonly inFlight: number;
  readonly inFlightCommitted: number;
  /** Empty when every reopen was intact and equal to the acknowledged prefix. */
  readonly problems: string[];
}

/**
 * One crash run, after SQLite's own crash tests: a child applies random changes to a fresh database
 * and is killed with SIGKILL at a random moment, `lives` times over the same database. After each
 * kill the database is opened as the app opens it and must pass integrity_check and
 * foreign_key_check and hold exactly the acknowledged actions, plus at most the one in flight, whole.
 */
export async function runCrashSeed(seed: number, lives = 2): Promise<CrashRunResult> {
  const folder = temporaryFolder(`circuitforge-crash-${seed}-`);
  const dbFile = join(folder.dir, 'circuitforge.db');
  const journal = join(folder.dir, 'journal.ndjson');
  const random = seededRandom(seed);
  const committed = new Set<string>();
  const problems: string[] = [];
  let kills = 0;
  let inFlight = 0;
  try {
    for (let life = 1; life <= lives && problems.length === 0; life++) {
      const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dbFile, journal, String(seed), String(life)], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      // Now and then the first life dies while it starts: opening, migrating, creating the circuit.
      if (life === 1 && random() < 0.15) await sleep(random() * 1500);
      else if (!(await readyOrExit(journal, life, child))) {
        problems.push(`life ${life}: the child exited before it was ready: ${stderr.trim()}`);
        break;
      } else await sleep(random() * 600);
      if (child.exitCode !== null) problems.push(`life ${life}: the child stopped by itself: ${stderr.trim()}`);
      child.kill('SIGKILL');
      await exited;
      trimJournal(journal);
      kills++;
      const verdict = verify(readJournal(journal), committed, life, dbFile);
      problems.push(...verdict.problems.map((p) => `life ${life}: ${p}`));
      if (verdict.inFlight) inFlight++;
    }
    const entries = readJournal(journal);
    const acknowledged = entries.filter((e) => e.t === 'done').length;
    return { seed, kills, acknowledged, inFlight, inFlightCommitted: committed.size, problems };
  } finally {
    folder.remove();
  }
}

function verify(entries: JournalEntry[], committed: Set<string>, life: number, dbFile: string) {
  const reference = new Reference();
  const outcomes = new Map<string, boolean>();
  for (const e of entries) if (e.t === 'done') outcomes.set(`${e.life}:${e.n}`, e.ok);
  const problems: string[] = [];
  let pending: { key: string; action: Action } | undefined;
  for (const entry of entries) {
    if (entry.t !== 'intent') continue;
    const key = `${entry.life}:${entry.n}`;
    const outcome = outcomes.get(key);
    if (outcome !== undefined) {
      const ok = reference.apply(entry.action);
      if (ok !== outcome)
        problems.push(`the reference ${ok ? 'accepted' : 'refused'} action ${key} (${entry.action.kind})`);
    } else if (committed.has(key)) {
      reference.apply(entry.action);
    } else if (entry.life === life) {
      pending = { key, action: entry.action };
    }
  }
  const acknowledged = reference.snapshot();
  const withPending = pending && reference.apply(pending.action) ? reference.snapshot() : undefined;
  if (!existsSync(dbFile) && acknowledged.circuits.length === 0) return { problems, inFlight: pending !== undefined };
  const inspected = inspectDatabase(dbFile);
  problems.push(...inspected.problems);
  const stored = inspected.snapshot;
  if (stored && !isDeepStrictEqual(stored, acknowledged)) {
    if (withPending && isDeepStrictEqual(stored, withPending)) committed.add(pending!.key);
    else problems.push(`stored circuits differ from the acknowledged prefix: ${difference(stored, acknowledged)}`);
  }
  return { problems, inFlight: pending !== undefined };
}

/** The first circuit that differs, briefly: enough to start from, the seed reproduces the rest. */
function difference(stored: Snapshot, expected: Snapshot): string {
  const names = (s: Snapshot) => s.circuits.map((c) => c.name).join(', ');
  if (names(stored) !== names(expected)) return `circuits [${names(stored)}] instead of [${names(expected)}]`;
  for (let i = 0; i < stored.circuits.length; i++) {
    const a = stored.circuits[i]!;
    const b = expected.circuits[i]!;
    if (!isDeepStrictEqual(a, b)) {
      return `${a.name}: position ${a.position}/${a.length} (expected ${b.position}/${b.length}), ${a.circuit.components.length} components (expected ${b.circuit.components.length}), last change "${a.history.at(-1)}" (expected "${b.history.at(-1)}")`;
    }
  }
  return 'no difference found';
}

async function readyOrExit(journal: string, life: number, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (readJournal(journal).some((e) => e.t === 'ready' && e.life === life)) return true;
    await sleep(10);
  }
  return false;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
