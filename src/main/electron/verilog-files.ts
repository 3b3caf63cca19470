/**
 * Verilog files on disk for the desktop app: File › Export Verilog… writes the open circuit's module
 * where the save dialog says. Plain code; desktop-actions.ts adds the dialog.
 */
import { ok, type Result } from '../../shared/errors';
import { writeFileAtomic } from '../files/atomic-write';
import { fileFailure } from './circuit-files';

/** File type filter of the save dialog. */
export const VERILOG_FILE_FILTERS = [
  { name: 'Verilog', extensions: ['v'] },
  { name: 'All files', extensions: ['*'] },
];

/** The path a save dialog answered, with `.v` added when the user left the extension out. */
export function withVerilogExtension(path: string): string {
  return /\.s?v$/i.test(path) ? path : `${path}.v`;
}

/** Writes a Verilog source to `path` (with `.v` added when missing), atomically. */
export async function writeVerilogFile(path: string, source: string): Promise<Result<{ path: string }>> {
  const target = withVerilogExtension(path);
  try {
    await writeFileAtomic(target, source);
    return ok({ path: target });
  } catch (error) {
    return fileFailure('write', target, error);
  }
}
