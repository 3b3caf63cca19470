import { fail, type Failure, type Result } from '../../shared/errors';
import { DamagedRowError } from './lesson-store';

/** There is no lesson of that id. */
export function noLesson(id: string): Failure {
  return fail('NOT_FOUND', `There is no lesson ${id}.`, 'It may have been deleted: pick a lesson from the list.');
}

/** There is no course of that id. */
export function noCourse(id: string): Failure {
  return fail('NOT_FOUND', `There is no course ${id}.`, 'It may have been deleted: pick a course from the list.');
}

/** A write that failed (a full disk, a read-only folder): nothing was applied. */
export function notSaved(what: string, error: unknown): Failure {
  console.error(`[STORAGE_FAILED] ${what}`, error);
  return fail(
    'STORAGE_FAILED',
    `“${what}” could not be saved, so it was not applied.`,
    'Check that the disk has space and the data folder is writable, then try again.',
  );
}

/** A stored row that does not read back: said in words; the row is left as it is. */
export function damaged(what: string, error: DamagedRowError): Failure {
  console.error(`[DAMAGED_ROW] ${what}`, error.message);
  return fail(
    'STORAGE_FAILED',
    `Could not ${what}: the saved copy of ${error.what} is damaged, so it was left as it is.`,
    'Nothing was changed, and other lessons and courses are unaffected. Import the course again, or restore the data folder from a backup.',
  );
}

/**
 * Runs a service call: a damaged row becomes a failure saying which one, any other thrown error (a
 * bug, an I/O failure) a logged INTERNAL failure; never a crash, and nothing half-written (every
 * store method is one transaction).
 */
export function guard<T>(what: string, body: () => Result<T>): Result<T> {
  try {
    return body();
  } catch (error) {
    if (error instanceof DamagedRowError) return damaged(what, error);
    console.error(`[INTERNAL] could not ${what}`, error);
    return fail(
      'INTERNAL',
      `Could not ${what}.`,
      'This is a bug or a storage problem; your saved work was not changed.',
    );
  }
}
