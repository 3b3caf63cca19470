import fc from 'fast-check';
import { expect, it } from 'vitest';
import { MessageRecordSchema, type MessageRecord } from '../../../shared/contract';
import type { NewMessage, NewToolCall } from '../conversation-store';
import type { ConversationHarness } from './conversation-store-contract';

/** Fixed seed makes every run the same; FC_SEED=<n> explores others. fast-check prints the seed of a failure. */
const SEED = Number(process.env.FC_SEED ?? 20_251_012);

const text = fc.string({ unit: 'grapheme', maxLength: 30 });
// fast-check's JSON values are zod's JSON values; only their declared types differ.
const json = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<NewToolCall['arguments']>;
const toolCall: fc.Arbitrary<NewToolCall> = fc.record(
  {
    name: text,
    arguments: json,
    result: json,
    success: fc.boolean(),
    changeId: fc.constant(null),
    providerCallId: text,
    status: fc.constantFrom('done', 'refused', 'cancelled'),
    ms: fc.double({ min: 0, max: 1e7, noNaN: true }),
  },
  { requiredKeys: ['name', 'arguments', 'result', 'success', 'changeId'] },
);
/** Any message an assistant turn may store: every optional field present or absent. */
const newMessage: fc.Arbitrary<NewMessage> = fc.record(
  {
    role: fc.constantFrom('user', 'assistant', 'system'),
    content: text,
    provider: text,
    model: text,
    tokens: fc.record({ input: fc.nat(), output: fc.nat(), cached: fc.nat() }, { requiredKeys: ['input', 'output'] }),
    toolCalls: fc.array(toolCall, { maxLength: 3 }),
    turnId: text,
    status: fc.constantFrom('done', 'limit_reached', 'failed', 'cancelled'),
    limit: fc.constantFrom('tool_calls', 'corrections'),
    rounds: fc.nat(),
    error: fc.record({ code: text, message: text, hint: text }),
  },
  { requiredKeys: ['role', 'content'] },
);

/** What an assistant turn stores: its status, counts, error, mode and summary, in every store. */
export function conversationTurnContract(open: (now: () => number) => ConversationHarness): void {
  const ticking = () => {
    let time = 1_000;
    return () => time++;
  };

  it("keeps a turn's id, status, limit, rounds, cached tokens, error and each call's provider id, status and time", () => {
    const { store, reopen } = open(ticking());
    const { id } = store.createConversation('Counter');
    const asked = store.appendMessage(id, { role: 'user', content: 'Build a counter', turnId: 'turn_1' });
    const answered = store.appendMessage(id, {
      role: 'assistant',
      content: 'I stopped after 10 tool calls.',
      provider: 'openai',
      model: 'gpt-test',
      tokens: { input: 5000, output: 300, cached: 4096 },
      turnId: 'turn_1',
      status: 'limit_reached',
      limit: 'tool_calls',
      rounds: 4,
      toolCalls: [
        {
          name: 'add_component',
          arguments: { type: 'DFF' },
          result: { success: true },
          success: true,
          changeId: null,
          providerCallId: 'call_abc',
          status: 'done',
          ms: 12.5,
        },
        {
          name: 'connect',
          arguments: {},
          result: { success: false, error: 'Limit reached' },
          success: false,
          changeId: null,
          providerCallId: 'toolu_01',
          status: 'refused',
          ms: 0,
        },
      ],
    });
    const failed = store.appendMessage(id, {
      role: 'assistant',
      content: '',
      turnId: 'turn_2',
      status: 'failed',
      rounds: 0,
      tokens: { input: 0, output: 0 },
      error: { code: 'PROVIDER_AUTH_FAILED', message: 'OpenAI rejected the API key.', hint: 'Check the key.' },
    });
    expect(answered).toMatchObject({
      turnId: 'turn_1',
      status: 'limit_reached',
      limit: 'tool_calls',
      rounds: 4,
      tokens: { input: 5000, output: 300, cached: 4096 },
      toolCalls: [
        { providerCallId: 'call_abc', status: 'done', ms: 12.5 },
        { providerCallId: 'toolu_01', status: 'refused', ms: 0 },
      ],
    });
    expect(failed).toMatchObject({ status: 'failed', rounds: 0, error: { code: 'PROVIDER_AUTH_FAILED' } });
    // A plain message gains no empty fields.
    for (const key of ['status', 'limit', 'rounds', 'error', 'tokens', 'provider'])
      expect(asked).not.toHaveProperty(key);
    expect(failed.tokens).not.toHaveProperty('cached');

    expect(store.getConversation(id)!.messages).toStrictEqual([asked, answered, failed]);
    const messages = reopen().getConversation(id)!.messages;
    expect(messages).toStrictEqual([asked, answered, failed]);
    for (const message of messages) expect(MessageRecordSchema.parse(message)).toStrictEqual(message);
  });

  it('gives back exactly what any turn stored, before and after a reopen (property)', () => {
    const { store, reopen } = open(ticking());
    const stored = new Map<string, MessageRecord[]>();
    fc.assert(
      fc.property(fc.array(newMessage, { minLength: 1, maxLength: 4 }), (messages) => {
        const { id } = store.createConversation('Any');
        const records = messages.map((m) => store.appendMessage(id, m));
        stored.set(id, records);
        expect(store.getConversation(id)!.messages).toStrictEqual(records);
        records.forEach((record, i) => {
          const { toolCalls, ...rest } = messages[i]!;
          expect(record).toMatchObject(rest);
          expect(record.toolCalls).toMatchObject(toolCalls ?? []);
        });
      }),
      { seed: SEED, numRuns: 60 },
    );
    const reopened = reopen();
    for (const [id, records] of stored) expect(reopened.getConversation(id)!.messages).toStrictEqual(records);
  });

  it('refuses a value the contract forbids and stores nothing of that message', () => {
    const { store } = open(ticking());
    const { id } = store.createConversation('Chat');
    store.appendMessage(id, { role: 'user', content: 'hi' });
    const before = store.getConversation(id);
    const call: NewToolCall = { name: 'x', arguments: {}, result: {}, success: true, changeId: null };
    const wrong: NewMessage[] = [
      { role: 'assistant', content: 'a', rounds: -1 },
      { role: 'assistant', content: 'a', rounds: 1.5 },
      { role: 'assistant', content: 'a', tokens: { input: 1, output: 1, cached: -1 } },
      { role: 'assistant', content: 'a', status: 'finished' as never },
      { role: 'assistant', content: 'a', limit: 'time' as never },
      { role: 'assistant', content: 'a', toolCalls: [call, { ...call, ms: -3 }] },
      { role: 'assistant', content: 'a', toolCalls: [{ ...call, status: 'skipped' as never }] },
    ];
    for (const message of wrong) expect(() => store.appendMessage(id, message), JSON.stringify(message)).toThrow();
    expect(store.getConversation(id)).toEqual(before);
  });

  it('starts conversations in build mode and remembers the switch, keeping their place in the list', () => {
    const { store, reopen } = open(ticking());
    const a = store.createConversation('A');
    const b = store.createConversation('B');
    expect([a.mode, b.mode]).toEqual(['build', 'build']);
    const tutored = store.setMode(a.id, 'tutor');
    expect(tutored).toEqual({ ...a, mode: 'tutor' });
    expect(store.listConversations().map((c) => [c.title, c.mode])).toEqual([
      ['B', 'build'],
      ['A', 'tutor'],
    ]);
    const again = reopen();
    expect(again.getConversation(a.id)?.meta.mode).toBe('tutor');
    expect(again.setMode(a.id, 'build')?.mode).toBe('build');
    expect(again.clearConversation(b.id)?.mode).toBe('build');
    expect(again.setMode('conversation_missing', 'tutor')).toBeUndefined();
  });

  it('renames a conversation, keeping its place in the list, across a reopen', () => {
    const { store, reopen } = open(ticking());
    const a = store.createConversation('New conversation');
    const b = store.createConversation('B');
    expect(store.rename(a.id, 'Half adder')).toEqual({ ...a, title: 'Half adder' });
    expect(store.listConversations().map((c) => c.title)).toEqual(['B', 'Half adder']);
    const again = reopen();
    expect(again.getConversation(a.id)?.meta.title).toBe('Half adder');
    expect(again.rename('conversation_missing', 'x')).toBeUndefined();
    expect(b.title).toBe('B');
  });

  it('keeps one summary per conversation, over its own messages only, replaced and kept across a reopen', () => {
    const { store, reopen } = open(ticking());
    const { id } = store.createConversation('Long');
    const other = store.createConversation('Other');
    const [m1, m2] = ['one', 'two'].map((content) => store.appendMessage(id, { role: 'user', content }));
    const elsewhere = store.appendMessage(other.id, { role: 'user', content: 'not here' });
    expect(store.getSummary(id)).toBeUndefined();

    expect(store.setSummary(id, { text: 'Asked for one.', throughMessageId: m1!.id })).toBe(true);
    expect(store.getSummary(id)).toEqual({ text: 'Asked for one.', throughMessageId: m1!.id });
    expect(store.setSummary(id, { text: 'Asked for one, then two.', throughMessageId: m2!.id })).toBe(true);
    expect(store.setSummary(id, { text: 'Wrong.', throughMessageId: elsewhere.id })).toBe(false);
    expect(store.setSummary(id, { text: 'Wrong.', throughMessageId: 'message_missing' })).toBe(false);
    expect(store.setSummary('conversation_missing', { text: 'Wrong.', throughMessageId: m1!.id })).toBe(false);
    expect(store.getSummary(other.id)).toBeUndefined();
    expect(reopen().getSummary(id)).toEqual({ text: 'Asked for one, then two.', throughMessageId: m2!.id });
  });

  it('drops the summary when the conversation is cleared or deleted', () => {
    const { store, reopen } = open(ticking());
    const { id } = store.createConversation('Chat');
    const first = store.appendMessage(id, { role: 'user', content: 'hi' });
    store.setSummary(id, { text: 'Greeted.', throughMessageId: first.id });
    expect(store.clearConversation(id)).toMatchObject({ messageCount: 0 });
    expect(store.getSummary(id)).toBeUndefined();
    // A summary written while the conversation was being cleared finds its message gone.
    expect(store.setSummary(id, { text: 'Greeted.', throughMessageId: first.id })).toBe(false);

    const next = store.appendMessage(id, { role: 'user', content: 'again' });
    expect(store.setSummary(id, { text: 'Greeted again.', throughMessageId: next.id })).toBe(true);
    expect(store.deleteConversation(id)).toBe(true);
    const again = reopen();
    expect(again.getSummary(id)).toBeUndefined();
    expect(again.setSummary(id, { text: 'Greeted again.', throughMessageId: next.id })).toBe(false);
  });
}
