import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { Command, CommanderError } from 'commander';
import type { CliContext, CliIo, OpenedCircuit, RegisterCommand, Workspace } from '../../command';
import { createAppServices, type AppServices } from '../../../main/app-services';
import { inProcessTransport } from '../../../main/simulation/transport';
import { dispatch } from '../../../core/rpc/dispatch';
import { fail, ok, type Result } from '../../../shared/errors';
import type { OpenCircuit } from '../../../shared/contract';

/**
 * A stand-in for the command line's workspace (src/cli/workspace.ts, built apart): the app's
 * services on an in-memory database, a file opened through the app's own `circuit:import`. Only
 * the tests of `image` and `ask` use it; at merge they take the real workspace instead.
 */
function testWorkspace(cwd: string): { workspace: () => Promise<Workspace>; close: () => Promise<void> } {
  let services: AppServices | undefined;
  const start = (): AppServices =>
    (services ??= createAppServices({
      host: 'browser',
      simulationTransport: () => inProcessTransport(),
      starterCourse: false,
      env: {},
    }));
  const open = async (file: string): Promise<Result<OpenedCircuit>> => {
    let content: string;
    try {
      content = await readFile(resolve(cwd, file), 'utf8');
    } catch {
      return fail('FILE_ACCESS_FAILED', `${file} could not be read.`, 'Check the file name and that you may read it.');
    }
    const imported = (await dispatch(
      start().handlers,
      'circuit:import',
      { content, fileName: basename(file) },
      { host: 'browser' },
    )) as Result<OpenCircuit>;
    if (!imported.success) return { ...imported, error: `${file}: ${imported.error}` };
    return ok({ id: imported.data.meta.id, name: imported.data.meta.name, warnings: [] });
  };
  return {
    workspace: () => Promise.resolve({ services: start(), open }),
    close: async () => {
      await services?.close();
    },
  };
}

/** What one command run printed and the exit status it ended with. */
export interface CommandRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs one command as the program would: commander parses `argv` (the command's name first), the
 * command writes to strings, its workspace is closed at the end. Usage errors exit with 2.
 */
export async function runCommand(
  register: RegisterCommand,
  argv: readonly string[],
  options: { cwd: string; env?: Record<string, string | undefined> },
): Promise<CommandRun> {
  let out = '';
  let err = '';
  let code = 0;
  const io: CliIo = {
    out: (text) => void (out += text),
    err: (text) => void (err += text),
    cwd: options.cwd,
    env: options.env ?? {},
  };
  const { workspace, close } = testWorkspace(options.cwd);
  const context: CliContext = { io, workspace, exit: (c) => void (code = Math.max(code, c)) };
  const program = new Command('circuitforge')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text), writeErr: (text) => io.err(text) });
  register(program, context);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.exitCode !== 0) code = Math.max(code, 2);
  } finally {
    await close();
  }
  return { code, out, err };
}
