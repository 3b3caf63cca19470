import type {
  AssistantMode,
  Conversation,
  ConversationMeta,
  MessageRecord,
  MessageRole,
  ToolCallRecord,
} from '../../shared/contract';

/** A tool call to store with the message that made it. `arguments` and `result` are JSON values. */
export type NewToolCall = Omit<ToolCallRecord, 'id' | 'createdAt'>;

/**
 * A message to store, with the tool calls the assistant made while writing it. An assistant turn
 * stores its user message when it starts and its answer, with every tool call, when it ends.
 */
export interface NewMessage {
  readonly role: MessageRole;
  readonly content: string;
  readonly provider?: string;
  readonly model?: string;
  readonly tokens?: { readonly input: number; readonly output: number; readonly cached?: number };
  readonly toolCalls?: readonly NewToolCall[];
  readonly turnId?: string;
  readonly status?: MessageRecord['status'];
  readonly limit?: MessageRecord['limit'];
  readonly rounds?: number;
  readonly error?: { readonly code: string; readonly message: string; readonly hint: string };
}

/** A summary of a conversation's messages up to and including `throughMessageId`. */
export interface ConversationSummary {
  readonly text: string;
  readonly throughMessageId: string;
}

/**
 * Where conversations with the assistant live (SQLite in the app, memory in tests). Each method is
 * one transaction: a message is stored together with all its tool calls, or not at all.
 */
export interface ConversationStore {
  /** Most recently updated first; only those about `circuitId` when given. */
  listConversations(circuitId?: string): ConversationMeta[];
  /** A new, empty conversation in `build` mode. */
  createConversation(title: string, circuitId?: string): ConversationMeta;
  getConversation(id: string): Conversation | undefined;
  /**
   * Appends a message (and its tool calls) at the end of a conversation. Throws, storing nothing,
   * when the conversation does not exist or a value breaks the contract's schema (a bug).
   */
  appendMessage(conversationId: string, message: NewMessage): MessageRecord;
  deleteConversation(id: string): boolean;
  /** Removes every message, tool call and the summary, keeping the conversation; undefined when there is none. */
  clearConversation(id: string): ConversationMeta | undefined;
  /** Sets the title; the conversation keeps its place in the list. Undefined when there is none. */
  rename(id: string, title: string): ConversationMeta | undefined;
  /** Sets the Build/Tutor mode; the conversation keeps its place in the list. Undefined when there is none. */
  setMode(id: string, mode: AssistantMode): ConversationMeta | undefined;
  /** The conversation's summary; undefined when it has none (or there is no such conversation). */
  getSummary(id: string): ConversationSummary | undefined;
  /**
   * Replaces the conversation's summary. False, changing nothing, when the conversation does not
   * exist or `throughMessageId` is not one of its messages (it was cleared while the summary was written).
   */
  setSummary(id: string, summary: ConversationSummary): boolean;
}
