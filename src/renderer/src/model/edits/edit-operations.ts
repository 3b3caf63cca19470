import { GRID, getDefinition, shapedDefinition, type Rotation } from '../../../../shared/components';
import type { CircuitState, ComponentInstance, Operation } from '../../../../shared/circuit';
import { createId } from '../../../../shared/ids';
import { bodyGeometry, componentBox, snap } from '../../../../shared/layout/geometry';
import { removeNotesOperations } from './note-edits';

/** An edit ready to apply: its operations and the label the history shows. */
export interface Edit {
  readonly label: string;
  readonly operations: Operation[];
}

function named(state: CircuitState, ids: readonly string[], verb: string): string {
  if (ids.length === 1) return `${verb} ${state.component(ids[0]!)?.label ?? 'component'}`;
  return `${verb} ${ids.length} components`;
}

function existing(state: CircuitState, ids: Iterable<string>): ComponentInstance[] {
  const out: ComponentInstance[] = [];
  for (const id of ids) {
    const c = state.component(id);
    if (c) out.push(c);
  }
  return out;
}

/** True when a box overlaps any placed component (with a grid step of air around it). */
function overlapsAny(state: CircuitState, x: number, y: number, width: number, height: number): boolean {
  for (const c of state.components()) {
    const box = componentBox(c);
    if (
      x < box.x + box.width + GRID &&
      box.x < x + width + GRID &&
      y < box.y + box.height + GRID &&
      box.y < y + height + GRID
    ) {
      return true;
    }
  }
  return false;
}

/**
 * A new component of `type` centred on a point, snapped to the grid, with the next free label. With
 * `avoidOverlap` (clicks in the palette), it steps down and right until it sits on free canvas, so
 * that adding several parts in a row does not stack them.
 */
export function addComponentEdit(
  state: CircuitState,
  type: string,
  centre: { x: number; y: number },
  id = createId('c'),
  avoidOverlap = false,
  properties: ComponentInstance['properties'] = {},
): Edit | undefined {
  const registered = getDefinition(type);
  if (!registered) return undefined;
  // A subcircuit's body follows its pins.
  const definition = shapedDefinition(registered, properties);
  const label = state.nextLabel(definition.labelPrefix);
  let x = snap(centre.x - definition.width / 2);
  let y = snap(centre.y - definition.height / 2);
  for (
    let step = 0;
    avoidOverlap && step < 50 && overlapsAny(state, x, y, definition.width, definition.height);
    step++
  ) {
    x += 2 * GRID;
    y += 2 * GRID;
  }
  const component: ComponentInstance = { id, type, label, x, y, rotation: 0, properties };
  return { label: `Add ${label}`, operations: [{ op: 'addComponent', component }] };
}

/** Deletes components (their wires go with them), wires and notes. */
export function deleteEdit(
  state: CircuitState,
  componentIds: Iterable<string>,
  wireIds: Iterable<string>,
  noteIds: Iterable<string> = [],
): Edit | undefined {
  const components = existing(state, componentIds);
  const removed = new Set(components.map((c) => c.id));
  const wires = [...wireIds].filter((id) => {
    const w = state.wire(id);
    return w !== undefined && !removed.has(w.from.component) && !removed.has(w.to.component);
  });
  const notes = removeNotesOperations(state, noteIds);
  if (components.length === 0 && wires.length === 0 && notes.length === 0) return undefined;
  const operations: Operation[] = [
    ...wires.map((id) => ({ op: 'removeWire' as const, id })),
    ...components.map((c) => ({ op: 'removeComponent' as const, id: c.id })),
    ...notes,
  ];
  const parts = [
    components.length === 1 ? components[0]!.label : components.length > 1 ? `${components.length} components` : '',
    wires.length === 1 ? 'a wire' : wires.length > 1 ? `${wires.length} wires` : '',
    notes.length === 1 ? 'a note' : notes.length > 1 ? `${notes.length} notes` : '',
  ].filter((p) => p !== '');
  return { label: `Delete ${parts.join(' and ')}`, operations };
}

/** Moves components and notes by a number of grid steps. */
export function nudgeEdit(
  state: CircuitState,
  ids: Iterable<string>,
  dx: number,
  dy: number,
  noteIds: Iterable<string> = [],
): Edit | undefined {
  const components = existing(state, ids);
  const notes = [...noteIds].flatMap((id) => state.note(id) ?? []);
  if (components.length + notes.length === 0 || (dx === 0 && dy === 0)) return undefined;
  const operations: Operation[] = [
    ...components.map((c) => ({
      op: 'updateComponent' as const,
      id: c.id,
      set: { x: c.x + dx * GRID, y: c.y + dy * GRID },
    })),
    ...notes.map((n) => ({ op: 'updateNote' as const, id: n.id, set: { x: n.x + dx * GRID, y: n.y + dy * GRID } })),
  ];
  const label =
    notes.length === 0
      ? named(
          state,
          components.map((c) => c.id),
          'Move',
        )
      : components.length === 0
        ? notes.length === 1
          ? 'Move note'
          : `Move ${notes.length} notes`
        : `Move ${components.length + notes.length} items`;
  return { label, operations };
}

/** Rotates each component a quarter turn clockwise about its own centre. */
export function rotateEdit(state: CircuitState, ids: Iterable<string>): Edit | undefined {
  const components = existing(state, ids);
  if (components.length === 0) return undefined;
  const operations: Operation[] = components.map((c) => {
    const rotation = ((c.rotation + 90) % 360) as Rotation;
    const before = bodyGeometry(c, c.rotation)!;
    const after = bodyGeometry(c, rotation)!;
    const x = snap(c.x + before.width / 2 - after.width / 2);
    const y = snap(c.y + before.height / 2 - after.height / 2);
    return { op: 'updateComponent', id: c.id, set: { rotation, x, y } };
  });
  return {
    label: named(
      state,
      components.map((c) => c.id),
      'Rotate',
    ),
    operations,
  };
}
