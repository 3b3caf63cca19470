import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppServices } from '../app-services';
import { MCP_PATH, handleMcpRequest } from '../mcp/http-endpoint';
import { sendFailure, sendJson, sendRefusal } from './http-io';
import { HOST_LIMITS } from './limits';
import { readBody } from './request-body';
import { checkOrigin, checkToken } from './security';
import { MAX_INPUT_DEPTH } from '../../core/rpc/input-shape';

/** A running MCP endpoint of the desktop app. */
export interface McpEndpoint {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The desktop app's MCP endpoint: Streamable HTTP at `http://127.0.0.1:<port>/mcp`, with the browser
 * host's checks (loopback only, Host and Origin ours, the bearer token) and nothing else on the
 * port. The browser host serves the same endpoint on its own port instead.
 */
export function startMcpEndpoint(options: {
  services: AppServices;
  token: string;
  port: number;
}): Promise<McpEndpoint> {
  const { services, token } = options;
  let port = 0;
  const server: Server = createServer(
    { headersTimeout: HOST_LIMITS.headersTimeoutMs, requestTimeout: HOST_LIMITS.requestTimeoutMs },
    (request, response) => {
      void (async () => {
        const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
        const refusal = checkOrigin(request, port) ?? checkToken(request, url, token, false);
        if (refusal) return sendRefusal(request, response, refusal);
        if (url.pathname !== MCP_PATH) {
          return sendFailure(response, 404, {
            code: 'NOT_FOUND',
            error: `No MCP endpoint at ${url.pathname}.`,
            hint: `The endpoint is ${MCP_PATH}.`,
          });
        }
        let body: unknown;
        if (request.method === 'POST') {
          const read = await readBody(request, { maxBytes: HOST_LIMITS.maxBodyBytes, maxDepth: MAX_INPUT_DEPTH });
          if (read.kind !== 'text') {
            return sendJson(response, read.kind === 'too-large' ? 413 : 400, {
              jsonrpc: '2.0',
              error: { code: -32700, message: 'The request body is not a JSON message this server reads.' },
              id: null,
            });
          }
          try {
            body = JSON.parse(read.text) as unknown;
          } catch {
            return sendJson(response, 400, {
              jsonrpc: '2.0',
              error: { code: -32700, message: 'The request body is not valid JSON.' },
              id: null,
            });
          }
        }
        await handleMcpRequest(request, response, { documents: services.documents, tools: services.mcp }, body);
      })().catch((error: unknown) => {
        console.error('[INTERNAL] MCP request failed', error);
        if (!response.headersSent)
          sendFailure(response, 500, { code: 'INTERNAL', error: 'The request failed.', hint: 'See the app log.' });
        else response.end();
      });
    },
  );
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      const url = `http://127.0.0.1:${port}${MCP_PATH}`;
      services.mcpEndpoint.serving({ url, token });
      resolvePromise({
        url,
        port,
        close: () =>
          new Promise<void>((done) => {
            services.mcpEndpoint.serving(null);
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
