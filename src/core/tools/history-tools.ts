import { z } from 'zod';
import { layoutOperations, toElkGraph } from '../../shared/layout/elk-graph';
import { defineTool, type AnyTool } from '../ai/tool';
import { between } from './limits';
import type { CircuitToolContext } from './context';
import { applyEdit, failed, fromFailure } from './results';

/** The whole-circuit steps: a tidy layout, and taking back or putting back the turn's own edits. */
export function historyTools(context: CircuitToolContext): AnyTool[] {
  const copy = context.copy;
  return [
    defineTool({
      name: 'auto_layout',
      description: 'Lays the whole circuit out neatly; spacing in px.',
      mutates: true,
      input: z.object({ spacing: between(10, 400).optional() }),
      run: async ({ spacing }, { signal }) => {
        const state = copy.state;
        if (state.componentCount === 0) return failed('The circuit is empty: nothing to lay out.', 'Add parts first.');
        let layout;
        try {
          layout = await context.layout(toElkGraph(state, spacing === undefined ? {} : { spacing }));
        } catch (error) {
          console.error('[INTERNAL] auto_layout failed', error);
          return failed(
            'The layout failed; the circuit is unchanged.',
            'Go on without it, or move parts with move_component.',
          );
        }
        if (signal.aborted) return failed('Cancelled before the layout was applied.', 'Nothing was changed.');
        const moves = layoutOperations(state, layout);
        if (moves.length === 0) return { success: true, done: 'Already laid out: nothing moved' };
        return applyEdit(copy, moves, `Auto-layout (${moves.length} part${moves.length === 1 ? '' : 's'} moved)`);
      },
    }),
    defineTool({
      name: 'undo',
      description: 'Undoes your last edit of this turn.',
      mutates: true,
      input: z.object({}),
      run: () => {
        const undone = copy.undo();
        return undone.success ? { success: true, done: `Undid: ${undone.data.summary}` } : fromFailure(undone);
      },
    }),
    defineTool({
      name: 'redo',
      description: 'Redoes the edit undo took back.',
      mutates: true,
      input: z.object({}),
      run: () => {
        const redone = copy.redo();
        return redone.success ? { success: true, done: `Redid: ${redone.data.summary}` } : fromFailure(redone);
      },
    }),
  ];
}
