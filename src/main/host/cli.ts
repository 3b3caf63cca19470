import { homedir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppServices, DatabaseUnavailableError } from '../app-services';
import { lessonPageRuntimePath } from '../lesson-page-runtime';
import { keyFileCipher } from '../store/key-file-cipher';
import { defaultDataDir } from './data-dir';
import { parseHostOptions } from './options';
import { startBrowserHost } from './server';
import { announceMcp } from '../mcp/discovery';
import { existsSync } from 'node:fs';

/**
 * `node out/main/host.js [--port N] [--data-dir DIR]`: runs CircuitForge in the browser host and
 * prints the address to open. Circuits, history, conversations and settings are kept in DIR
 * (default: see data-dir.ts).
 */
async function main(): Promise<void> {
  const options = parseHostOptions(process.argv.slice(2), process.env);
  if (typeof options === 'string') {
    console.error(`circuitforge: ${options}`);
    process.exit(2);
  }
  const here = dirname(fileURLToPath(import.meta.url));
  const dataDir = resolve(options.dataDir ?? defaultDataDir(process.platform, process.env, homedir()));
  const services = createAppServices({
    host: 'browser',
    dataDir,
    cipher: keyFileCipher(dataDir),
    lessonPageRuntime: lessonPageRuntimePath(here),
    starterCourse: options.starterCourse,
    mcpCommand: stdioCommand(here, dataDir),
  });
  console.log(`CircuitForge keeps its data in ${dataDir}`);
  const host = await startBrowserHost({
    services,
    token: options.token,
    port: options.port,
    rendererDir: options.rendererDir ?? resolve(here, '../renderer'),
  });
  console.log(`CircuitForge is running at ${host.url}`);
  // Where `circuitforge mcp` finds this app, so an agent's edits land here rather than beside it.
  let withdraw = () => {};
  try {
    withdraw = announceMcp(dataDir, {
      url: `http://127.0.0.1:${host.port}/mcp`,
      token: options.token,
      pid: process.pid,
      host: 'browser',
    });
  } catch (error) {
    console.warn(
      `circuitforge: "circuitforge mcp" will not find this app (${error instanceof Error ? error.message : String(error)}); MCP clients can still use the address.`,
    );
  }
  console.log(
    `MCP clients: http://127.0.0.1:${host.port}/mcp (bearer token as above), or the command: circuitforge mcp`,
  );

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    withdraw();
    void host
      .close()
      .then(() => services.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/**
 * The stdio command an MCP client launches to reach this app: the checkout's `circuitforge` bin on
 * this Node, with this data folder, so it works from any folder the client starts it in.
 */
function stdioCommand(here: string, dataDir: string): { command: string; args: string[] } {
  const bin = resolve(here, '../../bin/circuitforge.mjs');
  if (!existsSync(bin)) return { command: 'npx', args: ['circuitforge', 'mcp', '--data-dir', dataDir] };
  return { command: process.execPath, args: [bin, 'mcp', '--data-dir', dataDir] };
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof DatabaseUnavailableError) console.error(`circuitforge: ${error.message} ${error.hint}`);
  else if (code === 'EADDRINUSE')
    console.error('circuitforge: that port is in use; pick another with --port or CIRCUITFORGE_PORT.');
  else console.error('circuitforge: could not start:', error);
  process.exit(1);
});
