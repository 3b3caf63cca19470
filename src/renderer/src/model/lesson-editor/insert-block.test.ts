import { describe, expect, it } from 'vitest';
import { circuitRefBlock, insertBlock, offsetOfLine } from './insert-block';

const BLOCK = circuitRefBlock('c_1');

describe('insertBlock', () => {
  it('writes a ref block as lessons read it', () => {
    expect(BLOCK).toBe('```circuit\nref: c_1\n```');
  });

  it('puts the block on lines of its own, a blank line either side, and the cursor after it', () => {
    const text = '# Title\n\nSome text.\n\nMore.';
    const at = text.indexOf('\nMore'); // at the end of the blank line's start
    const out = insertBlock(text, at + 1, BLOCK);
    expect(out.text).toBe('# Title\n\nSome text.\n\n```circuit\nref: c_1\n```\n\nMore.');
    expect(out.text.slice(out.cursor)).toBe('More.');
  });

  it('never splits a line: a cursor inside one moves to its end', () => {
    const out = insertBlock('One line here\nNext', 4, BLOCK);
    expect(out.text).toBe('One line here\n\n```circuit\nref: c_1\n```\n\nNext');
  });

  it('into an empty text, at its end, or past it', () => {
    expect(insertBlock('', 0, BLOCK)).toEqual({ text: '```circuit\nref: c_1\n```\n', cursor: BLOCK.length + 1 });
    expect(insertBlock('# A\n', 4, BLOCK).text).toBe('# A\n\n```circuit\nref: c_1\n```\n');
    expect(insertBlock('# A', 99, BLOCK).text).toBe('# A\n\n```circuit\nref: c_1\n```\n');
  });

  it('adds no blank line where there is one already', () => {
    expect(insertBlock('A\n\n\n\nB', 3, BLOCK).text).toBe('A\n\n```circuit\nref: c_1\n```\n\nB');
  });
});

describe('offsetOfLine', () => {
  it('finds where a line starts, the end past the last', () => {
    const text = 'one\ntwo\n\nfour';
    expect(offsetOfLine(text, 1)).toBe(0);
    expect(offsetOfLine(text, 2)).toBe(4);
    expect(offsetOfLine(text, 4)).toBe(9);
    expect(offsetOfLine(text, 9)).toBe(text.length);
  });
});
