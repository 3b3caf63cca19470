import type { Blueprint } from '../../circuit/blueprint';

type Part = Blueprint['components'][number];
type Wire = Blueprint['wires'][number];

/** An input of an exercise: a one-bit switch, or a port of `width` bits, or another part. */
export interface Terminal {
  readonly label: string;
  /** Default: a toggle switch for an input, a probe for an output. */
  readonly type?: string;
  readonly properties?: Part['properties'];
}

const LEFT = 40;
const TOP = 40;
const ROW = 80;
/** Where outputs stand: right of four columns of parts (auto-placement uses 160 per column). */
const RIGHT = 840;

const asTerminal = (t: string | Terminal): Terminal => (typeof t === 'string' ? { label: t } : t);

/**
 * The frame of an exercise: its inputs down the left (switches unless said otherwise) and its
 * outputs down the right (probes unless said otherwise), placed and labelled, nothing connected.
 */
export function frame(inputs: readonly (string | Terminal)[], outputs: readonly (string | Terminal)[]): Blueprint {
  const place = (t: Terminal, x: number, i: number, type: string): Part => ({
    label: t.label,
    type: t.type ?? type,
    position: { x, y: TOP + i * ROW },
    ...(t.properties ? { properties: t.properties } : {}),
  });
  return {
    components: [
      ...inputs.map((t, i) => place(asTerminal(t), LEFT, i, 'SWITCH_TOGGLE')),
      ...outputs.map((t, i) => place(asTerminal(t), RIGHT, i, 'PROBE')),
    ],
    wires: [],
  };
}

/** A blueprint with more parts (placed automatically unless positioned) and wires. */
export function extend(base: Blueprint, parts: readonly Part[], wires: readonly Wire[]): Blueprint {
  return { components: [...base.components, ...parts], wires: [...base.wires, ...wires] };
}

/** Wires written compactly: `wires(['A:out', 'G1:a'], ['B:out', 'G1:b'])`. */
export function wires(...pairs: readonly (readonly [from: string, to: string])[]): Wire[] {
  return pairs.map(([from, to]) => ({ from, to }));
}

/** Parts written compactly: `gates(['G1', 'AND_2'], ['G2', 'NOT'])`. */
export function parts(
  ...list: readonly (readonly [label: string, type: string, properties?: Part['properties']])[]
): Part[] {
  return list.map(([label, type, properties]) => ({ label, type, ...(properties ? { properties } : {}) }));
}

/** An input port of `width` bits (a test sets it as a number). */
export function inPort(label: string, width: number): Terminal {
  return { label, type: 'PORT_IN', properties: { width } };
}

/** A probe on a bus of `width` bits, showing its value in decimal. */
export function busProbe(label: string, width: number): Terminal {
  return { label, type: 'PROBE', properties: { width, format: 'dec' } };
}

/** A clock (tests pulse it with `C`). */
export function clock(label = 'CLK'): Terminal {
  return { label, type: 'CLOCK' };
}
