import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LessonPageRuntime } from '../core/lessons/page/handlers';
import { fail, ok } from '../shared/errors';

/** Where the built runtime lies beside the main process's output folder (out/main → out/lesson-page). */
export function lessonPageRuntimePath(mainDir: string): string {
  return join(mainDir, '../lesson-page/lesson-page.js');
}

/**
 * Reads the exported lesson page's script, built by `vite.lesson-page.config.ts`. Missing (a build
 * without it, or no path given), it says so in words instead of making a page whose circuits are dead.
 */
export function lessonPageRuntime(path: string | undefined): LessonPageRuntime {
  return async () => {
    if (path === undefined)
      return fail(
        'FILE_ACCESS_FAILED',
        'This copy of CircuitForge cannot export lesson pages: it was started without the lesson page script.',
        'Start it from a full build ("npm run build").',
      );
    try {
      return ok(await readFile(path, 'utf8'));
    } catch {
      return fail(
        'FILE_ACCESS_FAILED',
        `The lesson page cannot be made: its script is missing (${path}).`,
        'Build it with "npm run build" (or "npm run build:lesson-page"), then export again.',
      );
    }
  };
}
