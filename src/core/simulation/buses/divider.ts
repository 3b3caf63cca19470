import type { ComponentInstance } from '../../../shared/circuit/types';
import { widthOf } from '../../../shared/components/buses';
import { ExpansionBuilder, ext, type Signal } from './expansion-builder';
import type { BitPin, Expansion } from './expansion-types';
import { addWords, chooseWord, gateWord, invertWord, negateIf, type Word } from './word-ops';

const bitsOf = (pin: string, width: number): Signal[] => Array.from({ length: width }, (_, i) => ext(pin, i));

/**
 * Restoring division of a 2·width-bit dividend by a width-bit divisor, both unsigned: from the top
 * bit of the dividend down, the remainder so far takes in the next bit and the divisor is
 * subtracted when it fits (that quotient bit is 1), else the remainder is kept. The divisor's
 * inverse is shared by every row.
 */
function restoring(b: ExpansionBuilder, dividend: Word, divisor: Word): { quotient: BitPin[]; remainder: BitPin[] } {
  const width = divisor.length;
  const minusDivisor = [...invertWord(b, 'nd', divisor), b.high()];
  let remainder: BitPin[] = Array.from({ length: width }, () => b.low());
  const quotient: BitPin[] = new Array<BitPin>(dividend.length);
  for (let i = dividend.length - 1; i >= 0; i--) {
    const shifted = [dividend[i]!, ...remainder];
    const { sum, carry } = addWords(b, `d${i}_`, shifted, minusDivisor, b.high());
    quotient[i] = carry;
    remainder = chooseWord(b, `m${i}_`, carry, shifted.slice(0, width), sum.slice(0, width));
  }
  return { quotient, remainder };
}

/** A copy of the sign bit (a buffer) for the open UPPER bits to read. */
function signOf(b: ExpansionBuilder, top: Signal): BitPin {
  const id = b.add('as', 'BUFFER');
  b.feed(top, id, 'in');
  return { component: id, pin: 'out' };
}

/**
 * UPPER:A ÷ B → Q, R. A divisor of 0 reads as 1 (as in Logisim and Digital: Q is the dividend's low
 * word, R is 0). Unsigned: Q is the low word of the quotient. Signed: the magnitudes are divided,
 * Q is negated when the signs differ and R takes the dividend's sign (truncating, as Java does);
 * with Remainder positive a negative R gains |B| and Q moves one away from it. UPPER left open
 * reads 0, or the sign of A when signed (A alone, sign-extended).
 */
export function divider(c: ComponentInstance): Expansion {
  const width = widthOf(c.properties, 8);
  const signed = c.properties.signed === true;
  const b = new ExpansionBuilder(c);
  const divisorIn = bitsOf('B', width);
  const isZero = b.not('bz', b.or('bo', divisorIn));
  const divisor: Signal[] = [b.gate('b0', 'OR_2', [divisorIn[0]!, isZero]), ...divisorIn.slice(1)];
  const dividend = [...bitsOf('A', width), ...bitsOf('UPPER', width)];
  const defaults = new Map<string, 0 | 1 | BitPin>();
  const sign = signed ? signOf(b, ext('A', width - 1)) : 0;
  for (let i = 0; i < width; i++) defaults.set(`UPPER#${i}`, sign);
  let q: BitPin[];
  let r: BitPin[];
  if (!signed) {
    const { quotient, remainder } = restoring(b, dividend, divisor);
    [q, r] = [quotient.slice(0, width), remainder];
  } else {
    const sn = ext('UPPER', width - 1);
    const sd = divisor[width - 1]!;
    const magnitude = negateIf(b, 'an', dividend, sn);
    const by = negateIf(b, 'ad', divisor, sd);
    const { quotient, remainder } = restoring(b, magnitude, by);
    q = negateIf(b, 'qn', quotient.slice(0, width), b.gate('qs', 'XOR_2', [sn, sd]));
    r = negateIf(b, 'rn', remainder, sn);
    if (c.properties.remainderPositive === true) {
      // A negative remainder (the dividend negative, the remainder not 0) gains |B|; Q moves by ∓1.
      const fix = b.gate('fix', 'AND_2', [sn, b.or('ro', remainder)]);
      r = addWords(b, 'rp', r, gateWord(b, 'rg', by, fix), b.low()).sum;
      const step = [fix, ...gateWord(b, 'qg', Array<Signal>(width - 1).fill(b.not('nsd', sd)), fix)];
      q = addWords(b, 'qp', q, step, b.low()).sum;
    }
  }
  q.forEach((s, i) => b.drive(`Q#${i}`, s));
  r.forEach((s, i) => b.drive(`R#${i}`, s));
  return b.expansion({ kind: 'value', pin: 'Q', width }, defaults);
}
