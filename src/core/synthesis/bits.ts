import { fail, ok, type Result } from '../../shared/errors';

/** One cell of a table: 0, 1, or 2 for "either" (a don't care, or "-" in an input pattern). */
export type Bit = 0 | 1 | 2;

/**
 * Reads a list of cells written the way people and models write them: a string ("01x", spaces and
 * underscores ignored) or an array (`[0, 1, "x"]`). 0/1 and "0"/"1" are values; "x", "X" and "-"
 * are don't cares (for inputs: "matches both").
 */
export function parseBits(
  value: string | readonly (string | number)[],
  length: number,
  where: string,
  what: string,
  allowDontCare: boolean,
): Result<Bit[]> {
  const cells = typeof value === 'string' ? [...value.replace(/[\s_]/g, '')] : value.map((v) => String(v).trim());
  if (cells.length !== length) {
    return fail(
      'INVALID_INPUT',
      `${where} has ${cells.length} value${cells.length === 1 ? '' : 's'}, but there ${length === 1 ? 'is' : 'are'} ${length} ${what}${length === 1 ? '' : 's'}.`,
      `Write ${length} value${length === 1 ? '' : 's'}, one per ${what}, in order.`,
    );
  }
  const bits: Bit[] = [];
  for (const cell of cells) {
    if (cell === '0' || cell === '1') bits.push(cell === '1' ? 1 : 0);
    else if (cell === 'x' || cell === 'X' || cell === '-' || (allowDontCare && cell === '?')) bits.push(2);
    else {
      return fail(
        'INVALID_INPUT',
        `${where} has "${cell}", which is not a table value.`,
        allowDontCare ? 'Use 0, 1, or "x" / "-" for don\'t care.' : 'Use 0, 1, or "-" for "either value".',
      );
    }
  }
  return ok(bits);
}
