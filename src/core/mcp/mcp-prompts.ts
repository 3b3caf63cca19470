import { systemPrompt } from '../assistant/prompt';

/** A prompt an MCP client offers its user (as a slash command, mostly). */
export interface McpPrompt {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly arguments: readonly { readonly name: string; readonly description: string; readonly required: boolean }[];
}

export const DESIGN_PROMPT: McpPrompt = {
  name: 'design_circuit',
  title: 'Design a circuit',
  description: "Design a digital circuit in CircuitForge with its tools, following the app's own assistant's rules.",
  arguments: [
    { name: 'request', description: 'What the circuit should do, e.g. "a 2-bit counter with enable".', required: true },
    {
      name: 'circuit',
      description: 'The circuit to build in, by name or id (default: the one open in CircuitForge).',
      required: false,
    },
  ],
};

/**
 * The design prompt's message: the rules the built-in assistant follows in build mode (MCP has no
 * system role, so they lead the user's message), then how edits land over MCP, then the request.
 */
export function designPromptText(request: string, circuit?: string): string {
  const where =
    circuit !== undefined && circuit.trim() !== ''
      ? `Work on the circuit "${circuit.trim()}": pass "circuit": "${circuit.trim()}" with every CircuitForge tool call.`
      : 'Work on the circuit open in CircuitForge (leave "circuit" out of the tool calls).';
  return [
    systemPrompt('build'),
    '',
    'Over MCP, each editing call is its own change in the circuit\'s history ("MCP: <tool>"), which the user sees at once and can undo; undo and redo take back your own changes. Start with get_circuit_state to see the circuit.',
    where,
    '',
    `Request: ${request.trim()}`,
  ].join('\n');
}
