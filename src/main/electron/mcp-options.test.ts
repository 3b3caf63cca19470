import { describe, expect, it } from 'vitest';
import { mcpEndpointOptions } from './mcp-options';

const token = () => 'random-token-0123456789';

describe('the desktop app’s MCP endpoint options', () => {
  it('takes a free port and a new token by default', () => {
    expect(mcpEndpointOptions({}, token)).toEqual({ port: 0, token: 'random-token-0123456789' });
  });

  it('keeps a pinned port and token, so a client’s configuration stays valid', () => {
    expect(
      mcpEndpointOptions({ CIRCUITFORGE_MCP_PORT: '3845', CIRCUITFORGE_TOKEN: 'pinned-token-abcdefgh' }, token),
    ).toEqual({
      port: 3845,
      token: 'pinned-token-abcdefgh',
    });
  });

  it.each(['', 'x', '70000', '-1', '1.5'])('refuses the port "%s" in words', (port) => {
    expect(mcpEndpointOptions({ CIRCUITFORGE_MCP_PORT: port }, token)).toMatch(/CIRCUITFORGE_MCP_PORT is ".*": set it/);
  });

  it('refuses a short or strange token', () => {
    expect(mcpEndpointOptions({ CIRCUITFORGE_TOKEN: 'short' }, token)).toMatch(/16 to 256 characters/);
  });
});
