import type { McpInfo } from '../../shared/contract/mcp-channels';

/** The server's name in clients' configurations. */
export const MCP_SERVER_NAME = 'circuitforge';

/**
 * The configurations a user pastes into an MCP client: Claude Desktop and other clients that launch
 * a command (stdio, which reaches the running app by itself), Claude Code's one-line command, and a
 * client that speaks Streamable HTTP to the running app with its token.
 */
export function clientConfigs(stdio: McpInfo['stdio'], http: McpInfo['http']): McpInfo['configs'] {
  const env = stdio.env ?? {};
  const launched = {
    mcpServers: {
      [MCP_SERVER_NAME]: {
        command: stdio.command,
        args: stdio.args,
        ...(Object.keys(env).length > 0 ? { env } : {}),
      },
    },
  };
  const envFlags = Object.entries(env).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
  const configs: McpInfo['configs'] = [
    {
      client: 'Claude Desktop',
      where: 'claude_desktop_config.json (Settings → Developer → Edit Config)',
      text: JSON.stringify(launched, null, 2),
    },
    {
      client: 'Claude Code',
      where: 'a terminal, in your project',
      text: ['claude', 'mcp', 'add', MCP_SERVER_NAME, ...envFlags, '--', stdio.command, ...stdio.args]
        .map(shellWord)
        .join(' '),
    },
  ];
  if (http) {
    configs.push({
      client: 'Any MCP client (Streamable HTTP)',
      where: "the client's MCP server settings, while CircuitForge runs",
      text: JSON.stringify(
        {
          mcpServers: {
            [MCP_SERVER_NAME]: { type: 'http', url: http.url, headers: { Authorization: `Bearer ${http.token}` } },
          },
        },
        null,
        2,
      ),
    });
  }
  return configs;
}

/** A word as a POSIX shell reads it back. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=@+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
