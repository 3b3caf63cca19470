import { Position } from '@xyflow/system';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pinLane, wireEdgeData } from './flow-model';
import { laneCenterX } from './wire-path';

const STUB = 10;

/** The three segments of a right-to-left wire that bends at `x`: out, across, in. */
function segments(sy: number, tx: number, ty: number, x: number) {
  return {
    out: { y: sy, x1: STUB, x2: x },
    across: { x, y1: Math.min(sy, ty), y2: Math.max(sy, ty) },
    in: { y: ty, x1: x, x2: tx - STUB },
  };
}

/** True when a horizontal and a vertical segment cross at a point inside both (not at an end). */
const crosses = (h: { y: number; x1: number; x2: number }, v: { x: number; y1: number; y2: number }) =>
  v.x > h.x1 && v.x < h.x2 && h.y > v.y1 && h.y < v.y2;

describe('wire lanes', () => {
  it('number the pins of a side from the top, per type', () => {
    expect(pinLane('COUNTER_4', 'Q0')).toEqual({ lane: 0, lanes: 5 });
    expect(pinLane('COUNTER_4', 'Q3')).toEqual({ lane: 3, lanes: 5 });
    expect(pinLane('COUNTER_4', 'CARRY')).toEqual({ lane: 4, lanes: 5 });
    expect(pinLane('NOT', 'out')).toEqual({ lane: 0, lanes: 1 });
    expect(pinLane('NO_SUCH_TYPE', 'out')).toEqual({ lane: 0, lanes: 1 });
    expect(pinLane(undefined, 'out')).toEqual({ lane: 0, lanes: 1 });
  });

  it('keep wires fanning out from one side (all down or all up) apart and uncrossed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 60, max: 400 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 8, maxLength: 8 }),
        (lanes, distance, down, gaps) => {
          // Pins 20 apart, wire k from pin k; the far ends keep the pins' order and all lie below
          // their pins (or all above), as when outputs fan out to a column of parts.
          const sy = Array.from({ length: lanes }, (_, lane) => lane * 20);
          const ty = [...sy];
          if (down)
            for (let k = 0; k < lanes; k++)
              ty[k] = Math.max(k > 0 ? ty[k - 1]! + gaps[k]! : -Infinity, sy[k]! + gaps[k]!);
          else
            for (let k = lanes - 1; k >= 0; k--)
              ty[k] = Math.min(k < lanes - 1 ? ty[k + 1]! - gaps[k]! : Infinity, sy[k]! - gaps[k]!);
          const wires = sy.map((y, k) => ({ sy: y, ty: ty[k]! }));
          const drawn = wires.map(({ sy, ty }) => {
            const lane = sy / 20;
            const x =
              laneCenterX(
                { x: 0, y: sy, position: Position.Right },
                { x: distance, y: ty, position: Position.Left },
                lane,
                lanes,
              ) ?? distance / 2;
            return segments(sy, distance, ty, x);
          });
          const bends = drawn.map((d) => d.across.x);
          expect(new Set(bends).size).toBe(lanes);
          for (const a of drawn)
            for (const b of drawn) {
              if (a === b) continue;
              expect(crosses(a.out, b.across) || crosses(a.in, b.across)).toBe(false);
            }
        },
      ),
    );
  });

  it('mark the wires between two non-logic pins as electrical (no logic value to show)', () => {
    const w = (from: string, to: string) => ({
      id: 'w',
      from: { component: 'a', pin: from },
      to: { component: 'b', pin: to },
    });
    expect(wireEdgeData(w('cathode', 'a'), 'LED_RED', 'RESISTOR').electrical).toBe(true);
    expect(wireEdgeData(w('b', 'gnd'), 'RESISTOR', 'GND').electrical).toBe(true);
    expect(wireEdgeData(w('out', 'anode'), 'AND_2', 'LED_RED').electrical).toBe(false);
    expect(wireEdgeData(w('out', 'a'), 'CONST_HIGH', 'RESISTOR').electrical).toBe(false);
    // Unknown types are treated as logic: a value is never hidden by mistake.
    expect(wireEdgeData(w('x', 'y'), 'NO_SUCH', 'NO_SUCH').electrical).toBe(false);
  });

  it('leave other wires to React Flow', () => {
    const right = (x: number, y: number) => ({ x, y, position: Position.Right });
    const left = (x: number, y: number) => ({ x, y, position: Position.Left });
    expect(laneCenterX(right(0, 0), left(100, 40), 0, 1)).toBeUndefined();
    expect(laneCenterX(right(0, 0), left(100, 0), 1, 3)).toBeUndefined();
    expect(laneCenterX(right(100, 0), left(0, 40), 1, 3)).toBeUndefined();
    expect(laneCenterX(right(0, 0), { x: 100, y: 40, position: Position.Top }, 1, 3)).toBeUndefined();
  });
});
