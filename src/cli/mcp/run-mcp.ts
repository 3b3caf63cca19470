import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { DATABASE_FILE, DatabaseUnavailableError, createAppServices } from '../../main/app-services';
import { defaultDataDir, desktopDataDir } from '../../main/host/data-dir';
import { findRunningApp } from '../../main/mcp/find-app';
import { proxyStdioToHttp } from '../../main/mcp/stdio-proxy';
import { serveMcpOverStdio } from '../../main/mcp/stdio-server';
import { inProcessTransport } from '../../main/simulation/transport';

/** What `circuitforge mcp` runs with. */
export interface McpCommandOptions {
  /** --data-dir: only this folder; otherwise the desktop app's, then the browser host's. */
  readonly dataDir?: string;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly input: Readable;
  readonly output: Writable;
  /** Messages for the user (standard error: standard output carries only MCP). */
  readonly log: (line: string) => void;
  readonly platform?: NodeJS.Platform;
  readonly home?: string;
}

/**
 * `circuitforge mcp`: MCP on stdio for clients that launch a command. When CircuitForge runs on the
 * data folder it relays to the app (edits appear on its canvas); otherwise it opens the folder
 * itself, as the app would, and serves from there. It never opens a database the app holds: the
 * app's lock refuses it, and the message says what to do. Returns the exit status.
 */
export async function runMcpCommand(options: McpCommandOptions): Promise<number> {
  const platform = options.platform ?? process.platform;
  const home = options.home ?? homedir();
  const env = options.env as NodeJS.ProcessEnv;
  const folders =
    options.dataDir !== undefined
      ? [resolve(options.cwd, options.dataDir)]
      : [
          env.CIRCUITFORGE_DATA_DIR
            ? resolve(options.cwd, env.CIRCUITFORGE_DATA_DIR)
            : desktopDataDir(platform, env, home),
          defaultDataDir(platform, env, home),
        ];
  const running = await findRunningApp(folders);
  if (running) {
    options.log(`circuitforge mcp: relaying to CircuitForge (${running.host}) on ${running.dataDir}.`);
    await proxyStdioToHttp(running, options.input, options.output, options.log);
    return 0;
  }
  const dataDir = folders.find((folder) => existsSync(resolve(folder, DATABASE_FILE))) ?? folders[0]!;
  let services;
  try {
    services = createAppServices({
      host: 'browser',
      dataDir,
      simulationTransport: () => inProcessTransport(),
      starterCourse: false,
    });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      options.log(
        `circuitforge mcp: ${error.message} ${error.hint} If CircuitForge is running on ${dataDir}, restart it so it announces its MCP endpoint, or pass --data-dir for another folder.`,
      );
      return 1;
    }
    throw error;
  }
  options.log(`circuitforge mcp: CircuitForge is not running; serving the circuits in ${dataDir}.`);
  try {
    await serveMcpOverStdio(services, options.input, options.output);
  } finally {
    await services.close();
  }
  return 0;
}
