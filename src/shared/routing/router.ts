import { DX, DY, OUTWARD, PITCH, RoutingGrid, type GridBounds } from './grid';
import { pinKey, sceneNets, type SceneNet } from './nets';
import { plainPath, polyline, treePath } from './paths';
import { ANY_DIRECTION, SearchSpace, type SearchStart } from './search';
import type { Box, Point, RouteScene, ScenePart, ScenePin, SceneWire, WireRoute } from './types';

/** Grid points kept free around the parts, so wires can go round the outermost ones. */
const MARGIN = 6;
/** Extra room when a grid is made, so moving parts a little does not make a new one. */
const ROOM = 40;
/** Beyond this many grid points the circuit is drawn with plain wires (the search space would be too big). */
export const MAX_CELLS = 1_500_000;
/** When more parts than this share of the circuit changed, routing everything again is simpler. */
const FULL_SHARE = 0.25;

/** What changed in the routes after an update: only these wires need drawing again. */
export interface RouteUpdate {
  readonly changed: ReadonlyMap<string, WireRoute>;
  readonly removed: readonly string[];
  /** True when every wire was routed from scratch. */
  readonly full: boolean;
  /** Why the wires are drawn plain, when the circuit is too large to route. */
  readonly skipped?: string;
}

interface PlacedPin extends ScenePin {
  readonly num: number;
  readonly cell: number;
  readonly front: number;
  readonly outward: number;
}

interface PartState {
  readonly part: ScenePart;
  readonly pins: ReadonlyMap<string, PlacedPin>;
}

interface NetState {
  readonly num: number;
  readonly net: SceneNet;
  /** Edges used, as `cell * 2 + axis` (axis 0: to the right, 1: downwards). */
  readonly edges: number[];
  readonly points: Set<number>;
}

const sameBox = (a: Box, b: Box) => a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;

/** True when a part is where it was, the same shape, with the same pins (compared without allocating). */
function samePart(a: ScenePart, b: ScenePart): boolean {
  if (!sameBox(a.body, b.body) || a.text.length !== b.text.length || a.pins.length !== b.pins.length) return false;
  for (let i = 0; i < a.text.length; i++) if (!sameBox(a.text[i]!, b.text[i]!)) return false;
  for (let i = 0; i < a.pins.length; i++) {
    const p = a.pins[i]!;
    const q = b.pins[i]!;
    if (p.x !== q.x || p.y !== q.y || p.side !== q.side || p.name !== q.name) return false;
  }
  return true;
}

const samePoints = (a: readonly Point[] | undefined, b: readonly Point[] | undefined): boolean =>
  (a?.length ?? 0) === (b?.length ?? 0) && (a ?? []).every((p, i) => p.x === b![i]!.x && p.y === b![i]!.y);

/** True when two wire lists are the same wires (and waypoints) in the same order. */
function sameWires(a: readonly SceneWire[], b: readonly SceneWire[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const v = a[i]!;
    const w = b[i]!;
    if (
      v.id !== w.id ||
      v.from.part !== w.from.part ||
      v.from.pin !== w.from.pin ||
      v.to.part !== w.to.part ||
      v.to.pin !== w.to.pin ||
      !samePoints(v.waypoints, w.waypoints)
    )
      return false;
  }
  return true;
}

const opposite = (dir: number) => (dir + 2) % 4;

/**
 * Routes wires orthogonally on the editor's grid, around bodies and text, each net as a tree with
 * a junction at every branch, different nets never sharing a segment and crossing only at right
 * angles. Keeps its state between updates: after a change only the nets on the changed parts, and
 * those the changed parts now sit on, are routed again; the rest keep their routes.
 */
export class WireRouter {
  private grid: RoutingGrid | undefined;
  private space: SearchSpace | undefined;
  private parts = new Map<string, PartState>();
  private nets = new Map<string, NetState>();
  private readonly pinNums = new Map<string, number>();
  private pinNet: number[] = [];
  private nextNet = 1;
  private current = new Map<string, WireRoute>();
  private byNum = new Map<number, NetState>();
  private byNumOf: ReadonlyMap<string, NetState> | undefined;
  /** The wires of the last scene: when the next has the same, its nets are the same too. */
  private wires: readonly SceneWire[] = [];

  /** Search counters since the router was made (for the benchmark). */
  stats(): { expansions: number; searches: number; failures: number } {
    return { ...(this.space?.stats ?? { expansions: 0, searches: 0, failures: 0 }) };
  }

  /** Every wire's route after the last update. */
  routes(): ReadonlyMap<string, WireRoute> {
    return this.current;
  }

  /** Routes a scene, reusing what it can from the previous one. */
  update(scene: RouteScene): RouteUpdate {
    const bounds = sceneBounds(scene);
    const changedParts = new Set<string>();
    const ids = new Set<string>();
    for (const part of scene.parts) {
      ids.add(part.id);
      const placed = this.parts.get(part.id);
      if (!placed || !samePart(placed.part, part)) changedParts.add(part.id);
    }
    for (const id of this.parts.keys()) if (!ids.has(id)) changedParts.add(id);
    const grid = this.grid;
    const fits =
      grid !== undefined &&
      bounds !== undefined &&
      bounds.gx0 >= grid.bounds.gx0 &&
      bounds.gy0 >= grid.bounds.gy0 &&
      bounds.gx1 <= grid.bounds.gx1 &&
      bounds.gy1 <= grid.bounds.gy1;
    if (!fits || changedParts.size > Math.max(8, scene.parts.length * FULL_SHARE)) return this.full(scene, bounds);
    return this.incremental(scene, changedParts);
  }

  private full(scene: RouteScene, bounds: GridBounds | undefined): RouteUpdate {
    const previous = this.current;
    this.parts = new Map();
    this.nets = new Map();
    this.current = new Map();
    this.grid = undefined;
    this.space = undefined;
    const room = bounds && {
      gx0: bounds.gx0 - ROOM,
      gy0: bounds.gy0 - ROOM,
      gx1: bounds.gx1 + ROOM,
      gy1: bounds.gy1 + ROOM,
    };
    const cells = room ? (room.gx1 - room.gx0 + 1) * (room.gy1 - room.gy0 + 1) : 0;
    let skipped: string | undefined;
    if (room && cells <= MAX_CELLS) {
      this.grid = new RoutingGrid(room);
      this.space = new SearchSpace(this.grid);
    } else if (room)
      skipped = `the circuit spans ${cells.toLocaleString('en')} grid points (routing stops at ${MAX_CELLS.toLocaleString('en')})`;
    for (const part of scene.parts) this.place(part);
    const nets = sceneNets(scene);
    this.wires = scene.wires;
    const states = nets.map((net) => ({ num: this.nextNet++, net, edges: [], points: new Set<number>() }));
    for (const state of states) this.nets.set(state.net.key, state);
    this.assignPins();
    for (const state of byLength(states, this.parts)) this.routeNet(state);
    const removed = [...previous.keys()].filter((id) => !this.current.has(id));
    return { changed: new Map(this.current), removed, full: true, ...(skipped ? { skipped } : {}) };
  }

  private incremental(scene: RouteScene, changedParts: Set<string>): RouteUpdate {
    const grid = this.grid!;
    const sceneParts = new Map<string, ScenePart>();
    for (const part of scene.parts) if (changedParts.has(part.id)) sceneParts.set(part.id, part);
    const dirty = new Set<NetState>();
    const touched = new Set<number>();
    // Take the changed parts off the grid, and put their new places on it.
    for (const id of changedParts) {
      const old = this.parts.get(id);
      if (old) this.unplace(old);
      const part = sceneParts.get(id);
      if (!part) continue;
      const placed = this.place(part);
      for (const cell of coveredCells(grid, placed)) touched.add(cell);
    }
    // Nets are regrouped from the wires (when they changed); a net whose wires changed is new.
    const wiresChanged = !sameWires(this.wires, scene.wires);
    if (wiresChanged) {
      const next = new Map<string, NetState>();
      for (const net of sceneNets(scene)) {
        const existing = this.nets.get(net.key);
        if (existing) next.set(net.key, { ...existing, net });
        else {
          const state: NetState = { num: this.nextNet++, net, edges: [], points: new Set() };
          next.set(net.key, state);
          dirty.add(state);
        }
      }
      for (const [key, state] of this.nets) if (!next.has(key)) this.release(state);
      // A wire bent (or given back to the router) keeps its net but must be drawn again.
      const before = new Map(this.wires.map((w) => [w.id, w]));
      for (const state of next.values())
        if (state.net.wires.some((w) => before.has(w.id) && !samePoints(before.get(w.id)!.waypoints, w.waypoints)))
          dirty.add(state);
      this.nets = next;
      this.wires = scene.wires;
    }
    if (wiresChanged || this.pinNet.length !== this.pinNums.size) this.assignPins();
    // The nets on a changed part, and those lying where a changed part now is, are routed again.
    const byNum = this.netsByNum();
    for (const id of changedParts)
      for (const pin of this.parts.get(id)?.pins.values() ?? []) {
        const state = byNum.get(this.pinNet[pin.num] ?? 0);
        if (state) dirty.add(state);
      }
    for (const cell of touched)
      for (const num of [grid.pointOwner[cell]!, grid.pointCross[cell]!]) {
        const state = num === 0 ? undefined : byNum.get(num);
        if (state) dirty.add(state);
      }
    for (const state of dirty) this.release(state);
    const changed = new Map<string, WireRoute>();
    for (const state of byLength([...dirty], this.parts)) {
      for (const [id, route] of this.routeNet(state)) changed.set(id, route);
    }
    let removed: string[] = [];
    if (wiresChanged) {
      const wireIds = new Set(scene.wires.map((w) => w.id));
      removed = [...this.current.keys()].filter((id) => !wireIds.has(id));
      for (const id of removed) this.current.delete(id);
    }
    return { changed, removed, full: false };
  }

  /** The nets by number (made again only when the nets changed). */
  private netsByNum(): ReadonlyMap<number, NetState> {
    if (this.byNumOf !== this.nets) {
      this.byNumOf = this.nets;
      this.byNum = new Map([...this.nets.values()].map((s) => [s.num, s]));
    }
    return this.byNum;
  }

  /** Puts a part on the grid: its body and text block, the points at and in front of its pins are reserved. */
  private place(part: ScenePart): PartState {
    const grid = this.grid;
    const pins = new Map<string, PlacedPin>();
    if (grid) {
      grid.cover(part.body, 1);
      for (const text of part.text) grid.cover(text, 1, 'text');
    }
    for (const pin of part.pins) {
      const key = pinKey(part.id, pin.name);
      let num = this.pinNums.get(key);
      if (num === undefined) this.pinNums.set(key, (num = this.pinNums.size));
      const outward = OUTWARD[pin.side];
      const cell = grid ? grid.cellAt(pin.x, pin.y) : -1;
      const front = grid ? grid.cellAt(pin.x + DX[outward]! * PITCH, pin.y + DY[outward]! * PITCH) : -1;
      if (grid && cell >= 0 && front >= 0) {
        grid.reserved[cell] = num + 1;
        grid.reserved[front] = num + 1;
      }
      pins.set(pin.name, { ...pin, num, cell, front, outward });
    }
    const state: PartState = { part, pins };
    this.parts.set(part.id, state);
    return state;
  }

  private unplace(state: PartState): void {
    const grid = this.grid!;
    grid.cover(state.part.body, -1);
    for (const text of state.part.text) grid.cover(text, -1, 'text');
    for (const pin of state.pins.values())
      for (const cell of [pin.cell, pin.front])
        if (cell >= 0 && grid.reserved[cell] === pin.num + 1) grid.reserved[cell] = 0;
    this.parts.delete(state.part.id);
  }

  private assignPins(): void {
    this.pinNet = new Array<number>(this.pinNums.size).fill(0);
    for (const state of this.nets.values())
      for (const key of state.net.pins) {
        const num = this.pinNums.get(key);
        if (num !== undefined) this.pinNet[num] = state.num;
      }
  }

  private release(state: NetState): void {
    const grid = this.grid;
    if (grid) {
      for (const edge of state.edges) {
        const cell = edge >> 1;
        if ((edge & 1) === 0) {
          if (grid.hEdge[cell] === state.num) grid.hEdge[cell] = 0;
        } else if (grid.vEdge[cell] === state.num) grid.vEdge[cell] = 0;
      }
      for (const cell of state.points) grid.release(cell, state.num);
    }
    state.edges.length = 0;
    state.points.clear();
  }

  private pin(key: string): PlacedPin | undefined {
    const at = key.lastIndexOf(':');
    return this.parts.get(key.slice(0, at))?.pins.get(key.slice(at + 1));
  }

  /** Routes one net as a tree from its first pin, nearest pins first; returns its wires' routes. */
  private routeNet(state: NetState): Map<string, WireRoute> {
    const { grid, space } = this;
    const terminals = state.net.pins.map((key) => this.pin(key)).filter((p): p is PlacedPin => p !== undefined);
    const connected = new Set<number>();
    const manual = new Map<string, number[]>();
    if (grid && space && terminals.length >= 2 && terminals.every((t) => t.cell >= 0 && t.front >= 0)) {
      const pinPoints = new Set(terminals.map((t) => t.cell));
      const branchFrom: SearchStart[] = [];
      const add = (path: readonly number[]) => {
        for (const cell of this.commit(state, path))
          if (!pinPoints.has(cell) && grid.pointOwner[cell] === state.num && grid.pointCross[cell] === 0)
            branchFrom.push({ cell, dir: ANY_DIRECTION });
      };
      // Wires bent by hand go where their waypoints say; the rest of the net branches off them.
      for (const wire of state.net.wires) {
        if (!wire.waypoints || wire.waypoints.length === 0) continue;
        const from = this.pin(pinKey(wire.from.part, wire.from.pin));
        const to = this.pin(pinKey(wire.to.part, wire.to.pin));
        const cells = from && to ? manualCells(grid, from, wire.waypoints, to) : undefined;
        if (!cells || !from || !to) continue;
        add(cells);
        manual.set(wire.id, cells);
        connected.add(from.num);
        connected.add(to.num);
      }
      const pending = terminals.filter((t) => !connected.has(t.num));
      const seed = connected.size === 0 ? pending.shift() : undefined;
      if (seed) connected.add(seed.num);
      const anchor = seed ?? terminals[0]!;
      pending.sort(
        (a, b) =>
          Math.abs(a.x - anchor.x) + Math.abs(a.y - anchor.y) - (Math.abs(b.x - anchor.x) + Math.abs(b.y - anchor.y)),
      );
      const open = (pin: PlacedPin) => grid.blocked[pin.front] === 0 && grid.blocked[pin.cell]! <= 1;
      for (const terminal of pending) {
        // A pin under another part's body cannot be reached.
        if (!open(terminal) || (seed && !open(seed))) continue;
        const starts = branchFrom.length === 0 && seed ? [{ cell: seed.cell, dir: seed.outward }] : branchFrom;
        const path = space.find(
          state.num,
          starts,
          { cell: terminal.cell, inward: opposite(terminal.outward) },
          this.pinNet,
        );
        if (!path) continue;
        add(path);
        connected.add(terminal.num);
      }
    }
    return this.drawNet(state, connected, manual);
  }

  /** Adds a path to a net's tree; returns the points that are new to it. */
  private commit(state: NetState, path: readonly number[]): number[] {
    const grid = this.grid!;
    const added: number[] = [];
    for (let i = 0; i < path.length; i++) {
      const cell = path[i]!;
      if (!state.points.has(cell)) {
        state.points.add(cell);
        grid.occupy(cell, state.num);
        added.push(cell);
      }
      if (i === 0) continue;
      const before = path[i - 1]!;
      const low = Math.min(before, cell);
      const axis = Math.abs(cell - before) === 1 ? 0 : 1;
      if (axis === 0) grid.hEdge[low] = state.num;
      else grid.vEdge[low] = state.num;
      state.edges.push(low * 2 + axis);
    }
    return added;
  }

  /** Each wire's path through its net's tree, the tree's branch points given out as junctions. */
  private drawNet(
    state: NetState,
    connected: ReadonlySet<number>,
    manual: ReadonlyMap<string, readonly number[]>,
  ): Map<string, WireRoute> {
    const grid = this.grid;
    const adjacency = new Map<number, number[]>();
    for (const edge of state.edges) {
      const a = edge >> 1;
      const b = (edge & 1) === 0 ? a + 1 : a + grid!.width;
      (adjacency.get(a) ?? adjacency.set(a, []).get(a)!).push(b);
      (adjacency.get(b) ?? adjacency.set(b, []).get(b)!).push(a);
    }
    const branches = new Set([...adjacency].filter(([, next]) => next.length >= 3).map(([cell]) => cell));
    const out = new Map<string, WireRoute>();
    for (const wire of state.net.wires) {
      const from = this.pin(pinKey(wire.from.part, wire.from.pin));
      const to = this.pin(pinKey(wire.to.part, wire.to.pin));
      if (!from || !to) continue;
      const cells =
        manual.get(wire.id) ??
        (grid && connected.has(from.num) && connected.has(to.num)
          ? treePath(adjacency, from.cell, to.cell)
          : undefined);
      let route: WireRoute;
      if (cells && grid) {
        const junctions: Point[] = [];
        for (const cell of cells) if (branches.delete(cell)) junctions.push(grid.position(cell));
        route = { points: polyline(grid, cells, from, to), junctions, routed: true };
      } else route = { points: plainPath(from, to), junctions: [], routed: false };
      out.set(wire.id, route);
      this.current.set(wire.id, route);
    }
    return out;
  }
}

/**
 * The points of a wire bent by hand: out of its pin, through each waypoint (snapped to the grid; an
 * L where two are not in line, across first, except into the last pin's front, which is entered from
 * the side it faces), into the other pin. Undefined if any is off the grid.
 */
function manualCells(
  grid: RoutingGrid,
  from: PlacedPin,
  waypoints: readonly Point[],
  to: PlacedPin,
): number[] | undefined {
  const keys = [from.cell, from.front, ...waypoints.map((p) => grid.cellAt(p.x, p.y)), to.front, to.cell];
  if (keys.some((cell) => cell < 0)) return undefined;
  const cells: number[] = [keys[0]!];
  keys.slice(1).forEach((key, i) => {
    const here = cells[cells.length - 1]!;
    const x = key % grid.width;
    const y = Math.floor(key / grid.width);
    let cx = here % grid.width;
    let cy = Math.floor(here / grid.width);
    // Into the last pin's front from the side it faces: the turn comes before it.
    const downFirst = i === keys.length - 3 && (to.side === 'left' || to.side === 'right');
    const across = () => {
      while (cx !== x) {
        cx += cx < x ? 1 : -1;
        cells.push(cy * grid.width + cx);
      }
    };
    const down = () => {
      while (cy !== y) {
        cy += cy < y ? 1 : -1;
        cells.push(cy * grid.width + cx);
      }
    };
    if (downFirst) {
      down();
      across();
    } else {
      across();
      down();
    }
  });
  // A waypoint on the way back over the same points would make a spike: keep the path simple.
  const simple: number[] = [];
  for (const cell of cells) {
    const seen = simple.lastIndexOf(cell);
    if (seen >= 0) simple.length = seen + 1;
    else simple.push(cell);
  }
  return simple;
}

/** The grid points the parts of a scene cover, with a margin; undefined for an empty scene. */
function sceneBounds(scene: RouteScene): GridBounds | undefined {
  if (scene.parts.length === 0) return undefined;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const part of scene.parts)
    for (const box of [part.body, ...part.text]) {
      x0 = Math.min(x0, box.x0);
      y0 = Math.min(y0, box.y0);
      x1 = Math.max(x1, box.x1);
      y1 = Math.max(y1, box.y1);
    }
  return {
    gx0: Math.floor(x0 / PITCH) - MARGIN,
    gy0: Math.floor(y0 / PITCH) - MARGIN,
    gx1: Math.ceil(x1 / PITCH) + MARGIN,
    gy1: Math.ceil(y1 / PITCH) + MARGIN,
  };
}

/** The grid points a placed part covers or reserves. */
function coveredCells(grid: RoutingGrid, state: PartState): number[] {
  const cells: number[] = [];
  for (const box of [state.part.body, ...state.part.text]) {
    const gx0 = Math.ceil(box.x0 / PITCH);
    const gx1 = Math.floor(box.x1 / PITCH);
    const gy0 = Math.ceil(box.y0 / PITCH);
    const gy1 = Math.floor(box.y1 / PITCH);
    for (let y = gy0; y <= gy1; y++)
      for (let x = gx0; x <= gx1; x++) {
        const cell = grid.cellAt(x * PITCH, y * PITCH);
        if (cell >= 0) cells.push(cell);
      }
  }
  for (const pin of state.pins.values()) cells.push(pin.cell, pin.front);
  return cells.filter((c) => c >= 0);
}

/** Nets in routing order: the shortest first (they have the fewest ways round), then by key. */
function byLength(states: NetState[], parts: ReadonlyMap<string, PartState>): NetState[] {
  const length = (state: NetState) => {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const key of state.net.pins) {
      const at = key.lastIndexOf(':');
      const pin = parts.get(key.slice(0, at))?.pins.get(key.slice(at + 1));
      if (!pin) continue;
      x0 = Math.min(x0, pin.x);
      y0 = Math.min(y0, pin.y);
      x1 = Math.max(x1, pin.x);
      y1 = Math.max(y1, pin.y);
    }
    return x1 - x0 + (y1 - y0);
  };
  const lengths = new Map(states.map((s) => [s, length(s)]));
  return [...states].sort((a, b) => lengths.get(a)! - lengths.get(b)! || (a.net.key < b.net.key ? -1 : 1));
}
