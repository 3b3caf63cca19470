import { MinHeap } from './heap';
import type { RoutingGrid } from './grid';

/** What a step costs beyond its length (one grid pitch = 1). */
export const BEND_COST = 4;
export const CROSSING_COST = 6;
/**
 * A search gives up (the wire is then drawn unrouted) after looking at this many states, plus more
 * for pins further apart: enough to go round any reasonable crowd of parts, while a pin that cannot
 * be reached (walled in by parts placed on top of each other) does not cost a search of the sheet.
 */
const BASE_EXPANSIONS = 8_000;
const expansionLimit = (distance: number) => BASE_EXPANSIONS + 6 * (distance + 20) ** 2;
/** Weight of the estimate: a little over 1 finds nearly the cheapest path, looking at far fewer states. */
const GREED = 1.15;

/** A direction a search may start in: 0–3 as in `DX`/`DY`, or 4 for any (a branch off a net). */
export const ANY_DIRECTION = 4;
const STATES = 5;

/** One place a search may start from. */
export interface SearchStart {
  readonly cell: number;
  readonly dir: number;
}

/** What a search is looking for: a pin's point, entered moving in `inward` from its front point. */
export interface SearchTarget {
  readonly cell: number;
  readonly inward: number;
}

/**
 * Reusable scratch space for searches on one grid (cost, parent and a stamp per state, so a new
 * search needs no clearing).
 */
export class SearchSpace {
  private readonly cost: Float64Array;
  private readonly parent: Int32Array;
  private readonly stamp: Int32Array;
  private readonly heap = new MinHeap(4096);
  private round = 0;
  /** Counters for the benchmark: states looked at, searches, searches that found nothing. */
  readonly stats = { expansions: 0, searches: 0, failures: 0 };

  constructor(readonly grid: RoutingGrid) {
    const states = grid.cells * STATES;
    this.cost = new Float64Array(states);
    this.parent = new Int32Array(states);
    this.stamp = new Int32Array(states);
  }

  /**
   * The cheapest path for `net` from any start to the target that keeps off bodies, text (but for
   * the points in front of its own pins), other
   * pins, other nets' segments, bends and ends, crossing other nets only straight and at right
   * angles. Returns the points from a start to the target, or undefined when there is none.
   */
  find(
    net: number,
    starts: readonly SearchStart[],
    target: SearchTarget,
    pinNet: readonly number[],
  ): number[] | undefined {
    const { grid, cost, parent, stamp, heap } = this;
    const round = ++this.round;
    heap.clear();
    const width = grid.width;
    const tx = target.cell % width;
    const ty = Math.floor(target.cell / width);
    // At least the distance, and a bend when the target is not straight ahead on a line.
    const h = (cell: number) => {
      const dx = Math.abs((cell % width) - tx);
      const dy = Math.abs(Math.floor(cell / width) - ty);
      return (dx + dy + (dx !== 0 && dy !== 0 ? BEND_COST : 0)) * GREED;
    };
    let limit = 0;
    for (const start of starts) {
      const state = start.cell * STATES + start.dir;
      stamp[state] = round;
      cost[state] = 0;
      parent[state] = -1;
      heap.push(state, h(start.cell));
      limit = Math.max(
        limit,
        expansionLimit(Math.abs((start.cell % width) - tx) + Math.abs(Math.floor(start.cell / width) - ty)),
      );
    }
    let expansions = 0;
    this.stats.searches++;
    while (heap.size > 0) {
      const state = heap.pop();
      const cell = Math.floor(state / STATES);
      const dir = state % STATES;
      if (cell === target.cell) {
        this.stats.expansions += expansions;
        return this.path(state);
      }
      if (++expansions > limit) break;
      const base = cost[state]!;
      const owner = grid.pointOwner[cell]!;
      // Crossing another net's straight run: carry straight on.
      const crossing = owner !== 0 && owner !== net;
      for (let next = 0; next < 4; next++) {
        if (dir !== ANY_DIRECTION && next === (dir + 2) % 4) continue;
        if (crossing && next !== dir) continue;
        const to = grid.step(cell, next);
        if (to < 0) continue;
        let stepCost = 1;
        if (to === target.cell) {
          if (next !== target.inward) continue;
        } else {
          if (grid.blocked[to]! > 0) continue;
          const reserved = grid.reserved[to]!;
          if (reserved !== 0 && pinNet[reserved - 1] !== net) continue;
          // Text is kept clear, except in front of this net's own pins (parts placed very close).
          if (grid.text[to]! > 0 && reserved === 0) continue;
          const toOwner = grid.pointOwner[to]!;
          if (toOwner !== 0 && toOwner !== net) {
            // Only straight across another net's straight run, at a right angle, one net at a time.
            if (grid.pointCross[to] !== 0 || grid.straightAxis(to, toOwner) !== 1 - (next % 2)) continue;
            stepCost += CROSSING_COST;
          } else if (toOwner === net && grid.pointCross[to] !== 0) continue;
        }
        const edge = grid.edgeOwner(cell, next);
        if (edge !== 0 && edge !== net) continue;
        if (dir !== ANY_DIRECTION && next !== dir) stepCost += BEND_COST;
        const nextState = to * STATES + next;
        const nextCost = base + stepCost;
        if (stamp[nextState] === round && cost[nextState]! <= nextCost) continue;
        stamp[nextState] = round;
        cost[nextState] = nextCost;
        parent[nextState] = state;
        heap.push(nextState, nextCost + h(to));
      }
    }
    this.stats.expansions += expansions;
    this.stats.failures++;
    return undefined;
  }

  private path(state: number): number[] {
    const cells: number[] = [];
    for (let s = state; s >= 0; s = this.stamp[s] === this.round ? this.parent[s]! : -1)
      cells.push(Math.floor(s / STATES));
    return cells.reverse();
  }
}
