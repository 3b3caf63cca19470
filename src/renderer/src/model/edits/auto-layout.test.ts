import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { halfAdder } from '../../test-support/circuits';
import { autoLayoutEdit } from './auto-layout';
import { componentBox } from '../../../../shared/layout/geometry';

describe('auto-layout', () => {
  it('lays a half adder out left to right without overlaps, as one edit of moves that applies', async () => {
    const state = halfAdder();
    // Scramble it first, so the layout has something to do.
    for (const c of [...state.components()]) {
      expect(state.apply([{ op: 'updateComponent', id: c.id, set: { x: 0, y: 0 } }]).success).toBe(true);
    }
    const layout = await autoLayoutEdit(state, new ELK());
    expect(layout.success).toBe(true);
    if (!layout.success) return;
    expect(state.apply(layout.data.operations).success).toBe(true);
    const boxes = [...state.components()].map(componentBox);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        expect(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height).toBe(false);
      }
    }
    const x = (id: string) => state.component(id)!.x;
    expect(x('sw1')).toBeLessThan(x('xor'));
    expect(x('xor')).toBeLessThan(x('led1'));
    expect(x('led1')).toBeLessThan(x('r1'));
    expect(x('r1')).toBeLessThan(x('gnd'));
    for (const c of state.components()) expect([c.x % 10, c.y % 10]).toEqual([0, 0]);
  });
});
