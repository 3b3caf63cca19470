import type { Readable, Writable } from 'node:stream';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { isJSONRPCRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** Where the running app serves MCP. */
export interface RunningEndpoint {
  readonly url: string;
  readonly token: string;
}

/**
 * Relays MCP between a client on stdio and the running app's HTTP endpoint, message by message, so
 * the client's edits land in the app (and on its open canvas) as they would over HTTP. A request the
 * app cannot be reached for is answered with an error saying so. Resolves when the client closes
 * stdio.
 */
export async function proxyStdioToHttp(
  endpoint: RunningEndpoint,
  input: Readable,
  output: Writable,
  log: (line: string) => void,
): Promise<void> {
  const stdio = new StdioServerTransport(input, output);
  const http = new StreamableHTTPClientTransport(new URL(endpoint.url), {
    requestInit: { headers: { Authorization: `Bearer ${endpoint.token}` } },
  });
  const closed = new Promise<void>((resolve) => {
    stdio.onclose = () => resolve();
    input.once('end', () => resolve());
    input.once('close', () => resolve());
  });
  http.onmessage = (message) => void stdio.send(message);
  http.onerror = (error) => log(`circuitforge mcp: ${error.message}`);
  stdio.onmessage = (message: JSONRPCMessage) => {
    http.send(message).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      log(`circuitforge mcp: CircuitForge did not answer (${reason}).`);
      if (isJSONRPCRequest(message)) {
        void stdio.send({
          jsonrpc: '2.0',
          id: message.id,
          error: {
            code: -32603,
            message: `CircuitForge at ${endpoint.url} did not answer: ${reason}. Is the app still running?`,
          },
        });
      }
    });
  };
  await http.start();
  await stdio.start();
  await closed;
  await http.close();
  await stdio.close();
}
