import { expect, it } from 'vitest';
import type { ConversationStore } from '../conversation-store';
import { conversationTurnContract } from './conversation-turn-contract';

/** One implementation of {@link ConversationStore} under test. */
export interface ConversationHarness {
  readonly store: ConversationStore;
  /** A circuit conversations may point at (it must exist where foreign keys are checked). */
  readonly circuitId: string;
  readonly reopen: () => ConversationStore;
}

/** The behaviour every ConversationStore shares (with what an assistant turn stores, {@link conversationTurnContract}). */
export function conversationStoreContract(open: (now: () => number) => ConversationHarness): void {
  conversationTurnContract(open);

  const ticking = () => {
    let time = 1_000;
    return () => time++;
  };

  it('keeps messages in order with role, provider, model, tokens and every tool call', () => {
    const { store, circuitId, reopen } = open(ticking());
    const meta = store.createConversation('Half adder', circuitId);
    store.appendMessage(meta.id, { role: 'user', content: 'Build a half adder' });
    const reply = store.appendMessage(meta.id, {
      role: 'assistant',
      content: 'Done: XOR for the sum, AND for the carry.',
      provider: 'anthropic',
      model: 'claude-test',
      tokens: { input: 1200, output: 80 },
      toolCalls: [
        {
          name: 'add_component',
          arguments: { type: 'XOR_2' },
          result: { success: true },
          success: true,
          changeId: null,
        },
        {
          name: 'connect',
          arguments: { from: 'SW1:out', to: 'G9:a' },
          result: { success: false, error: 'No component G9' },
          success: false,
          changeId: null,
        },
      ],
    });
    expect(reply.toolCalls.map((c) => c.name)).toEqual(['add_component', 'connect']);
    const conversation = reopen().getConversation(meta.id)!;
    expect(conversation.meta).toMatchObject({ title: 'Half adder', circuitId, messageCount: 2 });
    expect(conversation.messages).toEqual([
      expect.objectContaining({ role: 'user', content: 'Build a half adder', toolCalls: [] }),
      reply,
    ]);
    expect(conversation.messages[0]).not.toHaveProperty('tokens');
    expect(conversation.messages[1]).toMatchObject({ provider: 'anthropic', tokens: { input: 1200, output: 80 } });
  });

  it('lists conversations most recently updated first, and those of one circuit', () => {
    const { store, circuitId } = open(ticking());
    const a = store.createConversation('A', circuitId);
    const b = store.createConversation('B');
    expect(store.listConversations().map((c) => c.title)).toEqual(['B', 'A']);
    store.appendMessage(a.id, { role: 'user', content: 'hi' });
    expect(store.listConversations().map((c) => c.title)).toEqual(['A', 'B']);
    expect(store.listConversations(circuitId).map((c) => c.id)).toEqual([a.id]);
    expect(store.listConversations('other')).toEqual([]);
    expect(b.circuitId).toBeNull();
  });

  it('clears the messages but keeps the conversation; deletes it whole', () => {
    const { store, circuitId } = open(ticking());
    const meta = store.createConversation('Chat', circuitId);
    store.appendMessage(meta.id, { role: 'user', content: 'hi' });
    expect(store.clearConversation(meta.id)).toMatchObject({ id: meta.id, messageCount: 0 });
    expect(store.getConversation(meta.id)?.messages).toEqual([]);
    store.appendMessage(meta.id, { role: 'user', content: 'again' });
    expect(store.getConversation(meta.id)?.messages.map((m) => m.content)).toEqual(['again']);
    expect(store.deleteConversation(meta.id)).toBe(true);
    expect(store.deleteConversation(meta.id)).toBe(false);
    expect(store.getConversation(meta.id)).toBeUndefined();
    expect(store.clearConversation(meta.id)).toBeUndefined();
    expect(() => store.appendMessage(meta.id, { role: 'user', content: 'lost' })).toThrow();
  });
}
