import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../circuit/circuit-state';
import { add, component, connect, wire } from '../test-support/circuit-builders';
import { DEFAULT_SPACING, LAYOUT_OPTIONS, layoutOperations, toElkGraph } from './elk-graph';
import { componentBox } from './geometry';

/** A switch through an XOR to an LED, its resistor and ground (ids equal labels). */
function litXor(): CircuitState {
  const state = new CircuitState();
  const applied = state.apply([
    add(component('SW1', 'SWITCH_TOGGLE')),
    add(component('SW2', 'SWITCH_TOGGLE')),
    add(component('X', 'XOR_2')),
    add(component('L', 'LED_GREEN')),
    add(component('R', 'RESISTOR')),
    add(component('GND1', 'GND')),
    connect(wire('w1', 'SW1.out', 'X.a')),
    connect(wire('w2', 'SW2.out', 'X.b')),
    connect(wire('w3', 'X.out', 'L.anode')),
    connect(wire('w4', 'L.cathode', 'R.a')),
    connect(wire('w5', 'R.b', 'GND1.gnd')),
  ]);
  if (!applied.success) throw new Error(applied.error);
  return state;
}

describe('toElkGraph', () => {
  it('describes every pin as a fixed port and every wire as an edge, with ground edges turned around', () => {
    const graph = toElkGraph(litXor());
    expect(graph.layoutOptions).toEqual(LAYOUT_OPTIONS);
    expect(graph.children).toHaveLength(6);
    const xor = graph.children!.find((c) => c.id === 'X')!;
    expect(xor.layoutOptions).toEqual({ 'elk.portConstraints': 'FIXED_POS' });
    expect(xor.ports!.map((p) => [p.id, p.x, p.y])).toEqual([
      ['X:a', 0, 10],
      ['X:b', 0, 30],
      ['X:out', 60, 20],
    ]);
    expect(graph.edges).toHaveLength(5);
    expect(graph.edges!.find((e) => e.id === 'w5')).toMatchObject({ sources: ['R:b'], targets: ['GND1:gnd'] });
  });

  it('lays out only the chosen parts and the wires between them, with the spacing asked for', () => {
    const graph = toElkGraph(litXor(), { only: new Set(['X', 'L', 'R']), spacing: 80 });
    expect(graph.children!.map((c) => c.id).sort()).toEqual(['L', 'R', 'X']);
    expect(graph.edges!.map((e) => e.id)).toEqual(['w3', 'w4']);
    expect(graph.layoutOptions).toMatchObject({
      'elk.spacing.nodeNode': '80',
      'elk.layered.spacing.nodeNodeBetweenLayers': '140',
    });
    expect(toElkGraph(litXor(), { spacing: DEFAULT_SPACING }).layoutOptions).toEqual(LAYOUT_OPTIONS);
  });
});

describe('layoutOperations', () => {
  it('moves parts to the layout plus the origin, snapped to the grid, and skips parts that stay', () => {
    const state = litXor();
    const ops = layoutOperations(state, {
      id: 'root',
      children: [
        { id: 'SW1', x: -40, y: -40 },
        { id: 'X', x: 103, y: 57 },
        { id: 'gone', x: 0, y: 0 },
      ],
    });
    expect(ops).toEqual([{ op: 'updateComponent', id: 'X', set: { x: 140, y: 100 } }]);
  });

  it('gives a real ELK layout left to right without overlaps', async () => {
    const state = litXor();
    const layout = await new ELK().layout(toElkGraph(state));
    expect(state.apply(layoutOperations(state, layout)).success).toBe(true);
    const boxes = [...state.components()].map(componentBox);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        expect(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height).toBe(false);
      }
    }
    const x = (id: string) => state.component(id)!.x;
    expect(x('SW1')).toBeLessThan(x('X'));
    expect(x('X')).toBeLessThan(x('L'));
    expect(x('R')).toBeLessThan(x('GND1'));
  });
});
