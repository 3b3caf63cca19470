import { describe, expect, it } from 'vitest';
import { parseProperties } from './properties-text';

describe('properties written as text', () => {
  it('reads pairs split by commas, semicolons or spaces, with numbers and booleans', () => {
    expect(parseProperties('frequency=2, initial=true; width: 8 label="A B"')).toEqual({
      success: true,
      data: { frequency: 2, initial: true, width: 8, label: 'A B' },
    });
  });

  it('keeps a quoted value whole, commas and spaces inside included (a memory’s contents)', () => {
    expect(parseProperties('addressBits=4, contents="1, 2 4*ff", dataBits=8')).toEqual({
      success: true,
      data: { addressBits: 4, contents: '1, 2 4*ff', dataBits: 8 },
    });
    expect(parseProperties("contents='a b=c'")).toEqual({ success: true, data: { contents: 'a b=c' } });
  });

  it('refuses text that is not a pair, quoting it', () => {
    const read = parseProperties('width=8, oops');
    expect(!read.success && read.error).toBe('"oops" is not a property setting.');
  });
});
