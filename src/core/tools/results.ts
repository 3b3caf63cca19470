import type { Json, ToolResult } from '../ai/messages';
import type { Failure } from '../../shared/errors';
import type { WorkingCopy } from './working-copy';
import type { Operation } from '../../shared/circuit/operations';

/** A failed tool result: what went wrong and what to do instead. */
export function failed(error: string, hint: string, extra: Record<string, Json> = {}): ToolResult {
  return { success: false, error, hint, ...extra };
}

/** A failure of the model layer (registry, circuit state, simulator) as a tool result. */
export function fromFailure(failure: Pick<Failure, 'error' | 'hint'>): ToolResult {
  return failed(failure.error, failure.hint);
}

/**
 * Applies one editing tool's operations to the working copy as one step (all or nothing) and
 * answers with `done` (the few words of what changed), or with the refusal: either way, a failed
 * edit leaves the copy exactly as it was.
 */
export function applyEdit(
  copy: WorkingCopy,
  operations: readonly Operation[],
  summary: string,
  extra: Record<string, Json> = {},
): ToolResult {
  const applied = copy.apply(operations, summary);
  if (!applied.success) return fromFailure(applied);
  return { success: true, done: summary, ...extra };
}
