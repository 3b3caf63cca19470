import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Operation } from '../../shared/circuit/operations';
import type { ComponentInstance } from '../../shared/circuit/types';
import { toElkGraph, type LayoutEngine } from '../../shared/layout/elk-graph';
import { componentBox, snap } from '../../shared/layout/geometry';

/** The gap left between what is on the canvas and new parts placed beside it. */
const GAP = 80;
/** Where an empty canvas starts. */
const START = { x: 40, y: 40 };

/**
 * Where new parts go so that they are clear of `placed` (the circuit's parts and the new parts that
 * have a position): right of all of them, level with the topmost; the canvas's start when there
 * is nothing yet.
 */
export function clearOrigin(placed: Iterable<ComponentInstance>): { x: number; y: number } {
  let right = -Infinity;
  let top = Infinity;
  for (const c of placed) {
    const box = componentBox(c);
    right = Math.max(right, box.x + box.width);
    top = Math.min(top, box.y);
  }
  return right === -Infinity ? { ...START } : { x: snap(right + GAP), y: snap(Math.max(top, 0)) };
}

/**
 * Lays the new parts `ids` out with ELK (left to right by their wires among themselves) from
 * `origin`, rewriting the positions of their `addComponent` operations. The operations already
 * hold a simple column placement from the same origin, so when the layout fails the parts stay
 * there (still clear of everything), with a logged warning.
 */
export async function layOutNewParts(
  operations: readonly Operation[],
  ids: ReadonlySet<string>,
  origin: { x: number; y: number },
  layout: LayoutEngine,
): Promise<Operation[]> {
  if (ids.size === 0) return [...operations];
  const components: ComponentInstance[] = [];
  for (const op of operations) if (op.op === 'addComponent' && ids.has(op.component.id)) components.push(op.component);
  const wires = operations.flatMap((op) =>
    op.op === 'addWire' && ids.has(op.wire.from.component) && ids.has(op.wire.to.component) ? [op.wire] : [],
  );
  const scratch = CircuitState.fromCircuit({ components, wires });
  if (!scratch.success) return [...operations];
  let positions: Map<string, { x: number; y: number }>;
  try {
    const laidOut = await layout(toElkGraph(scratch.data));
    positions = new Map(
      (laidOut.children ?? []).flatMap((child) =>
        child.x === undefined || child.y === undefined
          ? []
          : [[child.id, { x: snap(origin.x + child.x), y: snap(origin.y + child.y) }] as const],
      ),
    );
  } catch (error) {
    console.warn('[tools] the layout of new parts failed; they keep a simple column placement', error);
    return [...operations];
  }
  return operations.map((op) => {
    if (op.op !== 'addComponent') return op;
    const at = positions.get(op.component.id);
    return at ? { op: 'addComponent', component: { ...op.component, ...at } } : op;
  });
}
