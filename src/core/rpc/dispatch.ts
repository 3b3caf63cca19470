import {
  channels,
  isChannelName,
  type ChannelInput,
  type ChannelName,
  type ChannelOutput,
} from '../../shared/contract';
import { fail, type Failure, type Result } from '../../shared/errors';
import type { YieldNow } from '../slices';
import { FORBIDDEN_KEY, inputShapeProblem, MAX_INPUT_DEPTH, type ShapeProblem } from './input-shape';
import { parseInSlices } from './parse-in-slices';

/** Without a host's pause, the slices of a long job follow each other at once. */
const noPause: YieldNow = () => Promise.resolve();

/** Who is calling, and how long work may pause; the hosts fill it in. */
export interface CallContext {
  readonly host: 'electron' | 'browser';
  /**
   * Lets the host's event loop run (Node: `setImmediate`). Given, long work (checking a big
   * answer, importing a big file) pauses between slices, so other requests are answered meanwhile.
   */
  readonly yieldNow?: YieldNow;
}

/** The implementation of one channel. Expected failures are returned, never thrown. */
export type Handler<K extends ChannelName> = (
  input: ChannelInput<K>,
  context: CallContext,
) => Result<ChannelOutput<K>> | Promise<Result<ChannelOutput<K>>>;

/** One handler per channel of the contract: the map both hosts serve. */
export type HandlerMap = { [K in ChannelName]: Handler<K> };

/** Where unexpected errors are reported (bugs, not user errors). */
export type ErrorLogger = (message: string, error: unknown) => void;

const defaultLogger: ErrorLogger = (message, error) => console.error(message, error);

/**
 * Calls a channel the way both hosts do: unknown channel → UNKNOWN_CHANNEL; input nested deeper
 * than {@link MAX_INPUT_DEPTH}, or holding a `__proto__` key at any depth → INVALID_INPUT before any
 * schema sees it (a schema would drop such a key silently); payload parsed with the
 * channel's input schema → INVALID_INPUT naming every problem; handler errors → INTERNAL (logged);
 * output checked against the output schema (in slices when the context can pause). Never throws,
 * never rejects, whatever the input: a validator or logger that throws is caught too (a stack
 * overflow is a RangeError like any other).
 */
export async function dispatch(
  handlers: HandlerMap,
  channel: string,
  payload: unknown,
  context: CallContext,
  log: ErrorLogger = defaultLogger,
): Promise<Result<unknown>> {
  try {
    return await dispatchChecked(handlers, channel, payload, context, log);
  } catch (error) {
    safeLog(log, `[INTERNAL] dispatching ${describeChannel(channel)} threw`, error);
    return fail(
      'INTERNAL',
      `${describeChannel(channel)} failed unexpectedly.`,
      'This is a bug in CircuitForge; please report it. Your data was not changed by this call.',
    );
  }
}

async function dispatchChecked(
  handlers: HandlerMap,
  channel: string,
  payload: unknown,
  context: CallContext,
  log: ErrorLogger,
): Promise<Result<unknown>> {
  if (typeof channel !== 'string' || !isChannelName(channel)) return unknownChannel(channel);
  const spec = channels[channel];
  const shape = inputShapeProblem(payload);
  if (shape) return shapeRefusal(channel, shape);
  const parsed = spec.input.safeParse(payload === undefined ? {} : payload);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((i) => (i.path.length > 0 ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
      .join('; ');
    return fail(
      'INVALID_INPUT',
      `Invalid input for ${channel}: ${problems}.`,
      `Send what ${channel} expects: ${spec.description}`,
      {
        issues: parsed.error.issues.slice(0, 20).map((i) => ({ path: i.path.map(String), message: i.message })),
      },
    );
  }
  const handler = handlers[channel] as Handler<ChannelName> | undefined;
  if (typeof handler !== 'function') {
    return fail(
      'UNAVAILABLE',
      `${channel} is not served by this host.`,
      'This host was started without that service; use the desktop app or the browser host.',
    );
  }
  try {
    const result = await handler(parsed.data, context);
    if (!result.success) return result;
    const checked = await parseInSlices(spec.output, result.data, context.yieldNow ?? noPause);
    if (!checked.success) {
      safeLog(log, `[INTERNAL] ${channel} produced output outside its schema`, checked.issues);
      return fail(
        'INTERNAL',
        `${channel} produced an invalid answer.`,
        'This is a bug in CircuitForge; please report it.',
      );
    }
    return { success: true, data: checked.data };
  } catch (error) {
    safeLog(log, `[INTERNAL] ${channel} threw`, error);
    return fail(
      'INTERNAL',
      `${channel} failed unexpectedly.`,
      'This is a bug in CircuitForge; please report it. Your data was not changed by this call.',
    );
  }
}

function unknownChannel(channel: unknown): Failure {
  return fail(
    'UNKNOWN_CHANNEL',
    `Unknown channel "${describeChannel(channel)}".`,
    'Call one of the channels of the contract (src/shared/contract).',
  );
}

/** Why an input of `channel` is refused before any schema sees it. */
function shapeRefusal(channel: ChannelName, problem: ShapeProblem): Failure {
  const what =
    problem.kind === 'too-deep'
      ? `it is nested more than ${MAX_INPUT_DEPTH} levels deep`
      : `${problem.path.length > 0 ? problem.path.join('.') : 'it'} holds a key named "${FORBIDDEN_KEY}", which no input may use`;
  return fail(
    'INVALID_INPUT',
    `Invalid input for ${channel}: ${what}.`,
    `Send what ${channel} expects: ${channels[channel].description}`,
  );
}

/**
 * The failure {@link dispatch} gives input nested too deep, for a host that finds the nesting
 * before it has the input (the browser host scans a request's body before parsing it): an unknown
 * channel is still named as such first.
 */
export function nestedTooDeep(channel: string): Failure {
  return isChannelName(channel) ? shapeRefusal(channel, { kind: 'too-deep' }) : unknownChannel(channel);
}

/** A channel name fit for a message: at most 100 characters of whatever was sent. */
function describeChannel(channel: unknown): string {
  try {
    return String(channel).slice(0, 100);
  } catch {
    return '(unprintable)';
  }
}

/** Logging must not turn a handled failure into a throw. */
function safeLog(log: ErrorLogger, message: string, error: unknown): void {
  try {
    log(message, error);
  } catch {
    // Nothing else to report to.
  }
}
