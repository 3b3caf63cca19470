import type { CircuitState } from '../../shared/circuit/circuit-state';
import { fail, ok, type Result } from '../../shared/errors';
import { parseExpression, variablesOf, type Expr } from '../expression/expression';
import { labelHint } from './resolve';
import { isInputPart } from './sim-io';
import { portWidth } from '../../shared/components/subcircuit-interface';

/**
 * One expected row: the inputs it fixes (the others may be anything) and the outputs it expects,
 * as numbers (0 or 1 for one bit, up to 2^width − 1 for a wide port).
 */
export interface ExpectedRow {
  readonly text: string;
  readonly inputs: ReadonlyMap<string, number>;
  /** Outputs by label; don't-cares are left out. */
  readonly outputs: ReadonlyMap<string, number>;
}

/** What the user asked for, as `check_truth_table` read it (labels as the circuit spells them). */
export interface ExpectedSpec {
  /** Inputs in order of first mention (the first is the most significant bit). */
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly rows: readonly ExpectedRow[];
  readonly equations: readonly { readonly output: string; readonly expr: Expr; readonly text: string }[];
}

const HELP =
  'Write output equations ("S = A xor B"; and or not xor nand nor xnor, & | ^ ! ~, parentheses) or rows ("A=1 B=0 -> S=1 C=0"), or a header "A B -> S C" followed by rows "1 0 -> 1 0"; x or - marks a don\'t-care. A wide port takes a number ("A=12 B=0x3 -> S=15").';
const SEPARATORS = /->|=>|→|\||:|;|,/g;
/** A value: a number (decimal, 0x hexadecimal, 0b binary), or x or - for a don't-care. */
const VALUE = String.raw`(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+|[xX-])`;
const ASSIGNMENT = new RegExp(String.raw`([A-Za-z][A-Za-z0-9_]*)\s*=\s*${VALUE}(?![A-Za-z0-9_])`, 'g');

/** A value as a number, or undefined for a don't-care. */
function numberOf(text: string): number | undefined {
  if (/^[xX-]$/.test(text)) return undefined;
  return /^0[bB]/.test(text) ? parseInt(text.slice(2), 2) : Number(text);
}

/** Bits a part carries: a port's width, one for any other part. */
function widthOf(state: CircuitState, label: string): number {
  const part = state.componentByLabel(label);
  return part && (part.type === 'PORT_IN' || part.type === 'PORT_OUT') ? portWidth(part.properties) : 1;
}

/**
 * Reads the expected behaviour, accepting every form that is unambiguous: output equations, rows
 * of assignments, and a header line with rows of bits. Which labels are inputs and which outputs
 * is read from the circuit (switches and buttons are inputs). Anything that could mean two things
 * — an unknown label, a row that sets an input twice, bits that do not fit the header, an
 * equation over an output — is a failure that says what to write instead.
 */
export function parseExpected(lines: readonly string[], state: CircuitState): Result<ExpectedSpec> {
  const inputs: string[] = [];
  const outputs: string[] = [];
  const rows: ExpectedRow[] = [];
  const equations: { output: string; expr: Expr; text: string }[] = [];
  let header: { label: string; input: boolean; width: number }[] | undefined;
  const problem = (line: string, why: string) =>
    fail('INVALID_INPUT', `Cannot read "${line.slice(0, 80)}": ${why}`, HELP);
  const note = (list: string[], label: string) => {
    if (!list.includes(label)) list.push(label);
  };
  const resolve = (line: string, name: string): Result<{ label: string; input: boolean; width: number }> => {
    const found = state.componentByLabel(name);
    if (!found) return problem(line, `no part is labelled "${name}". ${labelHint(state, name)}`);
    return ok({ label: found.label, input: isInputPart(found), width: widthOf(state, found.label) });
  };
  /** The value `text` for a column, or why it does not fit (an input needs a value, a value its width). */
  const valueFor = (
    line: string,
    column: { label: string; input: boolean; width: number },
    text: string,
  ): Result<number | undefined> => {
    const value = numberOf(text);
    const range = column.width === 1 ? '0 or 1' : `a number from 0 to ${2 ** column.width - 1}`;
    if (value === undefined) {
      return column.input
        ? problem(
            line,
            `the input ${column.label} needs ${range}${column.width === 1 ? ' (list both rows instead)' : ''}.`,
          )
        : ok(undefined);
    }
    if (!Number.isSafeInteger(value) || value >= 2 ** column.width)
      return problem(line, `${column.label} takes ${range}, not ${text}.`);
    return ok(value);
  };
  const oneBit = (line: string, column: { label: string; width: number }): Result<void> =>
    column.width === 1
      ? ok(undefined)
      : problem(
          line,
          `${column.label} is ${column.width} bits wide: equations are for one-bit signals; give rows with numbers ("${column.label}=5 -> …").`,
        );

  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const assignments = [...line.matchAll(ASSIGNMENT)];
    const rest = line.replace(ASSIGNMENT, '').replace(SEPARATORS, ' ');
    if (assignments.length > 0 && rest.trim() === '') {
      const rowInputs = new Map<string, number>();
      const rowOutputs = new Map<string, number>();
      let namesOutput = false;
      for (const [, name, text] of assignments) {
        const part = resolve(line, name!);
        if (!part.success) return part;
        const target = part.data.input ? rowInputs : rowOutputs;
        if (target.has(part.data.label)) return problem(line, `it sets ${part.data.label} twice.`);
        const value = valueFor(line, part.data, text!);
        if (!value.success) return value;
        note(part.data.input ? inputs : outputs, part.data.label);
        namesOutput ||= !part.data.input;
        if (value.data !== undefined) target.set(part.data.label, value.data);
      }
      if (!namesOutput) return problem(line, 'it sets no output (an LED, a probe or another output).');
      rows.push({ text: line, inputs: rowInputs, outputs: rowOutputs });
      continue;
    }
    const equation = /^([A-Za-z][A-Za-z0-9_]*)\s*=(.+)$/.exec(line);
    if (equation) {
      const part = resolve(line, equation[1]!);
      if (!part.success) return part;
      if (part.data.input)
        return problem(line, `${part.data.label} is an input (a switch or button); equations give outputs.`);
      const narrow = oneBit(line, part.data);
      if (!narrow.success) return narrow;
      const parsed = parseExpression(equation[2]!);
      if (!parsed.success) return problem(line, parsed.error);
      for (const name of variablesOf(parsed.data)) {
        const variable = resolve(line, name);
        if (!variable.success) return variable;
        if (!variable.data.input)
          return problem(line, `${variable.data.label} is not a switch or button; equations use inputs.`);
        const narrowInput = oneBit(line, variable.data);
        if (!narrowInput.success) return narrowInput;
        note(inputs, variable.data.label);
      }
      if (equations.some((e) => e.output === part.data.label))
        return problem(line, `${part.data.label} has two equations.`);
      note(outputs, part.data.label);
      equations.push({ output: part.data.label, expr: renamed(parsed.data, state), text: line });
      continue;
    }
    const words = line.replace(SEPARATORS, ' ').split(/\s+/).filter(Boolean);
    if (words.every((w) => /^[A-Za-z][A-Za-z0-9_]*$/.test(w))) {
      header = [];
      for (const word of words) {
        const part = resolve(line, word);
        if (!part.success) return part;
        note(part.data.input ? inputs : outputs, part.data.label);
        header.push(part.data);
      }
      if (header.every((h) => h.input)) return problem(line, 'the header names no output (an LED, a probe…).');
      continue;
    }
    if (words.every((w) => new RegExp(`^${VALUE}$`).test(w))) {
      if (!header) return problem(line, 'values without labels: put a header line first ("A B -> S C").');
      const columns = header;
      // One-bit columns only: the bits may run together ("10 -> 1"); with a wide column, one value each.
      const values =
        columns.every((h) => h.width === 1) && /^[01xX-]+$/.test(words.join('')) ? [...words.join('')] : words;
      if (values.length !== columns.length) {
        return problem(
          line,
          `${values.length} values for the ${columns.length} columns ${columns.map((h) => h.label).join(' ')}.`,
        );
      }
      const rowInputs = new Map<string, number>();
      const rowOutputs = new Map<string, number>();
      for (const [i, column] of columns.entries()) {
        const value = valueFor(line, column, values[i]!);
        if (!value.success) return value;
        if (value.data !== undefined) (column.input ? rowInputs : rowOutputs).set(column.label, value.data);
      }
      rows.push({ text: line, inputs: rowInputs, outputs: rowOutputs });
      continue;
    }
    return problem(line, 'it is neither an equation, a row nor a header.');
  }
  if (rows.length === 0 && equations.length === 0) {
    return fail('INVALID_INPUT', 'Nothing to check: no equation and no row.', HELP);
  }
  return ok({ inputs, outputs, rows, equations });
}

/** The expression with its variables spelled as the circuit's labels (the check looks them up exactly). */
function renamed(expr: Expr, state: CircuitState): Expr {
  switch (expr.kind) {
    case 'const':
      return expr;
    case 'var':
      return { kind: 'var', name: state.componentByLabel(expr.name)?.label ?? expr.name };
    case 'not':
      return { kind: 'not', arg: renamed(expr.arg, state) };
    case 'binary':
      return { ...expr, left: renamed(expr.left, state), right: renamed(expr.right, state) };
  }
}
