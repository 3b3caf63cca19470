import { GRID, getDefinition } from '../../../../shared/components';
import type { CircuitState, ComponentInstance, Note, Operation, Wire } from '../../../../shared/circuit';
import { createId } from '../../../../shared/ids';

/**
 * What copy keeps: components and the wires that run between them (wires to the outside stay
 * behind), and notes.
 */
export interface ClipboardContent {
  readonly components: readonly ComponentInstance[];
  readonly wires: readonly Wire[];
  readonly notes: readonly Note[];
}

/** A paste ready to apply, with the ids of what it adds (to select them). */
export interface PasteEdit {
  readonly label: string;
  readonly operations: Operation[];
  readonly componentIds: string[];
  readonly wireIds: string[];
  readonly noteIds: string[];
}

/** The selected components, the wires among them and the selected notes; undefined when nothing is selected. */
export function copySelection(
  state: CircuitState,
  ids: Iterable<string>,
  noteIds: Iterable<string> = [],
): ClipboardContent | undefined {
  const components: ComponentInstance[] = [];
  for (const id of ids) {
    const c = state.component(id);
    if (c) components.push(c);
  }
  const notes = [...noteIds].flatMap((id) => state.note(id) ?? []);
  if (components.length === 0 && notes.length === 0) return undefined;
  const inside = new Set(components.map((c) => c.id));
  const wires = new Map<string, Wire>();
  for (const c of components) {
    for (const w of state.wiresOf(c.id)) {
      if (inside.has(w.from.component) && inside.has(w.to.component)) wires.set(w.id, w);
    }
  }
  return { components, wires: [...wires.values()], notes };
}

/**
 * Operations that add a copy of `content`, moved by `offset` grid steps on both axes, with new ids.
 * A label that is still free is kept (paste after cut); any other gets the next free label of its
 * type, so labels stay unique.
 */
export function pasteEdit(
  state: CircuitState,
  content: ClipboardContent,
  offset: number,
  newId: (prefix: string) => string = createId,
): PasteEdit {
  const taken = new Set<string>();
  const idMap = new Map<string, string>();
  const operations: Operation[] = [];
  const componentIds: string[] = [];
  for (const c of content.components) {
    const id = newId('c');
    idMap.set(c.id, id);
    componentIds.push(id);
    const prefix = getDefinition(c.type)?.labelPrefix ?? 'U';
    const label =
      state.isLabelFree(c.label) && !taken.has(c.label.toLowerCase()) ? c.label : state.nextLabel(prefix, taken);
    taken.add(label.toLowerCase());
    operations.push({
      op: 'addComponent',
      component: { ...c, id, label, x: c.x + offset * GRID * 2, y: c.y + offset * GRID * 2 },
    });
  }
  const wireIds: string[] = [];
  for (const w of content.wires) {
    const from = idMap.get(w.from.component);
    const to = idMap.get(w.to.component);
    if (from === undefined || to === undefined) continue;
    const id = newId('w');
    wireIds.push(id);
    operations.push({
      op: 'addWire',
      wire: { id, from: { component: from, pin: w.from.pin }, to: { component: to, pin: w.to.pin } },
    });
  }
  const noteIds: string[] = [];
  for (const note of content.notes) {
    const id = newId('n');
    noteIds.push(id);
    operations.push({
      op: 'addNote',
      note: { ...note, id, x: note.x + offset * GRID * 2, y: note.y + offset * GRID * 2 },
    });
  }
  const n = componentIds.length;
  const parts = [
    n === 1 ? labelOf(operations[0]) : n > 1 ? `${n} components` : '',
    noteIds.length === 1 ? 'a note' : noteIds.length > 1 ? `${noteIds.length} notes` : '',
  ].filter((p) => p !== '');
  return { label: `Paste ${parts.join(' and ')}`, operations, componentIds, wireIds, noteIds };
}

function labelOf(op: Operation | undefined): string {
  return op?.op === 'addComponent' ? op.component.label : 'component';
}
