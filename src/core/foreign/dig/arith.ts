import type { PinRef } from '../../../shared/circuit/types';
import type { Rotation } from '../../../shared/components/geometry';
import type { CircuitDraft } from './builder';
import type { Point } from './document';

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
 * Digital's Add (s = a + b + c_i, c_o the carry) or Sub (s = a − b − c_i, c_o the borrow) of `bits`
 * bits as a ripple of our full adders: the buses cut into bits by splitters, the sums merged. A
 * subtraction adds the inverse of b with the inverse of c_i as the carry in (a − b − c = a + ~b +
 * ~c), and its borrow is the inverse of the last carry.
 */
export function ripple(bits: number, subtract: boolean, o: ArithOptions): void {
  const { draft, near } = o;
  const not = (width: number, x: number, y: number) =>
    draft.add('NOT', width > 1 ? { width } : {}, { prefix: 'G', near: { x, y } });
  /** Binds a Digital input to a pin of ours, through an inverter when subtracting. */
  const input = (name: string, to: PinRef, width: number, invert: boolean) => {
    const point = o.at(name);
    if (!point) return;
    if (!invert) {
      draft.bind(point, to.component, to.pin);
      return;
    }
    const inv = not(width, point.x - 60, point.y);
    draft.bind(point, inv, 'in');
    draft.link({ component: inv, pin: 'out' }, to);
  };
  const adders = Array.from({ length: bits }, (_, i) =>
    draft.add(
      'FULL_ADDER',
      {},
      {
        prefix: 'FA',
        rotation: o.rotation,
        near: { x: near.x + 20, y: near.y + 100 * i },
        ...(i === bits - 1 && o.label !== undefined ? { label: o.label } : {}),
      },
    ),
  );
  if (bits === 1) {
    input('a', { component: adders[0]!, pin: 'A' }, 1, false);
    input('b', { component: adders[0]!, pin: 'B' }, 1, subtract);
  } else {
    const cut = (x: number) =>
      draft.add('SPLITTER', { width: bits, ranges: '' }, { prefix: 'SPL', near: { x, y: near.y } });
    const sa = cut(near.x - 80);
    const sb = cut(near.x - 160);
    input('a', { component: sa, pin: 'in' }, bits, false);
    input('b', { component: sb, pin: 'in' }, bits, subtract);
    adders.forEach((fa, i) => {
      draft.link({ component: sa, pin: bit(i) }, { component: fa, pin: 'A' });
      draft.link({ component: sb, pin: bit(i) }, { component: fa, pin: 'B' });
    });
  }
  input('c_i', { component: adders[0]!, pin: 'CIN' }, 1, subtract);
  for (let i = 1; i < bits; i++)
    draft.link({ component: adders[i - 1]!, pin: 'COUT' }, { component: adders[i]!, pin: 'CIN' });
  const s = o.at('s');
  if (s && bits === 1) draft.bind(s, adders[0]!, 'S');
  else if (s) {
    const merger = draft.add(
      'MERGER',
      { width: bits, ranges: '' },
      { prefix: 'MRG', near: { x: near.x + 120, y: near.y } },
    );
    adders.forEach((fa, i) => draft.link({ component: fa, pin: 'S' }, { component: merger, pin: bit(i) }));
    draft.bind(s, merger, 'out');
  }
  const co = o.at('c_o');
  const last = adders[bits - 1]!;
  if (co && !subtract) draft.bind(co, last, 'COUT');
  else if (co) {
    const inv = not(1, co.x, co.y + 20);
    draft.link({ component: last, pin: 'COUT' }, { component: inv, pin: 'in' });
    draft.bind(co, inv, 'out');
  }
}

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

/** An AND of several one-bit sources, as a tree of our 4-input ANDs; the source itself when there is one. */
function andOf(draft: CircuitDraft, sources: readonly PinRef[], near: Point): PinRef {
  if (sources.length === 1) return sources[0]!;
  const groups: PinRef[] = [];
  for (let i = 0; i < sources.length; i += 4) {
    const group = sources.slice(i, i + 4);
    if (group.length === 1) {
      groups.push(group[0]!);
      continue;
    }
    const id = draft.add(`AND_${group.length}`, {}, { prefix: 'G', near: { x: near.x, y: near.y + 20 * i } });
    group.forEach((source, k) => draft.link(source, { component: id, pin: 'abcd'[k]! }));
    groups.push({ component: id, pin: 'out' });
  }
  return andOf(draft, groups, { x: near.x + 80, y: near.y });
}

/**
 * Digital's Comparator (outputs "=", ">", "<" of a and b, signed or not) from our parts: equal is the
 * AND of the bits of a XNOR b; a < b unsigned is the borrow of a − b (a ripple of full adders adding
 * ~b with a carry in of 1, the borrow the inverse of the last carry); signed, a < b when a is
 * negative and b is not, or when their signs agree and a < b unsigned; greater is neither.
 */
export function comparator(bits: number, signed: boolean, o: ArithOptions): void {
  const { draft, near } = o;
  const wide: Record<string, number> = bits > 1 ? { width: bits } : {};
  const gate = (type: string, x: number, y: number, props: Record<string, number> = {}) =>
    draft.add(type, props, { prefix: 'G', near: { x: near.x + x, y: near.y + y } });
  const a = o.at('a');
  const b = o.at('b');
  // a XNOR b, and ~b, on the whole bus.
  const same = gate('XNOR_2', 20, 0, wide);
  const notB = gate('NOT', 20, 60, wide);
  if (a) draft.bind(a, same, 'a');
  if (b) draft.bind(b, same, 'b');
  if (b) draft.bind(b, notB, 'in');
  const bitsOf = (source: PinRef, y: number): PinRef[] => {
    if (bits === 1) return [source];
    const splitter = draft.add(
      'SPLITTER',
      { width: bits, ranges: '' },
      { prefix: 'SPL', near: { x: near.x + 100, y: near.y + y } },
    );
    draft.link(source, { component: splitter, pin: 'in' });
    return Array.from({ length: bits }, (_, i) => ({ component: splitter, pin: bit(i) }));
  };
  const sameBits = bitsOf({ component: same, pin: 'out' }, 0);
  const notBBits = bitsOf({ component: notB, pin: 'out' }, 120);
  let aBits: PinRef[];
  if (bits === 1) {
    const buffer = gate('BUFFER', 20, 180);
    if (a) draft.bind(a, buffer, 'in');
    aBits = [{ component: buffer, pin: 'out' }];
  } else {
    const splitter = draft.add(
      'SPLITTER',
      { width: bits, ranges: '' },
      { prefix: 'SPL', near: { x: near.x + 100, y: near.y + 240 } },
    );
    if (a) draft.bind(a, splitter, 'in');
    aBits = Array.from({ length: bits }, (_, i) => ({ component: splitter, pin: bit(i) }));
  }
  const eq = andOf(draft, sameBits, { x: near.x + 200, y: near.y });
  // The borrow of a − b.
  const one = gate('CONST_HIGH', 160, 300);
  let carry: PinRef = { component: one, pin: 'out' };
  for (let i = 0; i < bits; i++) {
    const fa = draft.add('FULL_ADDER', {}, { prefix: 'FA', near: { x: near.x + 200, y: near.y + 300 + 100 * i } });
    draft.link(aBits[i]!, { component: fa, pin: 'A' });
    draft.link(notBBits[i]!, { component: fa, pin: 'B' });
    draft.link(carry, { component: fa, pin: 'CIN' });
    carry = { component: fa, pin: 'COUT' };
  }
  const borrow = gate('NOT', 300, 300);
  draft.link(carry, { component: borrow, pin: 'in' });
  let lt: PinRef = { component: borrow, pin: 'out' };
  if (signed) {
    // (a negative and b not) or (signs agree and a < b unsigned).
    const top = bits - 1;
    const aNegBPos = gate('AND_2', 380, 240);
    draft.link(aBits[top]!, { component: aNegBPos, pin: 'a' });
    draft.link(notBBits[top]!, { component: aNegBPos, pin: 'b' });
    const agree = gate('AND_2', 380, 300);
    draft.link(sameBits[top]!, { component: agree, pin: 'a' });
    draft.link(lt, { component: agree, pin: 'b' });
    const either = gate('OR_2', 460, 270);
    draft.link({ component: aNegBPos, pin: 'out' }, { component: either, pin: 'a' });
    draft.link({ component: agree, pin: 'out' }, { component: either, pin: 'b' });
    lt = { component: either, pin: 'out' };
  }
  const gt = draft.add(
    'NOR_2',
    {},
    {
      prefix: 'G',
      rotation: o.rotation,
      near: { x: near.x + 540, y: near.y + 100 },
      ...(o.label !== undefined ? { label: o.label } : {}),
    },
  );
  draft.link(eq, { component: gt, pin: 'a' });
  draft.link(lt, { component: gt, pin: 'b' });
  const bindOut = (name: string, ref: PinRef) => {
    const point = o.at(name);
    if (point) draft.bind(point, ref.component, ref.pin);
  };
  bindOut('=', eq);
  bindOut('>', { component: gt, pin: 'out' });
  bindOut('<', lt);
}
