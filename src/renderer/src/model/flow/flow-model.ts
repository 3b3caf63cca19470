import type { Edge, Node, NodeHandle } from '@xyflow/react';
import { Position } from '@xyflow/system';
import {
  definitionFor,
  getDefinition,
  shapeKey,
  type PartOfType,
  type PinDefinition,
  type PinSide,
} from '../../../../shared/components';
import type { CircuitState, ComponentInstance, Note, Wire } from '../../../../shared/circuit';
import type { Touched } from '../circuit-replica';
import { bodyGeometry } from '../../../../shared/layout/geometry';
import { noteNodeId, toNoteNode, type NoteFlowNode, type NoteSize } from './note-nodes';

/** Data of a canvas node: the component it draws. */
export interface ComponentNodeData extends Record<string, unknown> {
  readonly component: ComponentInstance;
}

/** A React Flow node of a component; its `type` is the registry family. */
export type ComponentFlowNode = Node<ComponentNodeData>;
/** A node of the canvas: a component's or a note's. */
export type FlowNode = ComponentFlowNode | NoteFlowNode;
/**
 * Data of a wire's edge: the lane of its driving pin, its place among the pins on the same side of
 * the body (0 = first from the top or left) out of `lanes`. Wires leaving neighbouring pins turn at
 * different places by it, so they do not run on top of each other.
 */
export interface WireEdgeData extends Record<string, unknown> {
  readonly lane: number;
  readonly lanes: number;
  /**
   * Neither end is a logic pin (an LED's cathode to a resistor, a resistor to GND): the wire carries
   * current, not a logic value, so "undriven" (Z) is not shown on it.
   */
  readonly electrical: boolean;
  /** Bits the wire carries: over 1 it is a bus, drawn thick with its width and value. */
  readonly bits: number;
}

/** A React Flow edge of a wire: source is the wire's `from` (driving) side. */
export type FlowEdge = Edge<WireEdgeData, 'wire'>;

const SIDE_POSITION: Record<PinSide, Position> = {
  left: Position.Left,
  right: Position.Right,
  top: Position.Top,
  bottom: Position.Bottom,
};

/**
 * Handle bounds given to React Flow up front, so that it never measures handles in the DOM and can
 * draw a wire to a node it has not rendered (onlyRenderVisibleElements). The 1×1 box is placed so
 * that React Flow's anchor for its side lands exactly on the pin.
 */
function handlesOf(component: ComponentInstance): NodeHandle[] {
  const geometry = bodyGeometry(component, component.rotation);
  if (!geometry) return [];
  return geometry.pins.map(({ pin, x, y, side }) => ({
    id: pin.name,
    // Every pin is a "source": with ConnectionMode.Loose a wire may start or end on any pin, and
    // React Flow looks a wire's source handle up among sources only.
    type: 'source',
    position: SIDE_POSITION[side],
    width: 1,
    height: 1,
    x: side === 'right' ? x - 1 : side === 'left' ? x : x - 0.5,
    y: side === 'bottom' ? y - 1 : side === 'top' ? y : y - 0.5,
  }));
}

/** The React Flow node of a component. */
export function toNode(
  component: ComponentInstance,
  selected: boolean,
  position?: { x: number; y: number },
): ComponentFlowNode {
  const geometry = bodyGeometry(component, component.rotation);
  const width = geometry?.width ?? 40;
  const height = geometry?.height ?? 40;
  return {
    id: component.id,
    type: geometry?.definition.family ?? 'block',
    position: position ?? { x: component.x, y: component.y },
    data: { component },
    width,
    height,
    measured: { width, height },
    handles: handlesOf(component),
    selected,
    domAttributes: { 'data-type': component.type, 'data-label': component.label },
  } as ComponentFlowNode;
}

const laneCache = new Map<string, { lane: number; lanes: number }>();
const ONE_LANE = { lane: 0, lanes: 1 } as const;

/** A part at a wire's end: its type (for parts whose pins never change) or the part itself. */
export type WireEndPart = string | PartOfType | undefined;

function partKey(part: WireEndPart): string | undefined {
  return part === undefined ? undefined : typeof part === 'string' ? part : shapeKey(part);
}

function partPins(part: WireEndPart): readonly PinDefinition[] {
  if (part === undefined) return [];
  return (typeof part === 'string' ? getDefinition(part) : definitionFor(part))?.pins ?? [];
}

/** The lane of a pin of a part (see {@link WireEdgeData}); one lane when the pin is unknown. */
export function pinLane(part: WireEndPart, pin: string): { lane: number; lanes: number } {
  const partKeyText = partKey(part);
  if (partKeyText === undefined) return ONE_LANE;
  const key = `${partKeyText}.${pin}`;
  let lane = laneCache.get(key);
  if (lane === undefined) {
    const pins = partPins(part);
    const own = pins.find((p) => p.name === pin);
    const along = (p: { x: number; y: number }) => (own?.side === 'left' || own?.side === 'right' ? p.y : p.x);
    const side = own ? pins.filter((p) => p.side === own.side).sort((a, b) => along(a) - along(b)) : [];
    lane = own ? { lane: side.indexOf(own), lanes: side.length } : ONE_LANE;
    laneCache.set(key, lane);
  }
  return lane;
}

/** True when a pin of a part carries logic values (an input or an output). */
function isLogicPin(part: WireEndPart, pin: string): boolean {
  const direction = partPins(part).find((p) => p.name === pin)?.direction;
  return direction === undefined || direction === 'input' || direction === 'output';
}

const dataCache = new Map<string, WireEdgeData>();

/** The data of a wire's edge, shared by every wire between the same kinds of pins. */
export function wireEdgeData(wire: Wire, sourceType?: WireEndPart, targetType?: WireEndPart): WireEdgeData {
  const key = `${partKey(sourceType)}.${wire.from.pin}>${partKey(targetType)}.${wire.to.pin}`;
  let data = dataCache.get(key);
  if (data === undefined) {
    const electrical = !isLogicPin(sourceType, wire.from.pin) && !isLogicPin(targetType, wire.to.pin);
    const bits = partPins(sourceType).find((p) => p.name === wire.from.pin)?.width ?? 1;
    data = { ...pinLane(sourceType, wire.from.pin), electrical, bits };
    dataCache.set(key, data);
  }
  return data;
}

/** The React Flow edge of a wire, given the types of the components at its two ends. */
export function toEdge(wire: Wire, selected: boolean, sourceType?: WireEndPart, targetType?: WireEndPart): FlowEdge {
  return {
    id: wire.id,
    type: 'wire',
    source: wire.from.component,
    sourceHandle: wire.from.pin,
    target: wire.to.component,
    targetHandle: wire.to.pin,
    selected,
    data: wireEdgeData(wire, sourceType, targetType),
  };
}

/** What the canvas shows besides the circuit: the selection and positions of a drag in progress. */
export interface ViewState {
  readonly selectedComponents: ReadonlySet<string>;
  readonly selectedWires: ReadonlySet<string>;
  /** Ids of the selected notes (note ids, not node ids). */
  readonly selectedNotes: ReadonlySet<string>;
  /** Positions shown instead of the stored ones (a drag not yet stored), by node id. */
  readonly positions: ReadonlyMap<string, { x: number; y: number }>;
  /** The sizes React Flow measured for note nodes, by node id. */
  readonly noteSizes?: ReadonlyMap<string, NoteSize>;
}

/**
 * The React Flow nodes and edges of a circuit, kept in step with it change by change: only the
 * objects of what changed are replaced, so React Flow (which compares node objects by reference)
 * re-renders only those.
 */
export class FlowModel {
  private readonly nodeById = new Map<string, FlowNode>();
  private readonly edgeById = new Map<string, FlowEdge>();
  private nodeList: FlowNode[] = [];
  private edgeList: FlowEdge[] = [];

  get nodes(): readonly FlowNode[] {
    return this.nodeList;
  }

  get edges(): readonly FlowEdge[] {
    return this.edgeList;
  }

  /** Rebuilds everything from a circuit. */
  reset(state: CircuitState | undefined, view: ViewState): void {
    this.nodeById.clear();
    this.edgeById.clear();
    if (state) {
      for (const c of state.components()) this.nodeById.set(c.id, this.buildNode(c, view));
      for (const w of state.wires()) this.edgeById.set(w.id, this.buildEdge(state, w, view));
      for (const n of state.notes()) this.nodeById.set(noteNodeId(n.id), this.buildNoteNode(n, view));
    }
    this.nodeList = [...this.nodeById.values()];
    this.edgeList = [...this.edgeById.values()];
  }

  /**
   * Brings the touched components, wires and notes in line with the circuit and the view. Also how a
   * selection or drag change reaches the nodes: sync exactly the ids whose view changed.
   */
  sync(state: CircuitState, touched: Touched, view: ViewState): void {
    let nodesChanged = false;
    for (const id of touched.components) {
      const component = state.component(id);
      if (component) this.nodeById.set(id, this.buildNode(component, view));
      else this.nodeById.delete(id);
      nodesChanged = true;
    }
    for (const id of touched.notes ?? []) {
      const note = state.note(id);
      if (note) this.nodeById.set(noteNodeId(id), this.buildNoteNode(note, view));
      else this.nodeById.delete(noteNodeId(id));
      nodesChanged = true;
    }
    let edgesChanged = false;
    for (const id of touched.wires) {
      const wire = state.wire(id);
      if (wire) this.edgeById.set(id, this.buildEdge(state, wire, view));
      else this.edgeById.delete(id);
      edgesChanged = true;
    }
    if (nodesChanged) this.nodeList = [...this.nodeById.values()];
    if (edgesChanged) this.edgeList = [...this.edgeById.values()];
  }

  private buildNode(component: ComponentInstance, view: ViewState): FlowNode {
    return toNode(component, view.selectedComponents.has(component.id), view.positions.get(component.id));
  }

  private buildNoteNode(note: Note, view: ViewState): NoteFlowNode {
    const nodeId = noteNodeId(note.id);
    return toNoteNode(note, view.selectedNotes.has(note.id), view.positions.get(nodeId), view.noteSizes?.get(nodeId));
  }

  private buildEdge(state: CircuitState, wire: Wire, view: ViewState): FlowEdge {
    const type = (id: string) => state.component(id);
    return toEdge(wire, view.selectedWires.has(wire.id), type(wire.from.component), type(wire.to.component));
  }
}
