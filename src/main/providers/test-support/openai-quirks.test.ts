import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer, type FakeToolCall, type OpenAIQuirk } from './fake-llm-server';

const REQUEST = {
  model: 'llama-test',
  messages: [{ role: 'user' as const, content: 'Wire a NOT gate' }],
  stream_options: { include_usage: true },
};
const CALLS: FakeToolCall[] = [
  { name: 'add_component', arguments: { type: 'NOT' } },
  { name: 'connect', arguments: { from: 'S1.Q', to: 'N1.A' } },
];
type ToolCallDelta = NonNullable<ChatCompletionChunk.Choice.Delta['tool_calls']>[number];

let fake: FakeLlmServer;
let client: OpenAI;

beforeEach(async () => {
  fake = await startFakeLlmServer();
  client = new OpenAI({ baseURL: fake.openaiBaseURL, apiKey: 'test-key', maxRetries: 0 });
});
afterEach(() => fake.close());

/** The raw chunks of one streamed reply with the quirk, and its tool-call deltas in order. */
async function streamWith(quirk: OpenAIQuirk, text?: string) {
  fake.script({ kind: 'message', text, toolCalls: CALLS, quirks: [quirk] });
  const stream = await client.chat.completions.create({ ...REQUEST, stream: true });
  const chunks: ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  const deltas: ToolCallDelta[] = chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
  return { chunks, deltas };
}

/** What the SDK's own accumulator makes of the same reply with the quirk. */
async function finalWith(quirk: OpenAIQuirk) {
  fake.script({ kind: 'message', toolCalls: CALLS, quirks: [quirk] });
  return client.chat.completions.stream(REQUEST).finalChatCompletion();
}

/** The scripted calls as the SDK reports them (name, arguments). */
const SCRIPTED = CALLS.map((call) => ({ name: call.name, arguments: JSON.stringify(call.arguments) }));
function namesAndArguments(completion: OpenAI.ChatCompletion) {
  return completion.choices[0]?.message.tool_calls?.map((call) => call.type === 'function' && call.function);
}

describe('OpenAI streaming quirks seen through the openai SDK', () => {
  it('missing-index: no tool-call delta carries an index (the SDK accumulator rejects it)', async () => {
    const { deltas } = await streamWith('missing-index');
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.some((delta) => 'index' in delta)).toBe(false);
    expect(deltas.filter((delta) => delta.id).map((delta) => delta.id)).toEqual(['call_1', 'call_2']);
    await expect(finalWith('missing-index')).rejects.toThrow(/invalid tool call index/);
  });

  it('reused-index: every call uses index 0 and starts with a new id (the SDK merges them into one)', async () => {
    const { deltas } = await streamWith('reused-index');
    expect(new Set(deltas.map((delta) => delta.index))).toEqual(new Set([0]));
    const starts = deltas.filter((delta) => delta.id !== undefined);
    expect(starts.map((delta) => [delta.id, delta.function?.name])).toEqual([
      ['call_1', 'add_component'],
      ['call_2', 'connect'],
    ]);
    const final = await finalWith('reused-index');
    expect(final.choices[0]?.message.tool_calls).toHaveLength(1);
  });

  it('id-late: the first delta of a call has no id, its second delta has it', async () => {
    const { deltas } = await streamWith('id-late');
    for (const index of [0, 1]) {
      const own = deltas.filter((delta) => delta.index === index);
      expect(own[0]?.function?.name).toBe(CALLS[index]?.name);
      expect(own[0]?.id).toBeUndefined();
      expect(own[1]?.id).toBe(`call_${index + 1}`);
    }
    const final = await finalWith('id-late');
    expect(final.choices[0]?.message.tool_calls?.map((call) => call.id)).toEqual(['call_3', 'call_4']);
    expect(namesAndArguments(final)).toEqual(SCRIPTED);
  });

  it('no-id: no delta carries an id (the SDK invents its own)', async () => {
    const { deltas } = await streamWith('no-id');
    expect(deltas.some((delta) => 'id' in delta)).toBe(false);
    const final = await finalWith('no-id');
    expect(namesAndArguments(final)).toEqual(SCRIPTED);
    expect(final.choices[0]?.message.tool_calls?.every((call) => !/^call_\d+$/.test(call.id))).toBe(true);
  });

  it('whole-call-per-chunk: each call arrives complete in one delta', async () => {
    const { deltas } = await streamWith('whole-call-per-chunk');
    expect(deltas).toEqual([
      { index: 0, id: 'call_1', type: 'function', function: SCRIPTED[0] },
      { index: 1, id: 'call_2', type: 'function', function: SCRIPTED[1] },
    ]);
    expect(namesAndArguments(await finalWith('whole-call-per-chunk'))).toEqual(SCRIPTED);
  });

  it('empty-first-chunk: an extra first chunk with an empty delta comes before the role', async () => {
    const { chunks } = await streamWith('empty-first-chunk', 'Adding it.');
    expect(chunks[0]?.choices[0]?.delta).toEqual({});
    expect(chunks[1]?.choices[0]?.delta.role).toBe('assistant');
    const final = await finalWith('empty-first-chunk');
    expect(namesAndArguments(final)).toEqual(SCRIPTED);
  });

  it('usage-in-x-groq: usage rides on the last chunk as x_groq.usage, with no usage chunk', async () => {
    const { chunks } = await streamWith('usage-in-x-groq');
    expect(chunks.some((chunk) => chunk.choices.length === 0 || chunk.usage)).toBe(false);
    const last = chunks.at(-1) as ChatCompletionChunk & { x_groq?: { usage?: Record<string, number> } };
    expect(last.choices[0]?.finish_reason).toBe('tool_calls');
    expect(last.x_groq?.usage).toMatchObject({ prompt_tokens: 20, completion_tokens: 10, total_tokens: 30 });
    expect(namesAndArguments(await finalWith('usage-in-x-groq'))).toEqual(SCRIPTED);
  });

  it('sends no quirk on a non-streamed request', async () => {
    fake.script({ kind: 'message', toolCalls: CALLS, quirks: ['no-id', 'missing-index'] });
    const completion = await client.chat.completions.create({ model: 'llama-test', messages: REQUEST.messages });
    expect(completion.choices[0]?.message.tool_calls?.map((call) => call.id)).toEqual(['call_1', 'call_2']);
  });
});
