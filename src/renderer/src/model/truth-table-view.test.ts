import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ComponentInstance } from '../../../shared/circuit';
import { cellText, inputBits, positionsOf, rowOf, rowOfValues, tableSides, valuesOf } from './truth-table-view';

const part = (id: string, type: string, x: number, y: number): ComponentInstance => ({
  id,
  type,
  label: id.toUpperCase(),
  x,
  y,
  rotation: 0,
  properties: {},
});

describe('the truth table panel', () => {
  it('takes switches and buttons as inputs and LEDs and probes as outputs, top to bottom', () => {
    const sides = tableSides([
      part('b', 'SWITCH_TOGGLE', 0, 200),
      part('gate', 'XOR_2', 100, 100),
      part('a', 'SWITCH_TOGGLE', 0, 100),
      part('go', 'BUTTON_PUSH', 0, 300),
      part('carry', 'LED_RED', 300, 200),
      part('sum', 'LED_GREEN', 300, 100),
      part('p', 'PROBE', 200, 100),
      part('r', 'RESISTOR', 400, 100),
      part('gnd', 'GND', 500, 100),
    ]);
    expect(sides.inputs.map((s) => s.label)).toEqual(['A', 'B', 'GO']);
    expect(sides.outputs.map((s) => s.label)).toEqual(['P', 'SUM', 'CARRY']);
  });

  it('numbers rows with the first input as the most significant bit, and back', () => {
    expect(rowOf([true, false])).toBe(2);
    expect(rowOf([false, true, true])).toBe(3);
    expect(positionsOf(5, 4)).toEqual([false, true, false, true]);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }), (positions) => {
        expect(positionsOf(rowOf(positions), positions.length)).toEqual(positions);
      }),
    );
  });

  it('takes input and output ports with their widths, and numbers rows by their values', () => {
    const sides = tableSides([
      { ...part('a', 'PORT_IN', 0, 0), properties: { width: 4 } },
      part('en', 'PORT_IN', 0, 100),
      { ...part('y', 'PORT_OUT', 300, 0), properties: { width: 8 } },
    ]);
    expect(sides.inputs.map((s) => [s.label, s.width])).toEqual([
      ['A', 4],
      ['EN', 1],
    ]);
    expect(sides.outputs.map((s) => [s.label, s.width])).toEqual([['Y', 8]]);
    expect(inputBits(sides)).toBe(5);
    expect(rowOfValues([5, 1], [4, 1])).toBe(11);
    expect(valuesOf(11, [4, 1])).toEqual([5, 1]);
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 })
          .chain((widths) =>
            fc.tuple(fc.constant(widths), fc.tuple(...widths.map((w) => fc.integer({ min: 0, max: 2 ** w - 1 })))),
          ),
        ([widths, values]) => {
          expect(valuesOf(rowOfValues(values, widths), widths)).toEqual(values);
        },
      ),
    );
    expect([cellText('1'), cellText('0101'), cellText('01X1')]).toEqual(['1', '5', '01X1']);
  });
});
