/**
 * Circuit files on disk for the desktop app: opening (importing) them and exporting the open
 * circuit. Plain code over the DocumentService; main.ts adds the native dialogs.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { DocumentService } from '../../core/documents/document-service';
import { FILE_EXTENSION, MAX_CIRCUIT_FILE_BYTES } from '../../shared/circuit/file-format';
import type { OpenCircuit } from '../../shared/contract';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import { writeFileAtomic } from '../files/atomic-write';

/** The largest circuit file read (the contract's limit on `circuit:import`). */
export { MAX_CIRCUIT_FILE_BYTES };

/** File type filter of the open and save dialogs (one extension each: dialogs do not know "a.b"). */
export const CIRCUIT_FILE_FILTERS = [
  { name: 'Circuits (CircuitForge, Logisim, Digital)', extensions: ['json', 'circ', 'dig'] },
  { name: 'CircuitForge circuits', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];

const REASONS: Record<string, string> = {
  ENOENT: 'it does not exist',
  EACCES: 'permission was denied',
  EPERM: 'permission was denied',
  EISDIR: 'it is a folder',
  ENOSPC: 'the disk is full',
  EROFS: 'the disk is read-only',
  EBUSY: 'another program is using it',
  ENAMETOOLONG: 'its name is too long',
};

/** A file system error as a failure that names the file and the reason. */
export function fileFailure(verb: 'read' | 'write', path: string, error: unknown): Failure {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason = (code !== undefined && REASONS[code]) || (error instanceof Error ? error.message : String(error));
  return fail(
    'FILE_ACCESS_FAILED',
    `Could not ${verb} “${basename(path)}”: ${reason}.`,
    verb === 'read'
      ? 'Check that the file exists and that you may read it.'
      : 'Choose another folder, or check that the disk has space and you may write there.',
  );
}

/** The text of a circuit file, refusing folders and files over {@link MAX_CIRCUIT_FILE_BYTES}. */
export async function readCircuitFile(path: string): Promise<Result<string>> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return fileFailure('read', path, Object.assign(new Error(), { code: 'EISDIR' }));
    if (info.size > MAX_CIRCUIT_FILE_BYTES) {
      return fail(
        'INVALID_FILE',
        `“${basename(path)}” is ${(info.size / 1024 / 1024).toFixed(0)} MB; a circuit file is at most 64 MB.`,
        'Choose a circuit file: CircuitForge, Logisim (.circ) or Digital (.dig).',
      );
    }
    return ok(await readFile(path, 'utf8'));
  } catch (error) {
    return fileFailure('read', path, error);
  }
}

/** What importing one file needs: its text, its name, and the other files a Digital file may place. */
export interface FileToImport {
  readonly content: string;
  readonly fileName: string;
  readonly companions?: readonly { readonly fileName: string; readonly content: string }[];
}

/** The most `.dig` and `.hex` files of a folder read beside a Digital file, and their most bytes together. */
const MAX_COMPANIONS = 200;
const MAX_COMPANION_BYTES = MAX_CIRCUIT_FILE_BYTES;

/**
 * The other `.dig` files of a Digital file's folder, and its `.hex` files: Digital finds the
 * subcircuits a file places, and the hex files its ROMs take their words from, by their file names
 * there. Unreadable ones are left out (the import then reports them as missing).
 */
async function digitalCompanions(path: string): Promise<{ fileName: string; content: string }[]> {
  const folder = dirname(path);
  let names: string[];
  try {
    names = (await readdir(folder))
      .filter((n) => /\.(dig|hex)$/i.test(n) && join(folder, n) !== path)
      .slice(0, MAX_COMPANIONS);
  } catch {
    return [];
  }
  const companions: { fileName: string; content: string }[] = [];
  let bytes = 0;
  for (const name of names) {
    const text = await readCircuitFile(join(folder, name));
    if (!text.success || bytes + text.data.length > MAX_COMPANION_BYTES) continue;
    bytes += text.data.length;
    companions.push({ fileName: name, content: text.data });
  }
  return companions;
}

/**
 * Opens circuit files: each is read, checked whole and added to the library, and the last one
 * becomes the open circuit. One result per file, in order; a bad file never stops the others. A
 * Digital file is opened with the other `.dig` files of its folder (its subcircuits).
 */
export async function openCircuitFiles(
  documents: { importFile(file: FileToImport): Result<OpenCircuit> | Promise<Result<OpenCircuit>> },
  paths: readonly string[],
): Promise<Result<OpenCircuit>[]> {
  const results: Result<OpenCircuit>[] = [];
  for (const path of paths) {
    const text = await readCircuitFile(path);
    if (!text.success) {
      results.push(text);
      continue;
    }
    const companions = /\.dig$/i.test(path) ? await digitalCompanions(path) : [];
    const imported = await documents.importFile({
      content: text.data,
      fileName: basename(path),
      ...(companions.length > 0 ? { companions } : {}),
    });
    results.push(imported.success ? imported : { ...imported, error: `“${basename(path)}”: ${imported.error}` });
  }
  return results;
}

/** The path a save dialog answered, with the circuit extension added when the user left it out. */
export function withCircuitExtension(path: string): string {
  return path.toLowerCase().endsWith('.json') ? path : `${path}${FILE_EXTENSION}`;
}

/** Writes circuit `id` to `path` as a CircuitForge file, atomically. */
export async function exportCircuitFile(
  documents: Pick<DocumentService, 'exportFile'>,
  id: string,
  path: string,
): Promise<Result<{ path: string }>> {
  const exported = documents.exportFile(id);
  if (!exported.success) return exported;
  const target = withCircuitExtension(path);
  try {
    await writeFileAtomic(target, exported.data.content);
    return ok({ path: target });
  } catch (error) {
    return fileFailure('write', target, error);
  }
}
