import { fail, type Result } from '../shared/errors';

/**
 * Runs a store call; a thrown store error (a full disk, a locked file) becomes a logged
 * STORAGE_FAILED failure saying what could not be done. Stores keep nothing half-done.
 */
export function guardStorage<T>(what: string, body: () => Result<T>): Result<T> {
  try {
    return body();
  } catch (error) {
    console.error(`[STORAGE_FAILED] could not ${what}`, error);
    return fail(
      'STORAGE_FAILED',
      `Could not ${what}.`,
      'Check that the disk has space and the data folder is writable.',
    );
  }
}
