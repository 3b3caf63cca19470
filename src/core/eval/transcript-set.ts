import { ok, type Result } from '../../shared/errors';
import { courseMistakeTranscripts } from './course-mistakes';
import { mistakeTranscripts, type NamedTranscript } from './mistake-transcripts';
import { referenceTranscript } from './reference-transcript';
import type { Solution } from './solution';
import type { Task } from './task';

/**
 * Every transcript `npm run eval:transcripts` writes to eval/transcripts: for each task, one that
 * builds its reference solution the way a model would (`<task>--reference`), then the wrong and
 * awkward runs of {@link mistakeTranscripts} and {@link courseMistakeTranscripts}. Deterministic: the same task set gives the same files.
 */
export function generatedTranscripts(
  entries: readonly { readonly task: Task; readonly solution?: Solution }[],
): Result<NamedTranscript[]> {
  const made: NamedTranscript[] = [];
  for (const entry of entries) {
    const reference = referenceTranscript(entry.task, entry.solution);
    if (!reference.success) return reference;
    made.push({ name: `${entry.task.id}--reference`, transcript: reference.data });
  }
  const mistakes = mistakeTranscripts((id) => entries.find((e) => e.task.id === id));
  if (!mistakes.success) return mistakes;
  const lessons = courseMistakeTranscripts((id) => entries.find((e) => e.task.id === id));
  if (!lessons.success) return lessons;
  return ok([...made, ...mistakes.data, ...lessons.data]);
}
