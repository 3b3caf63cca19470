import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnansweredCall } from '../../core/ai/messages';
import { session } from '../../core/ai/session';
import { arbitraryArgumentText } from '../../core/ai/test-support/tool-properties';
import { startFakeLlmServer, type FakeLlmServer, type FakeReply } from './test-support/fake-llm-server';
import {
  FAST,
  fakeProvider,
  recordingTool,
  throwingTool,
  toolResultsOf,
  weatherTool,
} from './test-support/engine-harness';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(() => server.close());

const seed = Number(process.env.FC_SEED ?? 7);

describe('the loop, over random conversations (real SDK, fake server)', () => {
  it('never sends more than N tool results in a request, always answers every call, always ends in words or a clear status', async () => {
    const errors = console.error;
    console.error = () => {};
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 12 }),
          fc.array(
            fc.array(
              fc.record({
                name: fc.constantFrom('note', 'get_weather', 'flaky', 'nope'),
                args: arbitraryArgumentText(),
              }),
              { maxLength: 8 },
            ),
            {
              minLength: 1,
              maxLength: 6,
            },
          ),
          fc.constantFrom('openai' as const, 'anthropic' as const),
          async (limit, rounds, format) => {
            server.reset();
            const replies: FakeReply[] = rounds.map((calls, i) =>
              calls.length === 0
                ? { kind: 'message', text: `answer ${i}` }
                : { kind: 'message', toolCalls: calls.map((c) => ({ name: c.name, arguments: c.args })) },
            );
            // Whatever the model does next, it finally answers in words.
            server.script(
              ...replies,
              ...Array.from({ length: 8 }, () => ({ kind: 'message' as const, text: 'final words' })),
            );
            const turn = await session(fakeProvider(server, format), {
              ...FAST,
              limits: { ...FAST.limits, maxToolCalls: limit },
            })
              .tools([recordingTool([]), weatherTool, throwingTool])
              .send('go');
            for (const request of server.requests) expect(toolResultsOf(request).length).toBeLessThanOrEqual(limit);
            expect(turn.toolCalls.filter((c) => c.status === 'done').length).toBeLessThanOrEqual(limit);
            expect(findUnansweredCall(turn.messages)).toBeUndefined();
            expect(['done', 'limit_reached']).toContain(turn.status);
            expect(turn.text.length).toBeGreaterThan(0);
            for (const call of turn.toolCalls) expect(typeof call.result.success).toBe('boolean');
          },
        ),
        { numRuns: 40, seed },
      );
    } finally {
      console.error = errors;
    }
  });
});
