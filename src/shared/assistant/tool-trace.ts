/**
 * The one-line summaries of the chat's trace of tool calls ("Added XOR_2 G3", "Validated: 1 error",
 * "Checked the truth table: it matches"): the main process sends one with each live call, and the
 * chat panel rebuilds one for calls read back from a stored conversation, with the same words.
 */

/** A JSON value. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Args = Readonly<Record<string, Json | undefined>>;
type Phrase = (args: Args, result: Args) => string;

const PHRASES: Readonly<Record<string, Phrase>> = {
  get_available_components: () => 'Listed the components',
  get_component_schema: (args) => `Read the pins of ${list(args.component_types ?? args.component_type)}`,
  search_components: (args) => `Searched for “${text(args.query)}”`,
  validate_blueprint: (_args, result) => {
    const warnings = count(result.warnings);
    return warnings > 0 ? `Validated: no errors, ${plural(warnings, 'warning')}` : 'Validated: no errors';
  },
  get_circuit_state: () => 'Read the circuit',
  simulate: () => 'Simulated the circuit',
  get_truth_table: () => 'Computed the truth table',
  check_truth_table: (_args, result) =>
    result.pass === true ? 'Checked the truth table: it matches' : 'Checked the truth table: rows differ',
  run_tests: (_args, result) => {
    if (!Array.isArray(result.tests)) return 'Running the tests';
    const tests = result.tests;
    if (tests.length === 1) return result.passed === true ? 'Ran the test: it passes' : 'Ran the test: it fails';
    const failed = tests.filter((t) => asObject(t).passed !== true).length;
    return failed === 0 ? `Ran ${tests.length} tests: all pass` : `Ran ${tests.length} tests: ${failed} failed`;
  },
  list_circuits: () => 'Listed your circuits',
  open_circuit: (args) => `Looked at “${text(args.name)}”`,
  focus: (args) => `Showed ${list(args.labels)}`,
  synthesize_from_truth_table: () => 'Designed gates from the truth table',
  explain_circuit: () => 'Worked out what the circuit does',
  build_from_verilog: () => 'Synthesising the Verilog with Yosys',
};

/**
 * One line for a tool call: what an editing call changed (the working copy's steps of the call, or
 * its result's `done`), what a reading call did, or why it failed. `result` is undefined while the
 * call runs.
 */
export function describeToolCall(
  name: string,
  args: unknown,
  result: unknown,
  success: boolean | undefined,
  steps: readonly string[] = [],
): string {
  return oneLine(describe(name, args, result, success, steps));
}

function describe(
  name: string,
  args: unknown,
  result: unknown,
  success: boolean | undefined,
  steps: readonly string[],
): string {
  const label = capitalise(name.replace(/_/g, ' '));
  const outcome = asObject(result);
  if (success === true && steps.length > 0) return steps.join('; ');
  if (success === true && typeof outcome.done === 'string') return outcome.done;
  if (success === false && name === 'validate_blueprint' && Array.isArray(outcome.errors)) {
    return `Validated: ${plural(outcome.errors.length, 'error')}`;
  }
  if (success === false) {
    const error = typeof outcome.error === 'string' ? outcome.error : '';
    return error ? `${label} failed: ${firstSentence(error)}` : `${label} failed`;
  }
  // Own keys only: a model may call "__proto__" or "constructor".
  const phrase = Object.hasOwn(PHRASES, name) ? PHRASES[name] : undefined;
  return phrase ? phrase(asObject(args), outcome) : label;
}

/** A trace line is one short line, whatever the model sent. */
const MAX_LINE = 500;

function oneLine(line: string): string {
  return line.length <= MAX_LINE ? line : `${line.slice(0, MAX_LINE - 1)}…`;
}

function asObject(value: unknown): Args {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Args) : {};
}

function text(value: Json | undefined): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function list(value: Json | undefined): string {
  if (Array.isArray(value)) return value.map(text).join(', ');
  return text(value) || 'a part';
}

function count(value: Json | undefined): number {
  return Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function firstSentence(value: string): string {
  const match = /^(.{1,120}?[.!?])(\s|$)/.exec(value);
  return match ? match[1]! : value.slice(0, 120);
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
