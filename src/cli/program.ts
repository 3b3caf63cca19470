import { Command, CommanderError } from 'commander';
import { APP_VERSION } from '../main/app-meta';
import type { CliContext, CliIo, RegisterCommand } from './command';
import { COMMANDS } from './commands';
import { EXIT } from './output';
import type { LazyWorkspace } from './workspace';

/** What commander's own refusals become: a sentence, and what to do. */
const HINT = 'Run “circuitforge --help” for the commands, or “circuitforge <command> --help” for one.';

/**
 * The `circuitforge` program: every command of `commands` ({@link COMMANDS}), help on each, and
 * every word it writes going through `io`. Commander never ends the process: its refusals throw
 * (exitOverride) and {@link runCli} turns them into an exit status.
 */
export function buildProgram(context: CliContext, commands: readonly RegisterCommand[] = COMMANDS): Command {
  const { io } = context;
  const program = new Command('circuitforge')
    .description(
      'CircuitForge without a window: check, simulate, test, convert and draw circuit files, ask the assistant, serve MCP.',
    )
    .version(APP_VERSION, '-V, --version', 'Prints the version.')
    .helpOption('-h, --help', 'Shows this help.')
    .helpCommand(false)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.out(text),
      writeErr: (text) => io.err(text),
      outputError: (text, write) => write(`${text.replace(/^error: /, 'Error: ')}`),
    })
    .showHelpAfterError(HINT)
    .showSuggestionAfterError(true);
  for (const register of commands) register(program, context);
  return program;
}

/**
 * Runs one command line (the arguments after the program's name) and answers its exit status:
 * 0 all good, 1 the circuit failed (errors, failing tests), 2 bad usage or an unreadable file, 3 a
 * bug. The headless app is started only if the command needs it, and closed before this answers.
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  /** The commands (tests give a command made with shorter timers). */
  commands: readonly RegisterCommand[] = COMMANDS,
): Promise<number> {
  let status: number = EXIT.ok;
  // Loaded on first use: --help, --version and refused command lines answer without starting the app.
  let workspace: LazyWorkspace | undefined;
  const context: CliContext = {
    io,
    workspace: async () => {
      workspace ??= (await import('./workspace')).lazyWorkspace(io.cwd, io.env);
      return workspace.get();
    },
    exit: (code) => {
      status = Math.max(status, code);
    },
  };
  const program = buildProgram(context, commands);
  try {
    if (argv.length === 0) {
      io.err(program.helpInformation());
      return EXIT.usage;
    }
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version "fail" with 0; every refusal of the command line is bad usage.
      status = Math.max(status, error.exitCode === 0 ? EXIT.ok : EXIT.usage);
    } else {
      const message = error instanceof Error ? error.message : String(error);
      io.err(
        `CircuitForge stopped on an unexpected error: ${message}. This is a bug; please report it with the command you ran.\n`,
      );
      status = EXIT.internal;
    }
  } finally {
    await workspace?.close();
  }
  return status;
}
