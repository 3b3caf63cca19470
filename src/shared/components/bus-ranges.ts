import { fail, ok, type Result } from '../errors';

/** A run of bits of a bus, lowest first: `lo`..`hi` inclusive. */
export interface BitRange {
  readonly lo: number;
  readonly hi: number;
}

/**
 * Reads the bit ranges of a splitter or merger ("0-3,4-7", "0,1,2-7"); the empty text is one range
 * per bit. The ranges must cover bits 0..width-1 once each, in order (lowest bits first), so every
 * bit of the bus goes exactly one way.
 */
export function parseRanges(text: string, width: number): Result<BitRange[]> {
  if (text.trim() === '') return ok(Array.from({ length: width }, (_, i) => ({ lo: i, hi: i })));
  const ranges: BitRange[] = [];
  let next = 0;
  for (const item of text.split(',')) {
    const match = /^\s*(\d{1,2})\s*(?:-\s*(\d{1,2})\s*)?$/.exec(item);
    if (!match) return bad(`"${item.trim()}" is not a bit range.`, 'Write ranges like "0-3,4-7" (lowest bits first).');
    const lo = Number(match[1]);
    const hi = match[2] === undefined ? lo : Number(match[2]);
    if (hi < lo) return bad(`The range ${lo}-${hi} runs backwards.`, `Write it as ${hi}-${lo}.`);
    if (lo !== next) {
      return bad(
        lo > next ? `Bit ${next} is in no range.` : `Bit ${lo} is in two ranges.`,
        `List the bits 0 to ${width - 1} once each, lowest first, e.g. "0-3,4-${width - 1}".`,
      );
    }
    ranges.push({ lo, hi });
    next = hi + 1;
  }
  if (next !== width) {
    return bad(
      next < width ? `Bits ${next} to ${width - 1} are in no range.` : `The ranges run past bit ${width - 1}.`,
      `The ranges cover the bus's ${width} bits, 0 to ${width - 1}.`,
    );
  }
  return ok(ranges);
}

/** The pin name of a range: `b5` for one bit, `b7_4` for bits 7 down to 4. */
export function rangePinName(range: BitRange): string {
  return range.lo === range.hi ? `b${range.lo}` : `b${range.hi}_${range.lo}`;
}

/** The bits a range carries. */
export function rangeWidth(range: BitRange): number {
  return range.hi - range.lo + 1;
}

function bad(error: string, hint: string) {
  return fail('INVALID_PROPERTY', error, hint);
}
