import { fileURLToPath } from 'node:url';

/** The project's eval/ folder: tasks, solutions, transcripts, results. */
export const EVAL_DIR = fileURLToPath(new URL('../../../eval', import.meta.url));
