import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPONENT_DEFINITIONS, GRID } from '../../../../shared/components';
import { circuitOf, halfAdder, part } from '../../test-support/circuits';
import { addComponentEdit, deleteEdit, nudgeEdit, rotateEdit } from './edit-operations';
import { componentBox } from '../../../../shared/layout/geometry';

describe('edit operations', () => {
  it('adds a component centred on the point, on the grid, with the next free label', () => {
    const state = halfAdder();
    const edit = addComponentEdit(state, 'XOR_2', { x: 503, y: 207 }, 'new')!;
    expect(edit.label).toBe('Add G3');
    expect(state.apply(edit.operations).success).toBe(true);
    const added = state.component('new')!;
    expect(added.x % GRID).toBe(0);
    expect(added.y % GRID).toBe(0);
    expect(Math.abs(added.x + 30 - 503)).toBeLessThanOrEqual(GRID / 2);
    expect(Math.abs(added.y + 20 - 207)).toBeLessThanOrEqual(GRID / 2);
  });

  it('steps a clicked component off the ones already there, so repeated clicks do not stack', () => {
    const state = circuitOf([]);
    for (let i = 0; i < 3; i++) {
      const edit = addComponentEdit(state, 'AND_2', { x: 100, y: 100 }, `g${i}`, true)!;
      expect(state.apply(edit.operations).success).toBe(true);
    }
    const boxes = ['g0', 'g1', 'g2'].map((id) => componentBox(state.component(id)!));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlap, `g${i} and g${j} overlap`).toBe(false);
      }
    }
  });

  it('deletes a wire once even when its component is deleted too', () => {
    const state = halfAdder();
    const edit = deleteEdit(state, ['xor'], ['w1', 'w3'])!;
    expect(edit.operations).toEqual([
      { op: 'removeWire', id: 'w3' },
      { op: 'removeComponent', id: 'xor' },
    ]);
    expect(edit.label).toBe('Delete G1 and a wire');
    expect(state.apply(edit.operations).success).toBe(true);
    expect(state.wire('w1')).toBeUndefined();
  });

  it('nudges by grid steps and names the change', () => {
    const state = halfAdder();
    const edit = nudgeEdit(state, ['sw1', 'sw2'], 1, -2)!;
    expect(edit.label).toBe('Move 2 components');
    expect(state.apply(edit.operations).success).toBe(true);
    expect(state.component('sw2')).toMatchObject({ x: GRID, y: 100 - 2 * GRID });
  });

  it('rotates every type four times back to where it started, keeping the centre and the grid (seeded)', () => {
    const seed = 5150;
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPONENT_DEFINITIONS.map((d) => d.type)),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        (type, gx, gy) => {
          const state = circuitOf([part('c', type, 'U1', gx * GRID, gy * GRID)]);
          const start = componentBox(state.component('c')!);
          for (let turn = 1; turn <= 4; turn++) {
            expect(state.apply(rotateEdit(state, ['c'])!.operations).success).toBe(true);
            const box = componentBox(state.component('c')!);
            expect(box.x % GRID === 0, `seed ${seed}`).toBe(true);
            expect(box.y % GRID === 0, `seed ${seed}`).toBe(true);
            expect(Math.abs(box.x + box.width / 2 - (start.x + start.width / 2))).toBeLessThanOrEqual(GRID / 2);
          }
          expect(state.component('c')).toMatchObject({ rotation: 0, x: start.x, y: start.y });
        },
      ),
      { seed, numRuns: 120 },
    );
  });
});
