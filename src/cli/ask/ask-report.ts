import { ENV } from '../../core/ai/config';
import type { ToolCallDone, TurnFinished, TurnNotice } from './one-turn';

/** One line of the trace per finished tool call (`--verbose`), as the chat's trace words it. */
export function toolCallLine(call: ToolCallDone): string {
  const mark = call.success === false ? '✗' : '✓';
  const status = call.status !== undefined && call.status !== 'done' ? ` (${call.status})` : '';
  return `  ${mark} ${call.name}: ${call.summary}${status}`;
}

/** A retry or a failover (`--verbose`). */
export function noticeLine(notice: TurnNotice): string {
  return `  … ${notice.message}`;
}

/** Why a turn that ended without its work ended so, in the provider's friendly words; undefined when it finished. */
export function turnFailure(finished: TurnFinished): string | undefined {
  if (finished.status !== 'failed' && finished.status !== 'cancelled') return undefined;
  const error = finished.error;
  if (!error) return 'The assistant stopped before it finished. Try again; --verbose shows each step it took.';
  const where = COMMAND_LINE_PLACE[error.code];
  return `${error.message}\n${error.hint}${where === undefined ? '' : `\n${where}`}`;
}

/** The app's hints point at Settings; on the command line the same things are set here. */
const COMMAND_LINE_PLACE: Readonly<Record<string, string>> = {
  PROVIDER_AUTH_FAILED: `On the command line the key is ${ENV.apiKey} (or the provider's own variable, e.g. OPENAI_API_KEY).`,
  PROVIDER_UNREACHABLE: `On the command line the address is --base-url or ${ENV.baseURL}.`,
  PROVIDER_MODEL_NOT_FOUND: `On the command line the model is --model or ${ENV.model}.`,
};

/** A note when a limit stopped the tools (the work so far is kept, as in the app). */
export function limitNote(finished: TurnFinished): string | undefined {
  if (finished.status !== 'limit_reached') return undefined;
  return finished.limit === 'corrections'
    ? 'The assistant stopped after too many failed corrections; the circuit holds what it did until then.'
    : 'The assistant reached its tool-call limit for one turn; the circuit holds what it did so far. ' +
        'Run ask again on the written file with "Continue." to let it carry on.';
}

/** Course mode writes lessons into the library of this one run: the command writes only the circuit. */
export const COURSE_NOTE =
  'Course mode: ask writes only the circuit; lessons the assistant wrote are not kept. Write lessons in the app.';
