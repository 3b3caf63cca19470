import type { Conversation, ConversationMeta, MessageRecord, MessageRole, ToolCallRecord } from '../../shared/contract';

/** A tool call to store with the message that made it. `arguments` and `result` are JSON values. */
export type NewToolCall = Omit<ToolCallRecord, 'id' | 'createdAt'>;

/** A message to store, with the tool calls the assistant made while writing it. */
export interface NewMessage {
  readonly role: MessageRole;
  readonly content: string;
  readonly provider?: string;
  readonly model?: string;
  readonly tokens?: { readonly input: number; readonly output: number };
  readonly toolCalls?: readonly NewToolCall[];
}

/**
 * Where conversations with the assistant live (SQLite in the app, memory in tests). Each method is
 * one transaction: a message is stored together with all its tool calls, or not at all.
 */
export interface ConversationStore {
  /** Most recently updated first; only those about `circuitId` when given. */
  listConversations(circuitId?: string): ConversationMeta[];
  createConversation(title: string, circuitId?: string): ConversationMeta;
  getConversation(id: string): Conversation | undefined;
  /** Appends a message (and its tool calls) at the end of a conversation. */
  appendMessage(conversationId: string, message: NewMessage): MessageRecord;
  deleteConversation(id: string): boolean;
  /** Removes every message and tool call, keeping the conversation; undefined when there is none. */
  clearConversation(id: string): ConversationMeta | undefined;
}
