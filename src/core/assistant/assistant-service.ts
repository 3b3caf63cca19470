import { classifyForStatus } from './status-check';
import { PROVIDER_PRESETS } from '../../shared/assistant/presets';
import type { AssistantStatus, TurnMode } from '../../shared/contract/assistant-channels';
import type { ConversationMeta } from '../../shared/contract';
import { fail, ok, type Result } from '../../shared/errors';
import { ConversationService } from '../conversations/conversation-service';
import { createId } from '../../shared/ids';
import { configuredChain } from './provider-chain';
import { knownSecrets } from './secrets';
import { Redactor } from '../ai/redact';
import { executeTurn, type AssistantDeps, type TurnOutcome, type TurnTicket } from './turn-runner';

/** A finished turn that can be run again. */
interface Retryable {
  readonly circuitId: string;
  readonly conversationId: string;
  readonly message: string;
  readonly mode: TurnMode;
  readonly courseId?: string;
  readonly userMessageId: string | undefined;
}

/** How many finished turns are remembered for "Retry". */
const RETRY_MEMORY = 50;

/**
 * The assistant of the app: starts turns (one at a time per circuit), stops and retries them, and
 * says how it is configured. A turn answers `assistant:send` at once and reports through
 * `assistant.*` events; see {@link executeTurn} for what one turn does.
 */
export class AssistantService {
  private readonly running = new Map<string, TurnTicket>();
  private readonly finished = new Map<string, Retryable>();
  private readonly settled = new Set<Promise<TurnOutcome>>();

  constructor(private readonly deps: AssistantDeps) {}

  /** Starts a turn about a circuit; refused while another turn of that circuit runs. */
  send(input: {
    circuitId: string;
    conversationId?: string | undefined;
    message: string;
    mode?: TurnMode | undefined;
    courseId?: string | undefined;
  }): Result<{ turnId: string; conversationId: string }> {
    const busy = this.busy(input.circuitId);
    if (busy) return busy;
    const exists = this.deps.documents.stateOf(input.circuitId);
    if (!exists.success) return exists;
    const conversation = this.conversationFor(input.circuitId, input.conversationId, input.message);
    if (!conversation.success) return conversation;
    const { id: conversationId, mode: storedMode } = conversation.data;
    const mode = input.mode ?? storedMode;
    if (input.mode !== undefined && input.mode !== storedMode) {
      const saved = this.deps.conversations.setMode(conversationId, input.mode);
      if (!saved.success) console.warn(`[assistant] the conversation's mode could not be saved: ${saved.error}`);
    }
    const turnId = createId('turn');
    const stored = this.deps.conversations.append(conversationId, { role: 'user', content: input.message, turnId });
    if (!stored.success) console.error(`[assistant] the user's message could not be stored: ${stored.error}`);
    const userMessageId = stored.success ? stored.data.id : undefined;
    const ticket = this.start(
      {
        circuitId: input.circuitId,
        conversationId,
        message: input.message,
        mode,
        ...(input.courseId === undefined ? {} : { courseId: input.courseId }),
        userMessageId,
      },
      turnId,
    );
    if (!stored.success) {
      this.deps.events.emit('assistant.notice', {
        turnId: ticket.turnId,
        circuitId: input.circuitId,
        kind: 'storage',
        message: `Your message could not be saved to the conversation (${stored.error}); the assistant answers it anyway.`,
      });
    }
    return ok({ turnId: ticket.turnId, conversationId });
  }

  /** Stops a running turn: nothing it did is applied. `cancelled` is false when it had already ended. */
  cancel(turnId: string): Result<{ turnId: string; cancelled: boolean }> {
    for (const ticket of this.running.values()) {
      if (ticket.turnId !== turnId) continue;
      ticket.controller.abort();
      return ok({ turnId, cancelled: true });
    }
    if (this.finished.has(turnId)) return ok({ turnId, cancelled: false });
    return fail('NOT_FOUND', `No turn has id "${turnId}".`, 'Only turns of this session can be stopped.');
  }

  /** Runs a finished turn's message again, as a new turn (the stored user message is not repeated). */
  retry(turnId: string): Result<{ turnId: string; conversationId: string }> {
    const previous = this.finished.get(turnId);
    if (!previous) {
      return fail(
        'NOT_FOUND',
        'That turn can no longer be retried.',
        'Send the message again (turns are remembered until the app closes).',
      );
    }
    const busy = this.busy(previous.circuitId);
    if (busy) return busy;
    const ticket = this.start({ ...previous, retryOf: turnId });
    return ok({ turnId: ticket.turnId, conversationId: previous.conversationId });
  }

  /** The configured providers; with `check`, whether the first one answers (a model list, no tokens). */
  async status(check = false): Promise<Result<AssistantStatus>> {
    const chain = await configuredChain(this.deps.settings, this.deps.env);
    const running = [...this.running.values()].map((t) => ({
      turnId: t.turnId,
      circuitId: t.circuitId,
      conversationId: t.conversationId,
    }));
    if (!chain.success) {
      return ok({
        configured: false,
        providers: [],
        reachable: 'unknown',
        error: { code: chain.code, message: chain.error, hint: chain.hint },
        warnings: [],
        fromEnvironment: false,
        running,
      });
    }
    const providers = chain.data.configs.map((c) => ({
      preset: c.preset,
      label: PROVIDER_PRESETS[c.preset].label,
      model: c.model,
      baseURL: c.baseURL,
      local: PROVIDER_PRESETS[c.preset].local,
    }));
    const base = {
      configured: true,
      providers,
      warnings: [...chain.data.warnings],
      fromEnvironment: chain.data.fromEnvironment,
      running,
    };
    if (!check) return ok({ ...base, reachable: 'unknown' });
    const redactor = new Redactor(await knownSecrets(this.deps.settings, this.deps.env));
    const found = await classifyForStatus(this.deps.createProvider(chain.data.configs[0]!), undefined, (text) =>
      redactor.text(text),
    );
    const checked = found === undefined ? undefined : redactor.friendly(found);
    return ok({ ...base, reachable: checked === undefined ? 'yes' : 'no', ...(checked ? { error: checked } : {}) });
  }

  /** Stops every turn and waits for them to finish (their stores and events included). */
  async close(): Promise<void> {
    for (const ticket of this.running.values()) ticket.controller.abort();
    await Promise.allSettled([...this.settled]);
  }

  /** Resolves when every running turn has finished (tests). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.settled]);
  }

  private start(turn: Retryable & { retryOf?: string }, turnId = createId('turn')): TurnTicket {
    const ticket: TurnTicket = { ...turn, turnId, controller: new AbortController() };
    this.running.set(turn.circuitId, ticket);
    this.deps.events.emit('assistant.turnStarted', {
      turnId: ticket.turnId,
      circuitId: ticket.circuitId,
      conversationId: ticket.conversationId,
      mode: ticket.mode,
      message: ticket.message,
      ...(ticket.userMessageId === undefined ? {} : { messageId: ticket.userMessageId }),
      ...(turn.retryOf === undefined ? {} : { retryOf: turn.retryOf }),
    });
    const run = executeTurn(this.deps, ticket)
      .catch((error: unknown): TurnOutcome => {
        // executeTurn never throws by design; if it does (a bug), the turn still ends cleanly.
        console.error('[INTERNAL] an assistant turn failed', error);
        return {
          turnId: ticket.turnId,
          circuitId: ticket.circuitId,
          conversationId: ticket.conversationId,
          status: 'failed',
          text: '',
          changeId: null,
          rounds: 0,
          toolCalls: 0,
          tokens: { input: 0, output: 0, cached: 0 },
          error: {
            code: 'INTERNAL',
            message: 'The assistant failed unexpectedly.',
            hint: 'Try again; nothing was applied.',
          },
        };
      })
      .then((outcome) => {
        // The circuit is free, and the turn can be retried, before anyone hears it finished.
        if (this.running.get(ticket.circuitId) === ticket) this.running.delete(ticket.circuitId);
        this.remember(ticket);
        this.deps.events.emit('assistant.turnFinished', outcome);
        return outcome;
      });
    this.settled.add(run);
    void run.finally(() => this.settled.delete(run));
    return ticket;
  }

  private remember(ticket: TurnTicket): void {
    this.finished.set(ticket.turnId, {
      circuitId: ticket.circuitId,
      conversationId: ticket.conversationId,
      message: ticket.message,
      mode: ticket.mode,
      ...(ticket.courseId === undefined ? {} : { courseId: ticket.courseId }),
      userMessageId: ticket.userMessageId,
    });
    while (this.finished.size > RETRY_MEMORY) this.finished.delete(this.finished.keys().next().value!);
  }

  private busy(circuitId: string): Result<never> | undefined {
    if (!this.running.has(circuitId)) return undefined;
    return fail(
      'TURN_IN_PROGRESS',
      'The assistant is still working on the previous message for this circuit.',
      'Wait for it to finish, or stop it first.',
    );
  }

  /** The conversation a message goes to: the one named, else the circuit's latest, else a new one. */
  private conversationFor(
    circuitId: string,
    conversationId: string | undefined,
    message: string,
  ): Result<{ id: string; mode: TurnMode }> {
    const { conversations } = this.deps;
    const named = (meta: ConversationMeta) => {
      // A conversation started empty (the chat's "New") takes its title from its first message.
      if (meta.messageCount === 0 && meta.title === ConversationService.DEFAULT_TITLE) {
        const renamed = conversations.rename(meta.id, title(message));
        if (!renamed.success) console.warn(`[assistant] the conversation could not be titled: ${renamed.error}`);
      }
      return ok({ id: meta.id, mode: meta.mode });
    };
    if (conversationId !== undefined) {
      const open = conversations.open(conversationId);
      return open.success ? named(open.data.meta) : open;
    }
    const list = conversations.list(circuitId);
    if (!list.success) return list;
    const latest = list.data[0];
    if (latest) return named(latest);
    const created = conversations.create(title(message), circuitId);
    return created.success ? ok({ id: created.data.id, mode: created.data.mode }) : created;
  }
}

/** A conversation's title from its first message. */
function title(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length <= 60 ? line : `${line.slice(0, 59).trimEnd()}…`;
}
