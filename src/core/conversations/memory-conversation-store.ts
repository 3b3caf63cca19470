import type { Conversation, ConversationMeta, MessageRecord } from '../../shared/contract';
import { createId } from '../../shared/ids';
import type { ConversationStore, NewMessage } from './conversation-store';

/** A {@link ConversationStore} in memory: for tests, and the reference the SQLite store must match. */
export class MemoryConversationStore implements ConversationStore {
  private readonly conversations = new Map<string, { meta: ConversationMeta; messages: MessageRecord[] }>();

  constructor(private readonly now: () => number = Date.now) {}

  listConversations(circuitId?: string): ConversationMeta[] {
    return [...this.conversations.values()]
      .map((c) => c.meta)
      .filter((m) => circuitId === undefined || m.circuitId === circuitId)
      .sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  createConversation(title: string, circuitId?: string): ConversationMeta {
    const time = this.now();
    const meta: ConversationMeta = {
      id: createId('conversation'),
      title,
      circuitId: circuitId ?? null,
      createdAt: time,
      updatedAt: time,
      messageCount: 0,
    };
    this.conversations.set(meta.id, { meta, messages: [] });
    return meta;
  }

  getConversation(id: string): Conversation | undefined {
    const c = this.conversations.get(id);
    return c && copy({ meta: c.meta, messages: c.messages });
  }

  appendMessage(conversationId: string, message: NewMessage): MessageRecord {
    const c = this.conversations.get(conversationId);
    if (!c) throw new Error(`no conversation ${conversationId}`);
    const createdAt = this.now();
    const record: MessageRecord = {
      id: createId('message'),
      role: message.role,
      content: message.content,
      ...(message.provider !== undefined ? { provider: message.provider } : {}),
      ...(message.model !== undefined ? { model: message.model } : {}),
      ...(message.tokens !== undefined ? { tokens: { ...message.tokens } } : {}),
      createdAt,
      toolCalls: (message.toolCalls ?? []).map((call) => ({ ...copy(call), id: createId('call'), createdAt })),
    };
    c.messages.push(record);
    c.meta = { ...c.meta, updatedAt: createdAt, messageCount: c.messages.length };
    return copy(record);
  }

  deleteConversation(id: string): boolean {
    return this.conversations.delete(id);
  }

  clearConversation(id: string): ConversationMeta | undefined {
    const c = this.conversations.get(id);
    if (!c) return undefined;
    c.messages = [];
    c.meta = { ...c.meta, updatedAt: this.now(), messageCount: 0 };
    return c.meta;
  }
}

/** A deep copy of JSON data, so callers never share the store's objects. */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
