import { z } from 'zod';
import type { ChannelSpec } from './types';

const ConversationId = z.string().min(1).max(64);

export const MessageRoleSchema = z.enum(['user', 'assistant', 'system']);
export type MessageRole = z.infer<typeof MessageRoleSchema>;

/** A conversation in the list. Times are milliseconds since the epoch. */
export const ConversationMetaSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The circuit it was about; null once that circuit is deleted (the conversation is kept). */
  circuitId: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  messageCount: z.number().int(),
});
export type ConversationMeta = z.infer<typeof ConversationMetaSchema>;

/** One tool call of the assistant: what it asked, what it got, and the change it made. */
export const ToolCallRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  arguments: z.json(),
  result: z.json(),
  success: z.boolean(),
  /** The history change this call's turn committed; null for calls that changed nothing (or once undone and dropped). */
  changeId: z.string().nullable(),
  createdAt: z.number(),
});
export type ToolCallRecord = z.infer<typeof ToolCallRecordSchema>;

export const TokenCountsSchema = z.object({ input: z.number().int().min(0), output: z.number().int().min(0) });

export const MessageRecordSchema = z.object({
  id: z.string(),
  role: MessageRoleSchema,
  content: z.string(),
  provider: z.string().optional(),
  model: z.string().optional(),
  tokens: TokenCountsSchema.optional(),
  createdAt: z.number(),
  toolCalls: z.array(ToolCallRecordSchema),
});
export type MessageRecord = z.infer<typeof MessageRecordSchema>;

export const ConversationSchema = z.object({ meta: ConversationMetaSchema, messages: z.array(MessageRecordSchema) });
export type Conversation = z.infer<typeof ConversationSchema>;

/** Channels over the stored conversations with the assistant (messages are added by the assistant itself). */
export const conversationChannels = {
  'conversation:list': {
    description: 'Conversations, most recent first; only those about one circuit when circuitId is given.',
    input: z.strictObject({ circuitId: z.string().min(1).max(64).optional() }),
    output: z.array(ConversationMetaSchema),
  },
  'conversation:create': {
    description: 'Starts an empty conversation, optionally about a circuit.',
    input: z.strictObject({
      title: z.string().trim().min(1).max(200).optional(),
      circuitId: z.string().min(1).max(64).optional(),
    }),
    output: ConversationMetaSchema,
  },
  'conversation:open': {
    description: 'A conversation with its messages and their tool calls, oldest first.',
    input: z.strictObject({ id: ConversationId }),
    output: ConversationSchema,
  },
  'conversation:delete': {
    description: 'Deletes a conversation with its messages and tool calls.',
    input: z.strictObject({ id: ConversationId }),
    output: z.object({ deleted: z.string() }),
  },
  'conversation:clear': {
    description: 'Removes every message (and tool call) of a conversation, keeping the conversation.',
    input: z.strictObject({ id: ConversationId }),
    output: ConversationMetaSchema,
  },
} satisfies Record<string, ChannelSpec>;
