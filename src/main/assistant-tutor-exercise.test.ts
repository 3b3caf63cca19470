import { afterEach, describe, expect, it } from 'vitest';
import type { OpenCircuit } from '../shared/contract';
import { STARTER_COURSE, STARTER_LESSONS } from '../shared/lessons/starter';
import { startAssistantHarness, type AssistantHarness } from './test-support/assistant-harness';

// Tutor mode knows the exercise a student is doing: a turn on a working copy (started from the
// lesson reader) carries the exercise's statement, visible tests, what Check says now and the
// author's hints, through the real services and a fake provider speaking the real wire format;
// never the reference solution or a hidden test's rows.

let harness: AssistantHarness;
afterEach(async () => {
  await harness.close();
});

const LESSON = STARTER_LESSONS.find((l) => l.id === 'starter-gates')!;
const EXERCISE = LESSON.exercises.find((e) => e.id === 'equal-bits')!;

/** Sends a message about a circuit and waits for the turn to finish. */
async function ask(circuitId: string, mode: 'tutor' | 'build'): Promise<string> {
  harness.server.script({ kind: 'message', text: 'Look at the first row of the test: what should EQ be there?' });
  const sent = await harness.call<{ turnId: string }>('assistant:send', {
    circuitId,
    message: 'Why does Check fail?',
    mode,
  });
  if (!sent.success) throw new Error(sent.error);
  const finished = await harness.finished(sent.data.turnId);
  expect(finished.status).toBe('done');
  return JSON.stringify(harness.server.requests.at(-1)!.body);
}

describe.each(['openai', 'anthropic'] as const)('tutor mode on an exercise over %s', (format) => {
  it('sends the exercise, its failing row and its hints with the message, never the solution', async () => {
    harness = await startAssistantHarness({ format, services: { starterCourse: true } });
    const started = await harness.call<{ open: OpenCircuit }>('exercise:start', {
      courseId: STARTER_COURSE.id,
      lessonId: LESSON.id,
      exerciseId: EXERCISE.id,
    });
    if (!started.success) throw new Error(started.error);
    const copy = started.data.open.meta.id;

    const sent = await ask(copy, 'tutor');
    expect(sent).toContain(`[Exercise the student is doing: \\"${EXERCISE.title}\\", lesson \\"${LESSON.title}\\"]`);
    // What Check says of the unwired start: the first failing row in the student's words.
    expect(sent).toMatch(/With A = 0 and B = 0, EQ should be 1 but is Z/);
    expect(sent).toContain(JSON.stringify(EXERCISE.hints[0]!).slice(1, -1));
    const hidden = EXERCISE.tests.filter((t) => t.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    expect(sent).toContain(`Hidden tests: ${hidden.length}`);
    for (const t of hidden) expect(sent).not.toContain(JSON.stringify(t.source).slice(1, -1));
    // The reference's wires are nowhere: the start has none, and the brief never carries it.
    expect(EXERCISE.reference.wires.length).toBeGreaterThan(0);
    for (const w of EXERCISE.reference.wires) expect(sent).not.toContain(`"${w.id}"`);

    // Build mode on the same copy, and tutor mode on a circuit that is no exercise, carry no brief.
    expect(await ask(copy, 'build')).not.toContain('[Exercise the student is doing');
    expect(await ask(harness.circuitId, 'tutor')).not.toContain('[Exercise the student is doing');
  });
});
