import type { ProviderConfig } from '../../core/ai/config';
import type { RecordedResponse } from '../../core/ai/replay-provider';
import type { TaskRun } from '../../core/eval/run-result';
import type { Transcript } from '../../core/eval/transcript';
import { fileSafe, fileTime } from './results-file';
import type { EvalJob } from './run-eval';

/**
 * The part of a failure reason a replay must find again: up to its first colon ("Truth table",
 * "The turn did not finish (failed)"), which names the kind of failure and not the details a
 * changed tool could word differently.
 */
export function stableReason(reason: string): string {
  const head = reason.split(':')[0]!.trim();
  return (head.length >= 8 ? head : reason).slice(0, 200);
}

/**
 * A real run as a transcript: what the model answered, in order, and what the run scored, so that
 * replaying it checks the harness gives the same verdict. Named `<task>--<provider>-<model>-<time>`
 * (and `-r<n>` with --repeat).
 */
export function recordedTranscript(
  job: EvalJob,
  run: TaskRun,
  responses: readonly RecordedResponse[],
  provider: ProviderConfig,
  at: Date,
  repeats: number,
): { name: string; transcript: Transcript } {
  const suffix = repeats > 1 ? `-r${job.repeat}` : '';
  const first = run.reasons[0];
  return {
    name: `${job.task.id}--${fileSafe(provider.preset)}-${fileSafe(provider.model)}-${fileTime(at)}${suffix}`,
    transcript: {
      task: job.task.id,
      description:
        `Recorded from ${provider.preset} ${provider.model} on ${at.toISOString().slice(0, 10)}` +
        `${repeats > 1 ? ` (run ${job.repeat} of ${repeats})` : ''}: ${run.passed ? 'passed' : 'failed'} ` +
        `in ${run.turns} turn${run.turns === 1 ? '' : 's'}, ${run.metrics.toolCalls} tool calls.`,
      expect: {
        passed: run.passed,
        ...(run.passed || first === undefined ? {} : { reason: stableReason(first) }),
        ...(run.turns > 0 ? { turns: run.turns } : {}),
      },
      recorded: { provider: provider.preset, model: provider.model, at: at.toISOString() },
      responses: responses.map(({ toolCalls, usage, ...rest }) => ({
        ...rest,
        ...(toolCalls === undefined ? {} : { toolCalls: toolCalls.map((c) => ({ ...c })) }),
        ...(usage === undefined ? {} : { usage: { ...usage } }),
      })),
    },
  };
}
