import { parseExerciseOrigin } from '../../shared/contract/lesson-reader-channels';
import { exerciseBrief } from '../lessons/exercise-brief';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import type { WorkingCopy } from '../tools/working-copy';
import type { AssistantDeps, TurnTicket } from './turn-types';

/**
 * In tutor mode, when the circuit is a student's working copy of an exercise (its origin names the
 * exercise), what the tutor knows of it (`exerciseBrief`: statement, visible tests, what Check says
 * now, the author's hints; never the reference). Empty otherwise, or when the lesson is gone.
 */
export function exerciseContext(deps: AssistantDeps, ticket: TurnTicket, working: WorkingCopy): string {
  if (ticket.mode !== 'tutor' || !deps.lessons) return '';
  const metas = deps.documents.list();
  if (!metas.success) return '';
  const from = parseExerciseOrigin(metas.data.find((m) => m.id === ticket.circuitId)?.origin);
  if (!from) return '';
  const lesson = deps.lessons.read(from.lessonId);
  if (!lesson) return '';
  const names = new Map(metas.data.map((m) => [m.id, m.name]));
  const library: SubcircuitLibrary = (id) => {
    const state = deps.documents.stateOf(id);
    return state.success ? { name: names.get(id) ?? id, circuit: state.data.toJSON() } : undefined;
  };
  return exerciseBrief(lesson, from.exerciseId, working.state.toJSON(), library) ?? '';
}
