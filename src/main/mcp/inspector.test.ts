import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { startBrowserHost, type BrowserHost } from '../host/server';
import { fakeRendererDir } from '../host/test-support/http-client';
import { inProcessTransport } from '../simulation/transport';
import { createTestServices } from '../test-support/services';

const run = promisify(execFile);
const TOKEN = 'inspector-token-0123456789';
/** The MCP Inspector's command line (`npx @modelcontextprotocol/inspector --cli`), from the project's devDependencies. */
const INSPECTOR = join(process.cwd(), 'node_modules', '@modelcontextprotocol', 'inspector', 'cli', 'build', 'cli.js');

/** Runs the Inspector in CLI mode against the app's HTTP endpoint and parses what it prints. */
async function inspect(url: string, args: readonly string[]): Promise<unknown> {
  const { stdout } = await run(
    process.execPath,
    [INSPECTOR, '--cli', url, '--transport', 'http', '--header', `Authorization: Bearer ${TOKEN}`, ...args],
    { timeout: 60_000 },
  );
  return JSON.parse(stdout) as unknown;
}

describe('the MCP Inspector (CLI mode) against the running app', () => {
  let services: AppServices;
  let host: BrowserHost;
  let url: string;

  beforeAll(async () => {
    services = createTestServices('browser', { simulationTransport: () => inProcessTransport() });
    host = await startBrowserHost({ services, rendererDir: fakeRendererDir(), token: TOKEN, port: 0 });
    url = `http://127.0.0.1:${host.port}/mcp`;
  });
  afterAll(async () => {
    await host.close();
    await services.close();
  });

  it('lists the tools', async () => {
    const listed = (await inspect(url, ['--method', 'tools/list'])) as { tools: { name: string }[] };
    expect(listed.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['apply_blueprint', 'simulate']));
  });

  it('calls a tool, and the app keeps the change', async () => {
    const called = (await inspect(url, [
      '--method',
      'tools/call',
      '--tool-name',
      'add_component',
      '--tool-arg',
      'type=XOR_2',
      '--tool-arg',
      'label=G1',
    ])) as { isError: boolean; structuredContent: { change: string } };
    expect(called).toMatchObject({ isError: false, structuredContent: { change: 'MCP: add_component' } });
    const open = services.documents.current();
    if (!open.success) throw new Error(open.error);
    expect(open.data.circuit.components.map((c) => c.label)).toContain('G1');
  });
});
