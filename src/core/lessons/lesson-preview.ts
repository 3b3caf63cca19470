import type { LessonPreview, PreviewBlock, PreviewProblem } from '../../shared/contract/lesson-authoring-channels';
import type { Lesson } from '../../shared/lessons/types';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { lessonProblems } from './lesson-problems';
import { renderLesson, type LessonBlock } from './markdown';

/** `ref: <id>` as a circuit block holds it (blocks.ts reads it the same way). */
const REF = /^ref:\s*(\S+)\s*$/i;

/** The first line a problem's sentence names ("line 12", "lines 4 and 9"), if any. */
export function problemLine(message: string): number | undefined {
  const match = /\blines? (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

function describeBlock(block: LessonBlock, lesson: Lesson, library: SubcircuitLibrary): PreviewBlock {
  const at = { index: block.index, kind: block.kind };
  if (block.kind === 'exercise') {
    const id = block.meta.split(/\s+/)[0] ?? '';
    const exercise = lesson.exercises.find((e) => e.id === id);
    if (exercise) return { ...at, label: `Exercise ${id}: ${exercise.title}`, broken: false };
    return { ...at, label: id === '' ? 'Exercise without an id' : `Exercise ${id} (not in this lesson)`, broken: true };
  }
  const ref = REF.exec(block.body.trim());
  if (ref) {
    const id = ref[1]!;
    const found = library(id);
    return found
      ? { ...at, label: `Live circuit: ${found.name}`, broken: false }
      : { ...at, label: `Live circuit ${id} (not in the library)`, broken: true };
  }
  return { ...at, label: 'Live circuit (written into the lesson)', broken: false };
}

/**
 * What the author sees beside the text while writing: the lesson rendered as the reader will see it
 * (sanitised HTML with a placeholder per block), a label for each block, and the problems of the
 * text — the pipeline's (raw HTML removed, a link refused, a formula that does not parse) and the
 * blocks' (`lessonProblems`: unreadable blocks, circuits the library lacks, exercises misplaced) —
 * each with the line it names.
 */
export function previewLesson(lesson: Lesson, library: SubcircuitLibrary): LessonPreview {
  const rendered = renderLesson(lesson.markdown);
  const messages = [...lessonProblems(lesson, (id) => library(id) !== undefined), ...rendered.problems];
  const problems: PreviewProblem[] = messages.map((message) => {
    const line = problemLine(message);
    return line === undefined ? { message } : { message, line };
  });
  problems.sort((a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER));
  return {
    html: rendered.html,
    blocks: rendered.blocks.map((block) => describeBlock(block, lesson, library)),
    problems,
  };
}
