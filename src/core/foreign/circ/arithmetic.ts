import type { ShiftMode } from '../../../shared/components/arithmetic';
import { MAX_BUS_WIDTH } from '../../../shared/components/types';
import { facingOf, type Facing, type Point } from './geometry';
import { laneCount, laneWidth } from './lanes';
import { attrOf, intAttr, type InnerWire, type Mapped, type PartSpec, type PinLink } from './mapped';
import type { LogisimComp } from './xml';

const SHIFTS: Readonly<Record<string, ShiftMode>> = {
  ll: 'left',
  lr: 'right',
  ar: 'arithmetic-right',
  rl: 'rotate-left',
  rr: 'rotate-right',
};

/** Logisim's pins of the two-number parts, from the anchor (the output), which never turn. */
const TWO_NUMBER_PINS: Readonly<Record<string, readonly (readonly [string, number, number])[]>> = {
  Adder: [
    ['A', -40, -10],
    ['B', -40, 10],
    ['CIN', -20, -20],
    ['S', 0, 0],
    ['COUT', -20, 20],
  ],
  Subtractor: [
    ['A', -40, -10],
    ['B', -40, 10],
    ['BIN', -20, -20],
    ['D', 0, 0],
    ['BOUT', -20, 20],
  ],
  Comparator: [
    ['A', -40, -10],
    ['B', -40, 10],
    ['GT', 0, -10],
    ['EQ', 0, 0],
    ['LT', 0, 10],
  ],
  Shifter: [
    ['A', -40, -10],
    ['S', -40, 10],
    ['Y', 0, 0],
  ],
  // Logisim's "carry out" of a multiplier is the product's high word.
  Multiplier: [
    ['A', -40, -10],
    ['B', -40, 10],
    ['CIN', -20, -20],
    ['P', 0, 0],
    ['HI', -20, 20],
  ],
  Divider: [
    ['A', -40, -10],
    ['B', -40, 10],
    ['UPPER', -20, -20],
    ['Q', 0, 0],
    ['R', -20, 20],
  ],
};

const OUR_TYPE: Readonly<Record<string, string>> = {
  Adder: 'ADDER',
  Subtractor: 'SUBTRACTOR',
  Comparator: 'COMPARATOR',
  Shifter: 'SHIFTER',
  Multiplier: 'MULTIPLIER',
  Divider: 'DIVIDER',
};

/**
 * Logisim's Adder, Subtractor, Comparator (two's complement unless its mode says unsigned), Shifter
 * (ll, lr, ar, rl, rr), Negator (0 − x, a subtractor fed a constant 0), Priority Encoder,
 * Multiplier and Divider (unsigned unless their mode says two's complement) as our arithmetic
 * parts, pin for pin. Undefined for other parts, and for numbers wider than ours (the
 * caller makes those a placeholder with their pins).
 */
export function mapArithmetic(comp: LogisimComp): Mapped | undefined {
  if (comp.name === 'Priority Encoder') return priorityEncoder(comp);
  const width = intAttr(comp, 'width', 8, 1, 64);
  const at = (dx: number, dy: number): Point => ({ x: comp.x + dx, y: comp.y + dy });
  if (width > MAX_BUS_WIDTH) return wide(comp, width, at);
  if (comp.name === 'Negator') {
    return {
      parts: [
        { type: 'SUBTRACTOR', properties: { width } },
        { type: 'CONST_VALUE', properties: { width, value: 0 }, offset: { x: -100, y: -20 } },
      ],
      links: [
        { at: at(-40, 0), part: 0, pin: 'B' },
        { at: at(0, 0), part: 0, pin: 'D' },
      ],
      inner: [{ from: [1, 'out'], to: [0, 'A'] }],
      facing: 'east',
    };
  }
  const pins = TWO_NUMBER_PINS[comp.name];
  const type = OUR_TYPE[comp.name];
  if (!pins || !type) return undefined;
  const properties: Record<string, string | number | boolean> = { width };
  if (type === 'COMPARATOR') properties.signed = attrOf(comp, 'mode', 'twosComplement') !== 'unsigned';
  // A multiplier and a divider are unsigned unless their mode says (2.7 has no mode).
  if (type === 'MULTIPLIER' || type === 'DIVIDER')
    properties.signed = attrOf(comp, 'mode', 'unsigned') === 'twosComplement';
  if (type === 'SHIFTER') properties.mode = SHIFTS[attrOf(comp, 'shift', 'll')] ?? 'left';
  return {
    parts: [{ type, properties }],
    links: pins.map(([pin, dx, dy]) => ({ at: at(dx, dy), part: 0, pin })),
    facing: 'east',
  };
}

/**
 * Priority Encoder: 2^select requests in a row on the side opposite its facing, the number at the
 * anchor, the group signal (our ANY) beside it, enable in after the last request and enable out
 * before the first, half-way out (Logisim's own layout, which lists requests top to bottom or left
 * to right whatever the facing).
 */
function priorityEncoder(comp: LogisimComp): Mapped {
  const select = intAttr(comp, 'select', 3, 1, 5);
  const n = 2 ** select;
  const facing: Facing = facingOf(comp.attrs.get('facing'));
  // Offsets along the row of requests and out from the anchor; the row is vertical unless it faces north or south.
  const across = facing === 'north' || facing === 'south';
  const side = facing === 'east' || facing === 'south' ? -40 : 40;
  const first = -5 * n + 10;
  const at = (along: number, out: number): Point =>
    across ? { x: comp.x + along, y: comp.y + out } : { x: comp.x + out, y: comp.y + along };
  const links: PinLink[] = [
    ...Array.from({ length: n }, (_, i) => ({ at: at(first + 10 * i, side), part: 0, pin: `I${i}` })),
    { at: at(0, 0), part: 0, pin: 'Y' },
    { at: at(first + 10 * n, side / 2), part: 0, pin: 'EN' },
    { at: at(first - 10, side / 2), part: 0, pin: 'EOUT' },
    { at: at(10, 0), part: 0, pin: 'ANY' },
  ];
  return { parts: [{ type: 'PRIORITY_ENCODER', properties: { selectBits: select } }], links, facing };
}

/**
 * An Adder, Subtractor or Comparator wider than ours, lane by lane (lanes.ts): adders and
 * subtractors chained by their carry or borrow from the lowest lane up; comparators per lane (only
 * the top one signed) joined from the top down — greater when the upper lanes are greater, or equal
 * and the lower ones greater. Undefined for the others (a shifter, multiplier or divider: a placeholder).
 */
function wide(comp: LogisimComp, width: number, at: (dx: number, dy: number) => Point): Mapped | undefined {
  const type = OUR_TYPE[comp.name];
  const pins = TWO_NUMBER_PINS[comp.name];
  if (!type || !pins || !['ADDER', 'SUBTRACTOR', 'COMPARATOR'].includes(type)) return undefined;
  const lanes = laneCount(width);
  const point = (pin: string) => {
    const [, dx, dy] = pins.find(([name]) => name === pin)!;
    return at(dx, dy);
  };
  const parts: PartSpec[] = [];
  const links: PinLink[] = [];
  const inner: InnerWire[] = [];
  const signed = type === 'COMPARATOR' && attrOf(comp, 'mode', 'twosComplement') !== 'unsigned';
  for (let k = 0; k < lanes; k++) {
    const properties: PartSpec['properties'] = { width: laneWidth(width, k) };
    if (type === 'COMPARATOR') properties.signed = signed && k === lanes - 1;
    parts.push({ type, properties, ...(k > 0 ? { offset: { x: 0, y: 160 * k } } : {}) });
    links.push({ at: point('A'), part: k, pin: 'A', lane: k }, { at: point('B'), part: k, pin: 'B', lane: k });
  }
  if (type === 'ADDER' || type === 'SUBTRACTOR') {
    const [carryIn, carryOut, result] = type === 'ADDER' ? ['CIN', 'COUT', 'S'] : ['BIN', 'BOUT', 'D'];
    for (let k = 0; k < lanes; k++) links.push({ at: point(result), part: k, pin: result, lane: k });
    for (let k = 1; k < lanes; k++) inner.push({ from: [k - 1, carryOut], to: [k, carryIn] });
    links.push({ at: point(carryIn), part: 0, pin: carryIn }, { at: point(carryOut), part: lanes - 1, pin: carryOut });
    return { parts, links, inner, facing: 'east' };
  }
  // Comparator: fold the lanes from the lowest up; each step, the lane above decides unless equal.
  let gt: readonly [number, string] = [0, 'GT'];
  let lt: readonly [number, string] = [0, 'LT'];
  let eq: readonly [number, string] = [0, 'EQ'];
  const gate = (
    kind: string,
    a: readonly [number, string],
    b: readonly [number, string],
  ): readonly [number, string] => {
    parts.push({ type: kind, properties: {}, offset: { x: 80, y: 40 * (parts.length - lanes) } });
    const id = parts.length - 1;
    inner.push({ from: a, to: [id, 'a'] }, { from: b, to: [id, 'b'] });
    return [id, 'out'];
  };
  for (let k = 1; k < lanes; k++) {
    gt = gate('OR_2', [k, 'GT'], gate('AND_2', [k, 'EQ'], gt));
    lt = gate('OR_2', [k, 'LT'], gate('AND_2', [k, 'EQ'], lt));
    eq = gate('AND_2', [k, 'EQ'], eq);
  }
  links.push(
    { at: point('GT'), part: gt[0], pin: gt[1] },
    { at: point('EQ'), part: eq[0], pin: eq[1] },
    { at: point('LT'), part: lt[0], pin: lt[1] },
  );
  return { parts, links, inner, facing: 'east' };
}
