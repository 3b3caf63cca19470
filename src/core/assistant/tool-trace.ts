import type { Json, ToolResult } from '../ai/messages';

/** Words for the trace, per tool (what it did, from its arguments and result). */
const PHRASES: Readonly<
  Record<string, (args: Record<string, Json>, result: Record<string, Json | undefined>) => string>
> = {
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
 * One line for the chat's trace of a tool call: what an editing call changed (its working-copy
 * steps: "Added XOR G1"), else what a reading call did, or why it failed.
 */
export function traceSummary(
  name: string,
  args: Json,
  result: ToolResult | undefined,
  steps: readonly string[],
): string {
  if (steps.length > 0) return steps.join('; ');
  const label = name.replace(/_/g, ' ');
  if (result && !result.success) return `${capitalise(label)} failed: ${firstSentence(result.error)}`;
  const phrase = PHRASES[name];
  if (!phrase) return capitalise(label);
  const argObject = typeof args === 'object' && args !== null && !Array.isArray(args) ? args : {};
  return phrase(argObject, result ?? {});
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

function firstSentence(text: string): string {
  const match = /^(.{1,120}?[.!?])(\s|$)/.exec(text);
  return match ? match[1]! : text.slice(0, 120);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
