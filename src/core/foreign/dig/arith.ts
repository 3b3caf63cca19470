import type { Rotation } from '../../../shared/components/geometry';
import type { CircuitDraft } from './builder';
import type { DigValue, Point } from './document';
import { MAX_PRIORITY_SELECT_BITS, shiftBits } from '../../../shared/components/arithmetic';
import { definitionFor } from '../../../shared/components/registry';
import { MAX_BUS_WIDTH } from '../../../shared/components/types';
import { boolAttr, digitalShiftBits, intAttr, stringAttr } from './pins';

interface ArithOptions {
  readonly draft: CircuitDraft;
  /** Where each Digital pin of the element is. */
  readonly at: (name: string) => Point | undefined;
  readonly rotation: Rotation;
  readonly near: Point;
  readonly label?: string;
}

const bit = (lo: number, hi = lo) => (lo === hi ? `b${lo}` : `b${hi}_${lo}`);
const text = (lo: number, hi = lo) => (lo === hi ? String(lo) : `${lo}-${hi}`);

/**
 * Digital's BitExtender (a signed value made wider, its top bit copied into the new bits) as a
 * splitter taking the top bit off and a merger putting it back as often as needed.
 */
export function signExtend(inBits: number, outBits: number, o: ArithOptions): void {
  const { draft, near } = o;
  const from = o.at('in');
  const to = o.at('out');
  const top = inBits - 1;
  const ranges = [
    ...(inBits > 1 ? [text(0, top - 1)] : []),
    ...Array.from({ length: outBits - top }, (_, k) => text(top + k)),
  ];
  const merger = draft.add(
    'MERGER',
    { width: outBits, ranges: ranges.join(',') },
    { prefix: 'MRG', rotation: o.rotation, near, ...(o.label !== undefined ? { label: o.label } : {}) },
  );
  if (to) draft.bind(to, merger, 'out');
  if (!from) return;
  if (inBits === 1) {
    // One bit: it is the top bit; it reaches each of the merger's pins through the Digital pin's net.
    for (let k = 0; k < outBits; k++) draft.bind(from, merger, bit(k));
    return;
  }
  const splitter = draft.add(
    'SPLITTER',
    { width: inBits, ranges: `${text(0, top - 1)},${top}` },
    { prefix: 'SPL', near: { x: near.x - 80, y: near.y } },
  );
  draft.bind(from, splitter, 'in');
  draft.link({ component: splitter, pin: bit(0, top - 1) }, { component: merger, pin: bit(0, top - 1) });
  for (let k = top; k < outBits; k++)
    draft.link({ component: splitter, pin: bit(top) }, { component: merger, pin: bit(k) });
}

type Attrs = ReadonlyMap<string, DigValue>;

/** What mapping an arithmetic element came to: our part, or why not. */
export type ArithOutcome = { readonly kind: 'part' } | { readonly kind: 'unsupported'; readonly why: string };

interface NativeOptions {
  readonly draft: CircuitDraft;
  /** Binds a Digital pin to one of ours (through an inverter when Digital inverts that input). */
  readonly bind: (digital: string, id: string, pin: string, width?: number) => void;
  readonly rotation: Rotation;
  readonly near: Point;
  readonly label?: string;
}

/** Digital's pins of each element, each with the pin of ours it becomes. */
const PINS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  Add: [
    ['a', 'A'],
    ['b', 'B'],
    ['c_i', 'CIN'],
    ['s', 'S'],
    ['c_o', 'COUT'],
  ],
  Sub: [
    ['a', 'A'],
    ['b', 'B'],
    ['c_i', 'BIN'],
    ['s', 'D'],
    ['c_o', 'BOUT'],
  ],
  Comparator: [
    ['a', 'A'],
    ['b', 'B'],
    ['>', 'GT'],
    ['=', 'EQ'],
    ['<', 'LT'],
  ],
  BarrelShifter: [
    ['in', 'A'],
    ['shift', 'S'],
    ['out', 'Y'],
  ],
  Neg: [
    ['in', 'B'],
    ['out', 'D'],
  ],
  Div: [
    ['a', 'A'],
    ['b', 'B'],
    ['q', 'Q'],
    ['r', 'R'],
  ],
};

const TYPES: Readonly<Record<string, readonly [string, string]>> = {
  Add: ['ADDER', 'ADD'],
  Sub: ['SUBTRACTOR', 'SUB'],
  Comparator: ['COMPARATOR', 'CMP'],
  BarrelShifter: ['SHIFTER', 'SHF'],
  Neg: ['SUBTRACTOR', 'SUB'],
  Div: ['DIVIDER', 'DIV'],
};

/**
 * Digital's Add, Sub (its c_i and c_o are the borrows), Comparator, BarrelShifter, Neg (0 − in),
 * PriorityEncoder, Mul and Div as our arithmetic parts, pin for pin. Undefined for any other element.
 */
export function mapArithmetic(name: string, a: Attrs, bits: number, o: NativeOptions): ArithOutcome | undefined {
  if (name === 'PriorityEncoder') return priorityEncoder(a, o);
  if (name === 'Mul') return multiplier(a, bits, o);
  const pins = PINS[name];
  const type = TYPES[name];
  if (!pins || !type) return undefined;
  const properties: Record<string, string | number | boolean> = { width: bits };
  if (name === 'Comparator' || name === 'Div') properties.signed = boolAttr(a, 'Signed', false);
  // Digital's Div makes a negative remainder positive unless told not to (its default is on).
  if (name === 'Div' && properties.signed === true && boolAttr(a, 'remainderPositive', true))
    properties.remainderPositive = true;
  if (name === 'BarrelShifter') {
    if (boolAttr(a, 'barrelSigned', false))
      return { kind: 'unsupported', why: 'a signed shift amount (a negative amount shifts the other way)' };
    const mode = stringAttr(a, 'barrelShifterMode') || 'logical';
    const right = stringAttr(a, 'direction') === 'right';
    properties.mode =
      mode === 'rotate'
        ? right
          ? 'rotate-right'
          : 'rotate-left'
        : right
          ? mode === 'arithmetic'
            ? 'arithmetic-right'
            : 'right'
          : 'left';
    const amount = digitalShiftBits(bits);
    if (amount !== shiftBits(bits)) properties.amountBits = amount;
  }
  const id = o.draft.add(type[0], properties, {
    prefix: type[1],
    rotation: o.rotation,
    near: o.near,
    ...(o.label !== undefined ? { label: o.label } : {}),
  });
  if (name === 'Neg') {
    const zero = o.draft.add(
      'CONST_VALUE',
      { width: bits, value: 0 },
      { prefix: 'K', near: { x: o.near.x - 80, y: o.near.y - 20 } },
    );
    o.draft.link({ component: zero, pin: 'out' }, { component: id, pin: 'A' });
  }
  // An inverted Digital input gets a NOT as wide as our pin it feeds.
  const ourPins = definitionFor({ type: type[0], properties })?.pins ?? [];
  for (const [digital, ours] of pins) o.bind(digital, id, ours, ourPins.find((p) => p.name === ours)?.width ?? 1);
  return { kind: 'part' };
}

/** Digital's PriorityEncoder (no enable): requests in0.., the number `num` and `any`. */
function priorityEncoder(a: Attrs, o: NativeOptions): ArithOutcome {
  const select = intAttr(a, 'Selector Bits', 1);
  if (select < 1 || select > MAX_PRIORITY_SELECT_BITS)
    return { kind: 'unsupported', why: `${select} selector bits (1 to ${MAX_PRIORITY_SELECT_BITS} here)` };
  const id = o.draft.add(
    'PRIORITY_ENCODER',
    { selectBits: select },
    { prefix: 'PE', rotation: o.rotation, near: o.near, ...(o.label !== undefined ? { label: o.label } : {}) },
  );
  for (let i = 0; i < 2 ** select; i++) o.bind(`in${i}`, id, `I${i}`);
  o.bind('num', id, 'Y');
  o.bind('any', id, 'ANY');
  return { kind: 'part' };
}

/**
 * Digital's Mul: our multiplier (its CIN left open) and a merger making P and HI the one
 * double-width product `mul`. A product wider than our widest bus is refused.
 */
function multiplier(a: Attrs, bits: number, o: NativeOptions): ArithOutcome {
  const wide = 2 * bits;
  if (wide > MAX_BUS_WIDTH)
    return {
      kind: 'unsupported',
      why: `a ${bits}-bit multiplier (its ${wide}-bit product is wider than ${MAX_BUS_WIDTH} bits, our widest)`,
    };
  const id = o.draft.add(
    'MULTIPLIER',
    { width: bits, signed: boolAttr(a, 'Signed', false) },
    { prefix: 'MUL', rotation: o.rotation, near: o.near, ...(o.label !== undefined ? { label: o.label } : {}) },
  );
  o.bind('a', id, 'A', bits);
  o.bind('b', id, 'B', bits);
  const merger = o.draft.add(
    'MERGER',
    { width: wide, ranges: `${text(0, bits - 1)},${text(bits, wide - 1)}` },
    { prefix: 'MRG', near: { x: o.near.x + 80, y: o.near.y } },
  );
  o.bind('mul', merger, 'out', wide);
  o.draft.link({ component: id, pin: 'P' }, { component: merger, pin: bit(0, bits - 1) });
  o.draft.link({ component: id, pin: 'HI' }, { component: merger, pin: bit(bits, wide - 1) });
  return { kind: 'part' };
}
