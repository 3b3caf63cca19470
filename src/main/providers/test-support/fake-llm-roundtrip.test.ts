import Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer, type FakeMessage, type OpenAIQuirk } from './fake-llm-server';

/** Quirks the openai SDK's own accumulator copes with (the others need the engine's). */
const TOLERATED_QUIRKS: OpenAIQuirk[] = ['id-late', 'whole-call-per-chunk', 'empty-first-chunk', 'usage-in-x-groq'];

const argumentValue = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const messageArbitrary: fc.Arbitrary<FakeMessage> = fc
  .record({
    text: fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), { nil: undefined }),
    toolCalls: fc.array(
      fc.record({
        name: fc.stringMatching(/^[a-z_]{1,12}$/),
        arguments: fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), argumentValue, { maxKeys: 4 }),
      }),
      { maxLength: 3 },
    ),
    textPieces: fc.integer({ min: 1, max: 6 }),
    argumentPieces: fc.integer({ min: 1, max: 6 }),
    quirk: fc.option(fc.constantFrom(...TOLERATED_QUIRKS), { nil: undefined }),
    input: fc.integer({ min: 0, max: 5000 }),
    output: fc.integer({ min: 0, max: 5000 }),
    cachedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ quirk, input, output, cachedShare, ...rest }) => ({
    kind: 'message',
    ...rest,
    quirks: quirk ? [quirk] : [],
    usage: { input, output, cached: Math.floor(input * cachedShare) },
  }));

const RUNS = { seed: 20260611, numRuns: 30 };

let fake: FakeLlmServer;
let openai: OpenAI;
let anthropic: Anthropic;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  openai = new OpenAI({ baseURL: fake.openaiBaseURL, apiKey: 'test-key', maxRetries: 0 });
  anthropic = new Anthropic({ baseURL: fake.anthropicBaseURL, apiKey: 'test-key', maxRetries: 0 });
});
afterAll(() => fake.close());

describe('a scripted message survives the real SDKs unchanged (property)', () => {
  it('openai: streamed (finalChatCompletion) and not', async () => {
    await fc.assert(
      fc.asyncProperty(messageArbitrary, async (message) => {
        fake.script(message, message);
        const params = { model: 'gpt-test', messages: [{ role: 'user' as const, content: 'go' }] };
        const streamed = await openai.chat.completions
          .stream({ ...params, stream_options: { include_usage: true } })
          .finalChatCompletion();
        const plain = await openai.chat.completions.create(params);
        for (const completion of [streamed, plain]) {
          const choice = completion.choices[0]!;
          expect(choice.message.content).toBe(message.text ?? (message.toolCalls?.length ? null : ''));
          const calls = choice.message.tool_calls ?? [];
          expect(
            calls.map((call) => call.type === 'function' && [call.function.name, call.function.arguments]),
          ).toEqual((message.toolCalls ?? []).map((call) => [call.name, JSON.stringify(call.arguments)]));
          expect(calls.every((call) => /^call_\d+$/.test(call.id))).toBe(true);
          expect(choice.finish_reason).toBe(message.toolCalls?.length ? 'tool_calls' : 'stop');
        }
        if (!message.quirks?.includes('usage-in-x-groq'))
          expect(streamed.usage).toMatchObject({
            prompt_tokens: message.usage?.input,
            completion_tokens: message.usage?.output,
            prompt_tokens_details: { cached_tokens: message.usage?.cached },
          });
        expect(plain.usage?.total_tokens).toBe(message.usage!.input + message.usage!.output);
      }),
      RUNS,
    );
  });

  it('anthropic: streamed (finalMessage) and not', async () => {
    await fc.assert(
      fc.asyncProperty(messageArbitrary, async (message) => {
        fake.script(message, message);
        const params = { model: 'claude-test', max_tokens: 256, messages: [{ role: 'user' as const, content: 'go' }] };
        const streamed = await anthropic.messages.stream(params).finalMessage();
        const plain = await anthropic.messages.create(params);
        for (const reply of [streamed, plain]) {
          const texts = reply.content.flatMap((block) => (block.type === 'text' ? [block.text] : []));
          expect(texts).toEqual(message.text === undefined ? [] : [message.text]);
          const calls = reply.content.flatMap((block) => (block.type === 'tool_use' ? [block] : []));
          expect(calls.map((call) => [call.name, JSON.stringify(call.input)])).toEqual(
            (message.toolCalls ?? []).map((call) => [call.name, JSON.stringify(call.arguments)]),
          );
          expect(reply.stop_reason).toBe(message.toolCalls?.length ? 'tool_use' : 'end_turn');
          const { input, output, cached } = message.usage!;
          expect(reply.usage).toMatchObject({
            input_tokens: input - cached!,
            cache_read_input_tokens: cached,
            output_tokens: output,
          });
        }
      }),
      RUNS,
    );
  });
});
