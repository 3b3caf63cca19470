import type { Client } from '@modelcontextprotocol/sdk/client/index.js';

/** What a tool call answered: the structured result the server sends with the text. */
export interface CallAnswer {
  readonly isError: boolean;
  readonly result: Record<string, unknown>;
}

/** Calls a tool and reads its structured result, checking the text content says the same (tests: vitest and Playwright). */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallAnswer> {
  const answer = await client.callTool({ name, arguments: args });
  const result = answer.structuredContent as Record<string, unknown>;
  const text = (answer.content as { type: string; text: string }[])[0]?.text;
  if (JSON.stringify(JSON.parse(text ?? 'null')) !== JSON.stringify(result))
    throw new Error(`${name}: the text content differs from the structured result: ${text}`);
  return { isError: answer.isError === true, result };
}

/**
 * Builds a half adder on the client's circuit in nine editing calls: switches A and B, XOR and AND
 * gates, probes S and C, and the wires between them (tests).
 */
export async function buildHalfAdder(client: Client, circuit?: string): Promise<string[]> {
  const target = circuit === undefined ? {} : { circuit };
  const calls: [string, Record<string, unknown>][] = [
    ['add_component', { type: 'SWITCH_TOGGLE', label: 'A' }],
    ['add_component', { type: 'SWITCH_TOGGLE', label: 'B' }],
    ['add_component', { type: 'XOR_2', label: 'X1' }],
    ['add_component', { type: 'AND_2', label: 'N1' }],
    ['add_component', { type: 'PROBE', label: 'S' }],
    ['add_component', { type: 'PROBE', label: 'C' }],
    ['connect', { from: 'A:out', to: 'X1:a' }],
    ['connect', { from: 'B:out', to: 'X1:b' }],
    ['connect', { from: 'A:out', to: 'N1:a' }],
    ['connect', { from: 'B:out', to: 'N1:b' }],
    ['connect', { from: 'X1:out', to: 'S:in' }],
    ['connect', { from: 'N1:out', to: 'C:in' }],
  ];
  for (const [name, args] of calls) {
    const answer = await callTool(client, name, { ...args, ...target });
    if (answer.isError) throw new Error(`${name} ${JSON.stringify(args)} failed: ${JSON.stringify(answer.result)}`);
  }
  return calls.map(([name]) => `MCP: ${name}`);
}
