/** Where the desktop app serves MCP, from the environment. */
export interface McpEndpointOptions {
  readonly port: number;
  readonly token: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * CIRCUITFORGE_MCP_PORT (default 0: a free port, found again through the data folder's discovery
 * file) and CIRCUITFORGE_TOKEN (default: a new random token each run, `makeToken`); pinned, an HTTP
 * client's configuration stays valid across runs. A bad value is a sentence saying what to set.
 */
export function mcpEndpointOptions(
  env: Readonly<Record<string, string | undefined>>,
  makeToken: () => string,
): McpEndpointOptions | string {
  const portText = env.CIRCUITFORGE_MCP_PORT ?? '0';
  const port = Number(portText);
  if (portText.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)
    return `CIRCUITFORGE_MCP_PORT is "${portText}": set it to a port from 1 to 65535, or leave it out.`;
  const token = env.CIRCUITFORGE_TOKEN ?? makeToken();
  if (!TOKEN_PATTERN.test(token))
    return 'CIRCUITFORGE_TOKEN must be 16 to 256 characters of A-Z, a-z, 0-9, "_" and "-".';
  return { port, token };
}
