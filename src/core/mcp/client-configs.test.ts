import { describe, expect, it } from 'vitest';
import { clientConfigs } from './client-configs';

describe('the MCP client configurations Settings shows', () => {
  it('launch the stdio command from Claude Desktop and Claude Code, and reach HTTP with the token', () => {
    const configs = clientConfigs(
      { command: '/usr/bin/node', args: ['/home/ada/circuit forge/bin/circuitforge.mjs', 'mcp'] },
      { url: 'http://127.0.0.1:5199/mcp', token: 'token-0123456789abcdef' },
    );
    expect(configs.map((c) => c.client)).toEqual(['Claude Desktop', 'Claude Code', 'Any MCP client (Streamable HTTP)']);
    expect(JSON.parse(configs[0]!.text)).toEqual({
      mcpServers: {
        circuitforge: { command: '/usr/bin/node', args: ['/home/ada/circuit forge/bin/circuitforge.mjs', 'mcp'] },
      },
    });
    // A path with a space is quoted for the shell.
    expect(configs[1]!.text).toBe(
      "claude mcp add circuitforge -- /usr/bin/node '/home/ada/circuit forge/bin/circuitforge.mjs' mcp",
    );
    expect(JSON.parse(configs[2]!.text)).toEqual({
      mcpServers: {
        circuitforge: {
          type: 'http',
          url: 'http://127.0.0.1:5199/mcp',
          headers: { Authorization: 'Bearer token-0123456789abcdef' },
        },
      },
    });
  });

  it('carry the variables a command needs, and offer only stdio when no HTTP endpoint is served', () => {
    const configs = clientConfigs({ command: 'CircuitForge.exe', args: ['--cli', 'mcp'], env: { LANG: "it's" } }, null);
    expect(configs).toHaveLength(2);
    expect(JSON.parse(configs[0]!.text)).toMatchObject({ mcpServers: { circuitforge: { env: { LANG: "it's" } } } });
    expect(configs[1]!.text).toBe("claude mcp add circuitforge -e 'LANG=it'\\''s' -- CircuitForge.exe --cli mcp");
  });
});
