import { z } from 'zod';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import { rankMatches } from '../../shared/fuzzy';
import { parseBits, type Bit } from './bits';

/** The most inputs a synthesised table may have (256 rows). */
export const MAX_SYNTHESIS_INPUTS = 8;
/** The most outputs one request may synthesise. */
export const MAX_SYNTHESIS_OUTPUTS = 32;

const BitList = z.union([z.string().max(600), z.array(z.union([z.number(), z.string()])).max(64)]);

/**
 * What `synthesize_from_truth_table` takes. The table comes in exactly one of three shapes:
 * `rows` (`[{"in": "01", "out": "1x"}]`, "-" in `in` covers both values), `columns` (one string
 * per output, one character per row, row 0 = all inputs 0 first), or `minterms` per output with
 * optional `dont_cares`. Outputs accept 0, 1 and "x" or "-" for don't care.
 */
export const SynthesisRequestSchema = z.strictObject({
  inputs: z.array(z.string().min(1).max(64)).min(1).describe('Input labels, first = most significant bit (1 to 8).'),
  outputs: z.array(z.string().min(1).max(64)).min(1).describe('Output labels.'),
  rows: z
    .array(z.strictObject({ in: BitList, out: BitList }))
    .max(1024)
    .optional()
    .describe(
      'Truth table rows: {"in": "010", "out": "1x"}; "-" in "in" matches 0 and 1; "x" or "-" in "out" is don\'t care.',
    ),
  columns: z
    .record(z.string(), BitList)
    .optional()
    .describe(
      'Per output, its column of the table: one character per row, row 0 (all inputs 0) first, e.g. {"F": "0110"}.',
    ),
  minterms: z
    .record(z.string(), z.array(z.number().int()).max(256))
    .optional()
    .describe(
      'Per output, the row numbers where it is 1 (row number = inputs read as binary, first input most significant).',
    ),
  dont_cares: z
    .record(z.string(), z.array(z.number().int()).max(256))
    .optional()
    .describe('With minterms: per output, the row numbers where its value does not matter.'),
  style: z
    .enum(['sum_of_products', 'nand_only'])
    .optional()
    .describe('sum_of_products (default): AND, OR and NOT gates. nand_only: NAND gates only.'),
  io: z
    .enum(['include', 'existing'])
    .optional()
    .describe(
      'include (default): add a switch per input and an LED per output. existing: wire to parts with those labels already in the circuit.',
    ),
});
export type SynthesisRequest = z.infer<typeof SynthesisRequestSchema>;

/** One output's function: 1 on `on`, free on `dontCares`, 0 elsewhere (row numbers, ascending). */
export interface OutputFunction {
  readonly on: number[];
  readonly dontCares: number[];
}

/** A request checked and reduced to one function per output. */
export interface TruthSpec {
  readonly inputs: string[];
  readonly outputs: string[];
  readonly functions: OutputFunction[];
  readonly style: 'sum_of_products' | 'nand_only';
  readonly io: 'include' | 'existing';
}

const invalid = (error: string, hint: string): Failure => fail('INVALID_INPUT', error, hint);

/** Parses and checks a request: shape, labels, then the table in whichever shape it came. */
export function parseSynthesisRequest(input: unknown): Result<TruthSpec> {
  const parsed = SynthesisRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return invalid(
      `${issue.path.length > 0 ? issue.path.join('.') : 'request'}: ${issue.message}.`,
      'Send {"inputs": ["A","B"], "outputs": ["F"], "rows": [{"in": "00", "out": "0"}, …]} or "columns" or "minterms" instead of "rows".',
    );
  }
  const request = parsed.data;
  const { inputs, outputs } = request;
  const n = inputs.length;
  if (n > MAX_SYNTHESIS_INPUTS) {
    return invalid(
      `${n} inputs is too many: synthesis takes 1 to ${MAX_SYNTHESIS_INPUTS}.`,
      'Split the design into smaller blocks (e.g. per output group or per digit), or use a block part such as a MUX or DECODER.',
    );
  }
  if (outputs.length > MAX_SYNTHESIS_OUTPUTS) {
    return invalid(
      `${outputs.length} outputs is too many.`,
      `Synthesise at most ${MAX_SYNTHESIS_OUTPUTS} outputs at a time.`,
    );
  }
  const names = checkNames(inputs, outputs);
  if (!names.success) return names;
  const given = (['rows', 'columns', 'minterms'] as const).filter((k) => request[k] !== undefined);
  if (given.length !== 1) {
    return invalid(
      given.length === 0 ? 'No table was given.' : `Give the table once: ${given.join(' and ')} were both given.`,
      'Use exactly one of "rows", "columns" or "minterms" (with optional "dont_cares").',
    );
  }
  if (request.dont_cares !== undefined && request.minterms === undefined) {
    return invalid(
      '"dont_cares" goes with "minterms".',
      'With "rows" or "columns", write "x" where an output does not matter.',
    );
  }
  const functions = request.rows
    ? fromRows(request.rows, n, outputs)
    : request.columns
      ? fromColumns(request.columns, n, outputs)
      : fromMinterms(request.minterms!, request.dont_cares ?? {}, n, outputs);
  if (!functions.success) return functions;
  return ok({
    inputs: [...inputs],
    outputs: [...outputs],
    functions: functions.data,
    style: request.style ?? 'sum_of_products',
    io: request.io ?? 'include',
  });
}

function checkNames(inputs: readonly string[], outputs: readonly string[]): Result<void> {
  const seen = new Map<string, string>();
  for (const [kind, list] of [
    ['input', inputs],
    ['output', outputs],
  ] as const) {
    for (const name of list) {
      const key = name.toLowerCase();
      const previous = seen.get(key);
      if (previous !== undefined) {
        return invalid(
          `"${name}" is named twice (${previous} and ${kind}); labels ignore case.`,
          'Give every input and output its own label.',
        );
      }
      seen.set(key, kind);
    }
  }
  return ok(undefined);
}

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

function fromRows(
  rows: readonly { in: string | readonly (string | number)[]; out: string | readonly (string | number)[] }[],
  n: number,
  outputs: readonly string[],
): Result<OutputFunction[]> {
  const m = outputs.length;
  const cells = new Int8Array((1 << n) * m).fill(CELL_UNSET);
  const source = new Int32Array(1 << n).fill(-1);
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
        if (before !== CELL_UNSET && before !== value) {
          return invalid(
            `${where} (in "${bitString(ins.data)}") says ${outputs[o]} = ${cellText(value)} for inputs ${rowText(r, n)}, but rows[${source[r]}] said ${cellText(before)}.`,
            'Each input combination has one output value: fix or remove one of the two rows.',
          );
        }
        cells[r * m + o] = value;
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

function fromColumns(
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

function fromMinterms(
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
export function rowText(row: number, n: number): string {
  return row.toString(2).padStart(n, '0');
}
