import type { ToolRegistry } from '../ai/tool-registry';
import type { WorkingCopy } from '../tools/working-copy';
import { countTokens } from './tokens';

/** Past this, the circuit's state is not sent with every message: the model asks for it when it needs it. */
const STATE_CONTEXT_TOKENS = 4_000;

/** A fresh, compact state of the circuit, put before the user's message (never stored). */
export async function stateContext(registry: ToolRegistry, copy: WorkingCopy, signal: AbortSignal): Promise<string> {
  const tool = registry.get('get_circuit_state');
  if (!tool) return '';
  const run = await registry.execute({ id: 'context', name: tool.name, arguments: '{"detail":"summary"}' }, { signal });
  if (!run.success) return '';
  const { success: _ok, ...state } = run.result;
  const text = `[Current circuit]\n${JSON.stringify(state)}`;
  if (countTokens(text) <= STATE_CONTEXT_TOKENS) return text;
  const { componentCount, wireCount } = copy.state;
  return `[Current circuit]\n${componentCount} parts, ${wireCount} wires: too large to include here. Call get_circuit_state when you need it.`;
}
