import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { SolutionSchema, TaskSchema, type Solution, type Task } from '../../core/eval';
import { fail, ok, type Result } from '../../shared/errors';

/** A task file as loaded, with its reference solution when there is one. */
export interface LoadedTask {
  readonly task: Task;
  readonly file: string;
  readonly solution?: Solution;
  readonly solutionFile?: string;
}

/**
 * Reads every `<dir>/tasks/*.json` (and `<dir>/solutions/<id>.json` beside it), checking each
 * against the schema and that its id is its file name. Every problem of every file is reported,
 * with the file and the place in it; tasks come sorted by id.
 */
export function loadTaskSet(dir: string): Result<LoadedTask[]> {
  const tasksDir = join(dir, 'tasks');
  if (!existsSync(tasksDir)) {
    return fail(
      'FILE_ACCESS_FAILED',
      `There is no task folder at ${tasksDir}.`,
      'Run from the project folder, or pass the folder that holds tasks/.',
    );
  }
  const problems: string[] = [];
  const loaded: LoadedTask[] = [];
  const files = readdirSync(tasksDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const file = join(tasksDir, name);
    const task = readJson(file, TaskSchema, problems);
    if (!task) continue;
    const id = basename(name, '.json');
    if (task.id !== id) {
      problems.push(`${file}: the id is "${task.id}" but the file is ${name}; they must be the same.`);
      continue;
    }
    const solutionFile = join(dir, 'solutions', `${id}.json`);
    if (!existsSync(solutionFile)) {
      loaded.push({ task, file });
      continue;
    }
    const solution = readJson(solutionFile, SolutionSchema, problems);
    if (solution) loaded.push({ task, file, solution, solutionFile });
  }
  if (problems.length > 0) {
    return fail(
      'INVALID_FILE',
      `${problems.length} problem(s) in the task set:\n${problems.join('\n')}`,
      'Fix the files named; eval/README.md describes the format.',
      {
        problems,
      },
    );
  }
  return ok(loaded);
}

function readJson<T>(file: string, schema: z.ZodType<T>, problems: string[]): T | undefined {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: not readable JSON (${error instanceof Error ? error.message : String(error)}).`);
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, 10)) {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(top)';
    problems.push(`${file}: ${where}: ${issue.message}.`);
  }
  return undefined;
}
