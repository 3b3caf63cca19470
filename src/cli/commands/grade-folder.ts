import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { CliContext, Workspace } from '../command';
import { EXIT, failureText, refuse } from '../output';
import { runCircuitTests } from './grade';
import { gradeLine, gradeOf, summaryText, type Grade } from './test-format';
import type { NamedTest } from './test-source';

/** The files of a folder that are graded: every circuit file a submission may be. */
const SUBMISSIONS = new Set(['.json', '.circ', '.dig', '.v', '.sv']);

/**
 * Grades every circuit file of a folder in one workspace (the app starts once): one line per file
 * as it is graded, then a summary. A file that does not open, or whose tests cannot run, is a
 * failed line with the reason, never the end of the grading. Each circuit is deleted from the
 * in-memory library once graded. Exit 1 when any file failed.
 */
export async function gradeFolder(
  context: CliContext,
  workspace: Workspace,
  path: string,
  shown: string,
  tests: readonly NamedTest[] | undefined,
  json: boolean,
): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(path, { withFileTypes: true }))
      .filter((e) => e.isFile() && !e.name.startsWith('.') && SUBMISSIONS.has(extname(e.name).toLowerCase()))
      .map((e) => e.name)
      .sort((a, b) => a.localeCompare(b, 'en'));
  } catch {
    return refuse(context, {
      error: `Could not read the folder “${shown}”.`,
      hint: 'Check that it exists and that you may read it.',
    });
  }
  if (names.length === 0)
    return refuse(context, {
      error: `The folder “${shown}” holds no circuit file.`,
      hint: 'Grading reads the .json, .circ, .dig, .v and .sv files of the folder.',
    });
  const width = Math.max(...names.map((n) => n.length));
  const grades: Grade[] = [];
  for (const name of names) {
    const grade = await gradeOne(workspace, join(path, name), name, tests);
    grades.push(grade);
    if (!json) context.io.out(gradeLine(grade, width));
  }
  if (json) {
    const passed = grades.filter((g) => g.passed).length;
    const summary = { files: grades.length, passed, failed: grades.length - passed };
    context.io.out(`${JSON.stringify({ folder: shown, files: grades, summary }, null, 2)}\n`);
  } else {
    context.io.out(summaryText(grades));
  }
  context.exit(grades.every((g) => g.passed) ? EXIT.ok : EXIT.failed);
}

async function gradeOne(
  workspace: Workspace,
  path: string,
  name: string,
  tests: readonly NamedTest[] | undefined,
): Promise<Grade> {
  const opened = await workspace.open(path);
  if (!opened.success) {
    // The line names the file already.
    const why = failureText(opened).replace(`“${name}”: `, '');
    return { file: name, passed: false, opened: false, reason: `does not open: ${why}` };
  }
  try {
    const graded = await runCircuitTests(workspace, opened.data.id, tests, false);
    if (!graded.success) return { file: name, passed: false, opened: true, reason: failureText(graded) };
    return gradeOf(name, graded.data.run, graded.data.sources);
  } finally {
    await workspace.discard(opened.data.id);
  }
}
