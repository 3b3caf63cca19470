import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CliContext, RegisterCommand } from '../command';
import { EXIT, refuse, writeResult } from '../output';
import { gradeFolder } from './grade-folder';
import { runCircuitTests } from './grade';
import { openForCommand } from './open';
import { runText } from './test-format';
import { readTests, type NamedTest } from './test-source';

export interface TestOptions {
  readonly tests?: string;
  readonly json?: boolean;
  readonly vcd?: string;
}

/** `circuitforge test <file|folder>`: runs test cases; on a folder, grades every circuit in it. */
export const registerTest: RegisterCommand = (program, context) => {
  program
    .command('test')
    .description(
      'Runs a circuit’s test cases (or those of --tests) and prints pass/fail with the failing rows. ' +
        'On a folder, grades every circuit file in it. Exit 1 when a test fails.',
    )
    .argument('<file|folder>', 'a circuit file, or a folder of them (.json, .circ, .dig, .v, .sv)')
    .option(
      '-t, --tests <file>',
      'a test text (Digital’s test-case language), or a reference circuit whose tests to run',
    )
    .option('--json', 'prints the results as JSON')
    .option('--vcd <out.vcd>', 'writes the waveform of the run as a Value Change Dump (one file only)')
    .action((target: string, options: TestOptions) => test(context, target, options));
};

async function test(context: CliContext, target: string, options: TestOptions): Promise<void> {
  const path = resolve(context.io.cwd, target);
  const folder = await stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (folder && options.vcd !== undefined)
    return refuse(context, { error: '--vcd writes the waveform of one circuit.', hint: 'Give a file, not a folder.' });
  const workspace = await context.workspace();
  let tests: NamedTest[] | undefined;
  if (options.tests !== undefined) {
    const read = await readTests(workspace, context.io.cwd, options.tests);
    if (!read.success) return refuse(context, read);
    tests = read.data;
  }
  if (folder) return gradeFolder(context, workspace, path, target, tests, options.json === true);
  const opened = await openForCommand(context, target);
  if (!opened) return;
  const graded = await runCircuitTests(workspace, opened.circuit.id, tests, options.vcd !== undefined);
  if (!graded.success) return refuse(context, graded, graded.code === 'NOT_FOUND' ? EXIT.failed : EXIT.usage);
  const { run, sources } = graded.data;
  if (options.vcd !== undefined) {
    if (run.vcd === undefined) context.io.err('Warning: the run gave no waveform to write.\n');
    else if (!(await writeResult(context, options.vcd, run.vcd))) return;
  }
  if (options.json === true) {
    const { vcd: _vcd, ...rest } = run;
    context.io.out(`${JSON.stringify({ file: target, ...rest }, null, 2)}\n`);
  } else {
    context.io.out(runText(run, sources));
  }
  context.exit(run.passed ? EXIT.ok : EXIT.failed);
}
