import type { FriendlyError } from '../ai/friendly-error';
import type { LessonDraft } from '../lessons/lesson-draft';
import type { WorkingCopy } from '../tools/working-copy';
import type { AssistantDeps, TurnTicket } from './turn-types';

/**
 * Commits the turn's edits as ONE change. If the user edited the circuit meanwhile, the edits go
 * on top when they still apply; otherwise nothing is applied and the turn says why.
 */
export function commit(
  deps: AssistantDeps,
  ticket: TurnTicket,
  copy: WorkingCopy,
): { success: true; changeId: string | null } | { success: false; error: FriendlyError } {
  if (!copy.edited) return { success: true, changeId: null };
  const operations = copy.operations();
  if (operations.length === 0) return { success: true, changeId: null };
  const label = `Assistant: ${shorten(ticket.message, 48)}`;
  const applied = deps.documents.apply(ticket.circuitId, operations, label, 'assistant');
  if (applied.success) return { success: true, changeId: applied.data.changeId };
  if (applied.code === 'STORAGE_FAILED' || applied.code === 'INTERNAL') {
    return { success: false, error: { code: applied.code, message: applied.error, hint: applied.hint } };
  }
  return {
    success: false,
    error: {
      code: 'TURN_CONFLICT',
      message: `The circuit changed while the assistant was working, and its changes no longer fit (${applied.error}). Nothing was applied.`,
      hint: 'Send the request again: the assistant will start from the circuit as it is now.',
    },
  };
}

/**
 * Saves the lessons a course-mode turn wrote or revised (after its circuit change), labelled as the
 * circuit change is; new lessons go at the end of the course the turn was sent from (else "My
 * lessons"). Nothing to do without a draft or changes.
 */
export function commitLessons(
  deps: AssistantDeps,
  ticket: TurnTicket,
  draft: LessonDraft | undefined,
): { success: true } | { success: false; error: FriendlyError } {
  if (!draft?.changed || !deps.lessons) return { success: true };
  const saved = deps.lessons.save(draft.changes(), `Assistant: ${shorten(ticket.message, 48)}`, ticket.courseId);
  if (saved.success) return { success: true };
  return {
    success: false,
    error: {
      code: saved.code,
      message: `The lessons the assistant wrote could not be saved: ${saved.error}`,
      hint: saved.hint,
    },
  };
}

function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
