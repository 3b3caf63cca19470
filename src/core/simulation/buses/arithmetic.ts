import type { ComponentInstance } from '../../../shared/circuit/types';
import { amountBitsOf, selectBitsOf, shiftModeOf } from '../../../shared/components/arithmetic';
import { widthOf } from '../../../shared/components/buses';
import { divider } from './divider';
import { ExpansionBuilder, ext, type Signal } from './expansion-builder';
import type { BitPin, Expansion, PartView } from './expansion-types';
import { multiplier } from './multiplier';

/** The arithmetic parts the simulator builds from one-bit parts. */
export const ARITHMETIC_TYPES: ReadonlySet<string> = new Set([
  'ADDER',
  'SUBTRACTOR',
  'COMPARATOR',
  'SHIFTER',
  'PRIORITY_ENCODER',
  'MULTIPLIER',
  'DIVIDER',
]);

/** The expansion of an arithmetic part (see {@link ARITHMETIC_TYPES}). */
export function expandArithmetic(c: ComponentInstance): Expansion {
  switch (c.type) {
    case 'ADDER':
      return ripple(c, false);
    case 'SUBTRACTOR':
      return ripple(c, true);
    case 'COMPARATOR':
      return comparator(c);
    case 'SHIFTER':
      return shifter(c);
    case 'PRIORITY_ENCODER':
      return priorityEncoder(c);
    case 'MULTIPLIER':
      return multiplier(c);
    case 'DIVIDER':
      return divider(c);
    default:
      throw new Error(`${c.type} is not an arithmetic part`);
  }
}

/**
 * A ripple of full adders. A subtractor adds the inverse of B with the inverse of BIN as the carry
 * in (A − B − BIN = A + ~B + ~BIN), and its borrow is the inverse of the last carry.
 */
function ripple(c: ComponentInstance, subtract: boolean): Expansion {
  const width = widthOf(c.properties, 8);
  const b = new ExpansionBuilder(c);
  let carry: Signal = subtract ? b.not('bin', ext('BIN')) : ext('CIN');
  for (let i = 0; i < width; i++) {
    const fa = b.add(String(i), 'FULL_ADDER');
    b.feed(ext('A', i), fa, 'A');
    b.feed(subtract ? b.not(`${i}n`, ext('B', i)) : ext('B', i), fa, 'B');
    b.feed(carry, fa, 'CIN');
    b.drive(`${subtract ? 'D' : 'S'}#${i}`, { component: fa, pin: 'S' });
    carry = { component: fa, pin: 'COUT' };
  }
  if (subtract) b.drive('BOUT#0', b.not('bout', carry));
  else b.drive('COUT#0', carry as BitPin);
  const view: PartView = { kind: 'value', pin: subtract ? 'D' : 'S', width };
  return b.expansion(view, new Map([[subtract ? 'BIN#0' : 'CIN#0', 0]]));
}

/**
 * Greater, equal and less rippled from the lowest bit up: above bit i, A > B when bit i says so or
 * the bits are equal and the lower bits said so. Signed numbers swap the roles at the sign bit.
 */
function comparator(c: ComponentInstance): Expansion {
  const width = widthOf(c.properties, 8);
  const signed = c.properties.signed === true;
  const b = new ExpansionBuilder(c);
  let gt: BitPin | undefined;
  let lt: BitPin | undefined;
  let eq: BitPin | undefined;
  for (let i = 0; i < width; i++) {
    const sign = signed && i === width - 1;
    const nb = b.not(`${i}nb`, ext('B', i));
    const na = b.not(`${i}na`, ext('A', i));
    // At the sign bit of signed numbers a 0 is the greater.
    const g = sign ? b.gate(`${i}g`, 'AND_2', [na, ext('B', i)]) : b.gate(`${i}g`, 'AND_2', [ext('A', i), nb]);
    const l = sign ? b.gate(`${i}l`, 'AND_2', [ext('A', i), nb]) : b.gate(`${i}l`, 'AND_2', [na, ext('B', i)]);
    const e = b.gate(`${i}e`, 'XNOR_2', [ext('A', i), ext('B', i)]);
    if (gt === undefined || lt === undefined || eq === undefined) {
      [gt, lt, eq] = [g, l, e];
      continue;
    }
    gt = b.gate(`${i}G`, 'OR_2', [g, b.gate(`${i}Ga`, 'AND_2', [e, gt])]);
    lt = b.gate(`${i}L`, 'OR_2', [l, b.gate(`${i}La`, 'AND_2', [e, lt])]);
    eq = b.gate(`${i}E`, 'AND_2', [e, eq]);
  }
  b.drive('GT#0', gt!);
  b.drive('EQ#0', eq!);
  b.drive('LT#0', lt!);
  return b.expansion(undefined);
}

/** A barrel shifter: stage k shifts by 2^k when bit k of S is 1 (a row of 2-input multiplexers). */
function shifter(c: ComponentInstance): Expansion {
  const width = widthOf(c.properties, 8);
  const mode = shiftModeOf(c.properties);
  const b = new ExpansionBuilder(c);
  let current: Signal[] = Array.from({ length: width }, (_, i) => ext('A', i));
  for (let k = 0; k < amountBitsOf(c.properties); k++) {
    const d = 2 ** k;
    const from = (i: number): Signal => {
      switch (mode) {
        case 'left':
          return i - d >= 0 ? current[i - d]! : b.low();
        case 'right':
          return i + d < width ? current[i + d]! : b.low();
        case 'arithmetic-right':
          return current[Math.min(i + d, width - 1)]!;
        case 'rotate-left':
          return current[(((i - d) % width) + width) % width]!;
        case 'rotate-right':
          return current[(i + d) % width]!;
      }
    };
    current = current.map((kept, i) => {
      const mux = b.add(`${k}_${i}`, 'MUX_2');
      b.feed(kept, mux, 'I0');
      b.feed(from(i), mux, 'I1');
      b.feed(ext('S', k), mux, 'S');
      return { component: mux, pin: 'Y' };
    });
  }
  current.forEach((s, i) => b.drive(`Y#${i}`, s as BitPin));
  return b.expansion({ kind: 'value', pin: 'Y', width });
}

/**
 * The highest request wins: request i is chosen when it is 1 and none above it is (a chain from the
 * top, started by EN); bit k of Y is the OR of the chosen requests whose number has bit k.
 */
function priorityEncoder(c: ComponentInstance): Expansion {
  const n = selectBitsOf(c.properties);
  const count = 2 ** n;
  const b = new ExpansionBuilder(c);
  const chosen: BitPin[] = new Array<BitPin>(count);
  let noneAbove: Signal = ext('EN');
  for (let i = count - 1; i >= 0; i--) {
    chosen[i] = b.gate(`${i}s`, 'AND_2', [ext(`I${i}`), noneAbove]);
    noneAbove = b.gate(`${i}h`, 'AND_2', [noneAbove, b.not(`${i}n`, ext(`I${i}`))]);
  }
  for (let k = 0; k < n; k++) {
    const terms = chosen.filter((_, i) => (i >> k) & 1);
    b.drive(`Y#${k}`, b.or(`y${k}_`, terms));
  }
  const none = noneAbove as BitPin;
  b.drive('EOUT#0', none);
  b.drive('ANY#0', b.gate('any', 'AND_2', [ext('EN'), b.not('some', none)]));
  const defaults = new Map<string, 0 | 1>([['EN#0', 1]]);
  for (let i = 0; i < count; i++) defaults.set(`I${i}#0`, 0);
  return b.expansion({ kind: 'value', pin: 'Y', width: n }, defaults);
}
