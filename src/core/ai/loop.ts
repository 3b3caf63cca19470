import { MAX_ANSWER_CHARS } from './answer-cap';
import { jsonDepthExceeds } from './json-depth';
import { Redactor } from './redact';
import { StreamRedactor } from './stream-redactor';
import { abortableSleep, CallFailed, callWithFailover, type Failover } from './failover';
import type { FriendlyError } from './friendly-error';
import { addUsage, NO_USAGE, type ChatMessage, type Json, type TokenUsage, type ToolCall } from './messages';
import { cancelledError, type StreamTimers } from './model-call';
import { ProviderError, type Provider } from './provider';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';
import type { ModelResponse } from './stream-normaliser';
import { TextBatcher } from './text-batcher';
import { cancelled, type ToolRegistry } from './tool-registry';
import { limitNote, correctionLimitNote, limitFallbackText, retrySummary } from './turn-notes';
import type { AnsweredBy, ToolCallOutcome, TurnEvent, TurnResult, TurnStatus } from './turn';

/** The limits of one turn. Every one can be set by the caller. */
export interface TurnLimits extends StreamTimers {
  /** Tool calls one user message may cause (counted as calls, not model requests). */
  readonly maxToolCalls: number;
  /** Rounds in a row with failed calls the model may try to correct before it must explain instead. */
  readonly maxCorrectionRounds: number;
  /** The whole turn, every request and tool included. */
  readonly turnMs: number;
  /** Text is passed to the UI at most this often. */
  readonly textBatchMs: number;
  /** The most characters one model response may send (text and tool calls): it is cut there, saying so. */
  readonly maxAnswerChars: number;
}

export const DEFAULT_TURN_LIMITS: TurnLimits = {
  maxToolCalls: 10,
  maxCorrectionRounds: 3,
  firstByteMs: 30_000,
  chunkGapMs: 30_000,
  turnMs: 5 * 60_000,
  textBatchMs: 30,
  maxAnswerChars: MAX_ANSWER_CHARS,
};

/** Everything a turn needs. Only `providers`, `system`, `message` and `tools` are required. */
export interface TurnOptions {
  /** The provider chain: the first is asked first, the others are fallbacks in order. */
  readonly providers: readonly Provider[];
  readonly system: string;
  /** The conversation before this message (a valid history: every tool call answered). */
  readonly history?: readonly ChatMessage[];
  readonly message: string;
  /**
   * Text put before the message in this turn's requests only, never stored (e.g. a fresh summary of
   * the circuit): it comes after the history, so the prompt's prefix stays the same between turns.
   */
  readonly context?: string;
  readonly tools: ToolRegistry;
  readonly signal?: AbortSignal;
  readonly onEvent?: (event: TurnEvent) => void;
  readonly limits?: Partial<TurnLimits>;
  readonly retry?: Partial<RetryPolicy>;
  /** Jitter source (tests make it fixed). */
  readonly random?: () => number;
  readonly maxOutputTokens?: number;
  readonly temperature?: number;
  /**
   * Takes secrets out of everything the providers send back (answers as they stream, tool calls,
   * errors, notices) before it is shown, stored, logged or sent on. Default: secrets of known
   * shapes only (`sk-…`, `Bearer …`).
   */
  readonly redactor?: Redactor;
}

/**
 * Runs one turn of the tool loop: asks the model with the tools; runs the calls of its response in
 * order, sending each result back in the provider's format; goes on while a response holds tool
 * calls (never decided by `finish_reason`); ends with the model's words. Bad calls go back to the
 * model as failed results with a retry summary; at the tool-call or correction limit a last
 * request without tool use asks the model to tell the user what it did and what is left. Provider
 * failures are retried and failed over ({@link callWithFailover}). Never throws: every ending is a
 * {@link TurnResult}, and its `messages` are always a valid history.
 */
export async function runTurn(options: TurnOptions): Promise<TurnResult> {
  const run = new TurnRun(options);
  return run.run();
}

class TurnRun {
  private readonly limits: TurnLimits;
  private readonly policy: RetryPolicy;
  private readonly controller = new AbortController();
  private readonly batcher: TextBatcher;
  private readonly redactor: Redactor;
  private readonly streamed: StreamRedactor;
  private readonly started = performance.now();
  private readonly messages: ChatMessage[];
  private readonly outcomes: ToolCallOutcome[] = [];
  private readonly failovers: Failover[] = [];
  private readonly texts: string[] = [];
  private usage: TokenUsage = NO_USAGE;
  private rounds = 0;
  private executed = 0;
  private providerIndex = 0;
  private answeredBy: AnsweredBy | undefined;
  private overBudget = false;
  private idCounter = 0;
  private readonly idBase = Math.floor(Math.random() * 36 ** 6).toString(36);

  constructor(private readonly options: TurnOptions) {
    this.limits = { ...DEFAULT_TURN_LIMITS, ...options.limits };
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.batcher = new TextBatcher((text) => this.deliver({ type: 'text', text }), this.limits.textBatchMs);
    this.redactor = options.redactor ?? new Redactor();
    this.streamed = new StreamRedactor(this.redactor);
    this.messages = [{ role: 'user', content: options.message }];
  }

  async run(): Promise<TurnResult> {
    const userSignal = this.options.signal;
    const forward = () => this.controller.abort(userSignal?.reason);
    if (userSignal?.aborted) forward();
    userSignal?.addEventListener('abort', forward, { once: true });
    const budget = setTimeout(() => {
      this.overBudget = true;
      this.controller.abort();
    }, this.limits.turnMs);
    try {
      const { status, limit } = await this.loop();
      return this.finish(status, limit);
    } catch (error) {
      if (error instanceof CallFailed) return this.finish('failed', undefined, error.friendly);
      if (error instanceof ProviderError && error.kind === 'cancelled') {
        if (this.overBudget) return this.finish('failed', undefined, this.budgetError());
        return this.finish('cancelled');
      }
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error('[INTERNAL] the assistant loop failed', this.redactor.text(detail));
      return this.finish('failed', undefined, {
        code: 'INTERNAL',
        message: 'The assistant failed unexpectedly.',
        hint: 'Try again; if it keeps happening, please report it.',
      });
    } finally {
      clearTimeout(budget);
      userSignal?.removeEventListener('abort', forward);
    }
  }

  private async loop(): Promise<{ status: TurnStatus; limit?: 'tool_calls' | 'corrections' }> {
    if (this.options.providers.length === 0) {
      throw new CallFailed(new ProviderError('bad_request', 'no provider'), notConfigured(), 0);
    }
    let note: string | undefined;
    let failingRounds = 0;
    for (;;) {
      const response = await this.ask('auto', note);
      note = undefined;
      if (response.toolCalls.length === 0) {
        this.record(response.text, []);
        return { status: 'done' };
      }
      const budget = Math.max(0, this.limits.maxToolCalls - this.executed);
      const allowed = response.toolCalls.slice(0, budget);
      const refused = response.toolCalls.slice(budget);
      this.record(response.text, allowed);
      const round = await this.runCalls(allowed, response.finishReason === 'length');
      for (const call of refused) this.refuse(call);
      if (refused.length > 0) {
        await this.conclude(limitNote(this.limits.maxToolCalls, refused), 'tool_calls');
        return { status: 'limit_reached', limit: 'tool_calls' };
      }
      if (round.some((o) => !o.success)) {
        failingRounds++;
        if (failingRounds > this.limits.maxCorrectionRounds) {
          await this.conclude(correctionLimitNote(failingRounds, round), 'corrections');
          return { status: 'limit_reached', limit: 'corrections' };
        }
        note = retrySummary(round, failingRounds, this.limits.maxCorrectionRounds);
      } else {
        failingRounds = 0;
      }
    }
  }

  /** One model request over the whole conversation, with failover. */
  private async ask(toolChoice: 'auto' | 'none', note: string | undefined): Promise<ModelResponse> {
    const { options } = this;
    const user = this.messages[0]!;
    const requestUser: ChatMessage =
      options.context === undefined ? user : { role: 'user', content: `${options.context}\n\n${options.message}` };
    const messages: ChatMessage[] = [
      ...(options.history ?? []),
      requestUser,
      ...this.messages.slice(1),
      ...(note === undefined ? [] : [{ role: 'user' as const, content: note }]),
    ];
    this.rounds++;
    const firstProvider = options.providers[this.providerIndex]!;
    this.emit({ type: 'request', round: this.rounds, provider: firstProvider.label, model: firstProvider.model });
    this.streamed.discard();
    const { response: raw, providerIndex } = await callWithFailover(
      (provider) => ({
        system: options.system,
        messages,
        tools: options.tools.specs({ strict: provider.capabilities.strictTools }),
        toolChoice,
        stream: options.tools.size === 0 || provider.capabilities.streamWithTools,
        ...(options.maxOutputTokens === undefined ? {} : { maxOutputTokens: options.maxOutputTokens }),
        ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
      }),
      {
        providers: options.providers,
        startAt: this.providerIndex,
        signal: this.controller.signal,
        timers: this.limits,
        policy: this.policy,
        random: options.random ?? Math.random,
        newId: () => `call_${this.idBase}_${++this.idCounter}`,
        maxAnswerChars: this.limits.maxAnswerChars,
        redact: (text) => this.redactor.text(text),
        onText: (text) => this.batcher.push(this.streamed.push(text)),
        onTextReset: () => {
          this.streamed.discard();
          this.batcher.discard();
          this.emit({ type: 'text-reset' });
        },
        onNotice: (notice) => this.emit({ type: 'notice', ...notice, message: this.redactor.text(notice.message) }),
        onFailover: (failover) => this.failovers.push(failover),
        sleep: abortableSleep,
      },
    );
    this.batcher.push(this.streamed.flush());
    this.batcher.flush();
    const response = this.redacted(raw);
    this.providerIndex = providerIndex;
    const provider = options.providers[providerIndex]!;
    this.answeredBy = { preset: provider.preset, label: provider.label, model: provider.model };
    this.usage = addUsage(this.usage, response.usage);
    return response;
  }

  /** The response with secrets taken out of its text and its tool calls, before anything reads it. */
  private redacted(response: ModelResponse): ModelResponse {
    return {
      ...response,
      text: this.redactor.text(response.text),
      toolCalls: response.toolCalls.map((call) => ({
        ...call,
        name: this.redactor.text(call.name),
        arguments: this.redactor.text(call.arguments),
      })),
    };
  }

  /** Stores the assistant's response: its text and the calls that will be answered. */
  private record(text: string, calls: readonly ToolCall[]): void {
    if (text !== '') this.texts.push(text);
    if (text === '' && calls.length === 0 && this.messages.at(-1)?.role === 'assistant') return;
    this.messages.push({ role: 'assistant', content: text, toolCalls: calls });
  }

  /** Runs the calls in the model's order; a stop answers the rest as cancelled, then ends the turn. */
  private async runCalls(calls: readonly ToolCall[], truncated: boolean): Promise<ToolCallOutcome[]> {
    const round: ToolCallOutcome[] = [];
    for (const [i, call] of calls.entries()) {
      if (this.controller.signal.aborted) {
        for (const rest of calls.slice(i)) this.answerCancelled(rest);
        throw cancelledError();
      }
      this.emit({ type: 'tool-started', callId: call.id, name: call.name, arguments: looseJson(call.arguments) });
      const execution = await this.options.tools.execute(call, { signal: this.controller.signal, truncated });
      this.executed++;
      const stopped = this.controller.signal.aborted;
      const outcome: ToolCallOutcome = {
        id: call.id,
        name: call.name,
        arguments: execution.arguments,
        result: stopped && execution.success ? cancelled() : execution.result,
        success: stopped ? false : execution.success,
        ms: execution.ms,
        round: this.rounds,
        status: stopped ? 'cancelled' : 'done',
      };
      this.answer(outcome);
      round.push(outcome);
      if (stopped) {
        for (const rest of calls.slice(i + 1)) this.answerCancelled(rest);
        throw cancelledError();
      }
    }
    return round;
  }

  private answer(outcome: ToolCallOutcome): void {
    this.outcomes.push(outcome);
    this.messages.push({
      role: 'tool',
      toolCallId: outcome.id,
      toolName: outcome.name,
      content: JSON.stringify(outcome.result),
      isError: !outcome.success,
    });
    this.emit({ type: 'tool-finished', callId: outcome.id, ...outcomeEvent(outcome) });
  }

  private answerCancelled(call: ToolCall): void {
    this.answer({
      id: call.id,
      name: call.name,
      arguments: looseJson(call.arguments),
      result: cancelled(),
      success: false,
      ms: 0,
      round: this.rounds,
      status: 'cancelled',
    });
  }

  /** A call over the limit: recorded for the trace, never run, never sent back (its response keeps only the calls run). */
  private refuse(call: ToolCall): void {
    const outcome: ToolCallOutcome = {
      id: call.id,
      name: call.name,
      arguments: looseJson(call.arguments),
      result: {
        success: false,
        error: `Not run: the limit of ${this.limits.maxToolCalls} tool calls for one message was reached.`,
      },
      success: false,
      ms: 0,
      round: this.rounds,
      status: 'refused',
    };
    this.outcomes.push(outcome);
    this.emit({ type: 'tool-started', callId: call.id, name: call.name, arguments: outcome.arguments });
    this.emit({ type: 'tool-finished', callId: call.id, ...outcomeEvent(outcome) });
  }

  /** The last request of a limited turn: tools offered but not usable, so the model answers in words. */
  private async conclude(note: string, limit: 'tool_calls' | 'corrections'): Promise<void> {
    try {
      const response = await this.ask('none', note);
      const text = response.text.trim() === '' ? limitFallbackText(limit, this.outcomes) : response.text;
      this.record(text, []);
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'cancelled') throw error;
      if (!(error instanceof CallFailed)) throw error;
      // The user always gets words: when even the summary request fails, say it ourselves.
      this.record(limitFallbackText(limit, this.outcomes), []);
    }
  }

  private finish(status: TurnStatus, limit?: 'tool_calls' | 'corrections', error?: FriendlyError): TurnResult {
    this.batcher.flush();
    const result: TurnResult = {
      status,
      text: status === 'done' || status === 'limit_reached' ? this.texts.join('\n\n') : '',
      messages: this.messages,
      toolCalls: this.outcomes,
      rounds: this.rounds,
      usage: this.usage,
      answeredBy: this.answeredBy,
      failovers: this.failovers,
      ...(limit === undefined ? {} : { limit }),
      ...(error === undefined ? {} : { error: this.redactor.friendly(error) }),
      ms: Math.round(performance.now() - this.started),
    };
    this.emit({ type: 'finished', result });
    return result;
  }

  private budgetError(): FriendlyError {
    return {
      code: 'PROVIDER_TIMEOUT',
      message: `The assistant took longer than ${Math.round(this.limits.turnMs / 1000)} s on this message and was stopped.`,
      hint: 'Try again with a smaller request, or pick a faster model in Settings.',
    };
  }

  /** Sends an event, after the text waiting in the batcher, so the UI sees them in order. */
  private emit(event: TurnEvent): void {
    this.batcher.flush();
    this.deliver(event);
  }

  private deliver(event: TurnEvent): void {
    try {
      this.options.onEvent?.(event);
    } catch (error) {
      console.error('[INTERNAL] a turn event listener threw', error);
    }
  }
}

function outcomeEvent(outcome: ToolCallOutcome) {
  return {
    name: outcome.name,
    arguments: outcome.arguments,
    result: outcome.result,
    success: outcome.success,
    ms: outcome.ms,
    status: outcome.status,
  };
}

/** The arguments as JSON where they parse (and nest no deeper than the limit), else the raw text (for the trace). */
function looseJson(text: string): Json {
  if (text.trim() === '') return {};
  if (jsonDepthExceeds(text)) return text;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}

function notConfigured(): FriendlyError {
  return {
    code: 'PROVIDER_NOT_CONFIGURED',
    message: 'No AI provider is set up.',
    hint: 'Open Settings and choose a provider (a local Ollama or LM Studio needs no key).',
  };
}
