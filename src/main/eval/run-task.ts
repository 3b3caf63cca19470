import type { TurnLimits } from '../../core/ai/loop';
import type { TokenUsage } from '../../core/ai/messages';
import type { Provider } from '../../core/ai/provider';
import type { RetryPolicy } from '../../core/ai/retry-policy';
import { scoreCourseTask, scoreTask, type ScoreDetails, type ScoreResult, type Task } from '../../core/eval';
import type { SubcircuitLibrary } from '../../core/simulation/hierarchy/flatten';
import type { Circuit } from '../../shared/circuit/types';
import type { Lesson } from '../../shared/lessons/types';
import type { TaskRun, ToolCallRecord } from '../../core/eval/run-result';
import { dispatch } from '../../core/rpc/dispatch';
import { blueprintToOperations } from '../../shared/circuit/blueprint-operations';
import type { ChannelInput, ChannelName, ChannelOutput, EventPayload } from '../../shared/contract';
import type { Result } from '../../shared/errors';
import { createAppServices, type AppServices } from '../app-services';
import { inProcessTransport } from '../simulation/transport';

/** What a user types when the assistant stops at the tool-call limit and asks whether to go on. */
export const CONTINUE_MESSAGE = 'Continue.';

/** How one task is run. */
export interface RunTaskOptions {
  readonly task: Task;
  /**
   * The provider chain, asked once per turn: return the same instances every time, so that a replay
   * or a recording carries on from one turn to the next.
   */
  readonly providers: () => readonly Provider[];
  /** Tool calls per turn (the app's setting; 10 by default). */
  readonly toolCallLimit: number;
  /** "Continue." messages sent, at most, when a turn stops at the tool-call limit. */
  readonly maxContinues: number;
  /** Engine timings (tests shorten them). */
  readonly limits?: Partial<TurnLimits>;
  readonly retry?: Partial<RetryPolicy>;
}

/** What one run of one task did and how it scored: a {@link TaskRun} without the bookkeeping of the whole evaluation. */
export type TaskOutcome = Pick<
  TaskRun,
  'passed' | 'reasons' | 'status' | 'turns' | 'limit' | 'error' | 'tools' | 'answer' | 'details'
> & {
  readonly rounds: number;
  readonly tokens: TokenUsage;
  readonly seconds: number;
  readonly provider?: string;
  readonly model?: string;
};

type TurnFinished = EventPayload<'assistant.turnFinished'>;
type ToolCallEvent = EventPayload<'assistant.toolCall'>;

/**
 * Runs ONE task as the app would: fresh services in memory (no data folder), the task's starting
 * circuit applied as a user edit (`circuit:apply`), the request sent through `assistant:send` and
 * the real dispatcher, the turn awaited. When a turn stops at the tool-call limit the run says
 * "Continue." as a user would, up to `maxContinues` times. Then the circuit as it ended and
 * everything the assistant said are scored with `scoreTask`; a run whose last turn failed, or that
 * was still at the limit, fails with that reason too. Never throws for a failing model.
 */
export async function runTask(options: RunTaskOptions): Promise<TaskOutcome> {
  const { task } = options;
  const services = createAppServices({
    host: 'browser',
    simulationTransport: () => inProcessTransport(),
    env: {},
    assistant: {
      providers: options.providers,
      limits: { ...options.limits, maxToolCalls: options.toolCallLimit },
      ...(options.retry === undefined ? {} : { retry: options.retry }),
    },
  });
  const finished = new Map<string, TurnFinished>();
  const waiting = new Map<string, (payload: TurnFinished) => void>();
  const toolCalls: ToolCallEvent[] = [];
  const unsubscribe = services.events.subscribe((message) => {
    if (message.name === 'assistant.toolCall' && message.payload.phase === 'finished') toolCalls.push(message.payload);
    if (message.name !== 'assistant.turnFinished') return;
    finished.set(message.payload.turnId, message.payload);
    waiting.get(message.payload.turnId)?.(message.payload);
  });
  const turnFinished = (turnId: string) =>
    new Promise<TurnFinished>((resolve) => {
      const already = finished.get(turnId);
      if (already) resolve(already);
      else waiting.set(turnId, resolve);
    });
  try {
    const started = await startCircuit(services, task);
    if (!started.success) return notStarted(started.error);
    const circuitId = started.data;

    const turns: TurnFinished[] = [];
    const reasons: string[] = [];
    const clock = performance.now();
    let message = task.request;
    for (;;) {
      // A course task runs in Course mode: the lesson tools, lessons saved when the turn ends.
      const sent = await call(services, 'assistant:send', {
        circuitId,
        message,
        ...(task.category === 'course' ? { mode: 'course' as const } : {}),
      });
      if (!sent.success) {
        reasons.push(`The request could not be sent: ${sent.error} ${sent.hint}`);
        break;
      }
      const turn = await turnFinished(sent.data.turnId);
      turns.push(turn);
      const continues = turns.length - 1;
      if (turn.status !== 'limit_reached' || turn.limit !== 'tool_calls') break;
      if (continues >= options.maxContinues) {
        reasons.push(
          `The assistant was still working when it reached the tool-call limit (${options.toolCallLimit} calls a turn) ` +
            `after ${continues} "${CONTINUE_MESSAGE}" message${continues === 1 ? '' : 's'}; the run stopped there.`,
        );
        break;
      }
      message = CONTINUE_MESSAGE;
    }
    const seconds = Math.round(performance.now() - clock) / 1000;
    const last = turns.at(-1);
    if (last && (last.status === 'failed' || last.status === 'cancelled')) {
      reasons.unshift(`The turn did not finish (${last.status}): ${last.error?.message ?? 'no reason was given.'}`);
    }
    const answer = turns
      .map((t) => t.text)
      .filter((t) => t.trim() !== '')
      .join('\n\n');
    const open = await call(services, 'circuit:open', { id: circuitId });
    if (!open.success) return notStarted(`The final circuit could not be read: ${open.error}`);
    const score =
      task.spec.kind === 'lesson'
        ? await scoreLessons(services, task, open.data.circuit)
        : scoreTask(task, open.data.circuit, answer);
    const allReasons = [...reasons, ...score.reasons];
    return {
      passed: allReasons.length === 0,
      reasons: allReasons,
      status: last?.status ?? 'not_started',
      turns: turns.length,
      ...(last?.limit === undefined ? {} : { limit: last.limit }),
      ...(last?.error === undefined
        ? {}
        : { error: { code: last.error.code, message: last.error.message, hint: last.error.hint } }),
      tools: toolCalls.map(toolRecord),
      rounds: turns.reduce((n, t) => n + t.rounds, 0),
      tokens: turns.reduce(
        (sum, t) => ({
          input: sum.input + t.tokens.input,
          output: sum.output + t.tokens.output,
          cached: sum.cached + t.tokens.cached,
        }),
        { input: 0, output: 0, cached: 0 },
      ),
      seconds,
      ...(last?.provider === undefined ? {} : { provider: last.provider }),
      ...(last?.model === undefined ? {} : { model: last.model }),
      answer,
      details: score.details satisfies ScoreDetails,
    };
  } finally {
    unsubscribe();
    await services.close();
  }
}

/**
 * A course task's score: the lessons the run wrote (the services are fresh, so every stored lesson
 * is the run's), checked against the library the run's circuits live in.
 */
async function scoreLessons(services: AppServices, task: Task, circuit: Circuit): Promise<ScoreResult> {
  const listed = await call(services, 'lesson:list', {});
  const lessons: Lesson[] = [];
  for (const meta of listed.success ? listed.data : []) {
    const got = await call(services, 'lesson:get', { lessonId: meta.id });
    if (got.success) lessons.push(got.data.lesson);
  }
  const names = new Map<string, string>();
  const metas = services.documents.list();
  if (metas.success) for (const meta of metas.data) names.set(meta.id, meta.name);
  const circuitOf = (id: string): Circuit | undefined => {
    const state = names.has(id) ? services.documents.stateOf(id) : undefined;
    return state?.success ? state.data.toJSON() : undefined;
  };
  const library: SubcircuitLibrary = (id) => {
    const found = circuitOf(id);
    return found && { name: names.get(id) ?? id, circuit: found };
  };
  return scoreCourseTask(task, lessons, circuit, library, circuitOf);
}

/** A new circuit holding the task's starting circuit, applied as a user edit. */
async function startCircuit(services: AppServices, task: Task): Promise<Result<string>> {
  const created = await call(services, 'circuit:create', { name: `Evaluation: ${task.title}`.slice(0, 120) });
  if (!created.success) return created;
  const circuitId = created.data.meta.id;
  if (!task.start) return { success: true, data: circuitId };
  const converted = blueprintToOperations(task.start);
  if (!converted.success) return converted;
  const applied = await call(services, 'circuit:apply', {
    circuitId,
    label: 'The starting circuit of the task',
    operations: converted.data.operations,
  });
  return applied.success ? { success: true, data: circuitId } : applied;
}

/** A channel called as the renderer calls it: through the dispatcher, input checked by the contract. */
function call<K extends ChannelName>(
  services: AppServices,
  channel: K,
  input: ChannelInput<K>,
): Promise<Result<ChannelOutput<K>>> {
  return dispatch(services.handlers, channel, input, { host: 'browser' }) as Promise<Result<ChannelOutput<K>>>;
}

function toolRecord(event: ToolCallEvent): ToolCallRecord {
  const result = event.result as { error?: unknown } | undefined;
  const error = event.success === false && typeof result?.error === 'string' ? result.error : undefined;
  return {
    name: event.name,
    success: event.success ?? false,
    status: event.status ?? 'done',
    ...(error === undefined ? {} : { error }),
  };
}

function notStarted(reason: string): TaskOutcome {
  return {
    passed: false,
    reasons: [reason],
    status: 'not_started',
    turns: 0,
    tools: [],
    rounds: 0,
    tokens: { input: 0, output: 0, cached: 0 },
    seconds: 0,
    answer: '',
  };
}
