import { join, resolve } from 'node:path';
import { classifyForStatus } from '../../core/assistant/status-check';
import { estimateCost, selectTasks, summarize } from '../../core/eval';
import { compareResults } from '../../core/eval/compare';
import { comparisonLines, progressLine, runTable } from '../../core/eval/report-format';
import type { EvalOptions, ResultsFile, TaskRun } from '../../core/eval/run-result';
import { parseEvalArgs, USAGE, type CompareArgs, type RunArgs } from './cli-args';
import { EVAL_DIR } from './eval-dir';
import { loadTaskSet } from './load-tasks';
import { evalChain, liveProviders, replayProviders } from './providers';
import { recordedTranscript } from './record';
import { defaultResultsPath, readResults, writeResults } from './results-file';
import { runEval, type EvalJob, type EvalSetup } from './run-eval';
import { loadTranscripts, writeJsonFile } from './transcript-files';

/** Where the command writes: lines of text (the last one the JSON report). */
export interface Output {
  readonly line: (text: string) => void;
  readonly error: (text: string) => void;
}

const CONSOLE: Output = { line: (t) => console.log(t), error: (t) => console.error(t) };

/** `npm run eval`: runs, replays or compares; returns the exit code. */
export async function main(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  out: Output = CONSOLE,
): Promise<number> {
  const args = parseEvalArgs(argv);
  if (!args.success) {
    out.error(`${args.error}\n\n${args.hint}`);
    return 2;
  }
  if (args.data.command === 'help') {
    out.line(USAGE);
    return 0;
  }
  if (args.data.command === 'compare') return compare(args.data, out);
  return run(args.data, env, out);
}

function compare(args: CompareArgs, out: Output): number {
  const a = readResults(args.a);
  const b = readResults(args.b);
  for (const read of [a, b]) if (!read.success) out.error(`${read.error} ${read.hint}`);
  if (!a.success || !b.success) return 1;
  const comparison = compareResults(a.data, b.data);
  const name = (file: string, r: typeof a.data) => `${file} (${r.provider} ${r.model}, ${r.startedAt})`;
  for (const line of comparisonLines(comparison, name(args.a, a.data), name(args.b, b.data))) out.line(line);
  out.line(JSON.stringify({ a: args.a, b: args.b, ...comparison, tasks: undefined }));
  return 0;
}

/** The jobs and the providers behind them, from the command line. */
interface Plan {
  readonly jobs: EvalJob[];
  readonly setup: Omit<EvalSetup, 'onRun'>;
  readonly baseURL?: string;
}

async function run(args: RunArgs, env: Readonly<Record<string, string | undefined>>, out: Output): Promise<number> {
  const taskSet = loadTaskSet(EVAL_DIR);
  if (!taskSet.success) {
    out.error(`${taskSet.error}\n${taskSet.hint}`);
    return 1;
  }
  const tasks = taskSet.data.map((t) => t.task);
  const plan = args.provider === 'replay' ? replayPlan(args, tasks) : await livePlan(args, tasks, env, out);
  if (typeof plan === 'string') {
    out.error(plan);
    return 1;
  }
  const { jobs, setup } = plan;
  const replay = args.provider === 'replay';
  const distinct = new Set(jobs.map((j) => j.task.id)).size;
  out.line(
    `Running ${jobs.length} run${jobs.length === 1 ? '' : 's'} of ${distinct} task${distinct === 1 ? '' : 's'} ` +
      `with ${setup.provider} ${setup.model}, ${setup.concurrency} at a time…`,
  );
  const startedAt = new Date();
  const runs = await runEval(jobs, { ...setup, onRun: (r, done, total) => out.line(progressLine(r, done, total)) });
  const finishedAt = new Date();
  const summary = summarize(runs);
  const file = args.out
    ? resolve(args.out)
    : defaultResultsPath(EVAL_DIR, setup.provider, replay ? 'transcripts' : setup.model, startedAt);
  const options: EvalOptions = {
    tasks: args.tasks ?? null,
    repeat: args.repeat,
    concurrency: setup.concurrency,
    toolCallLimit: setup.toolCallLimit,
    maxContinues: setup.maxContinues,
    ...(replay ? { transcripts: args.transcripts ?? join(EVAL_DIR, 'transcripts') } : {}),
    ...(args.record === undefined ? {} : { record: resolve(args.record) }),
  };
  const results: ResultsFile = {
    version: 1,
    provider: setup.provider,
    model: setup.model,
    ...(plan.baseURL === undefined ? {} : { baseURL: plan.baseURL }),
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    options,
    summary,
    runs,
  };
  writeResults(file, results);
  out.line('');
  for (const line of runTable(runs)) out.line(line);
  out.line('');
  out.line(`Results: ${file}`);
  const unexpected = runs.filter((r) => r.expectation && !r.expectation.met);
  if (replay) {
    out.line(`Transcripts as expected: ${runs.length - unexpected.length} of ${runs.length}.`);
    for (const r of unexpected) out.line(`  ${r.transcript}: ${r.expectation!.unmet.join('; ')}`);
  }
  out.line(
    JSON.stringify({
      ...summary,
      provider: setup.provider,
      model: setup.model,
      ...(replay ? { as_expected: runs.length - unexpected.length } : {}),
      results: file,
    }),
  );
  return unexpected.length > 0 ? 1 : 0;
}

/** Every transcript (of the tasks chosen), replayed through the real loop. */
function replayPlan(args: RunArgs, tasks: readonly EvalJob['task'][]): Plan | string {
  const dir = args.transcripts ? resolve(args.transcripts) : join(EVAL_DIR, 'transcripts');
  const loaded = loadTranscripts(dir);
  if (!loaded.success) return `${loaded.error}\n${loaded.hint}`;
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const unknown = loaded.data.filter((t) => !byId.has(t.transcript.task));
  if (unknown.length > 0)
    return `These transcripts name tasks that do not exist: ${unknown.map((t) => `${t.name} (${t.transcript.task})`).join(', ')}.`;
  const chosenTasks = new Set(selectTasks(tasks, args.tasks).map((t) => t.id));
  const chosenNames = new Set(
    selectTasks(
      loaded.data.map((t) => ({ id: t.name })),
      args.tasks,
    ).map((t) => t.id),
  );
  const transcripts = loaded.data.filter((t) => chosenTasks.has(t.transcript.task) || chosenNames.has(t.name));
  if (transcripts.length === 0) return `No transcript in ${dir} matches --tasks "${args.tasks ?? ''}".`;
  const jobs = transcripts.flatMap((t) =>
    Array.from({ length: args.repeat }, (_, i): EvalJob => ({
      task: byId.get(t.transcript.task)!,
      repeat: i + 1,
      transcript: { name: t.name, transcript: t.transcript },
    })),
  );
  return {
    jobs,
    setup: {
      concurrency: args.concurrency ?? 4,
      toolCallLimit: args.toolCallLimit,
      maxContinues: args.maxContinues,
      providersFor: (job) => replayProviders(job.transcript!.transcript),
      // A replay spends nothing: the tokens it reports are the recording's.
      costOf: () => 0,
      provider: 'replay',
      model: 'transcripts',
    },
  };
}

/** The task set against the configured endpoint, checked first (a model list costs no tokens). */
async function livePlan(
  args: RunArgs,
  tasks: readonly EvalJob['task'][],
  env: Readonly<Record<string, string | undefined>>,
  out: Output,
): Promise<Plan | string> {
  const chain = evalChain(env, {
    ...(args.provider === undefined ? {} : { provider: args.provider }),
    ...(args.model === undefined ? {} : { model: args.model }),
    ...(args.baseURL === undefined ? {} : { baseURL: args.baseURL }),
    ...(args.apiKey === undefined ? {} : { apiKey: args.apiKey }),
  });
  if (!chain.success) return `${chain.error} ${chain.hint}\n\n${USAGE}`;
  for (const warning of chain.data.warnings) out.error(`Warning: ${warning}`);
  const configs = chain.data.providers;
  const primary = configs[0]!;
  const chosen = selectTasks(tasks, args.tasks);
  if (chosen.length === 0) return `No task matches --tasks "${args.tasks ?? ''}" (ids are in eval/tasks/).`;
  const problem = await classifyForStatus(liveProviders([primary], false).providers()[0]!);
  if (problem) {
    const fatal = ['PROVIDER_UNREACHABLE', 'PROVIDER_AUTH_FAILED', 'PROVIDER_MODEL_NOT_FOUND'].includes(problem.code);
    if (fatal)
      return `${problem.message} ${problem.hint} (Here the settings are --provider, --model, --base-url and --api-key, or the CIRCUITFORGE_LLM_* variables.)`;
    out.error(`Warning: the model list could not be read (${problem.message}); running anyway.`);
  }
  const recordDir = args.record === undefined ? undefined : resolve(args.record);
  const at = new Date();
  return {
    jobs: chosen.flatMap((task) => Array.from({ length: args.repeat }, (_, i): EvalJob => ({ task, repeat: i + 1 }))),
    baseURL: primary.baseURL,
    setup: {
      concurrency: args.concurrency ?? 1,
      toolCallLimit: args.toolCallLimit,
      maxContinues: args.maxContinues,
      providersFor: () => liveProviders(configs, recordDir !== undefined),
      costOf: (tokens) => estimateCost(primary.model, tokens, primary.preset),
      provider: primary.preset,
      model: primary.model,
      ...(recordDir === undefined
        ? {}
        : {
            onRecorded: async (job: EvalJob, run: TaskRun, responses) => {
              const made = recordedTranscript(job, run, responses, primary, at, args.repeat);
              await writeJsonFile(join(recordDir, `${made.name}.json`), made.transcript);
            },
          }),
    },
  };
}
