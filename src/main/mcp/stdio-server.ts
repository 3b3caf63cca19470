import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { AppServices } from '../app-services';
import { createMcpServer } from './mcp-server';

/**
 * Serves MCP on stdio from services this process opened itself (no app runs on the data folder).
 * Resolves when the client closes stdio; the caller then closes the services.
 */
export async function serveMcpOverStdio(services: AppServices, input: Readable, output: Writable): Promise<void> {
  const server = createMcpServer({ documents: services.documents, tools: services.mcp });
  const transport = new StdioServerTransport(input, output);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    input.once('end', () => resolve());
    input.once('close', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
