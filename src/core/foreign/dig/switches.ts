import type { PinRef } from '../../../shared/circuit/types';
import type { Rotation } from '../../../shared/components/geometry';
import type { CircuitDraft } from './builder';
import type { DigValue, Point } from './document';
import type { Bind } from './gates';
import { boolAttr, intAttr } from './pins';

/**
 * Digital's switching parts onto our transistors: the hand-operated Switch and SwitchDT, the Relay
 * and RelayDT, and the LightBulb (lit while a current flows through it). See docs/TRANSISTORS.md.
 */

/** What mapping one of them needs to know. */
export interface SwitchOptions {
  readonly draft: CircuitDraft;
  readonly bind: Bind;
  readonly attrs: ReadonlyMap<string, DigValue>;
  readonly bits: number;
  readonly rotation: Rotation;
  readonly near: Point;
  readonly label?: string;
}

/** What became of the element: made, or why not. */
export type SwitchOutcome = { readonly kind: 'part' } | { readonly kind: 'unsupported'; readonly why: string };

const MAX_POLES = 4;

/** Digital's pole count (1 to 4). */
export function poleCount(attrs: ReadonlyMap<string, DigValue>): number {
  return Math.max(1, Math.min(MAX_POLES, intAttr(attrs, 'poles', 1)));
}

/**
 * A node that is 1 while a current flows between two of Digital's pins, 0 otherwise: both driven
 * (neither floating) and at different levels. That is when Digital's relay coil pulls its contacts
 * and when its light bulb is lit; a floating end leaves the relay at rest and the bulb dark.
 *
 * A gate reading a floating net sees X here, so an XOR would leave the contacts in doubt. Built of
 * transistors instead, which a floating gate leaves open: two CMOS inverters give the second end's
 * inverse and a copy of it (both floating while it floats, and never driving it), and a
 * transmission-gate XOR picks one of them by the first end (open on both sides while that floats).
 * A pull-down on the result gives 0 whenever an end floats.
 */
export function currentFlows(o: SwitchOptions, first: string, second: string): PinRef {
  const { draft, bind, near } = o;
  const place = (dx: number, dy: number): Point => ({ x: near.x + dx, y: near.y + dy });
  const high = draft.add('CONST_HIGH', {}, { prefix: 'K', near: place(-120, -100) });
  const low = draft.add('CONST_LOW', {}, { prefix: 'K', near: place(-120, -20) });
  const channel = (type: 'NMOS' | 'PMOS', at: Point) => draft.add(type, {}, { prefix: type[0]!, near: at });
  /** A CMOS inverter whose gate `gate` wires: its output (floating while the gate floats). */
  const inverter = (x: number, gate: (id: string) => void): PinRef => {
    const up = channel('PMOS', place(x, -120));
    const down = channel('NMOS', place(x, -60));
    draft.link({ component: high, pin: 'out' }, { component: up, pin: 'D' });
    draft.link({ component: low, pin: 'out' }, { component: down, pin: 'D' });
    draft.link({ component: up, pin: 'S' }, { component: down, pin: 'S' });
    gate(up);
    gate(down);
    return { component: up, pin: 'S' };
  };
  const inverse = inverter(-80, (id) => bind(second, id, 'G'));
  const copy = inverter(-40, (id) => draft.link(inverse, { component: id, pin: 'G' }));
  // first = 0: the copy of the second end passes; first = 1: its inverse.
  const pass = channel('PMOS', place(0, -120));
  const invert = channel('NMOS', place(0, -60));
  bind(first, pass, 'G');
  bind(first, invert, 'G');
  draft.link(copy, { component: pass, pin: 'D' });
  draft.link(inverse, { component: invert, pin: 'D' });
  const out: PinRef = { component: pass, pin: 'S' };
  draft.link(out, { component: invert, pin: 'S' });
  const rest = draft.add('PULL_DOWN', {}, { prefix: 'PD', near: place(40, -60) });
  draft.link({ component: rest, pin: 'out' }, out);
  return out;
}

/**
 * A Relay or RelayDT: its contacts are joined while a current flows through the coil (in1 and in2
 * both driven and different), or while none does when it is normally closed: a transistor per
 * pole, switched by {@link currentFlows}. A double throw joins A to B while the current flows and A
 * to C while it does not.
 */
export function mapRelay(o: SwitchOptions, throws: boolean): SwitchOutcome {
  if (o.bits !== 1) return { kind: 'unsupported', why: `a ${o.bits}-bit relay (ours switch one bit)` };
  const coil = currentFlows(o, 'in1', 'in2');
  const closed = !throws && boolAttr(o.attrs, 'relayNormallyClosed', false);
  contacts(o, coil, closed ? 'PMOS' : 'NMOS', throws, 'RL', o.label);
  return { kind: 'part' };
}

/**
 * Digital's hand-operated Switch and SwitchDT: one of our toggle switches (labelled as Digital's,
 * so a test that sets the switch, as Digital's "switch acts as input" allows, sets ours) switching
 * a transistor per pole. A Switch starts as its `Closed` says; a SwitchDT starts with A joined to C.
 */
export function mapSwitch(o: SwitchOptions, throws: boolean): SwitchOutcome {
  if (o.bits !== 1) {
    return {
      kind: 'unsupported',
      why: `a ${o.bits}-bit switch (ours switch one bit, and our splitters carry a bus one way only)`,
    };
  }
  const closed = !throws && boolAttr(o.attrs, 'Closed', false);
  const toggle = o.draft.add(
    'SWITCH_TOGGLE',
    { initial: closed },
    { prefix: 'SW', near: { x: o.near.x - 40, y: o.near.y - 40 }, ...(o.label ? { label: o.label } : {}) },
  );
  contacts(o, { component: toggle, pin: 'out' }, 'NMOS', throws, 'S', undefined);
  return { kind: 'part' };
}

/** A transistor per pole joining A and B, switched by `control`; a double throw's PMOS joins A and C. */
function contacts(
  o: SwitchOptions,
  control: PinRef,
  type: 'NMOS' | 'PMOS',
  throws: boolean,
  prefix: string,
  label: string | undefined,
): void {
  const { draft, bind, rotation, near } = o;
  const poles = poleCount(o.attrs);
  for (let p = 1; p <= poles; p++) {
    const id = draft.add(type, {}, { prefix, rotation, near, ...(p === 1 && label ? { label } : {}) });
    draft.link(control, { component: id, pin: 'G' });
    bind(`A${p}`, id, 'D');
    bind(`B${p}`, id, 'S');
    if (!throws) continue;
    const rest = draft.add('PMOS', {}, { prefix, rotation, near });
    draft.link(control, { component: rest, pin: 'G' });
    bind(`A${p}`, rest, 'D');
    bind(`C${p}`, rest, 'S');
  }
}

/**
 * Digital's LightBulb is lit while a current flows through it: its ends A and B both driven and at
 * different levels (a floating end: dark). Our LED (of `ledType`) on {@link currentFlows}.
 */
export function mapLightBulb(o: SwitchOptions, ledType: string): SwitchOutcome {
  const lit = currentFlows(o, 'A', 'B');
  const led = o.draft.add(
    ledType,
    {},
    {
      prefix: 'LED',
      rotation: o.rotation,
      near: o.near,
      ...(o.label ? { label: o.label } : {}),
    },
  );
  o.draft.link(lit, { component: led, pin: 'anode' });
  return { kind: 'part' };
}
