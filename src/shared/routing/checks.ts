import { sceneNets } from './nets';
import type { Box, Point, RouteMap, RouteScene } from './types';

/** A straight piece of a drawn wire. */
export interface Segment {
  readonly wire: string;
  readonly net: string;
  readonly a: Point;
  readonly b: Point;
}

/** What makes a schematic misleading, as found in a routed scene. */
export interface RouteFaults {
  /** A segment drawn through a part's body. */
  readonly throughBodies: { wire: string; part: string }[];
  /** Two different nets drawn along the same line for some length. */
  readonly sharedSegments: { a: string; b: string }[];
  /** A wire that bends, branches or ends on another net's wire, or runs over a pin it is not wired to. */
  readonly falseContacts: { wire: string; at: Point }[];
  /** A segment that is neither horizontal nor vertical. */
  readonly diagonal: string[];
}

const EPS = 0.5;

/** Every segment of every route, with the net it belongs to. */
export function segmentsOf(scene: RouteScene, routes: RouteMap): Segment[] {
  const netOf = new Map<string, string>();
  for (const net of sceneNets(scene)) for (const wire of net.wires) netOf.set(wire.id, net.key);
  const segments: Segment[] = [];
  for (const [wire, route] of routes) {
    const net = netOf.get(wire);
    if (net === undefined) continue;
    for (let i = 1; i < route.points.length; i++) {
      const a = route.points[i - 1]!;
      const b = route.points[i]!;
      if (Math.abs(a.x - b.x) > EPS || Math.abs(a.y - b.y) > EPS) segments.push({ wire, net, a, b });
    }
  }
  return segments;
}

/** True when a segment passes through the inside of a box (running along its edge is not inside). */
export function crossesBox(a: Point, b: Point, box: Box): boolean {
  const x0 = Math.min(a.x, b.x);
  const x1 = Math.max(a.x, b.x);
  const y0 = Math.min(a.y, b.y);
  const y1 = Math.max(a.y, b.y);
  return x1 > box.x0 + EPS && x0 < box.x1 - EPS && y1 > box.y0 + EPS && y0 < box.y1 - EPS;
}

const horizontal = (s: Segment) => Math.abs(s.a.y - s.b.y) <= EPS;

/** True when a point lies on a segment (ends included). */
export function onSegment(p: Point, s: Segment): boolean {
  if (horizontal(s))
    return Math.abs(p.y - s.a.y) <= EPS && p.x >= Math.min(s.a.x, s.b.x) - EPS && p.x <= Math.max(s.a.x, s.b.x) + EPS;
  return Math.abs(p.x - s.a.x) <= EPS && p.y >= Math.min(s.a.y, s.b.y) - EPS && p.y <= Math.max(s.a.y, s.b.y) + EPS;
}

/** The length two collinear segments share (0 when they are not on one line). */
function overlap(s: Segment, t: Segment): number {
  if (horizontal(s) !== horizontal(t)) return 0;
  if (horizontal(s)) {
    if (Math.abs(s.a.y - t.a.y) > EPS) return 0;
    return (
      Math.min(Math.max(s.a.x, s.b.x), Math.max(t.a.x, t.b.x)) -
      Math.max(Math.min(s.a.x, s.b.x), Math.min(t.a.x, t.b.x))
    );
  }
  if (Math.abs(s.a.x - t.a.x) > EPS) return 0;
  return (
    Math.min(Math.max(s.a.y, s.b.y), Math.max(t.a.y, t.b.y)) - Math.max(Math.min(s.a.y, s.b.y), Math.min(t.a.y, t.b.y))
  );
}

/**
 * Checks a routed scene for what would mislead a reader: wires through bodies, nets sharing a line,
 * a wire touching another net where it is not crossing it, and diagonal segments. The ends of a
 * wire sit on its pins, on the body's edge, which is not "through" the body.
 */
export function routeFaults(scene: RouteScene, routes: RouteMap): RouteFaults {
  const segments = segmentsOf(scene, routes);
  const faults: RouteFaults = { throughBodies: [], sharedSegments: [], falseContacts: [], diagonal: [] };
  for (const s of segments) {
    if (Math.abs(s.a.x - s.b.x) > EPS && Math.abs(s.a.y - s.b.y) > EPS) faults.diagonal.push(s.wire);
    for (const part of scene.parts)
      if (crossesBox(s.a, s.b, part.body)) faults.throughBodies.push({ wire: s.wire, part: part.id });
  }
  const pairs = new Set<string>();
  for (let i = 0; i < segments.length; i++)
    for (let j = i + 1; j < segments.length; j++) {
      const s = segments[i]!;
      const t = segments[j]!;
      if (s.net === t.net) continue;
      if (overlap(s, t) > EPS) {
        const key = [s.net, t.net].sort().join('|');
        if (!pairs.has(key)) {
          pairs.add(key);
          faults.sharedSegments.push({ a: s.wire, b: t.wire });
        }
      }
    }
  // The corners and ends of each wire may not lie on another net's segment.
  for (const [wire, route] of routes) {
    const mine = segments.find((s) => s.wire === wire)?.net;
    for (const p of route.points)
      for (const s of segments)
        if (s.net !== mine && onSegment(p, s)) {
          faults.falseContacts.push({ wire, at: p });
          break;
        }
  }
  // Nor may a wire pass over a pin of a net it is not part of.
  const wiredPins = new Map<string, string>();
  for (const net of sceneNets(scene)) for (const pin of net.pins) wiredPins.set(pin, net.key);
  for (const part of scene.parts)
    for (const pin of part.pins) {
      const net = wiredPins.get(`${part.id}:${pin.name}`);
      for (const s of segments)
        if (s.net !== net && onSegment(pin, s)) faults.falseContacts.push({ wire: s.wire, at: { x: pin.x, y: pin.y } });
    }
  return faults;
}

/**
 * The points where a net's drawn wires meet in three or four directions: where a reader must see a
 * junction dot. (Wires of one net running over each other count once.)
 */
export function branchPoints(segments: readonly Segment[]): Point[] {
  const candidates = new Map<string, Point>();
  const add = (p: Point) => candidates.set(`${p.x},${p.y}`, p);
  for (const s of segments) {
    add(s.a);
    add(s.b);
  }
  for (const s of segments)
    for (const t of segments)
      if (horizontal(s) && !horizontal(t)) {
        const p = { x: t.a.x, y: s.a.y };
        if (onSegment(p, s) && onSegment(p, t)) add(p);
      }
  const out: Point[] = [];
  for (const p of candidates.values()) {
    const directions = new Set<string>();
    for (const s of segments) {
      if (!onSegment(p, s)) continue;
      if (horizontal(s)) {
        if (Math.max(s.a.x, s.b.x) > p.x + EPS) directions.add('right');
        if (Math.min(s.a.x, s.b.x) < p.x - EPS) directions.add('left');
      } else {
        if (Math.max(s.a.y, s.b.y) > p.y + EPS) directions.add('down');
        if (Math.min(s.a.y, s.b.y) < p.y - EPS) directions.add('up');
      }
    }
    if (directions.size >= 3) out.push(p);
  }
  return out;
}
