import { fail, ok, type Failure, type Result } from '../../shared/errors';
import { rankMatches } from '../../shared/fuzzy';
import { parseBits, type Bit } from './bits';
import type { OutputFunction } from './spec';

const invalid = (error: string, hint: string): Failure => fail('INVALID_INPUT', error, hint);

/** The output index a key of `columns`, `minterms` or `dont_cares` names, or a failure. */
function outputIndex(key: string, outputs: readonly string[], field: string): Result<number> {
  const index = outputs.findIndex((o) => o.toLowerCase() === key.toLowerCase());
  if (index >= 0) return ok(index);
  const similar = rankMatches(
    key,
    outputs.map((o) => ({ value: o, names: [o] })),
    1,
  );
  return invalid(
    `${field} names "${key}", which is not an output.`,
    similar.length > 0
      ? `Did you mean "${similar[0]}"? The outputs are: ${outputs.join(', ')}.`
      : `The outputs are: ${outputs.join(', ')}.`,
  );
}

const CELL_UNSET = -1;

/** The functions of a table given as rows (patterns with "-" cover several rows). */
export function fromRows(
  rows: readonly { in: string | readonly (string | number)[]; out: string | readonly (string | number)[] }[],
  n: number,
  outputs: readonly string[],
): Result<OutputFunction[]> {
  const m = outputs.length;
  const cells = new Int8Array((1 << n) * m).fill(CELL_UNSET);
  const source = new Int32Array(1 << n).fill(-1);
  const cellSource = new Int32Array((1 << n) * m).fill(-1);
  for (const [index, row] of rows.entries()) {
    const where = `rows[${index}]`;
    const ins = parseBits(row.in, n, `${where}.in`, 'input', false);
    if (!ins.success) return ins;
    const outs = parseBits(row.out, m, `${where}.out`, 'output', true);
    if (!outs.success) return outs;
    for (const r of expand(ins.data)) {
      for (let o = 0; o < m; o++) {
        const value = outs.data[o]!;
        const before = cells[r * m + o]!;
        // A don't care constrains nothing: another row may give that cell a value, in any order.
        if (value === 2 && before !== CELL_UNSET) continue;
        if (before !== CELL_UNSET && before !== 2 && before !== value) {
          return invalid(
            `${where} (in "${bitString(ins.data)}") says ${outputs[o]} = ${cellText(value)} for inputs ${rowText(r, n)}, but rows[${cellSource[r * m + o]}] said ${cellText(before)}.`,
            'Each input combination has one output value: fix or remove one of the two rows.',
          );
        }
        cells[r * m + o] = value;
        cellSource[r * m + o] = index;
      }
      source[r] = index;
    }
  }
  const missing: number[] = [];
  for (let r = 0; r < 1 << n; r++) if (source[r] === -1) missing.push(r);
  if (missing.length > 0) {
    return invalid(
      `The rows cover ${(1 << n) - missing.length} of the ${1 << n} input combinations; missing: ${missing
        .slice(0, 4)
        .map((r) => `"${rowText(r, n)}"`)
        .join(', ')}${missing.length > 4 ? ` and ${missing.length - 4} more` : ''}.`,
      `Give a row for each of the ${1 << n} combinations (use "-" in "in" to cover several at once, "x" in "out" where the value does not matter).`,
    );
  }
  return ok(outputs.map((_, o) => functionOf((r) => cells[r * m + o] as Bit, n)));
}

/** The functions of a table given as one column per output. */
export function fromColumns(
  columns: Readonly<Record<string, string | readonly (string | number)[]>>,
  n: number,
  outputs: readonly string[],
): Result<OutputFunction[]> {
  const byOutput: (Bit[] | undefined)[] = outputs.map(() => undefined);
  for (const [key, column] of Object.entries(columns)) {
    const o = outputIndex(key, outputs, 'columns');
    if (!o.success) return o;
    const bits = parseBits(column, 1 << n, `columns.${key}`, 'row', true);
    if (!bits.success) return bits;
    byOutput[o.data] = bits.data;
  }
  const missing = outputs.filter((_, o) => byOutput[o] === undefined);
  if (missing.length > 0) {
    return invalid(`columns has no column for ${missing.join(', ')}.`, 'Give one column per output.');
  }
  return ok(byOutput.map((bits) => functionOf((r) => bits![r]!, n)));
}

/** The functions of a table given as minterms and don't cares per output. */
export function fromMinterms(
  minterms: Readonly<Record<string, readonly number[]>>,
  dontCares: Readonly<Record<string, readonly number[]>>,
  n: number,
  outputs: readonly string[],
): Result<OutputFunction[]> {
  const functions: { on: Set<number>; dc: Set<number> }[] = outputs.map(() => ({ on: new Set(), dc: new Set() }));
  const present = new Set<number>();
  for (const [field, record] of [
    ['minterms', minterms],
    ['dont_cares', dontCares],
  ] as const) {
    for (const [key, list] of Object.entries(record)) {
      const o = outputIndex(key, outputs, field);
      if (!o.success) return o;
      if (field === 'minterms') present.add(o.data);
      for (const r of list) {
        if (r < 0 || r >= 1 << n) {
          return invalid(
            `${field}.${key} has row ${r}, but ${n} input${n > 1 ? 's' : ''} only have rows 0 to ${(1 << n) - 1}.`,
            'Row numbers read the inputs as a binary number, the first input being the most significant bit.',
          );
        }
        const f = functions[o.data]!;
        if (field === 'dont_cares' && f.on.has(r)) {
          return invalid(
            `Row ${r} of ${outputs[o.data]} is both a minterm and a don't care.`,
            'List each row in one of the two only.',
          );
        }
        (field === 'minterms' ? f.on : f.dc).add(r);
      }
    }
  }
  const missing = outputs.filter((_, o) => !present.has(o));
  if (missing.length > 0) {
    return invalid(
      `minterms has no entry for ${missing.join(', ')}.`,
      'Give every output its list of minterms ([] for an output that is always 0).',
    );
  }
  return ok(
    functions.map((f) => ({
      on: [...f.on].sort((a, b) => a - b),
      dontCares: [...f.dc].sort((a, b) => a - b),
    })),
  );
}

function functionOf(cell: (row: number) => Bit, n: number): OutputFunction {
  const on: number[] = [];
  const dontCares: number[] = [];
  for (let r = 0; r < 1 << n; r++) {
    const value = cell(r);
    if (value === 1) on.push(r);
    else if (value === 2) dontCares.push(r);
  }
  return { on, dontCares };
}

/** Row numbers matched by an input pattern (2 = either value). */
function expand(bits: readonly Bit[]): number[] {
  let rows = [0];
  for (const bit of bits) rows = rows.flatMap((r) => (bit === 2 ? [r * 2, r * 2 + 1] : [r * 2 + bit]));
  return rows;
}

const bitString = (bits: readonly Bit[]) => bits.map((b) => (b === 2 ? '-' : String(b))).join('');
const cellText = (value: number) => (value === 2 ? 'x' : String(value));
/** A row number as its input bits, first input first. */
function rowText(row: number, n: number): string {
  return row.toString(2).padStart(n, '0');
}
