import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../../shared/circuit';
import { circuitOf, part, wire } from '../../test-support/circuits';
import { FlowModel } from './flow-model';
import { derivePreview, highlightOf, overlayFlow, previewIsEmpty } from './preview-layer';

const base = () =>
  circuitOf([part('sw', 'SWITCH_TOGGLE', 'SW1'), part('g', 'NOT', 'G1', 100, 0)], [wire('w1', 'sw:out', 'g:in')]);

const turnOps: Operation[] = [
  { op: 'addComponent', component: part('x', 'XOR_2', 'G2', 200, 0) },
  { op: 'addWire', wire: wire('w2', 'g:out', 'x:a') },
  { op: 'updateComponent', id: 'g', set: { x: 120 } },
];

const NO_VIEW = {
  selectedComponents: new Set<string>(),
  selectedWires: new Set<string>(),
  selectedNotes: new Set<string>(),
  positions: new Map(),
};

describe('the preview of a running turn', () => {
  it('shows what the operations add, change and remove, and leaves the circuit itself alone', () => {
    const state = base();
    const before = JSON.stringify(state.toJSON());
    const layer = derivePreview(state, 0, 't1', [...turnOps, { op: 'removeWire', id: 'w1' }]);
    expect([...layer.added]).toEqual(['x']);
    expect([...layer.changed]).toEqual(['g']);
    expect([...layer.addedWires]).toEqual(['w2']);
    expect([...layer.removedWires]).toEqual(['w1']);
    expect(layer.state.component('g')?.x).toBe(120);
    expect(JSON.stringify(state.toJSON())).toBe(before);
    expect(state.component('x')).toBeUndefined();
  });

  it('shows nothing of the operations once they are in the circuit (the committed change came first)', () => {
    const state = base();
    expect(state.apply(turnOps).success).toBe(true);
    const layer = derivePreview(state, 0, 't1', turnOps);
    expect(previewIsEmpty(layer)).toBe(true);
  });

  it('skips an operation that no longer applies and still shows the rest', () => {
    const state = base();
    // The user deleted G1 meanwhile: the wire to it and its move cannot be shown; the XOR can.
    expect(state.apply([{ op: 'removeComponent', id: 'g' }]).success).toBe(true);
    const layer = derivePreview(state, 0, 't1', turnOps);
    expect([...layer.added]).toEqual(['x']);
    expect(layer.addedWires.size + layer.changed.size).toBe(0);
  });

  it('never changes the circuit it is drawn over, whatever the operations (seeded)', () => {
    const seed = 9071;
    const id = fc.constantFrom('sw', 'g', 'x', 'y', 'w1', 'w2');
    const op: fc.Arbitrary<Operation> = fc.oneof(
      fc.record({ op: fc.constant('removeComponent' as const), id }),
      fc.record({ op: fc.constant('removeWire' as const), id }),
      fc.record({
        op: fc.constant('updateComponent' as const),
        id,
        set: fc.record({ x: fc.integer({ min: 0, max: 400 }) }),
      }),
      fc
        .tuple(id, fc.constantFrom('NOT', 'AND_2', 'LED_RED'))
        .map(([i, type]) => ({ op: 'addComponent' as const, component: part(i, type, i.toUpperCase() + '9') })),
      fc.tuple(id, id, id).map(([i, a, b]) => ({ op: 'addWire' as const, wire: wire(i, `${a}:out`, `${b}:a`) })),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 12 }), (ops) => {
        const state = base();
        const before = JSON.stringify(state.toJSON());
        const layer = derivePreview(state, 0, 't', ops);
        expect(JSON.stringify(state.toJSON()), `seed ${seed}`).toBe(before);
        // What it reports matches the copy it drew.
        for (const added of layer.added) expect(state.component(added), `seed ${seed}`).toBeUndefined();
        for (const removed of layer.removed) expect(layer.state.component(removed), `seed ${seed}`).toBeUndefined();
      }),
      { seed, numRuns: 200 },
    );
  });

  it('carries a preview on from the last one of the turn: the same result, without copying the circuit again (seeded)', () => {
    const seed = 5150;
    const step = fc.integer({ min: 0, max: 5 });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 6 }), (sizes) => {
        const state = base();
        // The turn's operations grow: each preview has the ones before it, then more.
        const all: Operation[] = [];
        let layer = derivePreview(state, 3, 't', []);
        let n = 0;
        for (const size of sizes) {
          for (let i = 0; i < size; i++, n++) {
            all.push({ op: 'addComponent', component: part(`n${n}`, 'AND_2', `N${n}`, n * 80, 200) });
            if (n > 0) all.push({ op: 'addWire', wire: wire(`nw${n}`, `n${n - 1}:out`, `n${n}:a`) });
          }
          const before = layer.state;
          layer = derivePreview(state, 3, 't', [...all], layer);
          expect(layer.state, `seed ${seed}`).toBe(before);
        }
        const fresh = derivePreview(state, 3, 't', all);
        expect(JSON.stringify(layer.state.toJSON()), `seed ${seed}`).toBe(JSON.stringify(fresh.state.toJSON()));
        expect([...layer.added].sort(), `seed ${seed}`).toEqual([...fresh.added].sort());
        expect([...layer.addedWires].sort(), `seed ${seed}`).toEqual([...fresh.addedWires].sort());
      }),
      { seed, numRuns: 100 },
    );
  });

  it('starts again from a fresh copy for another revision, another turn, or operations that changed', () => {
    const state = base();
    const first = derivePreview(state, 0, 't1', turnOps.slice(0, 1));
    expect(derivePreview(state, 1, 't1', turnOps, first).state).not.toBe(first.state);
    expect(derivePreview(state, 0, 't2', turnOps, first).state).not.toBe(first.state);
    // The turn undid a step of its own: its operations no longer begin with the previous ones.
    const undone = derivePreview(state, 0, 't1', [{ op: 'updateComponent', id: 'g', set: { x: 300 } }], first);
    expect(undone.state).not.toBe(first.state);
    expect([...undone.added]).toEqual([]);
    expect(undone.state.component('g')?.x).toBe(300);
  });

  it('draws added parts read-only and marked, the changed ones as they will be, and keeps the rest as they are', () => {
    const state = base();
    const flow = new FlowModel();
    flow.reset(state, NO_VIEW);
    const layer = derivePreview(state, 0, 't1', turnOps);
    const { nodes, edges } = overlayFlow(flow.nodes, flow.edges, layer, undefined);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    expect(byId.get('x')).toMatchObject({
      className: 'cf-preview cf-preview-added',
      selectable: false,
      draggable: false,
    });
    expect(byId.get('g')).toMatchObject({ className: 'cf-preview cf-preview-changed', position: { x: 120, y: 0 } });
    expect(byId.get('sw')).toBe(flow.nodes.find((n) => n.id === 'sw'));
    expect(edges.find((e) => e.id === 'w2')).toMatchObject({
      className: 'cf-preview cf-preview-added',
      source: 'g',
      target: 'x',
    });
    expect(edges.find((e) => e.id === 'w1')).toBe(flow.edges.find((e) => e.id === 'w1'));
  });

  it('highlights what a finished turn added or changed, and returns the canvas untouched without either', () => {
    const state = base();
    const flow = new FlowModel();
    flow.reset(state, NO_VIEW);
    const highlight = highlightOf(derivePreview(state, 0, 't1', turnOps));
    expect([...highlight.components].sort()).toEqual(['g', 'x']);
    expect([...highlight.wires]).toEqual(['w2']);
    const { nodes } = overlayFlow(flow.nodes, flow.edges, undefined, highlight);
    expect(nodes.find((n) => n.id === 'g')?.className).toBe('cf-highlight');
    const plain = overlayFlow(flow.nodes, flow.edges, undefined, undefined);
    expect(plain.nodes).toBe(flow.nodes);
    expect(plain.edges).toBe(flow.edges);
  });
});
