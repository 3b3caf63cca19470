import { runTurn, type TurnLimits } from './loop';
import type { ChatMessage } from './messages';
import type { Provider } from './provider';
import type { RetryPolicy } from './retry-policy';
import type { AnyTool } from './tool';
import { ToolRegistry } from './tool-registry';
import type { TurnEvent, TurnResult } from './turn';

/** Options of a session beyond its providers, system prompt and tools. */
export interface SessionOptions {
  readonly limits?: Partial<TurnLimits>;
  readonly retry?: Partial<RetryPolicy>;
  readonly random?: () => number;
  readonly maxOutputTokens?: number;
  readonly temperature?: number;
}

/** A sent message's turn, and the session that carries the conversation on. */
export interface SessionTurn extends TurnResult {
  readonly continuation: Session;
}

/**
 * A small fluent API over {@link runTurn}, for callers and tests:
 * `session(provider).system(text).tools([...]).send("…")` returns the turn (its new messages in
 * order, the text, the tool calls) and a `continuation` whose `send` carries the conversation on.
 * Every method returns a new session; a session never changes.
 */
export class Session {
  constructor(
    private readonly providers: readonly Provider[],
    private readonly systemPrompt = '',
    private readonly registry = new ToolRegistry([]),
    private readonly history: readonly ChatMessage[] = [],
    private readonly settings: SessionOptions = {},
  ) {}

  system(text: string): Session {
    return new Session(this.providers, text, this.registry, this.history, this.settings);
  }

  tools(tools: readonly AnyTool[] | ToolRegistry): Session {
    const registry = tools instanceof ToolRegistry ? tools : new ToolRegistry(tools);
    return new Session(this.providers, this.systemPrompt, registry, this.history, this.settings);
  }

  options(options: SessionOptions): Session {
    return new Session(this.providers, this.systemPrompt, this.registry, this.history, {
      ...this.settings,
      ...options,
    });
  }

  /** The conversation so far. */
  get messages(): readonly ChatMessage[] {
    return this.history;
  }

  async send(
    message: string,
    call: {
      readonly signal?: AbortSignal;
      readonly onEvent?: (event: TurnEvent) => void;
      readonly context?: string;
    } = {},
  ): Promise<SessionTurn> {
    const result = await runTurn({
      providers: this.providers,
      system: this.systemPrompt,
      history: this.history,
      message,
      tools: this.registry,
      ...this.settings,
      ...call,
    });
    const continuation = new Session(
      this.providers,
      this.systemPrompt,
      this.registry,
      [...this.history, ...result.messages],
      this.settings,
    );
    return { ...result, continuation };
  }
}

/** Starts a session with one provider, or a chain (the first is asked first, then the fallbacks). */
export function session(providers: Provider | readonly Provider[], options: SessionOptions = {}): Session {
  const list: readonly Provider[] = Array.isArray(providers) ? providers : [providers as Provider];
  return new Session(list).options(options);
}
