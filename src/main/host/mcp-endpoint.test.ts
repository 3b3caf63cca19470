import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { buildHalfAdder } from '../mcp/test-support/mcp-calls';
import { inProcessTransport } from '../simulation/transport';
import { createTestServices } from '../test-support/services';
import { startMcpEndpoint, type McpEndpoint } from './mcp-endpoint';

const TOKEN = 'desktop-mcp-token-0123456789';

describe("the desktop app's MCP endpoint (loopback, /mcp only)", () => {
  let services: AppServices;
  let endpoint: McpEndpoint;

  beforeAll(async () => {
    services = createTestServices('electron', { simulationTransport: () => inProcessTransport() });
    endpoint = await startMcpEndpoint({ services, token: TOKEN, port: 0 });
  });
  afterAll(async () => {
    await endpoint.close();
    expect(services.mcpEndpoint.info().http).toBeNull();
    await services.close();
  });

  it('serves the tools to a client with the token, and says where in Settings', async () => {
    expect(endpoint.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(services.mcpEndpoint.info().http).toEqual({ url: endpoint.url, token: TOKEN });
    const client = new Client({ name: 'desktop-tests', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(endpoint.url), {
        requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } },
      }),
    );
    const labels = await buildHalfAdder(client);
    const open = services.documents.current();
    if (!open.success) throw new Error(open.error);
    const history = services.documents.history(open.data.meta.id);
    expect(history.success && history.data.entries.map((e) => e.label)).toEqual(labels);
    await client.close();
  });

  it('refuses what is not an MCP request from this machine’s client', async () => {
    const post = (path: string, headers: Record<string, string>, body = '{}') =>
      fetch(new URL(path, endpoint.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
        body,
      });
    expect((await post('/mcp', {})).status).toBe(401);
    expect((await post('/mcp', { Authorization: `Bearer ${TOKEN}`, Origin: 'http://evil.example' })).status).toBe(403);
    expect((await post('/rpc/app:info', { Authorization: `Bearer ${TOKEN}` })).status).toBe(404);
    const broken = await post('/mcp', { Authorization: `Bearer ${TOKEN}` }, '{"jsonrpc":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: -32700 } });
  });
});
