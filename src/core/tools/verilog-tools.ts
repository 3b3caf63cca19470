import { z } from 'zod';
import type { Operation } from '../../shared/circuit/operations';
import { MAX_VERILOG_SOURCE } from '../../shared/contract/verilog-channels';
import { defineTool, type AnyTool } from '../ai/tool';
import type { CircuitToolContext } from './context';
import { text } from './limits';
import { clearOrigin } from './placement';
import { applyEdit, failed } from './results';

let calls = 0;

/**
 * `build_from_verilog`: the model writes a small Verilog module for what is tedious to place gate
 * by gate (a 7-segment decoder, a state machine, an ALU slice); Yosys synthesises it (queued, off
 * the main thread) and the parts land in the turn's copy as one step, so the turn stays one
 * undoable change. `new` replaces the circuit, `merge` adds the design right of it.
 */
export function verilogTools(context: CircuitToolContext): AnyTool[] {
  return [
    defineTool({
      name: 'build_from_verilog',
      description:
        'Synthesises Verilog into parts (new replaces the circuit, merge adds beside); a port becomes one port part of its width, named as in the Verilog.',
      mutates: true,
      input: z.object({ source: text(MAX_VERILOG_SOURCE), mode: z.enum(['new', 'merge']) }),
      run: async ({ source, mode }, { signal }) => {
        if (!context.verilog) {
          return failed(
            'Verilog synthesis is not available in this app.',
            'Build the circuit with a blueprint instead.',
          );
        }
        const state = context.copy.state;
        const existing = mode === 'merge' ? [...state.components()] : [];
        const result = await context.verilog(source, {
          fileName: 'design.v',
          // The turn edits one circuit: submodules cannot become circuits of the library here.
          flatten: true,
          ...(mode === 'merge'
            ? {
                merge: {
                  takenLabels: existing.map((c) => c.label),
                  idTag: `${Date.now().toString(36)}${(++calls).toString(36)}`,
                  origin: clearOrigin(existing),
                },
              }
            : {}),
        });
        if (!result.success) return failed(result.error, result.hint);
        if (signal.aborted) return failed('Cancelled before the design was placed.', 'Nothing was changed.');
        const { circuit, report } = result.data;
        const removals: Operation[] =
          mode === 'new' ? [...state.components()].map((c): Operation => ({ op: 'removeComponent', id: c.id })) : [];
        const operations: Operation[] = [
          ...removals,
          ...circuit.components.map((component): Operation => ({ op: 'addComponent', component })),
          ...circuit.wires.map((wire): Operation => ({ op: 'addWire', wire })),
        ];
        const what = `${report.top} from Verilog: ${report.gates} gates, ${report.flipFlops} flip-flops`;
        return applyEdit(
          context.copy,
          operations,
          mode === 'new' ? `Replaced the circuit with ${what}` : `Added ${what}`,
          {
            ports: report.ports.map(
              (p) =>
                `${p.direction} ${p.name}${p.width > 1 ? `[${p.width}]` : ''}: ${p.bus ? 'port' : 'bits'} ${p.labels.join(' ')}${p.clock ? ' (clock)' : ''}`,
            ),
            parts: report.parts,
            ...(report.warnings.length > 0 ? { warnings: report.warnings } : {}),
            next: 'Check it with check_truth_table or simulate (clock_cycles for sequential designs).',
          },
        );
      },
    }),
  ];
}
