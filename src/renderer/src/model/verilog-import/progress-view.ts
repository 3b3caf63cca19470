import type { EventPayload } from '../../../../shared/contract';

/** One `verilog.progress` event. */
export type VerilogProgress = EventPayload<'verilog.progress'>;

/** What the progress card shows: the import running, how far, and how many wait behind it. */
export interface ProgressView {
  readonly fileName: string;
  readonly stage: string;
  /** 0 to 1. */
  readonly fraction: number;
  readonly waiting: number;
}

/**
 * The latest event of each import that has not ended, by job: a later event of a job replaces its
 * earlier one, and an import that ended is forgotten.
 */
export function trackProgress(
  jobs: ReadonlyMap<number, VerilogProgress>,
  event: VerilogProgress,
): ReadonlyMap<number, VerilogProgress> {
  const next = new Map(jobs);
  if (event.done) next.delete(event.job);
  else next.set(event.job, event);
  return next;
}

/**
 * The card's content. Imports run in the order they were asked, so the running one is the oldest
 * job still known; its own events may predate imports queued since, so the waiting count is the
 * largest of what it said, the other jobs heard of, and this window's own imports behind it.
 * `pending` are this window's imports not answered yet, oldest first (the file name until an event
 * comes).
 */
export function progressView(
  jobs: ReadonlyMap<number, VerilogProgress>,
  pending: readonly string[],
): ProgressView | undefined {
  if (pending.length === 0) return undefined;
  const running = [...jobs.values()].sort((a, b) => a.job - b.job)[0];
  const behind = Math.max(pending.length - 1, jobs.size - 1, running?.waiting ?? 0);
  if (!running) return { fileName: pending[0]!, stage: 'Starting', fraction: 0, waiting: behind };
  return { fileName: running.fileName, stage: running.stage, fraction: running.fraction, waiting: behind };
}
