import type { Json } from './chat-turn';

type Args = Readonly<Record<string, Json>>;
type Phrase = (args: Args, result: Args) => string;

/**
 * Words for a stored tool call, by tool. The main process sends a summary with each live call; a
 * stored call has none, so the panel rebuilds one from the call's arguments and result (the same
 * words the main process uses for reading tools; editing tools say what they were asked to do).
 */
const PHRASES: Readonly<Record<string, Phrase>> = {
  get_available_components: () => 'Listed the components',
  get_component_schema: (args) => `Read the pins of ${list(args.component_types ?? args.component_type)}`,
  search_components: (args) => `Searched for “${text(args.query)}”`,
  validate_blueprint: (_args, result) => {
    const errors = count(result.errors);
    const warnings = count(result.warnings);
    if (result.valid === false || errors > 0) return `Validated: ${plural(errors, 'error')}`;
    return warnings > 0 ? `Validated: no errors, ${plural(warnings, 'warning')}` : 'Validated: no errors';
  },
  get_circuit_state: () => 'Read the circuit',
  simulate: () => 'Simulated the circuit',
  get_truth_table: () => 'Computed the truth table',
  check_truth_table: (_args, result) =>
    result.pass === true || result.matches === true
      ? 'Checked the truth table: it matches'
      : 'Checked the truth table: rows differ',
  list_circuits: () => 'Listed your circuits',
  open_circuit: (args) => `Looked at “${text(args.name)}”`,
  focus: (args) => `Showed ${list(args.labels)}`,
  synthesize_from_truth_table: () => 'Designed gates from the truth table',
  explain_circuit: () => 'Worked out what the circuit does',
};

/**
 * One line for a stored tool call: what an editing call changed (its result's `done`: "Added XOR_2
 * G3 at (560,0)"), what a reading call did, or why it failed.
 */
export function describeToolCall(name: string, args: Json, result: Json, success: boolean): string {
  const label = capitalise(name.replace(/_/g, ' '));
  const resultObject = asObject(result);
  if (success && typeof resultObject.done === 'string') return resultObject.done;
  if (!success && name === 'validate_blueprint' && Array.isArray(resultObject.errors)) {
    return `Validated: ${plural(resultObject.errors.length, 'error')}`;
  }
  if (!success) {
    const error = typeof resultObject.error === 'string' ? resultObject.error : '';
    return error ? `${label} failed: ${firstSentence(error)}` : `${label} failed`;
  }
  const phrase = PHRASES[name];
  return phrase ? phrase(asObject(args), resultObject) : label;
}

/** The kind of a tool, for its icon in the trace: reading, editing, checking or showing. */
export function toolKind(name: string): 'read' | 'edit' | 'check' | 'show' {
  if (/^(validate|check|simulate|get_truth|explain)/.test(name)) return 'check';
  if (/^(focus|select|reveal)/.test(name)) return 'show';
  if (/^(get|list|search|open|read|describe)/.test(name)) return 'read';
  return 'edit';
}

function asObject(value: Json | undefined): Args {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
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
