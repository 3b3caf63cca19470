import { z } from 'zod';
import type { ChannelSpec } from './types';

const ConversationId = z.string().min(1).max(64);

export const MessageRoleSchema = z.enum(['user', 'assistant', 'system']);
export type MessageRole = z.infer<typeof MessageRoleSchema>;

/** The chat panel's Build/Tutor switch, remembered per conversation. */
export const AssistantModeSchema = z.enum(['build', 'tutor', 'course']);
export type AssistantMode = z.infer<typeof AssistantModeSchema>;

/** How an assistant turn ended. `limit_reached`: a limit stopped the tools, the model still answered in words. */
export const TurnStatusSchema = z.enum(['done', 'limit_reached', 'failed', 'cancelled']);

/** Which limit stopped a turn whose status is `limit_reached`. */
export const TurnLimitSchema = z.enum(['tool_calls', 'corrections']);
export type TurnLimit = z.infer<typeof TurnLimitSchema>;

/** What became of one tool call. `refused`: over the limit, not run. */
export const ToolCallStatusSchema = z.enum(['done', 'refused', 'cancelled']);
export type ToolCallStatus = z.infer<typeof ToolCallStatusSchema>;

/** Why a turn failed, as the user was told: what happened and what to do. */
export const TurnErrorSchema = z.object({ code: z.string(), message: z.string(), hint: z.string() });
export type TurnError = z.infer<typeof TurnErrorSchema>;

/** A conversation in the list. Times are milliseconds since the epoch. */
export const ConversationMetaSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The circuit it was about; null once that circuit is deleted (the conversation is kept). */
  circuitId: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  messageCount: z.number().int(),
  /** The Build/Tutor switch for this conversation; `build` for new ones. */
  mode: AssistantModeSchema,
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
  /** The provider's own id of the call (it pairs the call with its result in the provider's history). */
  providerCallId: z.string().optional(),
  status: ToolCallStatusSchema.optional(),
  /** How long the call ran, in milliseconds. */
  ms: z.number().min(0).optional(),
});
export type ToolCallRecord = z.infer<typeof ToolCallRecordSchema>;

export const TokenCountsSchema = z.object({
  input: z.number().int().min(0),
  output: z.number().int().min(0),
  /** Of the input tokens, those the provider read from its prompt cache. */
  cached: z.number().int().min(0).optional(),
});

export const MessageRecordSchema = z.object({
  id: z.string(),
  role: MessageRoleSchema,
  content: z.string(),
  provider: z.string().optional(),
  model: z.string().optional(),
  tokens: TokenCountsSchema.optional(),
  createdAt: z.number(),
  toolCalls: z.array(ToolCallRecordSchema),
  /** The assistant turn the message belongs to (its user message and its answer share it). */
  turnId: z.string().optional(),
  /** How the turn ended, on the message that ends it. */
  status: TurnStatusSchema.optional(),
  limit: TurnLimitSchema.optional(),
  /** Model requests the turn made. */
  rounds: z.number().int().min(0).optional(),
  error: TurnErrorSchema.optional(),
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
  'conversation:setMode': {
    description: "Sets a conversation's Build/Tutor mode (the chat panel's switch).",
    input: z.strictObject({ id: ConversationId, mode: AssistantModeSchema }),
    output: ConversationMetaSchema,
  },
} satisfies Record<string, ChannelSpec>;
