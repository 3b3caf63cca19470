import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { halfAdder } from '../test-support/circuits';
import { autoLayoutEdit, toElkGraph } from './auto-layout';
import { componentBox } from './geometry';

describe('auto-layout', () => {
  it('describes every pin as a fixed port and every wire as an edge, with ground edges turned around', () => {
    const graph = toElkGraph(halfAdder());
    expect(graph.children).toHaveLength(9);
    const xor = graph.children!.find((c) => c.id === 'xor')!;
    expect(xor.layoutOptions).toEqual({ 'elk.portConstraints': 'FIXED_POS' });
    expect(xor.ports!.map((p) => [p.id, p.x, p.y])).toEqual([
      ['xor:a', 0, 10],
      ['xor:b', 0, 30],
      ['xor:out', 60, 20],
    ]);
    expect(graph.edges).toHaveLength(10);
    expect(graph.edges!.find((e) => e.id === 'w9')).toMatchObject({ sources: ['r1:b'], targets: ['gnd:gnd'] });
  });

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
