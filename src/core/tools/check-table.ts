import type { CircuitState } from '../../shared/circuit/circuit-state';
import { portWidth } from '../../shared/components/subcircuit-interface';
import type { Json, ToolResult } from '../ai/messages';
import { evaluate } from '../expression/expression';
import { MAX_TRUTH_TABLE_INPUTS } from '../simulation/truth-table';
import type { CircuitToolContext } from './context';
import { parseExpected, type ExpectedSpec } from './expected-table';
import { failed, fromFailure } from './results';
import { darkLeds, describeInputs, inputParts, visibleTable } from './sim-io';

/** The most differing rows one answer lists. */
const MAX_LISTED = 8;

/**
 * `check_truth_table`: reads what the user asked for, simulates the copy over every combination
 * of the inputs it names (a batch truth table off the main thread), and answers pass, or the rows
 * where the circuit differs. Inputs it does not name stay where power-on puts them.
 */
export async function checkAgainst(context: CircuitToolContext, expected: readonly string[]): Promise<ToolResult> {
  const state = context.copy.state;
  const parsed = parseExpected(expected, state);
  if (!parsed.success) return fromFailure(parsed);
  const spec = parsed.data;
  const inputs = spec.inputs.length > 0 ? [...spec.inputs] : inputParts(state).map((c) => c.label);
  if (inputs.length === 0) return failed('The circuit has no switch or push button to vary.', 'Add the inputs first.');
  const bits = inputs.reduce((sum, label) => sum + widthOfLabel(state, label), 0);
  if (bits > MAX_TRUTH_TABLE_INPUTS) {
    return failed(
      `${inputs.join(' ')} have ${bits} input bits: too many to check exhaustively.`,
      `Check at most ${MAX_TRUTH_TABLE_INPUTS} input bits at a time (name the inputs to vary in the rows; the others stay at power-on).`,
    );
  }
  const table = await context.simulator.truthTable(state.toJSON(), inputs, [...spec.outputs]);
  if (!table.success) {
    return table.code === 'NOT_COMBINATIONAL'
      ? failed(
          table.error,
          'check_truth_table needs combinational outputs; check sequential behaviour with a test (write_tests, then run_tests).',
        )
      : fromFailure(table);
  }
  const dark = darkLeds(state);
  const visible = visibleTable(table.data, dark);

  const wrong: string[] = [];
  let wrongRows = 0;
  let covered = 0;
  for (const row of visible.rows) {
    const values = new Map(visible.inputs.map((name, i) => [name, parseInt(row.inputs[i]!, 2)] as const));
    const wants = expectations(spec, values);
    if (typeof wants === 'string') return failed(wants, 'Make the rows and equations agree, then check again.');
    if (wants.size === 0) continue;
    covered++;
    const differences: string[] = [];
    for (const [output, want] of wants) {
      const got = row.outputs[visible.outputs.indexOf(output)] ?? 'X';
      const known = /^[01]+$/.test(got);
      if (!known || parseInt(got, 2) !== want)
        differences.push(`${output}=${known ? parseInt(got, 2) : got} (expected ${want})`);
    }
    if (differences.length === 0) continue;
    wrongRows++;
    if (wrong.length < MAX_LISTED)
      wrong.push(`${describeInputs(visible.inputs, row.inputs)}: ${differences.join(', ')}`);
  }

  if (covered === 0) {
    return failed("Nothing to check: every expected output is a don't-care.", 'Give 0 or 1 for at least one output.');
  }
  const held = inputParts(state)
    .filter((c) => !inputs.includes(c.label))
    .map((c) => `${c.label}=${powerOnValue(c.properties.initial)}`);
  const never = spec.outputs.filter((o) => dark.has(o));
  const notes: Json[] = [
    ...(held.length > 0 ? [`Not in expected, so held at power-on: ${held.join(' ')}.`] : []),
    ...(never.length > 0 ? [`${never.join(', ')} never light: the cathode does not reach GND (read as 0).`] : []),
  ];
  const checked = `${covered} of ${visible.rows.length} input combinations of ${inputs.join(' ')}, outputs ${spec.outputs.join(' ')}`;
  if (wrongRows === 0) return { success: true, pass: true, checked, ...(notes.length > 0 ? { notes } : {}) };
  return {
    success: true,
    pass: false,
    checked,
    wrong: `${wrongRows} of ${covered} rows differ${wrongRows > wrong.length ? ` (first ${wrong.length} listed)` : ''}`,
    rows: wrong,
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/**
 * The expected value of each output at one input combination, from the equations and every row
 * that matches it; a string when two of them disagree (the request is ambiguous).
 */
function expectations(spec: ExpectedSpec, bits: ReadonlyMap<string, number>): Map<string, number> | string {
  const wants = new Map<string, number>();
  const source = new Map<string, string>();
  const want = (output: string, value: number, from: string): string | undefined => {
    const before = wants.get(output);
    if (before !== undefined && before !== value) {
      const at = [...bits].map(([k, v]) => `${k}=${v}`).join(' ');
      return `The expected behaviour disagrees with itself at ${at}: "${source.get(output)}" gives ${output}=${before}, "${from}" gives ${value}.`;
    }
    wants.set(output, value);
    source.set(output, from);
    return undefined;
  };
  for (const e of spec.equations) {
    const clash = want(
      e.output,
      evaluate(e.expr, (name) => (bits.get(name) === 1 ? 1 : 0)),
      e.text,
    );
    if (clash) return clash;
  }
  for (const row of spec.rows) {
    if (![...row.inputs].every(([name, value]) => bits.get(name) === value)) continue;
    for (const [output, value] of row.outputs) {
      const clash = want(output, value, row.text);
      if (clash) return clash;
    }
  }
  return wants;
}

/** Bits an input carries: a port's width, one for a switch or button. */
function widthOfLabel(state: CircuitState, label: string): number {
  const part = state.componentByLabel(label);
  return part?.type === 'PORT_IN' ? portWidth(part.properties) : 1;
}

/** Where an input stands at power-on: a switch's on (1) or off, an input port's initial value. */
function powerOnValue(initial: unknown): number {
  return typeof initial === 'number' ? initial : initial === true ? 1 : 0;
}
