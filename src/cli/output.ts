import { writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Failure } from '../shared/errors';
import type { CliContext } from './command';

/** Exit statuses: 0 all good, 1 the circuit failed (errors, failing tests), 2 bad usage or an unreadable file, 3 a bug. */
export const EXIT = { ok: 0, failed: 1, usage: 2, internal: 3 } as const;

/** A failure as people read it: what went wrong, then what to do. */
export function failureText(failure: Pick<Failure, 'error' | 'hint'>): string {
  return failure.hint ? `${failure.error} ${failure.hint}` : failure.error;
}

/** Tells the user a failure on stderr and sets the exit status. */
export function refuse(context: CliContext, failure: Pick<Failure, 'error' | 'hint'>, code: number = EXIT.usage): void {
  context.io.err(`${failureText(failure)}\n`);
  context.exit(code);
}

/** Writes a result to the file `-o` names, or to stdout; false (and said why) when the file cannot be written. */
export async function writeResult(context: CliContext, file: string | undefined, content: string): Promise<boolean> {
  if (file === undefined) {
    context.io.out(content);
    return true;
  }
  const path = resolve(context.io.cwd, file);
  try {
    await writeFile(path, content, 'utf8');
    return true;
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'its folder does not exist'
        : String((error as Error).message);
    refuse(context, {
      error: `Could not write “${basename(path)}”: ${reason}.`,
      hint: 'Choose another place with -o, or check that you may write there.',
    });
    return false;
  }
}
