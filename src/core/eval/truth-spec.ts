import { fail, ok, type Result } from '../../shared/errors';
import { evaluate, isKeyword, parseExpression, type Expr } from '../expression/expression';
import type { CombinationalSpec } from './task';

/** An expected value: 0, 1, or {@link DONT_CARE}. */
export type Expected = 0 | 1 | 2;
export const DONT_CARE = 2;
const UNSET = 3;

/** Every row of a combinational spec, worked out: row r sets input i to bit (n-1-i) of r (first input = MSB). */
export interface ExpectedTable {
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly rowCount: number;
  /** Row r, output o at `r * outputs.length + o`. */
  readonly values: Uint8Array;
}

const HINT = 'Fix the task file: see eval/README.md for the spec format.';

/** "A=1 B=0" for row r. */
export function describeRow(inputs: readonly string[], row: number): string {
  const n = inputs.length;
  return inputs.map((name, i) => `${name}=${(row >>> (n - 1 - i)) & 1}`).join(' ');
}

/** Every row index a pattern over n inputs matches ("1-0": rows 100 and 110). */
function* matching(pattern: string): Generator<number> {
  const free: number[] = [];
  let base = 0;
  const n = pattern.length;
  for (let i = 0; i < n; i++) {
    const bit = n - 1 - i;
    if (pattern[i] === '1') base |= 1 << bit;
    else if (pattern[i] === '-') free.push(bit);
  }
  for (let k = 0; k < 1 << free.length; k++) {
    let row = base;
    free.forEach((bit, j) => {
      if ((k >>> j) & 1) row |= 1 << bit;
    });
    yield row;
  }
}

/**
 * Works out the expected value of every output on every row, checking that the spec is whole and
 * consistent: each (row, output) gets exactly one value (expressions and rows must agree), or is
 * don't-care. Every problem is reported, not only the first.
 */
export function compileTruthSpec(spec: CombinationalSpec): Result<ExpectedTable> {
  const problems: string[] = [];
  const { inputs, outputs } = spec;
  const n = inputs.length;
  const m = outputs.length;
  const lower = (list: readonly string[]) => list.map((s) => s.toLowerCase());
  const inputIndex = new Map(lower(inputs).map((name, i) => [name, i]));
  const outputIndex = new Map(lower(outputs).map((name, i) => [name, i]));
  if (inputIndex.size !== n) problems.push('an input is listed twice (labels ignore case)');
  if (outputIndex.size !== m) problems.push('an output is listed twice (labels ignore case)');
  for (const name of inputs) if (isKeyword(name)) problems.push(`the input "${name}" is an operator word`);

  const expressions: { output: number; expr: Expr }[] = [];
  for (const [output, text] of Object.entries(spec.expressions ?? {})) {
    const o = outputIndex.get(output.toLowerCase());
    if (o === undefined) {
      problems.push(`the expression for "${output}" names no output`);
      continue;
    }
    const parsed = parseExpression(text);
    if (!parsed.success) {
      problems.push(`${output}: ${parsed.error}`);
      continue;
    }
    expressions.push({ output: o, expr: parsed.data });
  }

  const rows = spec.rows ?? [];
  rows.forEach((row, i) => {
    if (row.in.length !== n) problems.push(`rows[${i}].in has ${row.in.length} characters, not ${n}`);
    if (row.out.length !== m) problems.push(`rows[${i}].out has ${row.out.length} characters, not ${m}`);
  });
  (spec.dontCare ?? []).forEach((p, i) => {
    if (p.length !== n) problems.push(`dontCare[${i}] has ${p.length} characters, not ${n}`);
  });
  if (problems.length > 0) return invalid(problems);

  const count = 1 << n;
  const values = new Uint8Array(count * m).fill(UNSET);
  const skip = new Uint8Array(count);
  for (const pattern of spec.dontCare ?? []) for (const r of matching(pattern)) skip[r] = 1;

  const bits = new Uint8Array(n);
  for (const e of expressions) {
    let unknown: string | undefined;
    const value = (name: string): 0 | 1 => {
      const i = inputIndex.get(name.toLowerCase());
      if (i === undefined) {
        unknown ??= name;
        return 0;
      }
      return bits[i] as 0 | 1;
    };
    for (let r = 0; r < count && unknown === undefined; r++) {
      for (let i = 0; i < n; i++) bits[i] = (r >>> (n - 1 - i)) & 1;
      values[r * m + e.output] = evaluate(e.expr, value);
    }
    if (unknown !== undefined)
      problems.push(`${outputs[e.output]} uses "${unknown}", which is not an input (${inputs.join(', ')})`);
  }

  // Definite values of rows first (checked against expressions and earlier rows), then their "-".
  rows.forEach((row, i) => {
    for (const r of matching(row.in)) {
      for (let o = 0; o < m; o++) {
        const c = row.out[o];
        if (c === '-') continue;
        const v = c === '1' ? 1 : 0;
        const at = r * m + o;
        if (values[at] !== UNSET && values[at] !== v && skip[r] === 0 && problems.length < 20) {
          problems.push(
            `rows[${i}] gives ${outputs[o]}=${v} at ${describeRow(inputs, r)}, but another row or its expression gives ${values[at]}`,
          );
        }
        values[at] = v;
      }
    }
  });
  for (const row of rows) {
    for (const r of matching(row.in)) {
      for (let o = 0; o < m; o++) if (row.out[o] === '-' && values[r * m + o] === UNSET) values[r * m + o] = DONT_CARE;
    }
  }

  let missing = 0;
  for (let r = 0; r < count; r++) {
    for (let o = 0; o < m; o++) {
      const at = r * m + o;
      if (skip[r] === 1) values[at] = DONT_CARE;
      else if (values[at] === UNSET && missing++ < 5)
        problems.push(`nothing gives ${outputs[o]} at ${describeRow(inputs, r)}: add a row or an expression`);
    }
  }
  if (missing > 5) problems.push(`…and ${missing - 5} more rows without a value`);
  if (problems.length > 0) return invalid(problems);
  return ok({ inputs, outputs, rowCount: count, values });
}

function invalid(problems: string[]) {
  return fail('INVALID_INPUT', `The truth-table spec is not valid: ${problems.join('; ')}.`, HINT, { problems });
}
