import { CircuitState, type ComponentInstance, type Operation } from '../../../../shared/circuit';
import { touchedBy, type Touched } from '../circuit-replica';
import { toEdge, toNode, type FlowEdge, type FlowNode } from './flow-model';

/**
 * A running assistant turn's edits drawn over the circuit: its operations applied to a COPY of the
 * replica (the replica changes only from the main process's events), and what they add, change
 * and remove compared with it.
 */
export interface PreviewLayer {
  readonly turnId: string;
  /** The copy with the turn's operations applied. */
  readonly state: CircuitState;
  readonly added: ReadonlySet<string>;
  readonly changed: ReadonlySet<string>;
  readonly removed: ReadonlySet<string>;
  readonly addedWires: ReadonlySet<string>;
  readonly removedWires: ReadonlySet<string>;
  /** The replica's revision it is drawn over, and the operations drawn (a later preview goes on from them). */
  readonly baseRevision: number;
  readonly operations: readonly Operation[];
  /** What the operations that applied touched. */
  readonly touched: Touched;
}

/** Components and wires to mark for a moment (what a finished turn added or changed). */
export interface Highlight {
  readonly components: ReadonlySet<string>;
  readonly wires: ReadonlySet<string>;
}

/**
 * The preview of `operations` over `base` (the replica at `baseRevision`). Each operation is
 * applied on its own and skipped when it does not apply: the turn's edits are "on top of the
 * circuit as it was", and the circuit may have moved since (the turn's own change already
 * committed, so its parts exist; or the user edited). An operation that no longer applies shows
 * nothing rather than hiding the rest.
 *
 * Copying the circuit costs time in proportion to its size (about 100 ms at 5,000 parts), so a
 * `previous` preview of the same turn over the same revision whose operations begin the new ones
 * is carried on: only the new operations are applied, to its copy (which it then no longer owns).
 */
export function derivePreview(
  base: CircuitState,
  baseRevision: number,
  turnId: string,
  operations: readonly Operation[],
  previous?: PreviewLayer,
): PreviewLayer {
  const carried = previous !== undefined && carriesOn(previous, base, baseRevision, turnId, operations);
  const copy = carried ? undefined : CircuitState.fromCircuit(base.toJSON());
  // The replica is a valid circuit, so its copy is too; an empty layer is the safe answer otherwise.
  const state = carried ? previous.state : copy?.success ? copy.data : base;
  const components = new Set<string>(carried ? previous.touched.components : []);
  const wires = new Set<string>(carried ? previous.touched.wires : []);
  if (state !== base) {
    for (const op of operations.slice(carried ? previous.operations.length : 0)) {
      const touched = touchedBy(state, [op]);
      if (!state.apply([op]).success) continue;
      for (const id of touched.components) components.add(id);
      for (const id of touched.wires) wires.add(id);
    }
  }
  const added = new Set<string>();
  const changed = new Set<string>();
  const removed = new Set<string>();
  for (const id of components) {
    const before = base.component(id);
    const after = state.component(id);
    if (!before && after) added.add(id);
    else if (before && !after) removed.add(id);
    else if (before && after && !sameComponent(before, after)) changed.add(id);
  }
  const addedWires = new Set<string>();
  const removedWires = new Set<string>();
  for (const id of wires) {
    const before = base.wire(id);
    const after = state.wire(id);
    if (!before && after) addedWires.add(id);
    else if (before && !after) removedWires.add(id);
  }
  return {
    turnId,
    state,
    added,
    changed,
    removed,
    addedWires,
    removedWires,
    baseRevision,
    operations,
    touched: { components, wires },
  };
}

/** Whether `operations` carry on from `previous`: same turn, same circuit and revision, its operations first. */
function carriesOn(
  previous: PreviewLayer,
  base: CircuitState,
  baseRevision: number,
  turnId: string,
  operations: readonly Operation[],
): boolean {
  const count = previous.operations.length;
  return (
    previous.turnId === turnId &&
    previous.baseRevision === baseRevision &&
    previous.state !== base &&
    count <= operations.length &&
    JSON.stringify(previous.operations) === JSON.stringify(operations.slice(0, count))
  );
}

/** True when a preview shows anything. */
export function previewIsEmpty(layer: PreviewLayer): boolean {
  return (
    layer.added.size + layer.changed.size + layer.removed.size + layer.addedWires.size + layer.removedWires.size === 0
  );
}

/** What a finished turn added or changed, to highlight once its change is committed. */
export function highlightOf(layer: PreviewLayer): Highlight {
  return { components: new Set([...layer.added, ...layer.changed]), wires: new Set(layer.addedWires) };
}

function sameComponent(a: ComponentInstance, b: ComponentInstance): boolean {
  return (
    a.type === b.type &&
    a.label === b.label &&
    a.x === b.x &&
    a.y === b.y &&
    a.rotation === b.rotation &&
    JSON.stringify(a.properties) === JSON.stringify(b.properties)
  );
}

const PREVIEW_ADDED = 'cf-preview cf-preview-added';
const PREVIEW_CHANGED = 'cf-preview cf-preview-changed';
const PREVIEW_REMOVED = 'cf-preview-removed';
const HIGHLIGHT = 'cf-highlight';

/**
 * The canvas's nodes and edges with the preview drawn over them: added parts and wires are new,
 * read-only elements (not selectable, not draggable: they do not exist yet), changed ones are shown
 * as they will be, removed ones fade; `highlight` marks what a turn has just committed. Elements
 * the overlay does not touch keep their identity, so React Flow re-renders only the marked ones.
 */
export function overlayFlow(
  nodes: readonly FlowNode[],
  edges: readonly FlowEdge[],
  layer: PreviewLayer | undefined,
  highlight: Highlight | undefined,
): { nodes: FlowNode[]; edges: FlowEdge[] } {
  if (!layer && !highlight) return { nodes: nodes as FlowNode[], edges: edges as FlowEdge[] };
  const outNodes = nodes.map((node) => {
    if (layer?.removed.has(node.id)) return { ...node, className: PREVIEW_REMOVED, selectable: false };
    const after = layer?.changed.has(node.id) ? layer.state.component(node.id) : undefined;
    if (after) return readOnly(toNode(after, false), PREVIEW_CHANGED);
    if (highlight?.components.has(node.id)) return { ...node, className: HIGHLIGHT };
    return node;
  });
  const outEdges = edges.map((edge) => {
    if (layer?.removedWires.has(edge.id)) return { ...edge, className: PREVIEW_REMOVED, selectable: false };
    if (highlight?.wires.has(edge.id)) return { ...edge, className: HIGHLIGHT };
    return edge;
  });
  if (layer) {
    for (const id of layer.added) {
      const component = layer.state.component(id);
      if (component) outNodes.push(readOnly(toNode(component, false), PREVIEW_ADDED));
    }
    const type = (id: string) => layer.state.component(id);
    for (const id of layer.addedWires) {
      const wire = layer.state.wire(id);
      if (!wire) continue;
      const edge = toEdge(wire, false, type(wire.from.component), type(wire.to.component));
      outEdges.push({ ...edge, className: PREVIEW_ADDED, selectable: false, focusable: false });
    }
  }
  return { nodes: outNodes, edges: outEdges };
}

function readOnly(node: FlowNode, className: string): FlowNode {
  return { ...node, className, selectable: false, draggable: false, connectable: false };
}
