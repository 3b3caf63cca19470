import { z } from 'zod';
import { PresetIdSchema } from '../assistant/presets';
import { OperationSchema } from '../circuit/operations';
import { LessonIdSchema } from '../lessons/types';
import { AssistantModeSchema, TurnStatusSchema, type AssistantMode } from './conversation-channels';
import type { ChannelSpec } from './types';

const Id = z.string().min(1).max(64);
const TurnId = z.string().min(1).max(80);

/** How the assistant works: `build` edits the circuit; `tutor` only reads, and guides with questions and hints. */
export const TurnModeSchema = AssistantModeSchema;
export type TurnMode = AssistantMode;

/** A failure in the user's words, with what to do. */
export const FriendlyErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  hint: z.string(),
  retryAfterSeconds: z.number().optional(),
});

export const TurnTokensSchema = z.object({
  input: z.number().int().min(0),
  output: z.number().int().min(0),
  cached: z.number().int().min(0),
});

/** A provider as the status shows it (never its key). */
export const ProviderSummarySchema = z.object({
  preset: PresetIdSchema,
  label: z.string(),
  model: z.string(),
  baseURL: z.string(),
  local: z.boolean(),
});

/** Which providers the assistant will ask, whether they answer, and the turns running now. */
export const AssistantStatusSchema = z.object({
  configured: z.boolean(),
  /** The providers in the order they are asked (the first, then the fallbacks). */
  providers: z.array(ProviderSummarySchema),
  /** `unknown` unless a check was asked for. */
  reachable: z.enum(['yes', 'no', 'unknown']),
  /** Why the assistant cannot be used (not configured, or the check failed). */
  error: FriendlyErrorSchema.optional(),
  /** Problems that do not stop it (a fallback left out). */
  warnings: z.array(z.string()),
  /** Whether the values come from environment variables (then Settings cannot change them). */
  fromEnvironment: z.boolean(),
  running: z.array(z.object({ turnId: z.string(), circuitId: z.string(), conversationId: z.string() })),
});
export type AssistantStatus = z.infer<typeof AssistantStatusSchema>;

/** A provider as the settings dialog names it, to list its models or test it before or after saving. */
const ProviderProbeSchema = z.strictObject({
  provider: PresetIdSchema,
  /** Empty or omitted: the preset's own address. */
  baseURL: z.string().trim().max(500).optional(),
  /** Omitted: the stored key (it never comes back). */
  apiKey: z.string().max(4096).optional(),
});

/** A local model server found on this computer. */
export const LocalServerSchema = z.object({
  preset: z.enum(['ollama', 'lmstudio']),
  label: z.string(),
  baseURL: z.string(),
  models: z.array(z.string()),
});
export type LocalServer = z.infer<typeof LocalServerSchema>;

/** The channels of the assistant: send a message, stop or retry a turn, and its status. */
export const assistantChannels = {
  'assistant:send': {
    description:
      'Sends a message to the assistant about a circuit; answers at once with the turn id, the turn runs on and reports through assistant.* events. One turn at a time per circuit.',
    input: z.strictObject({
      circuitId: Id,
      /** Omitted: the circuit's most recent conversation, or a new one. */
      conversationId: Id.optional(),
      message: z.string().trim().min(1, 'the message is empty').max(20_000),
      /** Omitted: the conversation's mode. */
      mode: TurnModeSchema.optional(),
      /** The course the user has open: lessons a course-mode turn writes go at its end (omitted: "My lessons"). */
      courseId: LessonIdSchema.optional(),
    }),
    output: z.object({ turnId: z.string(), conversationId: z.string() }),
  },
  'assistant:cancel': {
    description: 'Stops a running turn: nothing it did is applied, the preview disappears.',
    input: z.strictObject({ turnId: TurnId }),
    output: z.object({ turnId: z.string(), cancelled: z.boolean() }),
  },
  'assistant:retry': {
    description: 'Runs a failed, stopped or limited turn again with the same message (a new turn id).',
    input: z.strictObject({ turnId: TurnId }),
    output: z.object({ turnId: z.string(), conversationId: z.string() }),
  },
  'assistant:status': {
    description:
      'Which providers and models are configured, optionally whether the first one answers, and running turns.',
    input: z.strictObject({ check: z.boolean().optional() }),
    output: AssistantStatusSchema,
  },
  'assistant:listModels': {
    description:
      "The models a provider offers (for the settings' list); fails with the reason when it cannot list them.",
    input: ProviderProbeSchema,
    output: z.object({ models: z.array(z.string()) }),
  },
  'assistant:testConnection': {
    description: 'Sends a tiny request to a provider and model: answers which model replied, or the reason it did not.',
    input: ProviderProbeSchema.extend({ model: z.string().trim().min(1).max(200) }),
    output: z.object({ model: z.string(), reply: z.string(), ms: z.number() }),
  },
  'assistant:detectLocal': {
    description: 'Looks for Ollama (port 11434) and LM Studio (port 1234) on this computer, with their models.',
    input: z.strictObject({}),
    output: z.object({ servers: z.array(LocalServerSchema) }),
  },
} satisfies Record<string, ChannelSpec>;

/** The events of a running turn, as the chat panel follows it. */
export const assistantEvents = {
  'assistant.turnStarted': z.object({
    turnId: z.string(),
    circuitId: z.string(),
    conversationId: z.string(),
    mode: TurnModeSchema,
    message: z.string(),
    /** The stored user message (absent when storing it failed). */
    messageId: z.string().optional(),
    /** Set when this turn re-runs an earlier one. */
    retryOf: z.string().optional(),
  }),
  /** A model request begins (round n), with the provider asked. */
  'assistant.round': z.object({
    turnId: z.string(),
    circuitId: z.string(),
    round: z.number().int().min(1),
    provider: z.string(),
    model: z.string(),
  }),
  /** Text of the answer as it is written. `reset`: first drop the text of the current round (it restarts). */
  'assistant.delta': z.object({
    turnId: z.string(),
    circuitId: z.string(),
    text: z.string(),
    reset: z.boolean().optional(),
  }),
  'assistant.toolCall': z.object({
    turnId: z.string(),
    circuitId: z.string(),
    callId: z.string(),
    phase: z.enum(['started', 'finished']),
    name: z.string(),
    /** The arguments, or (past 8,000 characters of JSON) a preview of them as text; see `argumentsChars`. */
    arguments: z.json(),
    /** Set when `arguments` is a preview: the length of the whole arguments as JSON (all stored in the conversation). */
    argumentsChars: z.number().int().min(0).optional(),
    /** One line for the trace: "Added XOR G1", "Validated: 1 error". */
    summary: z.string(),
    /** The result, or (past 8,000 characters of JSON) a preview of it as text; see `resultChars`. */
    result: z.json().optional(),
    /** Set when `result` is a preview: the length of the whole result as JSON. */
    resultChars: z.number().int().min(0).optional(),
    success: z.boolean().optional(),
    ms: z.number().optional(),
    status: z.enum(['done', 'refused', 'cancelled']).optional(),
  }),
  /** The turn's edits so far, on top of the circuit as it was when the turn started (drawn as a preview). */
  'assistant.preview': z.object({
    turnId: z.string(),
    circuitId: z.string(),
    operations: z.array(OperationSchema),
  }),
  /** A retry, a switch to the fallback provider, or a message that could not be stored: a quiet note. */
  'assistant.notice': z.object({
    turnId: z.string(),
    circuitId: z.string(),
    kind: z.enum(['retry', 'failover', 'storage']),
    message: z.string(),
  }),
  'assistant.turnFinished': z.object({
    turnId: z.string(),
    circuitId: z.string(),
    conversationId: z.string(),
    status: TurnStatusSchema,
    /** The answer, or (past 8,000 characters) a preview of it; see `textChars`. */
    text: z.string(),
    /** Set when `text` is a preview: the length of the whole answer as stored in the conversation. */
    textChars: z.number().int().min(0).optional(),
    /** The one history change the turn committed; null when it changed nothing. */
    changeId: z.string().nullable(),
    /** The stored assistant message (absent when storing it failed). */
    messageId: z.string().optional(),
    rounds: z.number().int().min(0),
    toolCalls: z.number().int().min(0),
    tokens: TurnTokensSchema,
    provider: z.string().optional(),
    model: z.string().optional(),
    limit: z.enum(['tool_calls', 'corrections']).optional(),
    error: FriendlyErrorSchema.optional(),
  }),
  /** The assistant asks the canvas to show these components (not an edit). */
  'assistant.focus': z.object({ circuitId: z.string(), componentIds: z.array(z.string()) }),
} as const;
