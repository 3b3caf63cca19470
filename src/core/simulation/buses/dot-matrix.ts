import type { ComponentInstance } from '../../../shared/circuit/types';
import { addressBits, dotMatrixShape, dotMatrixSize, type DotMatrixSize } from '../../../shared/components/dot-matrix';
import { pinWidth } from '../../../shared/components/types';
import type { BitPin, Expansion } from './expansion-types';

/** A logic value as the engines' views write it. */
type Bit = '0' | '1' | 'X' | 'Z';

/**
 * A dot-matrix display in the one-bit circuit: a probe on every bit of every input (`<id>#<pin>.<i>`),
 * so nothing is driven and a floating input is not reported (a display's inputs never are). The
 * dots are worked out from those bits when the view is read (`dotMatrixDots`).
 */
export function expandDotMatrix(c: ComponentInstance): Expansion {
  const parts: ComponentInstance[] = [];
  const bits = new Map<string, BitPin[]>();
  for (const p of dotMatrixShape(c.properties).pins) {
    for (let i = 0; i < pinWidth(p); i++) {
      const suffix = `${p.name}.${i}`;
      const probe: ComponentInstance = {
        id: `${c.id}#${suffix}`,
        type: 'PROBE',
        label: `${c.label}#${suffix}`,
        x: c.x,
        y: c.y,
        rotation: c.rotation,
        properties: {},
      };
      parts.push(probe);
      bits.set(`${p.name}#${i}`, [{ component: probe.id, pin: 'in' }]);
    }
  }
  return { parts, wires: [], bits, joins: [], view: { kind: 'dots', size: dotMatrixSize(c.properties) } };
}

const dot = (v: Bit): string => (v === '1' ? '1' : v === '0' ? '0' : 'x');

/**
 * The dots of a display, rows top first, one character per dot leftmost first ('1' lit, '0' dark,
 * 'x' unknown), from its input bits: `read(pin, i)` is bit i of input `pin`. The bit orders are
 * the ones `DOT_MATRIX_INPUTS` documents (each peer's own).
 */
export function dotMatrixDots(size: DotMatrixSize, read: (pin: string, bit: number) => Bit): string[] {
  const { columns, rows, input } = size;
  const grid: string[][] = Array.from({ length: rows }, () => new Array<string>(columns).fill('0'));
  switch (input) {
    case 'columns':
      for (let i = 0; i < columns; i++) for (let k = 0; k < rows; k++) grid[rows - 1 - k]![i] = dot(read(`c${i}`, k));
      break;
    case 'rows':
      for (let j = 0; j < rows; j++)
        for (let k = 0; k < columns; k++) grid[j]![columns - 1 - k] = dot(read(`r${j}`, k));
      break;
    case 'select':
      for (let k = 0; k < rows; k++) {
        const selected = read('sel', k);
        for (let i = 0; i < columns; i++)
          grid[rows - 1 - k]![i] = selected === '1' ? dot(read('data', i)) : selected === '0' ? '0' : 'x';
      }
      break;
    case 'address': {
      const width = addressBits(columns);
      // The address's known bits (mask, value); a column whose number agrees with them may be addressed.
      let mask = 0;
      let value = 0;
      for (let b = 0; b < width; b++) {
        const v = read('addr', b);
        if (v === '1' || v === '0') mask |= 1 << b;
        if (v === '1') value |= 1 << b;
      }
      const known = mask === 2 ** width - 1;
      for (let k = 0; k < rows; k++) {
        const v = dot(read('data', k));
        for (let i = 0; i < columns; i++) {
          if ((i & mask) !== value) continue;
          // Known address: that column shows the data. Unknown: any dot the data could light is unknown.
          if (known) grid[k]![i] = v;
          else if (v !== '0') grid[k]![i] = 'x';
        }
      }
      break;
    }
  }
  return grid.map((row) => row.join(''));
}
