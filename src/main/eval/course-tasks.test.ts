import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lessonCalls } from '../../core/eval/reference-transcript';
import type { ResultsFile } from '../../core/eval/run-result';
import { startFakeLlmServer, type FakeLlmServer } from '../providers/test-support/fake-llm-server';
import { main, type Output } from './cli';
import { EVAL_DIR } from './eval-dir';
import { loadTaskSet } from './load-tasks';

// Course tasks through `npm run eval` against the fake OpenAI-compatible server: the real CLI, the
// assistant service in Course mode, the engine's loop and the lesson tools; scored by checkLesson.

const dir = mkdtempSync(join(tmpdir(), 'circuitforge-eval-course-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const loaded = loadTaskSet(EVAL_DIR);
if (!loaded.success) throw new Error(loaded.error);
const HALF_ADDER = loaded.data.find((t) => t.task.id === 'lesson-half-adder')!;
const RECIPE = HALF_ADDER.solution!.lesson!;

async function evalRun(server: FakeLlmServer, out: string): Promise<{ code: number; results: ResultsFile }> {
  const lines: string[] = [];
  const output: Output = { line: (t) => lines.push(t), error: (t) => lines.push(t) };
  const code = await main(
    [
      '--provider',
      'openai-compatible',
      '--base-url',
      server.openaiBaseURL,
      '--model',
      'fake-model',
      '--tasks',
      'lesson-half-adder',
      '--out',
      out,
    ],
    {},
    output,
  );
  return { code, results: JSON.parse(readFileSync(out, 'utf8')) as ResultsFile };
}

/** The tool names a request offered. */
function toolNames(body: unknown): string[] {
  return ((body as { tools?: { function?: { name: string } }[] }).tools ?? []).map((t) => t.function?.name ?? '');
}

describe('course tasks in npm run eval (a fake OpenAI-compatible server)', () => {
  it('a model that writes a sound lesson with the exercise asked for passes, run in Course mode', async () => {
    const server = await startFakeLlmServer({ models: ['fake-model'] });
    try {
      server.script(
        ...lessonCalls(RECIPE).map((c) => ({
          kind: 'message' as const,
          toolCalls: [{ name: c.name, arguments: c.args }],
        })),
        { kind: 'message', text: 'I wrote "The half adder".' },
      );
      const { code, results } = await evalRun(server, join(dir, 'pass.json'));
      expect(code).toBe(0);
      const [run] = results.runs;
      expect(run).toMatchObject({ taskId: 'lesson-half-adder', category: 'course', passed: true, reasons: [] });
      expect(run!.tools.every((t) => t.success)).toBe(true);
      expect(run!.details?.lessons).toEqual([{ title: 'The half adder', exercises: 1, passed: true, reasons: [] }]);
      // Course mode: the lesson tools were offered.
      expect(toolNames(server.requests[0]!.body)).toEqual(expect.arrayContaining(['create_lesson', 'add_exercise']));
    } finally {
      await server.close();
    }
  });

  it('a model whose exercise is invalid (refused, yet placed in the text) fails, with the reasons', async () => {
    const server = await startFakeLlmServer({ models: ['fake-model'] });
    try {
      const exercise = RECIPE.exercises[0]!;
      // The carry from an OR gate: the exercise's own tests refuse this solution.
      const wrong = {
        ...exercise.blueprint,
        components: exercise.blueprint.components.map((c) => (c.label === 'A1' ? { ...c, type: 'OR_2' } : c)),
      };
      const calls = lessonCalls({
        ...RECIPE,
        markdown: `${RECIPE.markdown}\n\`\`\`exercise build-a-half-adder\n\`\`\`\n`,
        exercises: [{ ...exercise, blueprint: wrong }],
      });
      server.script(
        ...calls.map((c) => ({ kind: 'message' as const, toolCalls: [{ name: c.name, arguments: c.args }] })),
        { kind: 'message', text: 'I wrote "The half adder" with its exercise.' },
      );
      const { results } = await evalRun(server, join(dir, 'fail.json'));
      const [run] = results.runs;
      expect(run).toMatchObject({ passed: false, status: 'done' });
      const refused = run!.tools.find((t) => t.name === 'add_exercise');
      expect(refused).toMatchObject({ success: false });
      expect(refused?.error).toMatch(/fails the test "Truth table": .*C should be 0 but is 1/);
      expect(run!.reasons).toEqual([
        'The exercise block of line 22 names the exercise build-a-half-adder, which the lesson does not have. It has no exercises yet.',
        'The lesson has 0 exercises; the request asks for 1.',
      ]);
      expect(run!.details?.lessons).toMatchObject([{ title: 'The half adder', exercises: 0, passed: false }]);
    } finally {
      await server.close();
    }
  });
});
