import type { CircuitState, ComponentInstance, Wire } from '../../../../shared/circuit';
import { bodyGeometry, pinPosition } from '../../../../shared/layout/geometry';
import { scenePart } from '../../../../shared/routing/scene';
import type { Box, Point, WireRoute } from '../../../../shared/routing/types';
import { pinLane } from '../flow/flow-model';
import { plainWirePath, routePath, type WireEnd } from '../flow/wire-path';
import { routeFits } from '../routing/route-fit';
import { Position } from '@xyflow/system';

/** What part of the circuit an image shows. */
export type ExportScope = 'all' | 'selection';

/** A wire as the image draws it. */
export interface ExportWire {
  readonly wire: Wire;
  /** The SVG path: along its route when it has one that fits, else the canvas's plain bend. */
  readonly path: string;
  /** The corners of the path (for the image's bounds). */
  readonly points: readonly Point[];
}

/** Everything an image shows, in canvas units, and the box around it. */
export interface ExportScene {
  readonly parts: readonly ComponentInstance[];
  readonly wires: readonly ExportWire[];
  /** Where the drawn wires branch (three or four directions meet): a dot each. */
  readonly junctions: readonly Point[];
  /** The box around every body, label, caption, wire and dot, before the margin. */
  readonly bounds: Box | undefined;
}

/** The radius of a junction dot, as on the canvas. */
export const JUNCTION_RADIUS = 3.5;

const SIDE_POSITION = { left: Position.Left, right: Position.Right, top: Position.Top, bottom: Position.Bottom };

/** A wire's end as the canvas anchors it: on its pin, leaving from the pin's side. */
function wireEnd(component: ComponentInstance, pin: string): WireEnd | undefined {
  const placed = bodyGeometry(component, component.rotation)?.pins.find((p) => p.pin.name === pin);
  if (!placed) return undefined;
  return { x: component.x + placed.x, y: component.y + placed.y, position: SIDE_POSITION[placed.side] };
}

/** The coordinates of an SVG path with absolute commands only (M, L, Q…), as points. */
export function pathPoints(d: string): Point[] {
  const numbers = (d.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi) ?? []).map(Number);
  const points: Point[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push({ x: numbers[i]!, y: numbers[i + 1]! });
  return points;
}

function drawnWire(state: CircuitState, wire: Wire, route: WireRoute | undefined): ExportWire | undefined {
  const from = state.component(wire.from.component);
  const to = state.component(wire.to.component);
  if (!from || !to) return undefined;
  if (route && routeFits(route, pinPosition(from, wire.from.pin), pinPosition(to, wire.to.pin))) {
    return { wire, path: routePath(route.points), points: route.points };
  }
  const source = wireEnd(from, wire.from.pin);
  const target = wireEnd(to, wire.to.pin);
  if (!source || !target) return undefined;
  const { lane, lanes } = pinLane(from, wire.from.pin);
  const path = plainWirePath(source, target, lane, lanes);
  return { wire, path, points: pathPoints(path) };
}

/** The directions (of four) in which drawn segments leave a point. */
function directionsAt(p: Point, routes: readonly (readonly Point[])[]): number {
  const seen = new Set<string>();
  for (const points of routes) {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      if (a.y === b.y && a.y === p.y && Math.min(a.x, b.x) <= p.x && Math.max(a.x, b.x) >= p.x) {
        if (Math.max(a.x, b.x) > p.x) seen.add('right');
        if (Math.min(a.x, b.x) < p.x) seen.add('left');
      } else if (a.x === b.x && a.x === p.x && Math.min(a.y, b.y) <= p.y && Math.max(a.y, b.y) >= p.y) {
        if (Math.max(a.y, b.y) > p.y) seen.add('down');
        if (Math.min(a.y, b.y) < p.y) seen.add('up');
      }
    }
  }
  return seen.size;
}

/**
 * The junction dots of the drawn wires: the router's junctions (each lies on one net only) where the
 * routed wires in the image still meet in three or four directions. For the whole circuit these are
 * exactly the canvas's dots; a selection loses the dots of branches it leaves out.
 */
function junctionsOf(routes: ReadonlyMap<string, WireRoute>, routed: readonly (readonly Point[])[]): Point[] {
  const candidates = new Map<string, Point>();
  for (const route of routes.values()) for (const p of route.junctions) candidates.set(`${p.x},${p.y}`, p);
  return [...candidates.values()].filter((p) => directionsAt(p, routed) >= 3);
}

function grow(box: Box | undefined, other: Box): Box {
  if (!box) return other;
  return {
    x0: Math.min(box.x0, other.x0),
    y0: Math.min(box.y0, other.y0),
    x1: Math.max(box.x1, other.x1),
    y1: Math.max(box.y1, other.y1),
  };
}

/**
 * What an image of the circuit shows: every part (or the selected ones) and the wires between the
 * parts shown, drawn along the routes the canvas uses (the same plain bend where a wire has no
 * fitting route), the junction dots, and the box around it all.
 */
export function buildExportScene(
  state: CircuitState,
  routes: ReadonlyMap<string, WireRoute>,
  scope: ExportScope,
  selection: ReadonlySet<string>,
): ExportScene {
  const parts = [...state.components()].filter(
    (c) => (scope === 'all' || selection.has(c.id)) && bodyGeometry(c, c.rotation) !== undefined,
  );
  const shown = new Set(parts.map((c) => c.id));
  const wires: ExportWire[] = [];
  const routed: (readonly Point[])[] = [];
  for (const wire of state.wires()) {
    if (!shown.has(wire.from.component) || !shown.has(wire.to.component)) continue;
    const route = routes.get(wire.id);
    const drawn = drawnWire(state, wire, route);
    if (!drawn) continue;
    wires.push(drawn);
    if (route && drawn.points === route.points) routed.push(route.points);
  }
  const junctions = junctionsOf(routes, routed);
  let bounds: Box | undefined;
  for (const component of parts) {
    const part = scenePart(component);
    if (!part) continue;
    bounds = grow(bounds, part.body);
    for (const text of part.text) bounds = grow(bounds, text);
  }
  for (const { points } of wires) for (const p of points) bounds = grow(bounds, { x0: p.x, y0: p.y, x1: p.x, y1: p.y });
  for (const p of junctions) {
    const r = JUNCTION_RADIUS;
    bounds = grow(bounds, { x0: p.x - r, y0: p.y - r, x1: p.x + r, y1: p.y + r });
  }
  return { parts, wires, junctions, bounds };
}
