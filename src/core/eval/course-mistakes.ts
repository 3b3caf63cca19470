import { fail, ok, type Result } from '../../shared/errors';
import type { NamedTranscript } from './mistake-transcripts';
import { lessonCalls, oneByOne } from './reference-transcript';
import { recorded } from './scripted-model';
import type { LessonRecipe, Solution } from './solution';
import type { Task } from './task';

type Lookup = (id: string) => { readonly task: Task; readonly solution?: Solution } | undefined;

/**
 * The wrong runs of course tasks, from a task's reference lesson: an exercise whose solution fails
 * its own tests (`add_exercise` refuses it) placed in the text all the same, so the lesson has a
 * block naming an exercise it lacks and fewer exercises than asked.
 */
export function courseMistakeTranscripts(lookup: Lookup): Result<NamedTranscript[]> {
  const entry = lookup('lesson-half-adder');
  const recipe = entry?.solution?.lesson;
  if (!recipe)
    return fail('NOT_FOUND', 'The task lesson-half-adder or its reference lesson is missing.', 'See eval/README.md.');
  const exercise = recipe.exercises[0]!;
  // The carry from an OR gate: the exercise's tests refuse this solution.
  const wrong: LessonRecipe = {
    ...recipe,
    markdown: `${recipe.markdown}\n\`\`\`exercise build-a-half-adder\n\`\`\`\n`,
    exercises: [
      {
        ...exercise,
        blueprint: {
          ...exercise.blueprint,
          components: exercise.blueprint.components.map((c) => (c.label === 'A1' ? { ...c, type: 'OR_2' } : c)),
        },
      },
    ],
  };
  return ok([
    {
      name: 'lesson-half-adder--invalid-exercise',
      transcript: {
        task: 'lesson-half-adder',
        description:
          'Writes the lesson, but its exercise is refused (its solution makes the carry with an OR gate, which its own ' +
          'tests fail) and the text places it anyway: the lesson names an exercise it lacks and has none of the one asked for.',
        expect: { passed: false, reason: 'the request asks for 1', turns: 1, failedToolCalls: 1 },
        responses: recorded(oneByOne(lessonCalls(wrong), 'I wrote "The half adder" with its exercise.')),
      },
    },
  ]);
}
