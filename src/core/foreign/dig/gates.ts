import type { PinRef } from '../../../shared/circuit/types';
import type { Rotation } from '../../../shared/components/geometry';
import type { CircuitDraft } from './builder';
import type { Point } from './document';

/** Binds a Digital pin (by name) to a pin of ours, through an inverter when Digital inverts it. */
export type Bind = (digital: string, id: string, pin: string, width?: number) => void;

/** The most inputs our gate of each function has. */
const MAX_INPUTS: Readonly<Record<string, number>> = { AND: 4, OR: 4, NAND: 3, NOR: 3, XOR: 2, XNOR: 2 };
/** The function that may be split into a tree without changing the result (the last stage inverts). */
const BASE: Readonly<Record<string, string>> = {
  AND: 'AND',
  OR: 'OR',
  NAND: 'AND',
  NOR: 'OR',
  XOR: 'XOR',
  XNOR: 'XOR',
};

const PINS = ['a', 'b', 'c', 'd'] as const;

interface GateOptions {
  readonly draft: CircuitDraft;
  readonly bind: Bind;
  readonly width: number;
  readonly rotation: Rotation;
  readonly near: Point;
  readonly label?: string;
}

/**
 * A gate of `fn` over Digital's inputs `In_1`…`In_n`, as one gate of ours when it has that many
 * inputs, else a tree: the inputs shared out, as evenly as may be, among the last gate's inputs,
 * each share a tree of the function's associative part (an 8-input NAND is a NAND of two 4-input
 * ANDs; a 3-input XOR a chain of XORs, its parity). The last gate takes the label and the output.
 */
export function gateTree(fn: string, inputs: number, o: GateOptions): void {
  const wide: Record<string, number> = o.width > 1 ? { width: o.width } : {};
  const names = Array.from({ length: inputs }, (_, i) => `In_${i + 1}`);
  const build = (f: string, leaves: readonly string[], last: boolean, depth: number): string => {
    const k = Math.min(MAX_INPUTS[f] ?? 2, leaves.length);
    const id = o.draft.add(
      `${f}_${k}`,
      { ...wide },
      {
        prefix: 'G',
        rotation: o.rotation,
        near: last ? o.near : { x: o.near.x - 80 * depth, y: o.near.y + 40 * depth },
        ...(last && o.label !== undefined ? { label: o.label } : {}),
      },
    );
    // Share the leaves out among the k inputs, the first shares one larger when they do not divide.
    let start = 0;
    for (let i = 0; i < k; i++) {
      const size = Math.floor(leaves.length / k) + (i < leaves.length % k ? 1 : 0);
      const share = leaves.slice(start, start + size);
      start += size;
      const pin = PINS[i]!;
      if (share.length === 1) o.bind(share[0]!, id, pin, o.width);
      else {
        const sub = build(BASE[f] ?? f, share, false, depth + 1);
        o.draft.link({ component: sub, pin: 'out' }, { component: id, pin });
      }
    }
    return id;
  };
  const id = build(fn, names, true, 0);
  o.bind('out', id, 'out');
}

/**
 * A multiplexer of `selectBits` select bits as a tree of our 2-to-1 multiplexers: the select bus cut
 * into bits by a splitter, level L of the tree switched by bit L (the inputs pair up at level 0).
 */
export function muxTree(selectBits: number, o: GateOptions & { readonly selectAt: Point | undefined }): void {
  const wide: Record<string, number> = o.width > 1 ? { width: o.width } : {};
  const splitter = o.draft.add(
    'SPLITTER',
    { width: selectBits, ranges: '' },
    { prefix: 'SPL', near: { x: o.near.x, y: o.near.y + 40 * (2 ** selectBits + 1) } },
  );
  if (o.selectAt) o.draft.bind(o.selectAt, splitter, 'in');
  let level: (PinRef | string)[] = Array.from({ length: 2 ** selectBits }, (_, i) => `in_${i}`);
  for (let bit = 0; bit < selectBits; bit++) {
    const next: PinRef[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const last = level.length === 2;
      const id = o.draft.add(
        'MUX_2',
        { ...wide },
        {
          prefix: 'MUX',
          rotation: o.rotation,
          near: { x: o.near.x - 100 * (selectBits - 1 - bit), y: o.near.y + 40 * i },
          ...(last && o.label !== undefined ? { label: o.label } : {}),
        },
      );
      [level[i]!, level[i + 1]!].forEach((source, k) => {
        const pin = k === 0 ? 'I0' : 'I1';
        if (typeof source === 'string') o.bind(source, id, pin, o.width);
        else o.draft.link(source, { component: id, pin });
      });
      o.draft.link({ component: splitter, pin: `b${bit}` }, { component: id, pin: 'S' });
      next.push({ component: id, pin: 'Y' });
      if (last) o.bind('out', id, 'Y');
    }
    level = next;
  }
}
