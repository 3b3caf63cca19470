import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ComponentInstance, Wire } from '../circuit/types';
import { EXAMPLES } from '../examples';
import { exampleState } from '../test-support/example-state';
import { branchPoints, onSegment, routeFaults, segmentsOf } from './checks';
import { sceneNets } from './nets';
import { WireRouter } from './router';
import { routeScene } from './scene';
import type { Point, RouteMap, RouteScene } from './types';

const NO_FAULTS = { throughBodies: [], sharedSegments: [], falseContacts: [], diagonal: [] };

const key = (p: Point) => `${p.x},${p.y}`;

/** Junction dots must be exactly where each net branches, each drawn once, none on another net. */
function expectJunctionsRight(scene: RouteScene, routes: RouteMap): void {
  const segments = segmentsOf(scene, routes);
  for (const net of sceneNets(scene)) {
    const mine = segments.filter((s) => s.net === net.key);
    const dots = net.wires.flatMap((w) => routes.get(w.id)?.junctions ?? []).map(key);
    expect(new Set(dots).size).toBe(dots.length);
    expect([...dots].sort()).toEqual(branchPoints(mine).map(key).sort());
    const others = segments.filter((s) => s.net !== net.key);
    for (const dot of net.wires.flatMap((w) => routes.get(w.id)?.junctions ?? []))
      expect(others.some((s) => onSegment(dot, s))).toBe(false);
  }
}

describe('the wire router', () => {
  describe.each(EXAMPLES.map((e) => [e.id, e] as const))('on the %s example', (_id, example) => {
    it('routes every wire around the parts, nets apart, junctions where nets branch', () => {
      const state = exampleState(example);
      const scene = routeScene(state.components(), state.wires());
      const router = new WireRouter();
      router.update(scene);
      const routes = router.routes();
      expect(routes.size).toBe(state.wireCount);
      expect([...routes.values()].every((r) => r.routed)).toBe(true);
      expect(routeFaults(scene, routes)).toEqual(NO_FAULTS);
      expectJunctionsRight(scene, routes);
    });
  });

  it('draws a fan-out as a tree with a dot at every branch, and a crossing without one', () => {
    // One switch drives three NOT gates in a column; a second switch's wire must cross that net.
    const parts: ComponentInstance[] = [
      part('s1', 'SWITCH_TOGGLE', 0, 100),
      part('n1', 'NOT', 200, 0),
      part('n2', 'NOT', 200, 100),
      part('n3', 'NOT', 200, 200),
      part('s2', 'SWITCH_TOGGLE', 0, 300),
      part('n4', 'NOT', 300, -100),
    ];
    const wires: Wire[] = [
      wire('w1', 's1', 'out', 'n1', 'in'),
      wire('w2', 's1', 'out', 'n2', 'in'),
      wire('w3', 's1', 'out', 'n3', 'in'),
      wire('w4', 's2', 'out', 'n4', 'in'),
    ];
    const scene = routeScene(parts, wires);
    const router = new WireRouter();
    router.update(scene);
    const routes = router.routes();
    expect(routeFaults(scene, routes)).toEqual(NO_FAULTS);
    expectJunctionsRight(scene, routes);
    const dots = ['w1', 'w2', 'w3'].flatMap((id) => routes.get(id)!.junctions);
    expect(dots.length).toBeGreaterThanOrEqual(1);
    expect(routes.get('w4')!.junctions).toEqual([]);
  });

  it('keeps every route clear of bodies, text and other nets on random circuits, and after moves', () => {
    fc.assert(
      fc.property(
        randomCircuit(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }))),
        (circuit, moves) => {
          const router = new WireRouter();
          let scene = routeScene(circuit.parts, circuit.wires);
          router.update(scene);
          check(scene, router.routes());
          const positions = new Map<string, { x: number; y: number }>();
          for (const [index, dx, dy] of moves.slice(0, 4)) {
            const moved = circuit.parts[index % circuit.parts.length]!;
            const at = positions.get(moved.id) ?? moved;
            positions.set(moved.id, { x: at.x + dx * 10, y: at.y + dy * 10 });
            if (overlapping(circuit.parts, positions)) {
              positions.delete(moved.id);
              continue;
            }
            scene = routeScene(circuit.parts, circuit.wires, positions);
            router.update(scene);
            check(scene, router.routes());
          }
        },
      ),
      // Seeded, so a run is repeatable; ROUTE_RUNS=2000 (and ROUTE_SEED) to search further.
      { seed: Number(process.env.ROUTE_SEED ?? 20261123), numRuns: Number(process.env.ROUTE_RUNS ?? 60) },
    );
  });

  it('after a move routes again only the nets it touches: the others keep their routes', () => {
    const parts = [
      part('a', 'SWITCH_TOGGLE', 0, 0),
      part('b', 'NOT', 200, 0),
      part('c', 'SWITCH_TOGGLE', 0, 300),
      part('d', 'NOT', 200, 300),
    ];
    const wires = [wire('w1', 'a', 'out', 'b', 'in'), wire('w2', 'c', 'out', 'd', 'in')];
    const router = new WireRouter();
    router.update(routeScene(parts, wires));
    const before = router.routes().get('w2');
    const update = router.update(routeScene(parts, wires, new Map([['b', { x: 220, y: 40 }]])));
    expect(update.full).toBe(false);
    expect([...update.changed.keys()]).toEqual(['w1']);
    expect(router.routes().get('w2')).toBe(before);
    expect(router.routes().get('w1')!.points.at(-1)).toEqual({ x: 220, y: 60 });
  });

  it('draws a wire bent by hand through its waypoints, branches the rest of its net off it, and follows new bends', () => {
    const parts = [part('s', 'SWITCH_TOGGLE', 0, 100), part('a', 'NOT', 300, 100), part('b', 'NOT', 300, 300)];
    const bent = (y: number) => ({
      ...wire('w1', 's', 'out', 'a', 'in'),
      waypoints: [
        { x: 150, y },
        { x: 250, y },
      ],
    });
    const router = new WireRouter();
    router.update({ ...routeScene(parts, []), wires: [bent(40), wire('w2', 's', 'out', 'b', 'in')].map(toScene) });
    const w1 = router.routes().get('w1')!;
    // Out of the switch, up to the first waypoint, across to the second, down and into the gate.
    expect(w1.points).toEqual([
      { x: 60, y: 120 },
      { x: 150, y: 120 },
      { x: 150, y: 40 },
      { x: 250, y: 40 },
      { x: 250, y: 120 },
      { x: 300, y: 120 },
    ]);
    const dots = [...router.routes().values()].flatMap((r) => r.junctions);
    expect(dots).toHaveLength(1);
    expect(router.routes().get('w2')!.routed).toBe(true);
    // A new bend: the net is drawn again, through the new waypoints.
    const update = router.update({
      ...routeScene(parts, []),
      wires: [bent(20), wire('w2', 's', 'out', 'b', 'in')].map(toScene),
    });
    expect(update.full).toBe(false);
    expect(router.routes().get('w1')!.points).toContainEqual({ x: 150, y: 20 });
  });

  it('says so and draws plain wires when a circuit is too large to route', () => {
    const parts = [part('a', 'SWITCH_TOGGLE', 0, 0), part('b', 'NOT', 200_000, 200_000)];
    const router = new WireRouter();
    const update = router.update(routeScene(parts, [wire('w', 'a', 'out', 'b', 'in')]));
    expect(update.skipped).toMatch(/grid points/);
    expect(router.routes().get('w')!.routed).toBe(false);
  });

  it('forgets the routes of removed wires', () => {
    const parts = [part('a', 'SWITCH_TOGGLE', 0, 0), part('b', 'NOT', 200, 0)];
    const router = new WireRouter();
    router.update(routeScene(parts, [wire('w', 'a', 'out', 'b', 'in')]));
    const update = router.update(routeScene(parts, []));
    expect(update.removed).toEqual(['w']);
    expect(router.routes().size).toBe(0);
  });
});

/** A wire as the scene has it (waypoints kept). */
function toScene(w: Wire & { waypoints?: { x: number; y: number }[] }) {
  return {
    id: w.id,
    from: { part: w.from.component, pin: w.from.pin },
    to: { part: w.to.component, pin: w.to.pin },
    ...(w.waypoints ? { waypoints: w.waypoints } : {}),
  };
}

function check(scene: RouteScene, routes: RouteMap): void {
  const routed = new Map([...routes].filter(([, r]) => r.routed));
  expect(routed.size).toBe(routes.size);
  expect(routeFaults(scene, routed)).toEqual(NO_FAULTS);
  expectJunctionsRight(scene, routed);
}

function part(id: string, type: string, x: number, y: number, rotation: 0 | 90 | 180 | 270 = 0): ComponentInstance {
  return { id, type, label: id.toUpperCase(), x, y, rotation, properties: {} };
}

function wire(id: string, from: string, fromPin: string, to: string, toPin: string): Wire {
  return { id, from: { component: from, pin: fromPin }, to: { component: to, pin: toPin } };
}

const TYPES = [
  { type: 'SWITCH_TOGGLE', inputs: [] as string[] },
  { type: 'NOT', inputs: ['in'] },
  { type: 'AND_2', inputs: ['a', 'b'] },
  { type: 'XOR_2', inputs: ['a', 'b'] },
] as const;

/**
 * Up to 12 parts in slots 140 × 130 apart (jittered, some rotated), inputs wired from random
 * outputs. Bodies stay at least 50 apart: closer than that, two rows of facing pins with labels
 * between can wall a pin in, and no router can reach it (it is then drawn plain).
 */
function randomCircuit() {
  return fc
    .uniqueArray(fc.integer({ min: 0, max: 29 }), { minLength: 2, maxLength: 12 })
    .chain((slots) =>
      fc.tuple(
        fc.constant(slots),
        fc.array(
          fc.tuple(
            fc.nat(3),
            fc.integer({ min: 0, max: 3 }),
            fc.integer({ min: 0, max: 2 }),
            fc.constantFrom<0 | 90 | 180 | 270>(0, 0, 90, 180, 270),
          ),
          {
            minLength: slots.length,
            maxLength: slots.length,
          },
        ),
        fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
      ),
    )
    .map(([slots, kinds, picks]) => {
      const parts = slots.map((slot, i) => {
        const [kind, jx, jy, rotation] = kinds[i]!;
        return part(
          `p${i}`,
          TYPES[i === 0 ? 0 : kind]!.type,
          (slot % 6) * 140 + jx * 10,
          Math.floor(slot / 6) * 130 + jy * 10,
          rotation,
        );
      });
      const drivers = parts.map((p) => p.id);
      const wires: Wire[] = [];
      let n = 0;
      parts.forEach((p, i) => {
        const inputs = TYPES.find((t) => t.type === p.type)!.inputs;
        for (const pin of inputs) {
          const driver = drivers[picks[n++ % picks.length]! % drivers.length]!;
          if (driver !== p.id && picks[(n + i) % picks.length]! % 4 !== 0)
            wires.push(wire(`w${wires.length}`, driver, 'out', p.id, pin));
        }
      });
      return { parts, wires };
    });
}

/** True when two parts (at their moved places) come closer than one grid step: not a scene to route. */
function overlapping(
  parts: readonly ComponentInstance[],
  positions: ReadonlyMap<string, { x: number; y: number }>,
): boolean {
  const scene = routeScene(parts, [], positions);
  const grown = scene.parts.map((p) => ({
    x0: p.body.x0 - 30,
    y0: p.body.y0 - 30,
    x1: p.body.x1 + 30,
    y1: p.body.y1 + 30,
  }));
  return scene.parts.some((p, i) =>
    scene.parts.some(
      (q, j) =>
        j !== i &&
        grown[i]!.x0 < q.body.x1 &&
        grown[i]!.x1 > q.body.x0 &&
        grown[i]!.y0 < q.body.y1 &&
        grown[i]!.y1 > q.body.y0,
    ),
  );
}
