import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../../shared/circuit';
import { moveOperations } from './move-operations';

function bent(): CircuitState {
  const made = CircuitState.fromCircuit({
    components: [
      { id: 's', type: 'SWITCH_TOGGLE', label: 'S', x: 0, y: 0, rotation: 0, properties: {} },
      { id: 'g', type: 'NOT', label: 'G', x: 200, y: 100, rotation: 0, properties: {} },
    ],
    wires: [
      {
        id: 'w',
        from: { component: 's', pin: 'out' },
        to: { component: 'g', pin: 'in' },
        waypoints: [
          { x: 120, y: 20 },
          { x: 120, y: 120 },
        ],
      },
    ],
  });
  if (!made.success) throw new Error(made.error);
  return made.data;
}

describe('storing a drag', () => {
  it('moves the corners of a bent wire whose two parts moved by the same step, as one change', () => {
    const state = bent();
    const { operations } = moveOperations(
      state,
      new Map([
        ['s', { x: 20, y: 30 }],
        ['g', { x: 220, y: 130 }],
      ]),
    );
    expect(state.apply(operations).success).toBe(true);
    expect(state.wire('w')?.waypoints).toEqual([
      { x: 140, y: 50 },
      { x: 140, y: 150 },
    ]);
  });

  it('leaves the corners where they are when only one end moved', () => {
    const state = bent();
    const { operations, label } = moveOperations(state, new Map([['g', { x: 240, y: 100 }]]));
    expect(label).toBe('Move G');
    expect(operations.map((op) => op.op)).toEqual(['updateComponent']);
  });
});
