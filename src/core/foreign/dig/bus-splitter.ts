import type { Rotation } from '../../../shared/components/geometry';
import type { CircuitDraft } from './builder';
import type { Point } from './document';
import type { Bind } from './gates';

/**
 * Digital's BusSplitter: a bus `D` of `bits` bits and its bits `D0`…, both ways. While OE is 1, D
 * drives D0… (D listens); while OE is 0, D0… drive D (they listen). Ours: each direction through
 * tri-state buffers — D cut by a `SPLITTER` into one-bit `TRISTATE_BUFFER`s enabled by OE onto D0…,
 * and D0… joined by a `MERGER` into a `TRISTATE_BUFFER` of the bus enabled by `NOT OE` onto D. One
 * bit: a buffer each way.
 */
export function busSplitter(
  bits: number,
  o: {
    readonly draft: CircuitDraft;
    readonly bind: Bind;
    readonly rotation: Rotation;
    readonly near: Point;
    readonly label?: string;
  },
): void {
  const { draft, near } = o;
  const not = draft.add('NOT', {}, { prefix: 'G', near: { x: near.x - 60, y: near.y + 40 } });
  o.bind('OE', not, 'in');
  const wide: Record<string, number> = bits > 1 ? { width: bits } : {};
  // Onto D, while OE is 0.
  const back = draft.add(
    'TRISTATE_BUFFER',
    { ...wide },
    {
      prefix: 'T',
      rotation: o.rotation,
      near: { x: near.x - 40, y: near.y },
      ...(o.label !== undefined ? { label: o.label } : {}),
    },
  );
  draft.link({ component: not, pin: 'out' }, { component: back, pin: 'en' });
  o.bind('D', back, 'out');
  if (bits === 1) {
    o.bind('D0', back, 'in');
    const forth = draft.add('TRISTATE_BUFFER', {}, { prefix: 'T', rotation: o.rotation, near });
    o.bind('D', forth, 'in');
    o.bind('OE', forth, 'en');
    o.bind('D0', forth, 'out');
    return;
  }
  const merger = draft.add('MERGER', { width: bits, ranges: '' }, { prefix: 'MRG', near });
  draft.link({ component: merger, pin: 'out' }, { component: back, pin: 'in' });
  // Onto D0…, while OE is 1.
  const splitter = draft.add(
    'SPLITTER',
    { width: bits, ranges: '' },
    { prefix: 'SPL', near: { x: near.x, y: near.y + 20 } },
  );
  o.bind('D', splitter, 'in', bits);
  for (let i = 0; i < bits; i++) {
    const forth = draft.add('TRISTATE_BUFFER', {}, { prefix: 'T', near: { x: near.x + 40, y: near.y + 20 * i } });
    draft.link({ component: splitter, pin: `b${i}` }, { component: forth, pin: 'in' });
    o.bind('OE', forth, 'en');
    o.bind(`D${i}`, forth, 'out');
    o.bind(`D${i}`, merger, `b${i}`);
  }
}
