import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createMcpServer, type McpBackend } from './mcp-server';

/** The path the hosts serve MCP at (Streamable HTTP). */
export const MCP_PATH = '/mcp';

/**
 * Answers one MCP request at `/mcp`, already let in by the host (loopback, Host and Origin checked,
 * the bearer token checked) with its JSON body read and parsed. Stateless Streamable HTTP: each POST
 * gets a server and a transport of its own, answered as JSON; there are no sessions to resume and no
 * stream the server opens by itself, so GET and DELETE are refused with 405 (as the spec allows).
 */
export async function handleMcpRequest(
  request: IncomingMessage,
  response: ServerResponse,
  backend: McpBackend,
  body: unknown,
): Promise<void> {
  if (request.method !== 'POST') {
    response.writeHead(405, { Allow: 'POST', 'Content-Type': 'application/json; charset=utf-8' });
    response.end(
      JSON.stringify({
        jsonrpc: '2.0',
        error: { code: -32000, message: 'This MCP server takes POST requests only (stateless Streamable HTTP).' },
        id: null,
      }),
    );
    return;
  }
  const server = createMcpServer(backend);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response, body);
}
