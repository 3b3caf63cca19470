import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../shared/lessons/types';
import { halfAdder, halfAdderExercise } from './test-support/lesson-fixtures';
import { previewLesson, problemLine } from './lesson-preview';

const library = (id: string) => (id === 'c_known' ? { name: 'Half adder', circuit: halfAdder('XOR_2') } : undefined);

function lesson(markdown: string): Lesson {
  return { id: 'adders', title: 'Adders', markdown, exercises: [halfAdderExercise('half')] };
}

describe('previewLesson', () => {
  it('renders the text sanitised and labels each block by what it shows', () => {
    const preview = previewLesson(
      lesson(
        '# Adders\n\n| A | S |\n| - | - |\n| 1 | 1 |\n\n$x^2$\n\n```circuit\nref: c_known\n```\n\n```exercise half\n```\n\n```circuit\nref: c_gone\n```\n',
      ),
      library,
    );
    expect(preview.html).toContain('<h1 id="adders">Adders</h1>');
    expect(preview.html).toContain('<table>');
    expect(preview.html).toContain('<math');
    expect(preview.blocks).toEqual([
      { index: 0, kind: 'circuit', label: 'Live circuit: Half adder', broken: false },
      { index: 1, kind: 'exercise', label: 'Exercise half: A half adder', broken: false },
      { index: 2, kind: 'circuit', label: 'Live circuit c_gone (not in the library)', broken: true },
    ]);
    expect(preview.problems).toEqual([
      {
        message: 'The circuit block of line 16 refers to the circuit c_gone, which the library does not have.',
        line: 16,
      },
    ]);
  });

  it("lists the blocks' and the pipeline's problems in line order, with their lines", () => {
    const preview = previewLesson(
      lesson('# A\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n\n```exercise mux\n```\n'),
      library,
    );
    expect(preview.html).not.toContain('<script');
    expect(preview.html).not.toContain('javascript:');
    // Sentences that name no line (the refused link) come last.
    expect(preview.problems.map((p) => p.line)).toEqual([3, 7, undefined, undefined]);
    expect(preview.problems[0]!.message).toContain('Raw HTML is not allowed');
    expect(preview.problems[1]!.message).toContain('names the exercise mux, which the lesson does not have');
    expect(preview.problems.slice(2).map((p) => p.message)).toEqual([
      expect.stringContaining('The exercise half is not placed in the text'),
      expect.stringContaining('A link to "javascript:alert(1)" was removed'),
    ]);
    expect(preview.blocks).toEqual([
      { index: 0, kind: 'exercise', label: 'Exercise mux (not in this lesson)', broken: true },
    ]);
  });

  it('reads the first line a sentence names', () => {
    expect(problemLine('The exercise x is placed twice (lines 4 and 9): keep one.')).toBe(4);
    expect(problemLine('Raw HTML … (line 12): <b>')).toBe(12);
    expect(problemLine('The exercise x is not placed in the text.')).toBeUndefined();
  });
});
