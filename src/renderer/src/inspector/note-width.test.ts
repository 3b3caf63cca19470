import { describe, expect, it } from 'vitest';
import { parseNoteWidth } from './note-width';

describe('a note width typed in the inspector', () => {
  it('is a whole number in range, or empty for automatic; anything else is explained', () => {
    expect(parseNoteWidth(' 240 ')).toEqual({ width: 240 });
    expect(parseNoteWidth('199.6')).toEqual({ width: 200 });
    expect(parseNoteWidth('')).toEqual({ width: null });
    const wrong = parseNoteWidth('wide');
    expect('error' in wrong && wrong.error).toBe('A width is a number from 80 to 1200, or empty for automatic.');
    expect(parseNoteWidth('20')).toHaveProperty('error');
    expect(parseNoteWidth('5000')).toHaveProperty('error');
  });
});
