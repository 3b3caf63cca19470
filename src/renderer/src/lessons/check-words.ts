import type { ExerciseCheckResult, ReaderExercise } from '../../../shared/contract';

/** A check's result as the exercise card says it. */
export interface CheckWords {
  readonly headline: string;
  /** Which tests passed, for a failed check. */
  readonly detail?: string;
}

/**
 * The result of Check in the student's words: passed; or the first failing row of a visible test,
 * named (the message the check wrote: "With A = 0 and B = 1, S should be 1 but is 0."); or, when
 * only hidden tests fail, which hidden test failed and nothing of its data (the check never carries it).
 */
export function checkWords(check: ExerciseCheckResult, exercise: Pick<ReaderExercise, 'tests'>): CheckWords {
  const total = check.tests.length;
  if (check.passed) return { headline: `Passed: your circuit passes all ${total} ${total === 1 ? 'test' : 'tests'}.` };
  const passed = check.tests.filter((t) => t.passed).length;
  const detail = `${passed} of ${total} ${total === 1 ? 'test' : 'tests'} passed.`;
  const failing = check.failure && exercise.tests.find((t) => t.id === check.failure?.testId);
  if (failing && !failing.hidden) return { headline: `${failing.name}: ${check.message}`, detail };
  return { headline: check.message, detail };
}
