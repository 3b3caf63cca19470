import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ToolRegistry } from '../../core/ai/tool-registry';
import { createCircuitTools } from '../../core/tools/circuit-tools';
import type { AppServices } from '../app-services';
import { startBrowserHost, type BrowserHost } from '../host/server';
import { fakeRendererDir } from '../host/test-support/http-client';
import { inProcessTransport } from '../simulation/transport';
import { createTestServices } from '../test-support/services';
import { buildHalfAdder, callTool } from './test-support/mcp-calls';

const TOKEN = 'mcp-test-token-0123456789';

describe('MCP over Streamable HTTP at /mcp of the running app', () => {
  let services: AppServices;
  let host: BrowserHost;
  let client: Client;
  let endpoint: URL;

  beforeAll(async () => {
    services = createTestServices('browser', { simulationTransport: () => inProcessTransport() });
    host = await startBrowserHost({ services, rendererDir: fakeRendererDir(), token: TOKEN, port: 0 });
    endpoint = new URL(`http://127.0.0.1:${host.port}/mcp`);
  });

  afterAll(async () => {
    await host.close();
    await services.close();
  });

  beforeEach(async () => {
    client = new Client({ name: 'circuitforge-tests', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } } }),
    );
    return () => client.close();
  });

  it('lists the assistant’s circuit tools, in its order, each taking the circuit to work on', async () => {
    const { tools } = await client.listTools();
    const assistant = createCircuitTools({} as never).map((tool) => tool.name);
    expect(tools.map((tool) => tool.name)).toEqual(assistant);
    const apply = tools.find((tool) => tool.name === 'apply_blueprint')!;
    expect(apply.inputSchema.properties).toHaveProperty('blueprint');
    expect(apply.inputSchema.properties).toHaveProperty('circuit');
    expect(apply.annotations?.readOnlyHint).toBe(false);
    expect(tools.find((tool) => tool.name === 'simulate')!.annotations?.readOnlyHint).toBe(true);
    // The same descriptions the built-in assistant reads.
    const simulate = new ToolRegistry(createCircuitTools({} as never)).get('simulate')!;
    expect(tools.find((tool) => tool.name === 'simulate')!.description).toBe(simulate.description);
  });

  it('builds a half adder by tool calls: one change per editing call in the app’s history, labelled and sourced', async () => {
    const made = services.documents.create('MCP adder');
    if (!made.success) throw new Error(made.error);
    const id = made.data.meta.id;
    const labels = await buildHalfAdder(client, 'MCP adder');
    const history = services.documents.history(id);
    if (!history.success) throw new Error(history.error);
    expect(history.data.entries.map((entry) => entry.label)).toEqual(labels);
    expect(new Set(history.data.entries.map((entry) => entry.source))).toEqual(new Set(['mcp']));
    const checked = await callTool(client, 'check_truth_table', {
      circuit: 'MCP adder',
      expected: ['S = A xor B', 'C = A and B'],
    });
    expect(checked.isError, JSON.stringify(checked.result)).toBe(false);
    // A read-only call changes nothing.
    expect(services.documents.history(id).success && services.documents.history(id)).toMatchObject({
      data: { history: { length: labels.length } },
    });
  });

  it('works on the circuit open in the app when a call names none, and undoes only its own changes', async () => {
    const made = services.documents.create('Open one');
    if (!made.success) throw new Error(made.error);
    const id = made.data.meta.id;
    expect(services.documents.openCircuit(id).success).toBe(true);
    const added = await callTool(client, 'add_component', { type: 'AND_2', label: 'G7' });
    expect(added).toMatchObject({ isError: false, result: { circuit: 'Open one', change: 'MCP: add_component' } });
    const undone = await callTool(client, 'undo');
    expect(undone).toMatchObject({ isError: false, result: { done: 'Undid: MCP: add_component' } });
    const user = services.documents.apply(
      id,
      [
        {
          op: 'addComponent',
          component: { id: 'u1', type: 'OR_2', label: 'U1', x: 0, y: 0, rotation: 0, properties: {} },
        },
      ],
      'Add U1',
    );
    expect(user.success).toBe(true);
    const refused = await callTool(client, 'undo');
    expect(refused.isError).toBe(true);
    expect(refused.result.error).toMatch(/"Add U1", was not made over MCP/);
  });

  it('answers a bad argument with a structured error that says what to fix, and changes nothing', async () => {
    const made = services.documents.create('Bad calls');
    if (!made.success) throw new Error(made.error);
    const before = services.documents.history(made.data.meta.id);
    const bad = await callTool(client, 'add_component', { circuit: 'Bad calls', type: 'FLUX_CAPACITOR' });
    expect(bad.isError).toBe(true);
    expect(bad.result).toMatchObject({ success: false });
    expect(String(bad.result.error)).toMatch(/FLUX_CAPACITOR/);
    expect(typeof bad.result.hint).toBe('string');
    const wrongType = await callTool(client, 'connect', { circuit: 'Bad calls', from: 7 });
    expect(wrongType.isError).toBe(true);
    expect(String(wrongType.result.error)).toMatch(/connect/);
    const unknownCircuit = await callTool(client, 'get_circuit_state', { circuit: 'No such circuit' });
    expect(unknownCircuit).toMatchObject({ isError: true, result: { success: false } });
    expect(String(unknownCircuit.result.error)).toMatch(/no circuit called "No such circuit"/);
    const unknownTool = await callTool(client, 'make_coffee');
    expect(unknownTool.isError).toBe(true);
    expect(services.documents.history(made.data.meta.id)).toEqual(before);
  });

  it('serves each circuit as resources (its file and a summary) and the design prompt', async () => {
    const made = services.documents.create('Readable');
    if (!made.success) throw new Error(made.error);
    await callTool(client, 'add_component', { circuit: 'Readable', type: 'XOR_2', label: 'X9' });
    const { resources } = await client.listResources();
    const file = resources.find((r) => r.name === 'Readable')!;
    expect(file.mimeType).toBe('application/json');
    const read = await client.readResource({ uri: file.uri });
    const content = read.contents[0] as { text: string };
    expect(JSON.parse(content.text)).toMatchObject({ circuit: { components: [{ label: 'X9', type: 'XOR_2' }] } });
    const summary = await client.readResource({ uri: `${file.uri}/summary` });
    expect((summary.contents[0] as { text: string }).text).toMatch(/X9 XOR_2/);
    await expect(client.readResource({ uri: 'circuitforge://circuit/nope' })).rejects.toThrow(/not|no circuit/i);
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['design_circuit']);
    const prompt = await client.getPrompt({ name: 'design_circuit', arguments: { request: 'a 2-bit counter' } });
    const text = (prompt.messages[0]!.content as { text: string }).text;
    expect(text).toMatch(/get_component_schema/);
    expect(text).toMatch(/Request: a 2-bit counter$/);
    await expect(client.getPrompt({ name: 'design_circuit', arguments: {} })).rejects.toThrow(/request/);
  });

  it('refuses a request without the token, or with another page’s Origin', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    const bare = await fetch(endpoint, { method: 'POST', headers, body });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ success: false, error: 'This request carried no access token.' });
    const wrong = await fetch(endpoint, {
      method: 'POST',
      headers: { ...headers, Authorization: 'Bearer nope-nope-nope-nope' },
      body,
    });
    expect(wrong.status).toBe(401);
    const foreign = await fetch(endpoint, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${TOKEN}`, Origin: 'https://evil.example' },
      body,
    });
    expect(foreign.status).toBe(403);
    const get = await fetch(endpoint, { headers: { Authorization: `Bearer ${TOKEN}`, Accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
  });

  it('says where it is served, for Settings', () => {
    const info = services.mcpEndpoint.info();
    expect(info.http).toEqual({ url: endpoint.href, token: TOKEN });
    expect(info.configs.map((c) => c.client)).toEqual([
      'Claude Desktop',
      'Claude Code',
      'Any MCP client (Streamable HTTP)',
    ]);
  });
});
