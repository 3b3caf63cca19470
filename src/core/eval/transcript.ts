import { z } from 'zod';
import type { RecordedResponse } from '../ai/replay-provider';
import { TASK_ID_PATTERN } from './task';

/** One response of the model, as `ReplayProvider` plays it: text, tool calls with their raw arguments, usage. */
export const RecordedResponseSchema = z.strictObject({
  text: z.string().optional(),
  toolCalls: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(200).optional(),
        name: z.string().max(200),
        /** The raw text the model sent: JSON, or not (a broken call is replayed as broken). */
        arguments: z.string(),
      }),
    )
    .optional(),
  finishReason: z.enum(['stop', 'tool_calls', 'length', 'other']).optional(),
  usage: z
    .strictObject({
      input: z.number().int().min(0),
      output: z.number().int().min(0),
      cached: z.number().int().min(0),
    })
    .optional(),
});

/** What a replayed transcript must score; checked by the replay test and `npm run eval -- --provider replay`. */
export const ExpectationSchema = z.strictObject({
  passed: z.boolean(),
  /** A piece of one of the failure reasons (ignoring case): the run must fail for THIS reason. */
  reason: z.string().min(1).max(500).optional(),
  /** Turns the run takes (more than 1 when it was told to continue after the tool-call limit). */
  turns: z.number().int().min(1).optional(),
  /** Tool calls that must fail (0: every call the model makes works, as a sound transcript's should). */
  failedToolCalls: z.number().int().min(0).optional(),
});
export type Expectation = z.infer<typeof ExpectationSchema>;

/**
 * A transcript: the model's side of one run of one task, in order over every turn of the run (the
 * loop's requests, the limit's last request, a continuation's). Written by hand, by
 * `npm run eval:transcripts` from the reference solutions, or by `--record` from a real run.
 */
export const TranscriptSchema = z.strictObject({
  task: z.string().regex(TASK_ID_PATTERN, 'a task id is lower-case words joined by "-"'),
  description: z.string().min(1).max(2000),
  expect: ExpectationSchema,
  /** Where a recorded transcript came from. */
  recorded: z
    .strictObject({
      provider: z.string().max(100),
      model: z.string().max(200),
      at: z.string().max(40),
    })
    .optional(),
  responses: z.array(RecordedResponseSchema).max(10_000),
});
export type Transcript = z.infer<typeof TranscriptSchema>;

/** A transcript's responses, as the replay provider plays them (the schema's type is the provider's). */
export function responsesOf(transcript: Transcript): readonly RecordedResponse[] {
  return transcript.responses;
}

/** What a run did, as far as an expectation looks. */
export interface ObservedRun {
  readonly passed: boolean;
  readonly reasons: readonly string[];
  readonly turns: number;
  readonly failedToolCalls: number;
}

/** Where a run differs from its transcript's expectation, in words; empty when it is met. */
export function unmetExpectations(expect: Expectation, run: ObservedRun): string[] {
  const unmet: string[] = [];
  const verdict = (passed: boolean) => (passed ? 'pass' : 'fail');
  if (run.passed !== expect.passed) {
    const why = run.reasons.length > 0 ? `: ${run.reasons[0]}` : '';
    unmet.push(`expected to ${verdict(expect.passed)}, but it ${run.passed ? 'passed' : `failed${why}`}`);
  }
  if (expect.reason !== undefined && !run.passed) {
    const wanted = expect.reason.toLowerCase();
    if (!run.reasons.some((r) => r.toLowerCase().includes(wanted)))
      unmet.push(`no failure reason mentions "${expect.reason}" (reasons: ${run.reasons.join(' | ') || 'none'})`);
  }
  if (expect.turns !== undefined && run.turns !== expect.turns)
    unmet.push(`expected ${expect.turns} turn(s), it took ${run.turns}`);
  if (expect.failedToolCalls !== undefined && run.failedToolCalls !== expect.failedToolCalls)
    unmet.push(`expected ${expect.failedToolCalls} failed tool call(s), there were ${run.failedToolCalls}`);
  return unmet;
}
