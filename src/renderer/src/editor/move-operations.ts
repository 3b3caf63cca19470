import type { CircuitState, Operation } from '../../../shared/circuit';
import { snap } from '../../../shared/layout/geometry';
import { noteIdOf } from './note-nodes';

type Point = { readonly x: number; readonly y: number };

/**
 * The operations that store a finished drag, from the dragged positions by node id (components
 * and notes), snapped to the grid; what did not move is left out. The label names the one thing
 * moved, else counts them.
 */
export function moveOperations(
  state: CircuitState,
  positions: ReadonlyMap<string, Point>,
): { operations: Operation[]; label: string } {
  const operations: Operation[] = [];
  const names: string[] = [];
  let notes = 0;
  for (const [nodeId, p] of positions) {
    const x = snap(p.x);
    const y = snap(p.y);
    const noteId = noteIdOf(nodeId);
    if (noteId !== undefined) {
      const note = state.note(noteId);
      if (!note || (x === note.x && y === note.y)) continue;
      operations.push({ op: 'updateNote', id: noteId, set: { x, y } });
      notes++;
      continue;
    }
    const component = state.component(nodeId);
    if (!component || (x === component.x && y === component.y)) continue;
    operations.push({ op: 'updateComponent', id: nodeId, set: { x, y } });
    names.push(component.label);
  }
  return { operations, label: moveLabel(names, notes) };
}

function moveLabel(components: readonly string[], notes: number): string {
  if (notes === 0) return components.length === 1 ? `Move ${components[0]}` : `Move ${components.length} components`;
  if (components.length === 0) return notes === 1 ? 'Move note' : `Move ${notes} notes`;
  return `Move ${components.length + notes} items`;
}
