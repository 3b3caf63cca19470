import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bendOperations, moveSegment, simplifyPath, waypointsOf } from './bend';
import { CircuitState } from './circuit-state';
import { parseCircuitFile, serializeCircuitFile } from './file-format';

function circuit(): CircuitState {
  const made = CircuitState.fromCircuit({
    components: [
      { id: 's', type: 'SWITCH_TOGGLE', label: 'S', x: 0, y: 0, rotation: 0, properties: {} },
      { id: 'g', type: 'NOT', label: 'G', x: 200, y: 100, rotation: 0, properties: {} },
    ],
    wires: [{ id: 'w', from: { component: 's', pin: 'out' }, to: { component: 'g', pin: 'in' } }],
  });
  if (!made.success) throw new Error(made.error);
  return made.data;
}

describe('bending a wire by hand', () => {
  it('moves a middle segment sideways, snapped to the grid, keeping the ends and right angles', () => {
    const path = [
      { x: 60, y: 20 },
      { x: 120, y: 20 },
      { x: 120, y: 120 },
      { x: 200, y: 120 },
    ];
    expect(moveSegment(path, 1, 33)).toEqual([
      { x: 60, y: 20 },
      { x: 150, y: 20 },
      { x: 150, y: 120 },
      { x: 200, y: 120 },
    ]);
    // The segments at the pins do not move.
    expect(moveSegment(path, 0, 30)).toEqual(path);
  });

  it('always gives an orthogonal path with the same ends (property)', () => {
    const point = fc.record({
      x: fc.integer({ min: -50, max: 50 }).map((v) => v * 10),
      y: fc.integer({ min: -50, max: 50 }).map((v) => v * 10),
    });
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 2, maxLength: 8 }),
        fc.nat(),
        fc.integer({ min: -200, max: 200 }),
        (corners, pick, offset) => {
          // An orthogonal path through the corners (an L between each two).
          const path = simplifyPath(corners.flatMap((p, i) => (i === 0 ? [p] : [{ x: p.x, y: corners[i - 1]!.y }, p])));
          if (path.length < 4) return;
          const index = 1 + (pick % (path.length - 3));
          const moved = moveSegment(path, index, offset);
          expect(moved[0]).toEqual(path[0]);
          expect(moved.at(-1)).toEqual(path.at(-1));
          for (let i = 1; i < moved.length; i++)
            expect(moved[i]!.x === moved[i - 1]!.x || moved[i]!.y === moved[i - 1]!.y).toBe(true);
        },
      ),
      { seed: 15, numRuns: 300 },
    );
  });

  it('stores the corners as one undoable change, kept by files; no corners gives the wire back to the router', () => {
    const state = circuit();
    const waypoints = waypointsOf([
      { x: 60, y: 20 },
      { x: 120, y: 20 },
      { x: 120, y: 120 },
      { x: 200, y: 120 },
    ]);
    const applied = state.apply(bendOperations(state, 'w', waypoints));
    expect(applied.success).toBe(true);
    expect(state.wire('w')?.waypoints).toEqual([
      { x: 120, y: 20 },
      { x: 120, y: 120 },
    ]);
    const file = serializeCircuitFile('Bent', state.toJSON());
    expect((JSON.parse(file) as { version: number }).version).toBe(2);
    const read = parseCircuitFile(file);
    expect(read.success && read.data.circuit.wires[0]?.waypoints).toEqual(waypoints);
    if (!applied.success) return;
    state.apply(applied.data.inverse);
    expect(state.wire('w')?.waypoints).toBeUndefined();
    state.apply(bendOperations(state, 'w', waypoints));
    state.apply(bendOperations(state, 'w', undefined));
    expect(state.wire('w')?.waypoints).toBeUndefined();
    expect(bendOperations(state, 'gone', waypoints)).toEqual([]);
  });
});
