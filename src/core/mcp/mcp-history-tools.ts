import { z } from 'zod';
import type { DocumentService } from '../documents/document-service';
import { defineTool, type AnyTool } from '../ai/tool';
import { failed, fromFailure } from '../tools/results';

/**
 * `undo` and `redo` for outside agents. In a turn they move over the turn's own steps; over MCP each
 * editing call is its own change of the circuit's history, so they undo and redo those changes, and
 * only those: a change the user made in the app is theirs to undo.
 */
export function mcpHistoryTools(documents: DocumentService, circuitId: string): AnyTool[] {
  return [
    defineTool({
      name: 'undo',
      description: 'Undoes your last change to the circuit (a change made over MCP; the user undoes their own).',
      mutates: true,
      input: z.object({}),
      run: () => {
        const history = documents.history(circuitId);
        if (!history.success) return fromFailure(history);
        const last = history.data.entries.find((entry) => entry.index === history.data.history.position);
        if (!last) return failed('The circuit has no change to undo.', 'Nothing was changed.');
        if (last.source !== 'mcp') {
          return failed(
            `The last change of the circuit, "${last.label}", was not made over MCP.`,
            'Only changes made over MCP can be undone here; the user undoes their own in CircuitForge.',
          );
        }
        const undone = documents.undo(circuitId);
        return undone.success ? { success: true, done: `Undid: ${last.label}` } : fromFailure(undone);
      },
    }),
    defineTool({
      name: 'redo',
      description: 'Redoes the change your last undo took back (made over MCP).',
      mutates: true,
      input: z.object({}),
      run: () => {
        const history = documents.history(circuitId);
        if (!history.success) return fromFailure(history);
        const next = history.data.entries.find((entry) => entry.index === history.data.history.position + 1);
        if (!next) return failed('There is no undone change to redo.', 'Redo follows an undo.');
        if (next.source !== 'mcp') {
          return failed(
            `The next change to redo, "${next.label}", was not made over MCP.`,
            'Only changes made over MCP can be redone here.',
          );
        }
        const redone = documents.redo(circuitId);
        return redone.success ? { success: true, done: `Redid: ${next.label}` } : fromFailure(redone);
      },
    }),
  ];
}
