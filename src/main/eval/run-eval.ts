import type { TurnLimits } from '../../core/ai/loop';
import type { RecordedResponse } from '../../core/ai/replay-provider';
import type { RetryPolicy } from '../../core/ai/retry-policy';
import type { Task, TokenCounts } from '../../core/eval';
import type { TaskRun } from '../../core/eval/run-result';
import { unmetExpectations, type Transcript } from '../../core/eval/transcript';
import type { RunProviders } from './providers';
import { runTask } from './run-task';

/** One run to make: a task (its n-th repeat), or a transcript to replay. */
export interface EvalJob {
  readonly task: Task;
  readonly repeat: number;
  /** Replay: the transcript's file name and content. */
  readonly transcript?: { readonly name: string; readonly transcript: Transcript };
}

/** Everything an evaluation needs besides its jobs. */
export interface EvalSetup {
  readonly concurrency: number;
  readonly toolCallLimit: number;
  readonly maxContinues: number;
  /** Fresh providers for one run. */
  readonly providersFor: (job: EvalJob) => RunProviders;
  /** Estimated dollars for a run's tokens (null when the price is unknown). */
  readonly costOf: (tokens: TokenCounts) => number | null;
  /** Shown where a run reached no provider. */
  readonly provider: string;
  readonly model: string;
  /** Called as each run finishes (in the order they finish), with how many are done. */
  readonly onRun?: (run: TaskRun, done: number, total: number) => void;
  /** Called with what was recorded of a run, when its providers recorded. */
  readonly onRecorded?: (job: EvalJob, run: TaskRun, responses: readonly RecordedResponse[]) => Promise<void>;
  readonly limits?: Partial<TurnLimits>;
  readonly retry?: Partial<RetryPolicy>;
}

/** Runs one job and scores it; with a transcript, checks its expectation too. */
export async function runJob(job: EvalJob, setup: EvalSetup): Promise<{ run: TaskRun; recorded?: RecordedResponse[] }> {
  const { task } = job;
  const chosen = setup.providersFor(job);
  const outcome = await runTask({
    task,
    providers: chosen.providers,
    toolCallLimit: setup.toolCallLimit,
    maxContinues: setup.maxContinues,
    ...(setup.limits === undefined ? {} : { limits: setup.limits }),
    ...(setup.retry === undefined ? {} : { retry: setup.retry }),
  });
  const { rounds, tokens, seconds, provider, model, ...rest } = outcome;
  const base: TaskRun = {
    taskId: task.id,
    title: task.title,
    difficulty: task.difficulty,
    category: task.category,
    repeat: job.repeat,
    ...(job.transcript ? { transcript: `${job.transcript.name}.json` } : {}),
    ...rest,
    metrics: {
      tokens,
      toolCalls: outcome.tools.filter((t) => t.status !== 'refused').length,
      rounds,
      seconds,
      costUsd: setup.costOf(tokens),
    },
    provider: provider ?? setup.provider,
    model: model ?? setup.model,
  };
  const run: TaskRun = job.transcript ? { ...base, expectation: expectationOf(job.transcript.transcript, base) } : base;
  return chosen.recorded ? { run, recorded: chosen.recorded } : { run };
}

function expectationOf(transcript: Transcript, run: TaskRun): { met: boolean; unmet: string[] } {
  const unmet = unmetExpectations(transcript.expect, {
    passed: run.passed,
    reasons: run.reasons,
    turns: run.turns,
    failedToolCalls: run.tools.filter((t) => t.status === 'done' && !t.success).length,
  });
  return { met: unmet.length === 0, unmet };
}

/**
 * Runs every job, `concurrency` at a time (each in its own in-memory services), and returns the
 * runs in the order of the jobs.
 */
export async function runEval(jobs: readonly EvalJob[], setup: EvalSetup): Promise<TaskRun[]> {
  const runs: TaskRun[] = new Array<TaskRun>(jobs.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index]!;
      const { run, recorded } = await runJob(job, setup);
      runs[index] = run;
      if (recorded && setup.onRecorded) await setup.onRecorded(job, run, recorded);
      setup.onRun?.(run, ++done, jobs.length);
    }
  };
  const workers = Math.max(1, Math.min(setup.concurrency, jobs.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return runs;
}
