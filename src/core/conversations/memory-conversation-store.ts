import type { AssistantMode, Conversation, ConversationMeta, MessageRecord } from '../../shared/contract';
import { createId } from '../../shared/ids';
import type { ConversationStore, ConversationSummary, NewMessage } from './conversation-store';
import { newMessageRecord } from './message-record';

interface Stored {
  meta: ConversationMeta;
  messages: MessageRecord[];
  summary?: ConversationSummary;
}

/** A {@link ConversationStore} in memory: for tests, and the reference the SQLite store must match. */
export class MemoryConversationStore implements ConversationStore {
  private readonly conversations = new Map<string, Stored>();

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
      mode: 'build',
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
    const record = newMessageRecord(message, this.now());
    c.messages.push(record);
    c.meta = { ...c.meta, updatedAt: record.createdAt, messageCount: c.messages.length };
    return copy(record);
  }

  deleteConversation(id: string): boolean {
    return this.conversations.delete(id);
  }

  clearConversation(id: string): ConversationMeta | undefined {
    const c = this.conversations.get(id);
    if (!c) return undefined;
    c.messages = [];
    delete c.summary;
    c.meta = { ...c.meta, updatedAt: this.now(), messageCount: 0 };
    return c.meta;
  }

  rename(id: string, title: string): ConversationMeta | undefined {
    const c = this.conversations.get(id);
    if (!c) return undefined;
    c.meta = { ...c.meta, title };
    return c.meta;
  }

  setMode(id: string, mode: AssistantMode): ConversationMeta | undefined {
    const c = this.conversations.get(id);
    if (!c) return undefined;
    c.meta = { ...c.meta, mode };
    return c.meta;
  }

  getSummary(id: string): ConversationSummary | undefined {
    const summary = this.conversations.get(id)?.summary;
    return summary && { ...summary };
  }

  setSummary(id: string, summary: ConversationSummary): boolean {
    const c = this.conversations.get(id);
    if (!c?.messages.some((m) => m.id === summary.throughMessageId)) return false;
    c.summary = { text: summary.text, throughMessageId: summary.throughMessageId };
    return true;
  }
}

/** A deep copy of JSON data, so callers never share the store's objects. */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
