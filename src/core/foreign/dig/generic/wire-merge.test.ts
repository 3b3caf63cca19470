import { describe, expect, it } from 'vitest';
import type { DigWire } from '../document';
import { mergeWires } from './wire-merge';

const w = (x1: number, y1: number, x2: number, y2: number): DigWire => ({ p1: { x: x1, y: y1 }, p2: { x: x2, y: y2 } });
const text = (wires: readonly DigWire[]) => wires.map((x) => `${x.p1.x},${x.p1.y}-${x.p2.x},${x.p2.y}`).sort();

describe('mergeWires (Digital tidying wires that generic code drew)', () => {
  it('cuts a wire where a wire of the other direction ends inside it', () => {
    expect(text(mergeWires([w(0, 0, 0, 100), w(0, 40, -20, 40)]))).toEqual(['-20,40-0,40', '0,0-0,40', '0,40-0,100']);
  });

  it('merges collinear wires that overlap or touch, drops empty ones, keeps diagonals once', () => {
    expect(text(mergeWires([w(0, 0, 40, 0), w(20, 0, 80, 0), w(80, 0, 100, 0), w(5, 5, 5, 5)]))).toEqual(['0,0-100,0']);
    expect(text(mergeWires([w(0, 0, 20, 20), w(20, 20, 0, 0)]))).toEqual(['0,0-20,20']);
  });

  it('leaves crossing wires that do not end on each other whole', () => {
    expect(text(mergeWires([w(-20, 0, 20, 0), w(0, -20, 0, 20)]))).toEqual(['-20,0-20,0', '0,-20-0,20']);
  });
});
