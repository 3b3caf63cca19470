import type { Rotation } from '../../../shared/components/geometry';
import type { CircuitDraft } from './builder';
import type { Point } from './document';

/** The bits of Digital's BitCount output for an input of `bits` (Digital's `binLn2`: 8 → 4). */
export function bitCountWidth(bits: number): number {
  let out = 1;
  while (2 ** out <= bits) out++;
  return out;
}

/**
 * Digital's BitCount (how many bits of `in` are 1, on `out`): the input split into bits, each
 * added as the carry in of an ADDER of the output's width to the sum so far.
 */
export function bitCount(
  o: {
    readonly draft: CircuitDraft;
    readonly bind: (digital: string, id: string, pin: string, width?: number) => void;
    readonly rotation: Rotation;
    readonly near: Point;
    readonly label?: string;
  },
  bits: number,
): void {
  const { draft, near } = o;
  const width = bitCountWidth(bits);
  const zero = draft.add('CONST_VALUE', { width, value: 0 }, { prefix: 'K', near: { x: near.x - 120, y: near.y } });
  const splitter =
    bits > 1
      ? draft.add('SPLITTER', { width: bits, ranges: '' }, { prefix: 'SPL', near: { x: near.x - 60, y: near.y } })
      : undefined;
  if (splitter) o.bind('in', splitter, 'in', bits);
  let sum: string | undefined;
  for (let i = 0; i < bits; i++) {
    const last = i === bits - 1;
    const adder = draft.add(
      'ADDER',
      { width },
      {
        prefix: 'ADD',
        near: { x: near.x + 100 * i, y: near.y + 60 },
        ...(last ? { rotation: o.rotation } : {}),
        ...(last && o.label !== undefined ? { label: o.label } : {}),
      },
    );
    draft.link({ component: sum ?? zero, pin: sum ? 'S' : 'out' }, { component: adder, pin: 'A' });
    draft.link({ component: zero, pin: 'out' }, { component: adder, pin: 'B' });
    if (splitter) draft.link({ component: splitter, pin: `b${i}` }, { component: adder, pin: 'CIN' });
    else o.bind('in', adder, 'CIN');
    sum = adder;
  }
  if (sum) o.bind('out', sum, 'S');
}
