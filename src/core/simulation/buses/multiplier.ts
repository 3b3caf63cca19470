import type { ComponentInstance } from '../../../shared/circuit/types';
import { widthOf } from '../../../shared/components/buses';
import { ExpansionBuilder, ext, type Signal } from './expansion-builder';
import type { BitPin, Expansion } from './expansion-types';
import { addWords, gateWord, subtractWords } from './word-ops';

const bitsOf = (pin: string, width: number): Signal[] => Array.from({ length: width }, (_, i) => ext(pin, i));

/**
 * A × B + CIN as an array multiplier: row j adds A (ANDed with bit j of B) to the running high
 * word, whose lowest bit is then bit j of the product (P) and the rest, with the carry, shift down.
 * After the last row the running word is the high word (HI). Signed numbers are multiplied as
 * unsigned and HI corrected: the two's complement product's high word is HI − sign(A)·B −
 * sign(B)·A − sign(CIN) (the low word is the same).
 */
export function multiplier(c: ComponentInstance): Expansion {
  const width = widthOf(c.properties, 8);
  const b = new ExpansionBuilder(c);
  const a = bitsOf('A', width);
  const bb = bitsOf('B', width);
  let running: readonly Signal[] = bitsOf('CIN', width);
  let high: BitPin[] = [];
  for (let j = 0; j < width; j++) {
    const row = gateWord(b, `p${j}_`, a, ext('B', j));
    const { sum, carry } = addWords(b, `r${j}_`, running, row, b.low());
    b.drive(`P#${j}`, sum[0]!);
    high = [...sum.slice(1), carry];
    running = high;
  }
  if (c.properties.signed === true) {
    const top = width - 1;
    high = subtractWords(b, 'sa', high, gateWord(b, 'sag', bb, ext('A', top)), ext('CIN', top)).sum;
    high = subtractWords(b, 'sb', high, gateWord(b, 'sbg', a, ext('B', top))).sum;
  }
  high.forEach((h, i) => b.drive(`HI#${i}`, h));
  const defaults = new Map<string, 0 | 1>(Array.from({ length: width }, (_, i) => [`CIN#${i}`, 0] as const));
  return b.expansion({ kind: 'value', pin: 'P', width }, defaults);
}
