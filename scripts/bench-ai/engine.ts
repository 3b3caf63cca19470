// The engine's own cost per tool call: the same turn with 10 calls and with 1 call, so the request
// round trips cancel out, through the real SDK against the fake server (zero latency) and with the
// in-memory replay provider (no HTTP at all).
import { z } from 'zod';
import { runTurn } from '../../src/core/ai/loop';
import type { Provider } from '../../src/core/ai/provider';
import { ReplayProvider, type RecordedResponse } from '../../src/core/ai/replay-provider';
import { defineTool } from '../../src/core/ai/tool';
import { ToolRegistry } from '../../src/core/ai/tool-registry';
import { fakeProvider } from '../../src/main/providers/test-support/engine-harness';
import { startFakeLlmServer } from '../../src/main/providers/test-support/fake-llm-server';

const noteTool = defineTool({
  name: 'note',
  description: 'Writes a note; a trivial tool, so only the engine is measured.',
  input: z.object({ text: z.string(), weight: z.number().optional() }),
  run: ({ text }) => ({ success: true, length: text.length }),
});

function calls(n: number): RecordedResponse[] {
  return [
    {
      toolCalls: Array.from({ length: n }, (_, i) => ({
        id: `c${i}`,
        name: 'note',
        arguments: `{"text":"note ${i}","weight":${i}}`,
      })),
    },
    { text: 'Done.' },
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeTurn(provider: Provider): Promise<number> {
  const started = performance.now();
  const result = await runTurn({
    providers: [provider],
    system: 'bench',
    message: 'go',
    tools: new ToolRegistry([noteTool]),
    limits: { textBatchMs: 0 },
  });
  if (result.status !== 'done') throw new Error(`bench turn ended ${result.status}: ${result.error?.message ?? ''}`);
  return performance.now() - started;
}

/** Milliseconds of loop overhead per tool call: (t(10 calls) − t(1 call)) / 9, medians of `runs`. */
export async function measureLoopOverhead(
  runs = 40,
): Promise<{ httpMs: number; memoryMs: number; httpTurnMs: number }> {
  const server = await startFakeLlmServer();
  try {
    const http = { ten: [] as number[], one: [] as number[] };
    const memory = { ten: [] as number[], one: [] as number[] };
    for (let i = 0; i < runs + 5; i++) {
      const record = i >= 5; // the first runs warm the JIT and the connection pool up
      for (const [n, bucket] of [
        [10, 'ten'],
        [1, 'one'],
      ] as const) {
        server.script(
          ...calls(n).map((r) => ({
            kind: 'message' as const,
            ...(r.text ? { text: r.text } : {}),
            ...(r.toolCalls
              ? { toolCalls: r.toolCalls.map((c) => ({ id: c.id, name: c.name, arguments: c.arguments })) }
              : {}),
          })),
        );
        const h = await timeTurn(fakeProvider(server, 'openai'));
        const m = await timeTurn(new ReplayProvider(calls(n)));
        if (record) {
          http[bucket].push(h);
          memory[bucket].push(m);
        }
      }
    }
    return {
      httpMs: (median(http.ten) - median(http.one)) / 9,
      memoryMs: (median(memory.ten) - median(memory.one)) / 9,
      httpTurnMs: median(http.one),
    };
  } finally {
    await server.close();
  }
}
