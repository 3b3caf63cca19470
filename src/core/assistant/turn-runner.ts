import type { ProviderConfig } from '../ai/config';
import type { FriendlyError } from '../ai/friendly-error';
import { runTurn, type TurnLimits } from '../ai/loop';
import { addUsage, type Json, type TokenUsage } from '../ai/messages';
import type { Provider } from '../ai/provider';
import type { RetryPolicy } from '../ai/retry-policy';
import { Redactor } from '../ai/redact';
import { ToolRegistry } from '../ai/tool-registry';
import type { TurnResult } from '../ai/turn';
import type { ConversationService } from '../conversations/conversation-service';
import type { DocumentService } from '../documents/document-service';
import type { EventBus } from '../events';
import type { SettingsService } from '../settings/settings-service';
import type { CopySimulator } from '../simulation/copy-simulator';
import { createCircuitTools, tutorTools } from '../tools/circuit-tools';
import type { LayoutEngine } from '../../shared/layout/elk-graph';
import type { VerilogSynthesis } from '../verilog/types';
import { WorkingCopy } from '../tools/working-copy';
import type { TurnMode } from '../../shared/contract/assistant-channels';
import type { EventPayload, MessageRecord } from '../../shared/contract';
import { DEFAULT_HISTORY_BUDGET, exchangesOf, historyMessages, planHistory, type HistoryBudget } from './history';
import { systemPrompt } from './prompt';
import { configuredChain } from './provider-chain';
import { knownSecrets } from './secrets';
import { summarise } from './summariser';
import { countTokens } from './tokens';
import { capMessage, previewText, shortName } from './limits';
import { timeSliced, yieldToTimers } from './time-slice';
import type { YieldNow } from '../slices';
import { turnEventForwarder } from './turn-events';

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
}

/** One turn as the service tracks it. */
export interface TurnTicket {
  readonly turnId: string;
  readonly circuitId: string;
  readonly conversationId: string;
  readonly message: string;
  readonly mode: TurnMode;
  /** The stored user message; history for this turn stops before it. */
  readonly userMessageId: string | undefined;
  readonly retryOf?: string;
  readonly controller: AbortController;
}

/** How a turn ended: the `assistant.turnFinished` event the service sends once its bookkeeping is done. */
export type TurnOutcome = EventPayload<'assistant.turnFinished'>;

/**
 * Runs one turn: a working copy of the circuit, the tools over it, the history and a fresh state
 * of the circuit, the engine's loop; then ONE change committed through the document service
 * (source `assistant`), the answer and every tool call stored, and the events the chat panel follows;
 * the finish event is returned for the service to send. A failed or stopped turn commits nothing.
 * Never throws.
 */
export async function executeTurn(deps: AssistantDeps, ticket: TurnTicket): Promise<TurnOutcome> {
  const { events } = deps;
  const { turnId, circuitId } = ticket;
  const finish = (finished: Omit<TurnFinished, 'turnId' | 'circuitId' | 'conversationId'>): TurnOutcome => {
    const result = { ...finished, text: capMessage(finished.text) };
    const messageId = store(deps, ticket, result);
    const { toolCalls, text, ...rest } = result;
    const preview = previewText(text);
    return {
      turnId,
      circuitId,
      conversationId: ticket.conversationId,
      ...rest,
      text: preview.text,
      ...(preview.chars === undefined ? {} : { textChars: preview.chars }),
      toolCalls: toolCalls.filter((c) => c.status !== 'refused').length,
      ...(messageId === undefined ? {} : { messageId }),
    };
  };
  const failed = (error: FriendlyError): TurnOutcome =>
    finish({ status: 'failed', text: '', changeId: null, rounds: 0, toolCalls: [], tokens: ZERO, error });

  const state = deps.documents.stateOf(circuitId);
  if (!state.success) return failed({ code: state.code, message: state.error, hint: state.hint });
  const copy = WorkingCopy.of(state.data.toJSON());
  if (!copy.success) return failed({ code: copy.code, message: copy.error, hint: copy.hint });
  const working = copy.data;

  let providers: readonly Provider[];
  if (deps.providers) providers = deps.providers();
  else {
    const chain = await configuredChain(deps.settings, deps.env);
    if (!chain.success) return failed({ code: chain.code, message: chain.error, hint: chain.hint });
    providers = chain.data.configs.map(deps.createProvider);
  }
  // Whatever the providers send back is shown, stored and sent on without any key the app knows.
  const redactor = new Redactor(await knownSecrets(deps.settings, deps.env));

  const unsubscribe = working.onChange(() =>
    events.emit('assistant.preview', { turnId, circuitId, operations: working.operations() }),
  );
  try {
    const tools = createCircuitTools({
      copy: working,
      layout: deps.layout,
      simulator: deps.simulator,
      ...(deps.verilog ? { verilog: deps.verilog } : {}),
      circuitId,
      library: {
        list: () => deps.documents.list(),
        read: (id) => {
          const other = deps.documents.stateOf(id);
          return other.success ? { success: true, data: other.data.toJSON() } : other;
        },
      },
      focus: (componentIds) => events.emit('assistant.focus', { circuitId, componentIds: [...componentIds] }),
    });
    const registry = new ToolRegistry(ticket.mode === 'tutor' ? tutorTools(tools) : tools);
    const { history, usage: summaryUsage } = await requestHistory(deps, ticket, providers, redactor);
    const context = await stateContext(registry, working, ticket.controller.signal);

    const onEvent = turnEventForwarder({ events, turnId, circuitId, copy: working });
    const result = await runTurn({
      providers,
      system: systemPrompt(ticket.mode),
      history,
      message: ticket.message,
      context,
      tools: registry,
      signal: ticket.controller.signal,
      onEvent,
      redactor,
      limits: { maxToolCalls: deps.settings.get('assistant.toolCallLimit'), ...deps.limits },
      ...(deps.retry === undefined ? {} : { retry: deps.retry }),
    });
    const tokens = addUsage(result.usage, summaryUsage);
    const base = {
      text: result.text,
      rounds: result.rounds,
      toolCalls: result.toolCalls,
      tokens,
      ...(result.answeredBy ? { provider: result.answeredBy.label, model: result.answeredBy.model } : {}),
      ...(result.limit === undefined ? {} : { limit: result.limit }),
    };
    if (result.status === 'failed' || result.status === 'cancelled') {
      return finish({
        ...base,
        status: result.status,
        changeId: null,
        ...(result.error ? { error: result.error } : {}),
      });
    }
    const committed = commit(deps, ticket, working);
    if (!committed.success) return finish({ ...base, status: 'failed', changeId: null, error: committed.error });
    return finish({ ...base, status: result.status, changeId: committed.changeId });
  } finally {
    unsubscribe();
  }
}

interface TurnFinished {
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

const ZERO: TokenUsage = { input: 0, output: 0, cached: 0 };

/** The history for this turn: the summary, then recent exchanges; older ones folded into a new summary when over budget. */
async function requestHistory(
  deps: AssistantDeps,
  ticket: TurnTicket,
  providers: readonly Provider[],
  redactor: Redactor,
): Promise<{ history: ReturnType<typeof historyMessages>; usage: TokenUsage }> {
  const conversation = deps.conversations.open(ticket.conversationId);
  if (!conversation.success) return { history: [], usage: ZERO };
  const messages = before(conversation.data.messages, ticket.userMessageId);
  const saved = deps.conversations.summary(ticket.conversationId);
  const summary = saved.success ? saved.data : undefined;
  const exchanges = exchangesOf(messages, summary?.throughMessageId);
  const pause = timeSliced(deps.yieldNow ?? yieldToTimers);
  const plan = await planHistory(summary?.text, exchanges, deps.history ?? DEFAULT_HISTORY_BUDGET, pause);
  if (plan.summarise.length === 0) return { history: historyMessages(summary?.text, plan.send), usage: ZERO };
  const written = await summarise(providers, summary?.text, plan.summarise, ticket.controller.signal, redactor);
  if (!written) return { history: historyMessages(summary?.text, plan.send), usage: ZERO };
  const last = plan.summarise.at(-1)!;
  const through = (last.answer ?? last.user).id;
  const stored = deps.conversations.saveSummary(ticket.conversationId, {
    text: written.text,
    throughMessageId: through,
  });
  if (!stored.success) console.warn(`[assistant] the summary could not be stored: ${stored.error}`);
  return { history: historyMessages(written.text, plan.send), usage: written.usage };
}

/** The messages before the turn's own user message (all of them when it has none). */
function before(messages: readonly MessageRecord[], userMessageId: string | undefined): MessageRecord[] {
  const at = userMessageId === undefined ? -1 : messages.findIndex((m) => m.id === userMessageId);
  return at < 0 ? [...messages] : messages.slice(0, at);
}

/** Past this, the circuit's state is not sent with every message: the model asks for it when it needs it. */
const STATE_CONTEXT_TOKENS = 4_000;

/** A fresh, compact state of the circuit, put before the user's message (never stored). */
async function stateContext(registry: ToolRegistry, copy: WorkingCopy, signal: AbortSignal): Promise<string> {
  const tool = registry.get('get_circuit_state');
  if (!tool) return '';
  const run = await registry.execute({ id: 'context', name: tool.name, arguments: '{"detail":"summary"}' }, { signal });
  if (!run.success) return '';
  const { success: _ok, ...state } = run.result;
  const text = `[Current circuit]\n${JSON.stringify(state)}`;
  if (countTokens(text) <= STATE_CONTEXT_TOKENS) return text;
  const { componentCount, wireCount } = copy.state;
  return `[Current circuit]\n${componentCount} parts, ${wireCount} wires: too large to include here. Call get_circuit_state when you need it.`;
}

/**
 * Commits the turn's edits as ONE change. If the user edited the circuit meanwhile, the edits go
 * on top when they still apply; otherwise nothing is applied and the turn says why.
 */
function commit(
  deps: AssistantDeps,
  ticket: TurnTicket,
  copy: WorkingCopy,
): { success: true; changeId: string | null } | { success: false; error: FriendlyError } {
  if (!copy.edited) return { success: true, changeId: null };
  const operations = copy.operations();
  if (operations.length === 0) return { success: true, changeId: null };
  const label = `Assistant: ${shorten(ticket.message, 48)}`;
  const applied = deps.documents.apply(ticket.circuitId, operations, label, 'assistant');
  if (applied.success) return { success: true, changeId: applied.data.changeId };
  if (applied.code === 'STORAGE_FAILED' || applied.code === 'INTERNAL') {
    return { success: false, error: { code: applied.code, message: applied.error, hint: applied.hint } };
  }
  return {
    success: false,
    error: {
      code: 'TURN_CONFLICT',
      message: `The circuit changed while the assistant was working, and its changes no longer fit (${applied.error}). Nothing was applied.`,
      hint: 'Send the request again: the assistant will start from the circuit as it is now.',
    },
  };
}

/** Stores the answer with every tool call; a failed write is logged and the user told, never fatal. */
function store(
  deps: AssistantDeps,
  ticket: TurnTicket,
  result: Omit<TurnFinished, 'turnId' | 'circuitId' | 'conversationId'>,
): string | undefined {
  const stored = deps.conversations.append(ticket.conversationId, {
    role: 'assistant',
    content: result.text,
    ...(result.provider === undefined ? {} : { provider: result.provider }),
    ...(result.model === undefined ? {} : { model: result.model }),
    tokens: { input: result.tokens.input, output: result.tokens.output, cached: result.tokens.cached },
    turnId: ticket.turnId,
    status: result.status,
    rounds: result.rounds,
    ...(result.limit === undefined ? {} : { limit: result.limit }),
    ...(result.error === undefined
      ? {}
      : { error: { code: result.error.code, message: result.error.message, hint: result.error.hint } }),
    toolCalls: result.toolCalls.map((call) => ({
      name: shortName(call.name),
      arguments: call.arguments,
      result: JSON.parse(JSON.stringify(call.result)) as Json,
      success: call.success,
      changeId: result.changeId,
      providerCallId: call.id,
      status: call.status,
      ms: Math.round(call.ms),
    })),
  });
  if (stored.success) return stored.data.id;
  deps.events.emit('assistant.notice', {
    turnId: ticket.turnId,
    circuitId: ticket.circuitId,
    kind: 'storage',
    message: `This answer could not be saved to the conversation (${stored.error}); the circuit is not affected.`,
  });
  return undefined;
}

function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
