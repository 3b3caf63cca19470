import type { RegisterCommand } from '../command';
import { runMcpCommand } from '../mcp/run-mcp';

/** `circuitforge mcp [--data-dir DIR]`: the MCP server on stdio, for clients that launch a command. */
export const registerMcp: RegisterCommand = (program, context) => {
  program
    .command('mcp')
    .summary('Serves the circuit tools to an MCP client over stdio (Claude Desktop, Claude Code, Cursor…).')
    .description(
      'Serves the circuit tools, the circuits (as resources) and the design prompt over MCP on standard input ' +
        'and output, for clients that launch a command. When CircuitForge runs on the data folder, the calls go ' +
        'through the app and its canvas shows each edit as it happens; otherwise this command opens the folder ' +
        'itself. Standard output carries only MCP; messages go to standard error.',
    )
    .option('--data-dir <dir>', "the data folder (default: the desktop app's, then the browser host's)")
    .action(async (options: { dataDir?: string }) => {
      const code = await runMcpCommand({
        ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
        cwd: context.io.cwd,
        env: context.io.env,
        input: process.stdin,
        output: process.stdout,
        log: (line) => context.io.err(`${line}\n`),
      });
      context.exit(code);
    });
};
