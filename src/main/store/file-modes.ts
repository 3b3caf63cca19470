import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

/** The data folder: the user only (circuits and conversations are not encrypted). */
export const PRIVATE_FOLDER_MODE = 0o700;
/** The database and its companion files: read and write for the user only. */
export const PRIVATE_FILE_MODE = 0o600;

const posix = process.platform !== 'win32';

/**
 * Creates the data folder for the user only (0700). A folder that exists already is narrowed the
 * same way when it is evidently ours (it holds `marker`, the database) and the user owns it: one
 * made by an earlier build with the default 0755. Any other existing folder (a --data-dir the user
 * picked, say their home) keeps its mode: the files in it are made private instead.
 */
export function preparePrivateFolder(dir: string, marker: string): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    return;
  }
  if (!posix || !existsSync(marker)) return;
  const info = statSync(dir);
  if (info.uid === process.getuid?.() && (info.mode & 0o077) !== 0) chmodSync(dir, info.mode & ~0o077 & 0o777);
}

/**
 * Makes `file` private before SQLite opens it: an existing file (and its companions) gets 0600, a
 * missing one is created empty with 0600. SQLite gives the WAL and shared-memory files it creates
 * later the mode of the database file, so they are private too.
 */
export function preparePrivateFile(file: string, companions: readonly string[]): void {
  if (!posix) return;
  if (!existsSync(file)) closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  for (const path of [file, ...companions.map((suffix) => file + suffix)]) {
    if (existsSync(path) && (statSync(path).mode & 0o777) !== PRIVATE_FILE_MODE) chmodSync(path, PRIVATE_FILE_MODE);
  }
}
