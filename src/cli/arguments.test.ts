import { describe, expect, it } from 'vitest';
import { cliArguments } from './arguments';

describe('the command line’s arguments', () => {
  it('follow the script on Node', () => {
    expect(cliArguments(['/usr/bin/node', '/app/out/main/cli.js', 'test', 'lab3/'], false)).toEqual(['test', 'lab3/']);
  });

  it('follow --cli in the desktop app, whatever Chromium put before it', () => {
    expect(
      cliArguments(['/opt/CircuitForge/circuitforge', '--no-sandbox', '--cli', 'mcp', '--data-dir', 'x'], true),
    ).toEqual(['mcp', '--data-dir', 'x']);
    expect(cliArguments(['/opt/CircuitForge/circuitforge'], true)).toEqual([]);
  });
});
