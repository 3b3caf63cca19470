import { afterEach, describe, expect, it } from 'vitest';
import { createCircuitTools, tutorTools } from '../tools/circuit-tools';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';
import { LessonDraft } from '../lessons/lesson-draft';
import { lessonTools } from '../tools/lesson-tools';
import { systemPrompt } from './prompt';

let harness: ToolHarness;
afterEach(async () => {
  await harness.close();
});

/** The tool names a prompt mentions (snake_case words with at least one "_"). */
const mentioned = (text: string) => [...new Set(text.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? [])];

describe('the system prompts', () => {
  it('name only tools the mode offers', () => {
    harness = createToolHarness();
    const build = createCircuitTools(harness.context).map((t) => t.name);
    const tutor = tutorTools(createCircuitTools(harness.context)).map((t) => t.name);
    expect(mentioned(systemPrompt('build')).filter((name) => !build.includes(name))).toEqual([]);
    expect(mentioned(systemPrompt('tutor')).filter((name) => !tutor.includes(name))).toEqual([]);
    const lessons = new LessonDraft(
      () => undefined,
      () => [],
    );
    const course = [...build, ...lessonTools({ ...harness.context, lessons }).map((t) => t.name)];
    expect(mentioned(systemPrompt('course')).filter((name) => !course.includes(name))).toEqual([]);
    for (const tool of ['create_lesson', 'update_lesson', 'add_exercise', 'embed_circuit', 'read_lesson'])
      expect(systemPrompt('course')).toContain(tool);
  });

  it('ask for a test written from the request before a sequential circuit is built, run until it passes and named in the answer', () => {
    harness = createToolHarness();
    const build = systemPrompt('build');
    const step = build.split('\n').find((line) => line.includes('write_tests'))!;
    expect(step).toMatch(/Sequential circuits \(counters, registers, state machines\)/);
    expect(step.indexOf('write_tests')).toBeLessThan(step.indexOf('run_tests'));
    expect(step).toMatch(/before building/);
    expect(step).toMatch(/until it passes; name the passing test in your answer/);
    expect(systemPrompt('tutor')).toContain('run_tests');
  });
});
