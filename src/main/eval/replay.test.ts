import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../core/eval';
import { generatedTranscripts } from '../../core/eval/transcript-set';
import { EVAL_DIR } from './eval-dir';
import { loadTaskSet } from './load-tasks';
import { replayProviders } from './providers';
import { runJob, type EvalSetup } from './run-eval';
import { loadTranscripts } from './transcript-files';

// The replay set (eval/transcripts) through the real harness: the dispatcher, the assistant service,
// the engine's loop, the circuit tools, the in-process simulator and the scorer. Every transcript
// must score as it expects: the harness and the scorer are tested on every change.

const taskSet = loadTaskSet(EVAL_DIR);
if (!taskSet.success) throw new Error(taskSet.error);
const TASKS = new Map<string, Task>(taskSet.data.map((t) => [t.task.id, t.task]));
const loaded = loadTranscripts(join(EVAL_DIR, 'transcripts'));
if (!loaded.success) throw new Error(loaded.error);
const TRANSCRIPTS = loaded.data;

const SETUP: EvalSetup = {
  concurrency: 1,
  toolCallLimit: 10,
  maxContinues: 2,
  providersFor: (job) => replayProviders(job.transcript!.transcript),
  costOf: () => 0,
  provider: 'replay',
  model: 'transcripts',
};

describe('the replay set (eval/transcripts)', () => {
  it('is what `npm run eval:transcripts` makes from the task set (regenerate after changing tasks or solutions)', () => {
    const made = generatedTranscripts(taskSet.data);
    if (!made.success) throw new Error(made.error);
    const files = new Map(TRANSCRIPTS.map((t) => [t.name, t.transcript]));
    const stale = made.data.filter((t) => JSON.stringify(files.get(t.name)) !== JSON.stringify(t.transcript));
    expect(stale.map((t) => t.name)).toEqual([]);
  });

  it('names only tasks of the task set, and every task has a transcript that must pass in one turn', () => {
    expect(TRANSCRIPTS.filter((t) => !TASKS.has(t.transcript.task)).map((t) => t.name)).toEqual([]);
    const passing = new Set(
      TRANSCRIPTS.filter((t) => t.transcript.expect.passed && t.transcript.expect.turns === 1).map(
        (t) => t.transcript.task,
      ),
    );
    expect([...TASKS.keys()].filter((id) => !passing.has(id))).toEqual([]);
  });

  it("has the issue's wrong circuits, each expected to fail for a stated reason", () => {
    const failing = TRANSCRIPTS.filter((t) => !t.transcript.expect.passed);
    for (const t of failing) expect(t.transcript.expect.reason, t.name).toBeTruthy();
    const names = failing.map((t) => t.name);
    for (const kind of [
      'swapped-outputs',
      'missing-ground',
      'wrong-gate',
      'unfinished',
      'tool-call-limit',
      'wrong-answer',
    ])
      expect(
        names.some((n) => n.endsWith(`--${kind}`)),
        kind,
      ).toBe(true);
  });
});

describe.concurrent('each transcript replayed through the harness scores as it expects', () => {
  it.each(TRANSCRIPTS.map((t) => [t.name, t] as const))('%s', async (_name, t) => {
    const { run } = await runJob(
      { task: TASKS.get(t.transcript.task)!, repeat: 1, transcript: { name: t.name, transcript: t.transcript } },
      SETUP,
    );
    expect(run.expectation?.unmet ?? ['no expectation was checked']).toEqual([]);
    expect(run.status).not.toBe('not_started');
    expect(run.metrics.rounds).toBeGreaterThan(0);
  });
});
