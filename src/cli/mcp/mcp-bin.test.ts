import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildHalfAdder, callTool } from '../../main/mcp/test-support/mcp-calls';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'bin', 'circuitforge.mjs');
const INSPECTOR = join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector', 'cli', 'build', 'cli.js');

describe('npx circuitforge mcp: the package bin on stdio, as a client launches it', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cf-mcp-bin-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves an SDK client over the process’s stdio: a half adder in twelve calls, then checked', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', '--data-dir', dataDir],
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({ name: 'bin-tests', version: '1.0.0' });
    await client.connect(transport);
    try {
      expect((await client.listTools()).tools.length).toBeGreaterThan(20);
      await buildHalfAdder(client);
      const checked = await callTool(client, 'check_truth_table', { expected: ['S = A xor B', 'C = A and B'] });
      expect(checked.isError, JSON.stringify(checked.result)).toBe(false);
    } finally {
      await client.close();
    }
    expect(stderr).toMatch(/not running; serving the circuits in/);
  });

  it('passes the MCP Inspector’s CLI mode: lists the tools and calls one', async () => {
    const inspect = async (...args: string[]) =>
      JSON.parse(
        (
          await run(
            process.execPath,
            [INSPECTOR, '--cli', process.execPath, BIN, 'mcp', '--data-dir', dataDir, ...args],
            {
              timeout: 60_000,
            },
          )
        ).stdout,
      ) as Record<string, unknown>;
    const listed = (await inspect('--method', 'tools/list')) as { tools: { name: string }[] };
    expect(listed.tools.map((tool) => tool.name)).toContain('get_circuit_state');
    const called = await inspect('--method', 'tools/call', '--tool-name', 'add_component', '--tool-arg', 'type=NOT');
    expect(called).toMatchObject({
      isError: false,
      structuredContent: { success: true, change: 'MCP: add_component' },
    });
  });
});
