/**
 * The engine's own message type: one shape for every provider. The provider adapters
 * (src/main/providers) translate it to OpenAI chat completions or Anthropic Messages.
 */

/** One tool call as the model made it. `arguments` is the raw text the model sent (JSON, or not). */
export interface ToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

export interface UserMessage {
  readonly role: 'user';
  readonly content: string;
}

export interface AssistantMessage {
  readonly role: 'assistant';
  /** What the model wrote ("" when it only called tools). */
  readonly content: string;
  readonly toolCalls: readonly ToolCall[];
}

/**
 * The result of one tool call, sent back to the model. Every call of an assistant message is
 * answered by exactly one of these, in the same order, before the next user text.
 */
export interface ToolResultMessage {
  readonly role: 'tool';
  readonly toolCallId: string;
  readonly toolName: string;
  /** The result as JSON text: `{"success": true, …}` or `{"success": false, "error": …}`. */
  readonly content: string;
  readonly isError: boolean;
}

export type ChatMessage = UserMessage | AssistantMessage | ToolResultMessage;

/** A JSON value. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/**
 * What every tool answers: success with data, or a failure that says what to fix. Fields may be
 * undefined (left out when sent: results are JSON).
 */
export type ToolResult =
  | { success: true; [key: string]: Json | undefined }
  | { success: false; error: string; hint?: string | undefined; [key: string]: Json | undefined };

/** Tokens a request used, as the provider reported them. */
export interface TokenUsage {
  readonly input: number;
  readonly output: number;
  /** Input tokens served from the provider's prompt cache (0 where not reported). */
  readonly cached: number;
}

export const NO_USAGE: TokenUsage = { input: 0, output: 0, cached: 0 };

/** Adds two usages. */
export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return { input: a.input + b.input, output: a.output + b.output, cached: a.cached + b.cached };
}

/** Checks that every tool call of the history is answered, in order, before anything else. */
export function findUnansweredCall(messages: readonly ChatMessage[]): string | undefined {
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    if (message.role !== 'assistant') continue;
    for (const [k, call] of message.toolCalls.entries()) {
      const answer = messages[i + 1 + k];
      if (answer?.role !== 'tool' || answer.toolCallId !== call.id) return call.id;
    }
  }
  return undefined;
}
