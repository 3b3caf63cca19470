import type { Lesson } from '../../shared/lessons/types';
import { parseLessonBlocks } from './blocks';

/**
 * What is wrong with a lesson's blocks, in the author's words: blocks that cannot be read, circuits
 * the library lacks, exercises the lesson lacks, and exercises placed twice or not at all. None when
 * every block is sound. What the assistant's lesson tools and CI will report.
 */
export function lessonProblems(lesson: Lesson, hasCircuit?: (id: string) => boolean): string[] {
  const ids = lesson.exercises.map((e) => e.id);
  const segments = parseLessonBlocks(lesson.markdown, { exercises: ids, ...(hasCircuit ? { hasCircuit } : {}) });
  const problems: string[] = [];
  const placed = new Map<string, number>();
  for (const segment of segments) {
    if (segment.kind === 'error') problems.push(segment.message);
    else if (segment.kind === 'circuit' && 'ref' in segment && !segment.known) {
      problems.push(
        `The circuit block of line ${segment.line} refers to the circuit ${segment.ref}, which the library does not have.`,
      );
    } else if (segment.kind === 'exercise') {
      if (!segment.known) {
        const there = ids.length > 0 ? ` Its exercises: ${ids.join(', ')}.` : ' It has no exercises yet.';
        problems.push(
          `The exercise block of line ${segment.line} names the exercise ${segment.id}, which the lesson does not have.${there}`,
        );
      } else if (placed.has(segment.id)) {
        problems.push(
          `The exercise ${segment.id} is placed twice (lines ${placed.get(segment.id)!} and ${segment.line}): keep one.`,
        );
      } else placed.set(segment.id, segment.line);
    }
  }
  for (const id of ids) {
    if (!placed.has(id))
      problems.push(
        `The exercise ${id} is not placed in the text: add a block \`\`\`exercise ${id}\`\`\` where it belongs.`,
      );
  }
  return problems;
}
