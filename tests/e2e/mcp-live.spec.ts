import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { buildHalfAdder, callTool } from '../../src/main/mcp/test-support/mcp-calls';
import { newCircuit, node, openCircuit, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';

test('an outside agent builds a half adder over MCP: it appears live, one History step per editing call, and undoes', async ({
  app,
  host,
}, testInfo) => {
  const id = await newCircuit(app);
  const client = new Client({ name: 'e2e-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${host.origin}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${host.token}` } },
    }),
  );
  try {
    // No circuit named: the calls work on the circuit open in the app.
    const labels = await buildHalfAdder(client);
    const canvas = app.locator('.canvas-host');
    await expect(canvas).toHaveAttribute('data-components', '6');
    await expect(app.locator('.react-flow__edge')).toHaveCount(6);
    const checked = await callTool(client, 'check_truth_table', { expected: ['S = A xor B', 'C = A and B'] });
    expect(checked.isError, JSON.stringify(checked.result)).toBe(false);

    await app.getByRole('button', { name: 'Show/hide the history' }).click();
    const panel = app.getByRole('complementary', { name: 'History' });
    await expect(panel.locator('.history-entry')).toHaveCount(labels.length + 1);
    await expect(panel.locator('.history-entry.current')).toContainText('MCP: connect');
    await expect(panel.locator('.history-source-mcp')).toHaveCount(labels.length);
    await expect(panel.locator('.history-entry').nth(1)).toContainText('MCP: add_component');
    await app.locator('.react-flow__controls-fitview').click();
    await saveScreenshot(app, testInfo, 'mcp-live-history');

    // The user's Undo takes back the agent's last call: one wire.
    await app.getByRole('button', { name: 'Undo' }).click();
    await expect(app.locator('.react-flow__edge')).toHaveCount(5);
    await expect
      .poll(async () => (await rpc(app, 'history:list', { circuitId: id })).history.position)
      .toBe(labels.length - 1);
    // The agent's undo takes back its own latest change still applied: another wire.
    const undone = await callTool(client, 'undo');
    expect(undone.result).toMatchObject({ success: true, done: 'Undid: MCP: connect' });
    await expect(app.locator('.react-flow__edge')).toHaveCount(4);
    expect((await openCircuit(app)).circuit.wires).toHaveLength(4);
  } finally {
    await client.close();
  }
});

test('circuitforge mcp (stdio) relays to the running app: an agent’s edit appears on the open canvas', async ({
  app,
  host,
}) => {
  const id = await newCircuit(app);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(import.meta.dirname, '../../bin/circuitforge.mjs'), 'mcp', '--data-dir', host.dataDir],
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'e2e-stdio-agent', version: '1.0.0' });
  await client.connect(transport);
  try {
    const added = await callTool(client, 'add_component', { type: 'XOR_2', label: 'X7' });
    expect(added.result).toMatchObject({ success: true, change: 'MCP: add_component' });
    await expect(app.locator('.canvas-host')).toHaveAttribute('data-components', '1');
    await expect(node(app, 'X7')).toBeVisible();
    expect((await rpc(app, 'history:list', { circuitId: id })).entries.map((e) => [e.label, e.source])).toEqual([
      ['MCP: add_component', 'mcp'],
    ]);
  } finally {
    await client.close();
  }
  expect(stderr).toMatch(/relaying to CircuitForge \(browser\)/);
});
