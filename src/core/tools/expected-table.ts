import type { CircuitState } from '../../shared/circuit/circuit-state';
import { fail, ok, type Result } from '../../shared/errors';
import { parseExpression, variablesOf, type Expr } from '../expression/expression';
import { labelHint } from './resolve';
import { isInputPart } from './sim-io';

/** One expected row: the inputs it fixes (the others may be anything) and the outputs it expects. */
export interface ExpectedRow {
  readonly text: string;
  readonly inputs: ReadonlyMap<string, 0 | 1>;
  /** Outputs by label; don't-cares are left out. */
  readonly outputs: ReadonlyMap<string, 0 | 1>;
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
  'Write output equations ("S = A xor B"; and or not xor nand nor xnor, & | ^ ! ~, parentheses) or rows ("A=1 B=0 -> S=1 C=0"), or a header "A B -> S C" followed by rows "1 0 -> 1 0"; x or - marks a don\'t-care.';
const SEPARATORS = /->|=>|→|\||:|;|,/g;

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
  let header: { label: string; input: boolean }[] | undefined;
  const problem = (line: string, why: string) =>
    fail('INVALID_INPUT', `Cannot read "${line.slice(0, 80)}": ${why}`, HELP);
  const note = (list: string[], label: string) => {
    if (!list.includes(label)) list.push(label);
  };
  const resolve = (line: string, name: string): Result<{ label: string; input: boolean }> => {
    const found = state.componentByLabel(name);
    if (!found) return problem(line, `no part is labelled "${name}". ${labelHint(state, name)}`);
    return ok({ label: found.label, input: isInputPart(found) });
  };

  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const assignments = [...line.matchAll(/([A-Za-z][A-Za-z0-9_]*)\s*=\s*([01xX-])(?![A-Za-z0-9_])/g)];
    const rest = line.replace(/([A-Za-z][A-Za-z0-9_]*)\s*=\s*([01xX-])(?![A-Za-z0-9_])/g, '').replace(SEPARATORS, ' ');
    if (assignments.length > 0 && rest.trim() === '') {
      const rowInputs = new Map<string, 0 | 1>();
      const rowOutputs = new Map<string, 0 | 1>();
      let namesOutput = false;
      for (const [, name, value] of assignments) {
        const part = resolve(line, name!);
        if (!part.success) return part;
        const target = part.data.input ? rowInputs : rowOutputs;
        if (target.has(part.data.label)) return problem(line, `it sets ${part.data.label} twice.`);
        if (part.data.input && !/[01]/.test(value!)) return problem(line, `the input ${part.data.label} needs 0 or 1.`);
        note(part.data.input ? inputs : outputs, part.data.label);
        namesOutput ||= !part.data.input;
        if (/[01]/.test(value!)) target.set(part.data.label, value === '1' ? 1 : 0);
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
      const parsed = parseExpression(equation[2]!);
      if (!parsed.success) return problem(line, parsed.error);
      for (const name of variablesOf(parsed.data)) {
        const variable = resolve(line, name);
        if (!variable.success) return variable;
        if (!variable.data.input)
          return problem(line, `${variable.data.label} is not a switch or button; equations use inputs.`);
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
    const bits = words.join('');
    if (/^[01xX-]+$/.test(bits)) {
      if (!header) return problem(line, 'bits without labels: put a header line first ("A B -> S C").');
      if (bits.length !== header.length) {
        return problem(
          line,
          `${bits.length} bits for the ${header.length} columns ${header.map((h) => h.label).join(' ')}.`,
        );
      }
      const rowInputs = new Map<string, 0 | 1>();
      const rowOutputs = new Map<string, 0 | 1>();
      for (const [i, column] of header.entries()) {
        const c = bits[i]!;
        if (!/[01]/.test(c)) {
          if (column.input) return problem(line, `the input ${column.label} needs 0 or 1 (list both rows instead).`);
          continue;
        }
        (column.input ? rowInputs : rowOutputs).set(column.label, c === '1' ? 1 : 0);
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
