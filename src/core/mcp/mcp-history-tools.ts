import { z } from 'zod';
import type { DocumentService } from '../documents/document-service';
import { defineTool, type AnyTool } from '../ai/tool';
import type { ToolResult } from '../ai/messages';
import { failed, fromFailure } from '../tools/results';

/** What differs between undo and redo over MCP: the description, which entry moves, and the words. */
const STEPS = {
  undo: {
    description: 'Undoes your last change to the circuit (a change made over MCP; the user undoes their own).',
    /** The entry at the history's position is the one to take back. */
    offset: 0,
    none: { error: 'The circuit has no change to undo.', hint: 'Nothing was changed.' },
    notOurs: (label: string) => ({
      error: `The last change of the circuit, "${label}", was not made over MCP.`,
      hint: 'Only changes made over MCP can be undone here; the user undoes their own in CircuitForge.',
    }),
    done: 'Undid',
  },
  redo: {
    description: 'Redoes the change your last undo took back (made over MCP).',
    /** The entry after the history's position is the one to put back. */
    offset: 1,
    none: { error: 'There is no undone change to redo.', hint: 'Redo follows an undo.' },
    notOurs: (label: string) => ({
      error: `The next change to redo, "${label}", was not made over MCP.`,
      hint: 'Only changes made over MCP can be redone here.',
    }),
    done: 'Redid',
  },
} as const;

/**
 * `undo` and `redo` for outside agents. In a turn they move over the turn's own steps; over MCP each
 * editing call is its own change of the circuit's history, so they undo and redo those changes, and
 * only those: a change the user made in the app is theirs to undo.
 */
export function mcpHistoryTools(documents: DocumentService, circuitId: string): AnyTool[] {
  return (['undo', 'redo'] as const).map((name) =>
    defineTool({
      name,
      description: STEPS[name].description,
      mutates: true,
      input: z.object({}),
      run: () => step(documents, circuitId, name),
    }),
  );
}

function step(documents: DocumentService, circuitId: string, name: 'undo' | 'redo'): ToolResult {
  const words = STEPS[name];
  const history = documents.history(circuitId);
  if (!history.success) return fromFailure(history);
  const entry = history.data.entries.find((e) => e.index === history.data.history.position + words.offset);
  if (!entry) return failed(words.none.error, words.none.hint);
  if (entry.source !== 'mcp') {
    const refusal = words.notOurs(entry.label);
    return failed(refusal.error, refusal.hint);
  }
  const moved = name === 'undo' ? documents.undo(circuitId) : documents.redo(circuitId);
  return moved.success ? { success: true, done: `${words.done}: ${entry.label}` } : fromFailure(moved);
}
