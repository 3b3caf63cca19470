import { bendOperations, type CircuitState, type Operation } from '../../../../shared/circuit';
import { snap } from '../../../../shared/layout/geometry';
import { noteIdOf } from '../flow/note-nodes';

type Point = { readonly x: number; readonly y: number };

/**
 * The operations that store a finished drag, from the dragged positions by node id (components
 * and notes), snapped to the grid; what did not move is left out. A wire bent by hand whose two
 * ends moved by the same step moves its corners with them. The label names the one thing moved,
 * else counts them.
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
  operations.push(...bendsCarried(state, operations));
  return { operations, label: moveLabel(names, notes) };
}

/** For each bent wire whose two parts moved by the same step, the edit moving its corners too. */
function bendsCarried(state: CircuitState, moves: readonly Operation[]): Operation[] {
  const steps = new Map<string, { dx: number; dy: number }>();
  for (const op of moves) {
    if (op.op !== 'updateComponent') continue;
    const component = state.component(op.id);
    if (!component) continue;
    steps.set(op.id, { dx: (op.set.x ?? component.x) - component.x, dy: (op.set.y ?? component.y) - component.y });
  }
  const out: Operation[] = [];
  const seen = new Set<string>();
  for (const id of steps.keys())
    for (const wire of state.wiresOf(id)) {
      if (seen.has(wire.id) || !wire.waypoints) continue;
      seen.add(wire.id);
      const a = steps.get(wire.from.component);
      const b = steps.get(wire.to.component);
      if (!a || !b || a.dx !== b.dx || a.dy !== b.dy) continue;
      out.push(
        ...bendOperations(
          state,
          wire.id,
          wire.waypoints.map((p) => ({ x: p.x + a.dx, y: p.y + a.dy })),
        ),
      );
    }
  return out;
}

function moveLabel(components: readonly string[], notes: number): string {
  if (notes === 0) return components.length === 1 ? `Move ${components[0]}` : `Move ${components.length} components`;
  if (components.length === 0) return notes === 1 ? 'Move note' : `Move ${notes} notes`;
  return `Move ${components.length + notes} items`;
}
