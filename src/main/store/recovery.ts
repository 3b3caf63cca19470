import { closeSync, existsSync, openSync, readSync, renameSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/** Why a database file was set aside. */
export type SetAsideReason = 'not-sqlite' | 'corrupt' | 'not-ours' | 'newer';

/** A database file that was moved aside at start, and why. */
export interface SetAsideDatabase {
  readonly reason: SetAsideReason;
  /** What was found, for the log and the notice ("quick_check: row 3 missing from index…"). */
  readonly detail: string;
  /** Where the file is now; its -wal and -shm files, if any, sit beside it with the same name. */
  readonly movedTo: string;
}

const SQLITE_HEADER = 'SQLite format 3\0';

/** What a path holds before SQLite touches it: nothing, an empty file, an SQLite file or something else. */
export function sniffDatabaseFile(file: string): 'missing' | 'empty' | 'sqlite' | 'not-sqlite' {
  if (!existsSync(file)) return 'missing';
  if (statSync(file).size === 0) return 'empty';
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, header, 0, header.length, 0);
    return read === header.length && header.toString('latin1') === SQLITE_HEADER ? 'sqlite' : 'not-sqlite';
  } finally {
    closeSync(fd);
  }
}

/** The companions SQLite keeps beside a database; they belong to it and move with it. */
export const DATABASE_COMPANIONS = ['-wal', '-shm', '-journal'];

/**
 * Renames a database and its companion files to `<name>.<reason>-<time>.db` in the same folder.
 * Nothing is deleted; the name is new, so an earlier set-aside file is never overwritten. The
 * database must be closed.
 */
export function moveAside(file: string, reason: SetAsideReason, now: Date = new Date()): string {
  const ext = extname(file);
  const stem = basename(file, ext);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let target = '';
  for (let n = 1; ; n++) {
    target = join(dirname(file), `${stem}.${reason}-${stamp}${n > 1 ? `-${n}` : ''}${ext}`);
    if (![target, ...DATABASE_COMPANIONS.map((c) => target + c)].some((path) => existsSync(path))) break;
  }
  // Companions first: a database left without its WAL would look older than it is.
  for (const companion of DATABASE_COMPANIONS) {
    if (existsSync(file + companion)) renameSync(file + companion, target + companion);
  }
  renameSync(file, target);
  return target;
}
