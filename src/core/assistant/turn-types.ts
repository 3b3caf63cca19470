import type { ProviderConfig } from '../ai/config';
import type { FriendlyError } from '../ai/friendly-error';
import type { TurnLimits } from '../ai/loop';
import type { TokenUsage } from '../ai/messages';
import type { Provider } from '../ai/provider';
import type { RetryPolicy } from '../ai/retry-policy';
import type { TurnResult } from '../ai/turn';
import type { ConversationService } from '../conversations/conversation-service';
import type { DocumentService } from '../documents/document-service';
import type { EventBus } from '../events';
import type { SettingsService } from '../settings/settings-service';
import type { CopySimulator } from '../simulation/copy-simulator';
import type { YieldNow } from '../slices';
import type { VerilogSynthesis } from '../verilog/types';
import type { LayoutEngine } from '../../shared/layout/elk-graph';
import type { EventPayload } from '../../shared/contract';
import type { TurnMode } from '../../shared/contract/assistant-channels';
import type { HistoryBudget } from './history';
import type { Result } from '../../shared/errors';
import type { Lesson } from '../../shared/lessons/types';
import type { LessonChanges } from '../lessons/lesson-draft';

/** What the assistant is built from; `src/main/app-services.ts` supplies the adapters. */
export interface AssistantDeps {
  readonly documents: DocumentService;
  readonly conversations: ConversationService;
  readonly settings: SettingsService;
  readonly simulator: CopySimulator;
  readonly events: EventBus;
  /** The environment (`CIRCUITFORGE_LLM_*` overrides the settings). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** A client for one configured provider (src/main/providers). */
  readonly createProvider: (config: ProviderConfig) => Provider;
  /** Lays parts out (ELK's `layout`, in the main process): the tools place new parts with it. */
  readonly layout: LayoutEngine;
  /** Synthesises Verilog (the Yosys worker's queue) for `build_from_verilog`. */
  readonly verilog?: VerilogSynthesis;
  /**
   * The provider chain to use instead of the configured one (the evaluation's replay and recording
   * providers). Called once per turn.
   */
  readonly providers?: () => readonly Provider[];
  /** Engine limits and history budget (tests shorten them). */
  readonly limits?: Partial<TurnLimits>;
  readonly retry?: Partial<RetryPolicy>;
  readonly history?: HistoryBudget;
  /** Lets the host answer other requests between slices of a long job (default: a timer). */
  readonly yieldNow?: YieldNow;
  /** The lessons, for course mode (without them a course-mode turn says lessons are not available). */
  readonly lessons?: TurnLessons;
}

/** The lessons as a course-mode turn reads and saves them (an adapter over src/core/lessons' services). */
export interface TurnLessons {
  /** The ids of the lessons the assistant may read and revise. */
  ids(): readonly string[];
  read(id: string): Lesson | undefined;
  /**
   * Saves what a turn did: each new lesson at the end of a course (`courseId`, the one the user has
   * open, else "My lessons"), each revised lesson's operations as one undoable change labelled
   * `label`. All or nothing where it can be; a failure says what was not saved.
   */
  save(changes: LessonChanges, label: string, courseId?: string): Result<void>;
}

/** One turn as the service tracks it. */
export interface TurnTicket {
  readonly turnId: string;
  readonly circuitId: string;
  readonly conversationId: string;
  readonly message: string;
  readonly mode: TurnMode;
  /** The course the user has open: a course-mode turn's new lessons go at its end. */
  readonly courseId?: string;
  /** The stored user message; history for this turn stops before it. */
  readonly userMessageId: string | undefined;
  readonly retryOf?: string;
  readonly controller: AbortController;
}

/** How a turn ended: the `assistant.turnFinished` event the service sends once its bookkeeping is done. */
export type TurnOutcome = EventPayload<'assistant.turnFinished'>;

/** What a turn ended with, before it is stored and announced. */
export interface TurnFinished {
  turnId: string;
  circuitId: string;
  conversationId: string;
  status: TurnResult['status'];
  text: string;
  changeId: string | null;
  rounds: number;
  toolCalls: TurnResult['toolCalls'];
  tokens: TokenUsage;
  provider?: string;
  model?: string;
  limit?: 'tool_calls' | 'corrections';
  error?: FriendlyError;
}

/** The answer as stored: a finished turn without the ids the ticket has. */
export type TurnAnswer = Omit<TurnFinished, 'turnId' | 'circuitId' | 'conversationId'>;

export const ZERO_USAGE: TokenUsage = { input: 0, output: 0, cached: 0 };
