import { z } from 'zod';
import { defineTool, type AnyTool } from '../ai/tool';
import { explainCircuit } from '../explain';
import { synthesizeFromTruthTable } from '../synthesis';
import { toToolBlueprint } from './blueprint-input';
import type { CircuitToolContext } from './context';
import { failed } from './results';

const SynthesisInput = z.object({
  inputs: z.array(z.string()).describe('Input labels, most significant first (1 to 8).'),
  outputs: z.array(z.string()).describe('Output labels.'),
  rows: z.array(z.string()).describe('Rows "in -> out", e.g. "01 -> 1x" (x: don\'t care; "-" in: both).'),
  style: z.enum(['sum_of_products', 'nand_only']).optional(),
  io: z.enum(['include', 'existing']).optional().describe('existing: wire to parts with these labels.'),
});

/** "01 -> 1x" → {in: "01", out: "1x"}; undefined when the row has no arrow. */
function splitRow(row: string): { in: string; out: string } | undefined {
  const match = /^\s*([01\s,x-]*?)\s*(?:->|=>|→|:)\s*([01\s,x-]*?)\s*$/i.exec(row);
  return match ? { in: match[1]!.replace(/[\s,]/g, ''), out: match[2]!.replace(/[\s,]/g, '') } : undefined;
}

/** The tools that reason about logic: design gates from a truth table, and explain what a circuit computes. */
export function logicTools(context: CircuitToolContext): AnyTool[] {
  return [
    defineTool({
      name: 'synthesize_from_truth_table',
      description:
        'Designs a minimal gate circuit for a truth table (≤ 8 inputs) as a blueprint for apply_blueprint; by default with switches and LEDs. Prefer it to working out gates by hand.',
      input: SynthesisInput,
      run: (args) => {
        const rows: { in: string; out: string }[] = [];
        for (const row of args.rows) {
          const split = splitRow(row);
          if (!split)
            return failed(
              `"${row.slice(0, 60)}" is not a table row.`,
              'Write rows as "inputs -> outputs", e.g. "01 -> 1x".',
            );
          rows.push(split);
        }
        const request = {
          inputs: args.inputs,
          outputs: args.outputs,
          rows,
          ...(args.style ? { style: args.style } : {}),
          ...(args.io ? { io: args.io } : {}),
        };
        const state = context.copy.state;
        const result = synthesizeFromTruthTable(request, {
          existing: state,
          takenLabels: [...state.components()].map((c) => c.label),
        });
        if (!result.success) return failed(result.error, result.hint);
        const { summary } = result.data;
        return {
          success: true,
          blueprint: toToolBlueprint(result.data.blueprint),
          outputs: summary.outputs.map((o) => `${o.output} = ${o.ascii}`),
          gates: summary.gates,
          minimal: summary.minimal,
          next: 'Apply it with apply_blueprint (mode "merge"), then check it with check_truth_table.',
        };
      },
    }),
    defineTool({
      name: 'explain_circuit',
      description:
        'What the circuit computes: each output as a simplified expression, what storage keeps, unused inputs. Use it before explaining a circuit.',
      input: z.object({
        labels: z.array(z.string()).optional().describe('Outputs to explain; default all.'),
      }),
      run: ({ labels }) => {
        const explained = explainCircuit(context.copy.state, labels);
        if (!explained.success) return failed(explained.error, explained.hint);
        return { success: true, ...(JSON.parse(JSON.stringify(explained.data)) as Record<string, never>) };
      },
    }),
  ];
}
