import type { Rotation } from '../../../shared/components/geometry';
import type { CircuitDraft } from './builder';
import type { Point } from './document';

/** What building a counter needs from the element mapper. */
export interface CounterContext {
  readonly draft: CircuitDraft;
  /** Binds a Digital pin of the counter to one of ours (through an inverter where Digital inverts it). */
  readonly bind: (digital: string, id: string, pin: string, width?: number) => void;
  readonly rotation: Rotation;
  readonly near: Point;
  readonly label?: string;
}

/**
 * Digital's Counter with its clear wired. Digital clears on the clock edge (clr wins over en); our
 * COUNTER clears at once, so it is built of a register that loads, on the edge, 0 while clr and
 * Q + 1 while en: REGISTER (EN = en OR clr) ← MUX_2 (clr: Q + 1 or 0) ← ADDER (Q + 0 + 1).
 * ovf is en AND the adder's carry (Q at its top count), as Digital's.
 */
export function syncClearCounter(ctx: CounterContext, bits: number): void {
  const { draft, bind, rotation, near } = ctx;
  const wide: Record<string, number> = bits > 1 ? { width: bits } : {};
  const register = draft.add(
    'REGISTER',
    { width: bits },
    { prefix: 'CNT', rotation, near, ...(ctx.label !== undefined ? { label: ctx.label } : {}) },
  );
  const at = (dx: number, dy: number): Point => ({ x: near.x + dx, y: near.y + dy });
  const adder = draft.add('ADDER', { width: bits }, { prefix: 'ADD', near: at(120, 100) });
  const zero = draft.add(bits > 1 ? 'CONST_VALUE' : 'CONST_LOW', bits > 1 ? { width: bits, value: 0 } : {}, {
    prefix: 'K',
    near: at(60, 140),
  });
  const one = draft.add('CONST_HIGH', {}, { prefix: 'K', near: at(60, 180) });
  const mux = draft.add('MUX_2', wide, { prefix: 'MUX', near: at(-100, 0) });
  const load = draft.add('OR_2', {}, { prefix: 'G', near: at(-100, 80) });
  const ovf = draft.add('AND_2', {}, { prefix: 'G', near: at(200, 60) });
  draft.link({ component: register, pin: 'Q' }, { component: adder, pin: 'A' });
  draft.link({ component: zero, pin: 'out' }, { component: adder, pin: 'B' });
  draft.link({ component: one, pin: 'out' }, { component: adder, pin: 'CIN' });
  draft.link({ component: adder, pin: 'S' }, { component: mux, pin: 'I0' });
  draft.link({ component: zero, pin: 'out' }, { component: mux, pin: 'I1' });
  draft.link({ component: mux, pin: 'Y' }, { component: register, pin: 'D' });
  draft.link({ component: load, pin: 'out' }, { component: register, pin: 'EN' });
  draft.link({ component: adder, pin: 'COUT' }, { component: ovf, pin: 'b' });
  bind('en', load, 'a');
  bind('en', ovf, 'a');
  bind('clr', load, 'b');
  bind('clr', mux, 'S');
  bind('C', register, 'CLK');
  bind('out', register, 'Q');
  bind('ovf', ovf, 'out');
}

/**
 * Digital's CounterPreset: on the clock edge clr clears, else ld loads `in`, else en counts up
 * (dir 0) or down (dir 1), wrapping at `maxValue` (0: the top of its bits); ovf is en AND the count
 * at its end in that direction (max going up, 0 going down). Built of ours: a REGISTER loading,
 * while en OR ld OR clr, a chain of MUX_2s (clr: 0; ld: in; dir: down or up, each wrapping by a
 * COMPARATOR's EQ) over ADDERs giving Q + 1 and Q + all ones (Q − 1).
 */
export function presetCounter(ctx: CounterContext, bits: number, maxValue: number): void {
  const { draft, bind, rotation, near } = ctx;
  const wide: Record<string, number> = bits > 1 ? { width: bits } : {};
  const top = 2 ** bits - 1;
  const max = maxValue > 0 && maxValue <= top ? maxValue : top;
  let row = 0;
  const next = (dx: number): Point => ({ x: near.x + dx, y: near.y + 60 * ++row });
  const add = (type: string, properties: Record<string, number>, prefix: string, dx: number) =>
    draft.add(type, properties, { prefix, near: next(dx) });
  const constant = (value: number) =>
    bits > 1
      ? add('CONST_VALUE', { width: bits, value }, 'K', -200)
      : add(value === 1 ? 'CONST_HIGH' : 'CONST_LOW', {}, 'K', -200);
  const link = (from: string, fromPin: string, to: string, toPin: string) =>
    draft.link({ component: from, pin: fromPin }, { component: to, pin: toPin });
  const register = draft.add(
    'REGISTER',
    { width: bits },
    {
      prefix: 'CNT',
      rotation,
      near,
      ...(ctx.label !== undefined ? { label: ctx.label } : {}),
    },
  );
  const zero = constant(0);
  const ones = constant(top);
  const maximum = max === top ? ones : constant(max);
  const carryIn = add('CONST_HIGH', {}, 'K', -200);
  const up = add('ADDER', { width: bits }, 'ADD', 120);
  link(register, 'Q', up, 'A');
  link(zero, 'out', up, 'B');
  link(carryIn, 'out', up, 'CIN');
  const down = add('ADDER', { width: bits }, 'ADD', 120);
  link(register, 'Q', down, 'A');
  link(ones, 'out', down, 'B');
  const atMax = add('COMPARATOR', { width: bits }, 'CMP', 120);
  link(register, 'Q', atMax, 'A');
  link(maximum, 'out', atMax, 'B');
  const atZero = add('COMPARATOR', { width: bits }, 'CMP', 120);
  link(register, 'Q', atZero, 'A');
  link(zero, 'out', atZero, 'B');
  const mux = (
    select: [string, string] | 'bind',
    i0: [string, string],
    i1: [string, string],
    digital?: string,
    properties: Record<string, number> = wide,
  ) => {
    const id = add('MUX_2', properties, 'MUX', -100);
    if (select === 'bind') bind(digital!, id, 'S');
    else link(select[0], select[1], id, 'S');
    link(i0[0], i0[1], id, 'I0');
    link(i1[0], i1[1], id, 'I1');
    return id;
  };
  const upNext = mux([atMax, 'EQ'], [up, 'S'], [zero, 'out']);
  const downNext = mux([atZero, 'EQ'], [down, 'S'], [maximum, 'out']);
  const counted = mux('bind', [upNext, 'Y'], [downNext, 'Y'], 'dir');
  const loaded = add('MUX_2', wide, 'MUX', -100);
  bind('ld', loaded, 'S');
  link(counted, 'Y', loaded, 'I0');
  bind('in', loaded, 'I1');
  const cleared = mux('bind', [loaded, 'Y'], [zero, 'out'], 'clr');
  link(cleared, 'Y', register, 'D');
  const load = add('OR_3', {}, 'G', -100);
  bind('en', load, 'a');
  bind('ld', load, 'b');
  bind('clr', load, 'c');
  link(load, 'out', register, 'EN');
  bind('C', register, 'CLK');
  bind('out', register, 'Q');
  const end = mux('bind', [atMax, 'EQ'], [atZero, 'EQ'], 'dir', {});
  const ovf = add('AND_2', {}, 'G', 200);
  bind('en', ovf, 'a');
  link(end, 'Y', ovf, 'b');
  bind('ovf', ovf, 'out');
}
