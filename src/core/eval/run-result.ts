import { z } from 'zod';
import type { TurnStatus } from '../ai/turn';
import type { ScoreDetails } from './score';
import type { EvalSummary, RunMetrics, RunRecord } from './summary';
import { DIFFICULTIES, TASK_CATEGORIES, type TaskCategory } from './task';

/** One tool call of a run, for the results file. `refused`: over the tool-call limit, not run. */
export interface ToolCallRecord {
  readonly name: string;
  readonly success: boolean;
  readonly status: 'done' | 'refused' | 'cancelled';
  /** What the tool answered, when it failed. */
  readonly error?: string;
}

/** One run of one task as the harness measured and scored it: the results file holds one per run. */
export interface TaskRun extends RunRecord {
  readonly title: string;
  readonly category: TaskCategory;
  /** 1-based: which of the `--repeat` runs of this task. */
  readonly repeat: number;
  /** Replay: the transcript file played. */
  readonly transcript?: string;
  /** Why it failed, in the user's words; empty when it passed. */
  readonly reasons: string[];
  /** How the last turn ended; `not_started` when the run never reached the assistant. */
  readonly status: TurnStatus | 'not_started';
  /** Turns sent: the request, then one "Continue." per stop at the tool-call limit. */
  readonly turns: number;
  /** The limit that stopped the last turn, if one did. */
  readonly limit?: 'tool_calls' | 'corrections';
  /** The last turn's error, when it failed. */
  readonly error?: { readonly code: string; readonly message: string; readonly hint: string };
  readonly metrics: RunMetrics;
  readonly tools: ToolCallRecord[];
  /** Who answered (the provider's label and model as the turn reported them). */
  readonly provider: string;
  readonly model: string;
  /** Everything the assistant said in the run, turn after turn. */
  readonly answer: string;
  readonly details?: ScoreDetails;
  /** Replay: whether the run did what its transcript expects. */
  readonly expectation?: { readonly met: boolean; readonly unmet: string[] };
}

/** The options a run of the evaluation was started with, kept in its results file. */
export interface EvalOptions {
  readonly tasks: string | null;
  readonly repeat: number;
  readonly concurrency: number;
  readonly toolCallLimit: number;
  readonly maxContinues: number;
  readonly transcripts?: string;
  readonly record?: string;
}

/** The results file `npm run eval` writes: every run's details, for reading and for `--compare`. */
export interface ResultsFile {
  readonly version: 1;
  readonly provider: string;
  readonly model: string;
  readonly baseURL?: string;
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly options: EvalOptions;
  readonly summary: EvalSummary;
  readonly runs: TaskRun[];
}

const Tokens = z.object({ input: z.number(), output: z.number(), cached: z.number() });

/**
 * What `--compare` reads of a results file: the runs' verdicts and metrics. Loose on purpose: files
 * of older or newer harnesses still compare, as long as these fields are there.
 */
export const ComparableResultsSchema = z.object({
  version: z.literal(1),
  provider: z.string(),
  model: z.string(),
  startedAt: z.string(),
  runs: z.array(
    z.object({
      taskId: z.string(),
      difficulty: z.enum(DIFFICULTIES),
      category: z.enum(TASK_CATEGORIES).optional(),
      passed: z.boolean(),
      metrics: z
        .object({
          tokens: Tokens,
          toolCalls: z.number(),
          rounds: z.number(),
          seconds: z.number(),
          costUsd: z.number().nullable(),
        })
        .optional(),
    }),
  ),
});
export type ComparableResults = z.infer<typeof ComparableResultsSchema>;
