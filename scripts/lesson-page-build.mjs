// Builds the exported lesson page's script (src/lesson-page) into out/lesson-page, on its own
// beside `electron-vite build` (vite.lesson-page.config.ts). Used by start, dist and the packaging check.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Runs the build in `root`; its result (status 0 when it built). */
export function buildLessonPage(root) {
  return spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'vite.lesson-page.config.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
