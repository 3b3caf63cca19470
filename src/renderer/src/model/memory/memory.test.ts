import { describe, expect, it } from 'vitest';
import { MemoryWords } from '../../../../shared/memory/words';
import {
  formatAddress,
  formatWord,
  gridShape,
  gridWindow,
  moveAddress,
  rowsInView,
  scrollTopFor,
  wordsPerRow,
} from './hex-grid';
import { parseAddress, parseFill, parseHexWord, parsePastedWords, typeInCell } from './hex-input';
import {
  contentsToApply,
  describeSize,
  draftOf,
  fillWords,
  loadContentsFile,
  pasteWords,
  saveContentsFile,
} from './memory-draft';

describe('the grid', () => {
  it('has 16 words a row, 8 for words wider than 16 bits, and short memories in one row', () => {
    expect(wordsPerRow(8)).toBe(16);
    expect(wordsPerRow(16)).toBe(16);
    expect(wordsPerRow(17)).toBe(8);
    expect(gridShape(16, 8)).toEqual({ size: 65536, columns: 16, rows: 4096 });
    expect(gridShape(24, 32)).toEqual({ size: 2 ** 24, columns: 8, rows: 2 ** 21 });
    expect(gridShape(2, 8)).toEqual({ size: 4, columns: 4, rows: 1 });
  });

  it('writes words and addresses in hex padded to their widths', () => {
    expect(formatWord(0xa, 8)).toBe('0a');
    expect(formatWord(0x1f, 20)).toBe('0001f');
    expect(formatWord(1, 1)).toBe('1');
    expect(formatWord(0xffffffff, 32)).toBe('ffffffff');
    expect(formatAddress(0xf0, 16)).toBe('00f0');
    expect(formatAddress(0xffffff, 24)).toBe('ffffff');
  });

  it('shows only the rows in view of a 64 K-word memory, a pixel a pixel', () => {
    const rows = gridShape(16, 8).rows;
    const view = { rows, rowHeight: 20, height: 200 };
    expect(gridWindow({ ...view, scrollTop: 0 })).toEqual({ contentHeight: rows * 20, first: 0, count: 12, top: 0 });
    expect(gridWindow({ ...view, scrollTop: 1005 })).toEqual({
      contentHeight: rows * 20,
      first: 50,
      count: 12,
      top: 1000,
    });
    // The last rows: never past the end.
    const end = gridWindow({ ...view, scrollTop: rows * 20 - 200 });
    expect(end.first + end.count).toBe(rows);
  });

  it('maps the scroll onto 2 M rows proportionally past the tallest scroll area', () => {
    const rows = gridShape(24, 32).rows;
    const view = { rows, rowHeight: 20, height: 200, maxHeight: 1_000_000 };
    const start = gridWindow({ ...view, scrollTop: 0 });
    expect(start).toMatchObject({ contentHeight: 1_000_000, first: 0, top: 0 });
    expect(start.count).toBeLessThanOrEqual(rowsInView(200, 20) + 1);
    const end = gridWindow({ ...view, scrollTop: 1_000_000 - 200 });
    expect(end.first + end.count).toBe(rows);
    expect(end.top).toBe(1_000_000 - 200);
    // Scrolling to a row brings it into the window.
    for (const row of [0, 1, 12345, rows / 2, rows - 1]) {
      const scrollTop = scrollTopFor(row, { ...view, scrollTop: 0 });
      const shown = gridWindow({ ...view, scrollTop });
      expect(row).toBeGreaterThanOrEqual(shown.first);
      expect(row).toBeLessThan(shown.first + rowsInView(200, 20));
    }
  });

  it('scrolls a pixel a pixel just enough to show a row, and not at all when it shows', () => {
    const view = { rows: 4096, rowHeight: 20, height: 200 };
    expect(scrollTopFor(3, { ...view, scrollTop: 0 })).toBe(0);
    expect(scrollTopFor(10, { ...view, scrollTop: 0 })).toBe(20);
    expect(scrollTopFor(100, { ...view, scrollTop: 0 })).toBe(1820);
    expect(scrollTopFor(5, { ...view, scrollTop: 1820 })).toBe(100);
  });

  it('moves the selection with the arrows, pages, Home and End, within the memory', () => {
    const shape = gridShape(8, 8); // 256 words, 16 a row
    expect(moveAddress(0, 'ArrowLeft', shape)).toBe(0);
    expect(moveAddress(15, 'ArrowRight', shape)).toBe(16);
    expect(moveAddress(255, 'ArrowRight', shape)).toBe(255);
    expect(moveAddress(5, 'ArrowUp', shape)).toBe(5);
    expect(moveAddress(5, 'ArrowDown', shape)).toBe(21);
    expect(moveAddress(250, 'ArrowDown', shape)).toBe(250);
    expect(moveAddress(21, 'Home', shape)).toBe(16);
    expect(moveAddress(21, 'End', shape)).toBe(31);
    expect(moveAddress(21, 'End', shape, { ctrl: true })).toBe(255);
    expect(moveAddress(21, 'PageDown', shape, { page: 4 })).toBe(85);
    expect(moveAddress(21, 'PageDown', shape, { page: 40 })).toBe(245);
    expect(moveAddress(21, 'PageUp', shape, { page: 4 })).toBe(5);
    expect(moveAddress(21, 'x', shape)).toBeUndefined();
  });
});

describe('typing hex', () => {
  it('reads a word in hex, refusing what is not hex or too wide for the word', () => {
    expect(parseHexWord('ff', 8)).toEqual({ success: true, data: 255 });
    expect(parseHexWord(' 0x1F ', 5)).toEqual({ success: true, data: 31 });
    expect(parseHexWord('00000000ff', 8)).toEqual({ success: true, data: 255 });
    expect(parseHexWord('ffffffff', 32)).toEqual({ success: true, data: 0xffffffff });
    expect(parseHexWord('100', 8)).toMatchObject({ success: false, error: 'The word 100 does not fit in 8 bits.' });
    expect(parseHexWord('1ffffffff', 32)).toMatchObject({ success: false });
    expect(parseHexWord('g1', 8)).toMatchObject({ success: false, error: 'The word "g1" is not hexadecimal.' });
    expect(parseHexWord('', 8)).toMatchObject({ success: false, hint: 'Type a hexadecimal number from 0 to ff.' });
  });

  it('reads an address in the memory', () => {
    expect(parseAddress('ff', 8)).toEqual({ success: true, data: 255 });
    expect(parseAddress('100', 8)).toMatchObject({
      success: false,
      error: 'The address 100 is past the last address, ff.',
    });
    expect(parseAddress('ffffff', 24)).toEqual({ success: true, data: 0xffffff });
  });

  it('takes digits into a cell while the word fits, and says why a key is refused', () => {
    let entry = { address: 3, text: '' };
    for (const key of ['F', 'e']) {
      const typed = typeInCell(entry, key, 8);
      expect(typed.success).toBe(true);
      if (typed.success) entry = typed.data;
    }
    expect(entry).toEqual({ address: 3, text: 'fe' });
    expect(typeInCell(entry, '1', 8)).toMatchObject({
      success: false,
      error: 'fe1 does not fit in 8 bits: the largest word is ff.',
    });
    expect(typeInCell({ address: 0, text: '2' }, '0', 5)).toMatchObject({ success: false });
    expect(typeInCell({ address: 0, text: '1' }, 'f', 5)).toEqual({ success: true, data: { address: 0, text: '1f' } });
    // Leading zeros do not count against the width.
    expect(typeInCell({ address: 0, text: '0' }, '7', 3)).toEqual({ success: true, data: { address: 0, text: '7' } });
    expect(typeInCell({ address: 0, text: '' }, 'x', 8)).toMatchObject({ error: '"x" is not a hexadecimal digit.' });
  });

  it('reads pasted words separated by spaces, commas and lines, with runs', () => {
    const pasted = parsePastedWords('12, 0x3f\n0a;\t3*ff', 8);
    expect(pasted.success && [...pasted.data]).toEqual([0x12, 0x3f, 0x0a, 0xff, 0xff, 0xff]);
    expect(parsePastedWords('1 2 300', 8)).toMatchObject({ error: 'Word 3 300 does not fit in 8 bits.' });
    expect(parsePastedWords('1 zz', 8)).toMatchObject({ error: 'Word 2 "zz" is not hexadecimal.' });
    expect(parsePastedWords('x*1', 8)).toMatchObject({ success: false });
    expect(parsePastedWords(' \n ', 8)).toMatchObject({ error: 'There are no words to paste.' });
  });

  it('checks a fill: addresses in the memory in either order, a word that fits', () => {
    expect(parseFill({ from: '20', to: '10', value: 'aa' }, 8, 8)).toEqual({
      success: true,
      data: { from: 16, to: 32, value: 0xaa },
    });
    expect(parseFill({ from: '0', to: '100', value: '1' }, 8, 8)).toMatchObject({
      error: 'To 100 is past the last address, ff.',
    });
    expect(parseFill({ from: '0', to: '1', value: '1ff' }, 8, 8)).toMatchObject({ success: false });
  });
});

describe('the draft', () => {
  it('opens the part’s contents, or zeros with the reason when they do not parse', () => {
    expect([...draftOf('1 2 4*ff', 8, 8).words.used()]).toEqual([
      [0, 1],
      [1, 2],
      [2, 255],
      [3, 255],
      [4, 255],
      [5, 255],
    ]);
    const bad = draftOf('1 zz', 8, 8);
    expect(bad.words.end()).toBe(0);
    expect(bad.problem).toContain('not a hexadecimal number');
  });

  it('fills a range and pastes words, refusing a paste past the end', () => {
    const words = new MemoryWords(8, 8);
    fillWords(words, { from: 16, to: 19, value: 0xaa });
    expect(pasteWords(words, 254, new Uint32Array([1, 2]))).toEqual({ success: true, data: 2 });
    expect(pasteWords(words, 255, new Uint32Array([1, 2]))).toMatchObject({
      success: false,
      error: '2 words do not fit from address ff: only 1 does.',
    });
    expect([...words.used()]).toEqual([
      [16, 0xaa],
      [17, 0xaa],
      [18, 0xaa],
      [19, 0xaa],
      [254, 1],
      [255, 2],
    ]);
  });

  it('fills all of a 16 M-word memory', () => {
    const words = new MemoryWords(24, 8);
    fillWords(words, { from: 0, to: words.size - 1, value: 7 });
    expect(words.get(words.size - 1)).toBe(7);
    expect(contentsToApply(words, '')).toEqual({ success: true, data: `${words.size}*7` });
  });

  it('loads a file of any format and names it; a bad file says where, prefixed with its name', () => {
    const hex = ':0400100001020304E2\n:00000001FF\n';
    const loaded = loadContentsFile(hex, 'prog.hex', 8, 8);
    expect(loaded.success && [...loaded.data.words.used()]).toEqual([
      [16, 1],
      [17, 2],
      [18, 3],
      [19, 4],
    ]);
    expect(loaded.success && loaded.data.summary).toBe('Loaded prog.hex (Intel HEX, words up to address 13).');
    const bad = loadContentsFile(':0400100001020304E3\n:00000001FF\n', 'bad.hex', 8, 8);
    expect(bad).toMatchObject({ success: false, code: 'INVALID_FILE' });
    expect(!bad.success && bad.error).toMatch(/^bad\.hex: .*[Ll]ine 1/);
  });

  it('saves in a chosen format under the part’s label, and reads back the same words', () => {
    const words = draftOf('1 2 3', 8, 8).words;
    for (const format of ['logisim-v2-raw', 'intel-hex', 'plain-hex'] as const) {
      const saved = saveContentsFile(words, format, 'ROM1');
      expect(saved.fileName).toMatch(/^ROM1\.(txt|hex)$/);
      const back = loadContentsFile(saved.text, saved.fileName, 8, 8);
      expect(back.success && back.data.words.equals(words)).toBe(true);
    }
    expect(saveContentsFile(words, 'logisim-v2-raw', 'ROM1').text.split('\n')[0]).toBe('v2.0 raw');
  });

  it('applies only a change, as the contents text', () => {
    const words = draftOf('1 2', 8, 8).words;
    expect(contentsToApply(words, '01 02 0 0')).toEqual({ success: true, data: undefined });
    words.set(2, 0xff);
    expect(contentsToApply(words, '1 2')).toEqual({ success: true, data: '1 2 ff' });
  });

  it('describes the size', () => {
    expect(describeSize(8, 8)).toBe('256 words × 8 bits');
    expect(describeSize(16, 1)).toBe('64 K words × 1 bit');
    expect(describeSize(24, 32)).toBe('16 M words × 32 bits');
  });
});
