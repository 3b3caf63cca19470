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
