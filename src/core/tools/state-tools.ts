import { z } from 'zod';
import type { SimSnapshot } from '../../shared/contract/sim-channels';
import { defineTool, type AnyTool } from '../ai/tool';
import type { CircuitToolContext } from './context';
import { fullState, summaryText } from './state-view';

/** The copy simulated from power-on (switches in their initial position): the values the state shows. */
export async function powerOnSnapshot(context: CircuitToolContext): Promise<SimSnapshot | string> {
  if (context.copy.state.componentCount === 0) return 'nothing to simulate';
  const run = await context.simulator.run(context.copy.state.toJSON(), [{}]);
  if (!run.success) return run.error;
  return run.data[0] ?? 'no snapshot';
}

/** Reading the circuit being edited, with its simulation. */
export function stateTools(context: CircuitToolContext): AnyTool[] {
  return [
    defineTool({
      name: 'get_circuit_state',
      description: 'The circuit: a line per part (wires in, simulated values), then problems.',
      input: z.object({ detail: z.enum(['summary', 'full']).optional() }),
      run: async ({ detail }) => {
        const state = context.copy.state;
        const snapshot = await powerOnSnapshot(context);
        const simulated = typeof snapshot === 'string' ? undefined : snapshot;
        const unavailable =
          typeof snapshot === 'string' && state.componentCount > 0 ? { simulation: `unavailable: ${snapshot}` } : {};
        if (detail === 'full') return { success: true, ...fullState(state, simulated), ...unavailable };
        return { success: true, circuit: summaryText(state, simulated), ...unavailable };
      },
    }),
  ];
}
