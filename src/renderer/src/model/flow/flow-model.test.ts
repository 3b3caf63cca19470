import { Position } from '@xyflow/system';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDefinition } from '../../../../shared/components';
import { touchedBy } from '../circuit-replica';
import { halfAdder, circuitOf, part } from '../../test-support/circuits';
import { editCommand, toOperations } from '../../test-support/random-edits';
import { FlowModel, toNode, type ViewState } from './flow-model';
import { noteNodeId } from './note-nodes';

const VIEW: ViewState = {
  selectedComponents: new Set(['sw1']),
  selectedWires: new Set(['w5']),
  selectedNotes: new Set(['n1']),
  positions: new Map(),
};

describe('FlowModel', () => {
  it('gives every pin a handle whose anchor is exactly the pin, at every rotation', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const component = { ...part('g', 'AND_3', 'G1', 100, 50), rotation };
      const node = toNode(component, false);
      const definition = getDefinition('AND_3')!;
      expect(node.handles).toHaveLength(definition.pins.length);
      for (const handle of node.handles!) {
        // React Flow's anchor on each side of a 1×1 handle box (getHandlePosition in @xyflow/system).
        const anchor =
          handle.position === Position.Left
            ? { x: handle.x, y: handle.y + 0.5 }
            : handle.position === Position.Right
              ? { x: handle.x + 1, y: handle.y + 0.5 }
              : handle.position === Position.Top
                ? { x: handle.x + 0.5, y: handle.y }
                : { x: handle.x + 0.5, y: handle.y + 1 };
        expect(Number.isInteger(anchor.x) && Number.isInteger(anchor.y), `${handle.id} at ${rotation}°`).toBe(true);
        expect(anchor.x >= 0 && anchor.x <= node.width! && anchor.y >= 0 && anchor.y <= node.height!).toBe(true);
      }
    }
  });

  it('replaces only the objects of what changed', () => {
    const state = halfAdder();
    const model = new FlowModel();
    model.reset(state, VIEW);
    const before = new Map(model.nodes.map((n) => [n.id, n]));
    const operations = [{ op: 'updateComponent' as const, id: 'xor', set: { x: 500 } }];
    const touched = touchedBy(state, operations);
    expect(state.apply(operations).success).toBe(true);
    model.sync(state, touched, VIEW);
    for (const node of model.nodes) {
      if (node.id === 'xor') expect(node).not.toBe(before.get('xor'));
      else expect(node).toBe(before.get(node.id));
    }
    expect(model.nodes.find((n) => n.id === 'xor')!.position).toEqual({ x: 500, y: 0 });
  });

  it('kept in step change by change, equals a model rebuilt from scratch (seeded)', () => {
    const seed = 77;
    fc.assert(
      fc.property(fc.array(editCommand, { maxLength: 40 }), (commands) => {
        const state = circuitOf([]);
        const model = new FlowModel();
        model.reset(state, VIEW);
        for (const command of commands) {
          const operations = toOperations(state, command);
          if (operations.length === 0) continue;
          const touched = touchedBy(state, operations);
          expect(state.apply(operations).success, `seed ${seed}`).toBe(true);
          model.sync(state, touched, VIEW);
        }
        const fresh = new FlowModel();
        fresh.reset(state, VIEW);
        const byId = <T extends { id: string }>(items: readonly T[]) =>
          [...items].sort((a, b) => a.id.localeCompare(b.id));
        expect(byId(model.nodes), `seed ${seed}`).toEqual(byId(fresh.nodes));
        expect(byId(model.edges), `seed ${seed}`).toEqual(byId(fresh.edges));
      }),
      { seed, numRuns: 150 },
    );
  });

  it('draws notes as their own nodes, handing back the size React Flow measured', () => {
    const state = halfAdder();
    expect(state.apply([{ op: 'addNote', note: { id: 'n1', x: 20, y: -60, text: 'Sum' } }]).success).toBe(true);
    const model = new FlowModel();
    model.reset(state, VIEW);
    const note = model.nodes.find((n) => n.id === noteNodeId('n1'))!;
    expect(note).toMatchObject({
      type: 'note',
      position: { x: 20, y: -60 },
      selected: true,
      data: { note: { text: 'Sum' } },
    });
    // Unmeasured at first: React Flow measures it in the DOM.
    expect(note.measured).toBeUndefined();
    const noteSizes = new Map([[noteNodeId('n1'), { width: 120, height: 40 }]]);
    model.sync(state, { components: new Set(), wires: new Set(), notes: new Set(['n1']) }, { ...VIEW, noteSizes });
    expect(model.nodes.find((n) => n.id === noteNodeId('n1'))!.measured).toEqual({ width: 120, height: 40 });
  });
});
