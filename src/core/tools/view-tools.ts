import { z } from 'zod';
import { defineTool, type AnyTool } from '../ai/tool';
import { list, text } from './limits';
import type { CircuitToolContext } from './context';
import { resolveAll } from './resolve';
import { failed, fromFailure } from './results';

/** Showing parts to the user: moves their view, changes nothing (so tutor mode has it too). */
export function viewTools(context: CircuitToolContext): AnyTool[] {
  return [
    defineTool({
      name: 'focus',
      description: 'Shows parts to the user on the canvas.',
      input: z.object({ labels: list(text(64), 200) }),
      run: ({ labels }) => {
        if (labels.length === 0) return failed('Name at least one part to show.', 'e.g. {"labels": ["G1"]}.');
        const found = resolveAll(context.copy.state, labels);
        if (!found.success) return fromFailure(found);
        context.focus(found.data.map((c) => c.id));
        return { success: true, done: `Showing ${found.data.map((c) => c.label).join(', ')}` };
      },
    }),
  ];
}
