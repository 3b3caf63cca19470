import type { FriendlyError } from './friendly-error';
import type { ChatMessage, Json, TokenUsage, ToolResult } from './messages';
import type { PresetId } from '../../shared/assistant/presets';
import type { Failover } from './failover';

/** How a turn ended. `limit_reached`: the tool-call or correction limit stopped it; the model still answered in words. */
export type TurnStatus = 'done' | 'limit_reached' | 'failed' | 'cancelled';

/** One tool call of a turn, for the record and the trace. `refused`: over the limit, not run. */
export interface ToolCallOutcome {
  readonly id: string;
  readonly name: string;
  readonly arguments: Json;
  readonly result: ToolResult;
  readonly success: boolean;
  readonly ms: number;
  /** The model request (1-based) whose response made the call. */
  readonly round: number;
  readonly status: 'done' | 'refused' | 'cancelled';
}

/** The provider and model that answered. */
export interface AnsweredBy {
  readonly preset: PresetId;
  readonly label: string;
  readonly model: string;
}

/** What a turn produced. */
export interface TurnResult {
  readonly status: TurnStatus;
  /** The words for the user: every text the model wrote in this turn, in order. Empty when it failed or was stopped. */
  readonly text: string;
  /** The turn's new messages (user, assistant, tool results…), a valid history: every call is answered. */
  readonly messages: readonly ChatMessage[];
  readonly toolCalls: readonly ToolCallOutcome[];
  /** Model requests made (retries of the same request not counted). */
  readonly rounds: number;
  readonly usage: TokenUsage;
  /** Who answered last; undefined when no provider answered. */
  readonly answeredBy: AnsweredBy | undefined;
  readonly failovers: readonly Failover[];
  /** Which limit stopped the turn, when `status` is `limit_reached`. */
  readonly limit?: 'tool_calls' | 'corrections';
  /** Why it failed, in the user's words, when `status` is `failed`. */
  readonly error?: FriendlyError;
  readonly ms: number;
}

/** What happens while a turn runs, for the UI. Text comes in batches (at most every ~30 ms). */
export type TurnEvent =
  | { readonly type: 'request'; readonly round: number; readonly provider: string; readonly model: string }
  | { readonly type: 'text'; readonly text: string }
  /** The text of the current request so far is taken back: the answer restarts (a retry or another provider). */
  | { readonly type: 'text-reset' }
  | { readonly type: 'tool-started'; readonly callId: string; readonly name: string; readonly arguments: Json }
  | {
      readonly type: 'tool-finished';
      readonly callId: string;
      readonly name: string;
      readonly arguments: Json;
      readonly result: ToolResult;
      readonly success: boolean;
      readonly ms: number;
      readonly status: ToolCallOutcome['status'];
    }
  | { readonly type: 'notice'; readonly kind: 'retry' | 'failover'; readonly message: string }
  | { readonly type: 'finished'; readonly result: TurnResult };
