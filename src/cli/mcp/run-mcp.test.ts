import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from '../../main/app-services';
import { startBrowserHost, type BrowserHost } from '../../main/host/server';
import { fakeRendererDir } from '../../main/host/test-support/http-client';
import { DISCOVERY_FILE, announceMcp, readMcpDiscovery } from '../../main/mcp/discovery';
import { buildHalfAdder, callTool } from '../../main/mcp/test-support/mcp-calls';
import { inProcessTransport } from '../../main/simulation/transport';
import { runMcpCommand } from './run-mcp';
import { stdioPipes } from './test-support/stream-client';

const TOKEN = 'stdio-test-token-0123456789';

/** Runs `circuitforge mcp --data-dir <dir>` in this process, with a client on its stdio. */
async function connectStdio(dataDir: string) {
  const { stdin, stdout, client: transport } = stdioPipes();
  const log: string[] = [];
  const exit = runMcpCommand({ dataDir, cwd: '/', env: {}, input: stdin, output: stdout, log: (l) => log.push(l) });
  const client = new Client({ name: 'stdio-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, log, exit };
}

function servicesOn(dataDir: string): AppServices {
  return createAppServices({ host: 'browser', dataDir, simulationTransport: () => inProcessTransport() });
}

describe('circuitforge mcp (stdio)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cf-mcp-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens the data folder itself when no app runs there, and keeps each editing call as a change', async () => {
    const { client, log, exit } = await connectStdio(dataDir);
    expect(log.join('\n')).toMatch(/not running; serving the circuits in/);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('apply_blueprint');
    const labels = await buildHalfAdder(client);
    const checked = await callTool(client, 'check_truth_table', { expected: ['S = A xor B', 'C = A and B'] });
    expect(checked.isError, JSON.stringify(checked.result)).toBe(false);
    await client.close();
    expect(await exit).toBe(0);
    // The folder holds the circuit and its history once the command ends (and its lock is released).
    const reopened = servicesOn(dataDir);
    try {
      const open = reopened.documents.current();
      if (!open.success) throw new Error(open.error);
      const history = reopened.documents.history(open.data.meta.id);
      expect(history.success && history.data.entries.map((e) => [e.label, e.source])).toEqual(
        labels.map((label) => [label, 'mcp']),
      );
    } finally {
      await reopened.close();
    }
  });

  describe('with the app running on the folder', () => {
    let services: AppServices;
    let host: BrowserHost;
    let withdraw: () => void;
    beforeEach(async () => {
      services = servicesOn(dataDir);
      host = await startBrowserHost({ services, rendererDir: fakeRendererDir(), token: TOKEN, port: 0 });
      withdraw = announceMcp(dataDir, {
        url: `http://127.0.0.1:${host.port}/mcp`,
        token: TOKEN,
        pid: process.pid,
        host: 'browser',
      });
    });
    afterEach(async () => {
      withdraw();
      await host.close();
      await services.close();
    });

    it('relays to the app, so the edits appear live in its history and on its canvas', async () => {
      const made = services.documents.create('Live adder');
      if (!made.success) throw new Error(made.error);
      expect(services.documents.openCircuit(made.data.meta.id).success).toBe(true);
      const seen: string[] = [];
      const unsubscribe = services.events.subscribe((message) => {
        if (message.name === 'circuit.changed') seen.push(message.name);
      });
      const { client, log, exit } = await connectStdio(dataDir);
      expect(log.join('\n')).toMatch(/relaying to CircuitForge \(browser\)/);
      const labels = await buildHalfAdder(client);
      unsubscribe();
      const history = services.documents.history(made.data.meta.id);
      expect(history.success && history.data.entries.map((e) => e.label)).toEqual(labels);
      expect(seen).toHaveLength(labels.length);
      const bad = await callTool(client, 'connect', { from: 'A:out', to: 'Nowhere:in' });
      expect(bad.isError).toBe(true);
      expect(String(bad.result.error)).toMatch(/Nowhere/);
      await client.close();
      expect(await exit).toBe(0);
    });

    it('keeps its discovery file private, and removes only its own', () => {
      expect(statSync(join(dataDir, DISCOVERY_FILE)).mode & 0o777).toBe(0o600);
      expect(readMcpDiscovery(dataDir)).toMatchObject({ token: TOKEN, host: 'browser' });
      const later = announceMcp(dataDir, {
        url: 'http://127.0.0.1:1/mcp',
        token: 'another-run-token-0123',
        pid: process.pid,
        host: 'browser',
      });
      withdraw();
      expect(readMcpDiscovery(dataDir)).toMatchObject({ token: 'another-run-token-0123' });
      later();
      expect(readMcpDiscovery(dataDir)).toBeUndefined();
      withdraw = () => undefined;
    });
  });

  it('never opens a database an app holds: without an endpoint to reach it says what to do', async () => {
    const services = servicesOn(dataDir);
    try {
      const { stdin, stdout } = stdioPipes();
      const log: string[] = [];
      const code = await runMcpCommand({
        dataDir,
        cwd: '/',
        env: {},
        input: stdin,
        output: stdout,
        log: (l) => log.push(l),
      });
      expect(code).toBe(1);
      expect(log.join('\n')).toMatch(/restart it so it announces its MCP endpoint/);
    } finally {
      await services.close();
    }
  });

  it('does not trust a stale discovery file: a dead process is passed over', async () => {
    announceMcp(dataDir, { url: 'http://127.0.0.1:9/mcp', token: TOKEN, pid: 2 ** 22 + 12345, host: 'electron' });
    const { client, log, exit } = await connectStdio(dataDir);
    expect(log.join('\n')).toMatch(/not running/);
    await client.close();
    expect(await exit).toBe(0);
  });
});
