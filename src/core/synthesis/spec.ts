import { z } from 'zod';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import { fromColumns, fromMinterms, fromRows } from './table-shapes';

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
