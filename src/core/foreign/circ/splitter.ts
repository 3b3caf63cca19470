import { rangePinName } from '../../../shared/components/bus-ranges';
import { facingOf, type Point } from './geometry';
import { attrOf, intAttr, placeholder, type Mapped, type PartContext } from './mapped';
import type { LogisimComp } from './xml';

interface SplitterGeometry {
  readonly incoming: number;
  readonly fanout: number;
  /** For each bit of the bus, the end it leaves by (-1: none). */
  readonly bitEnd: readonly number[];
  /** End i's point. */
  readonly ends: readonly Point[];
}

/**
 * A splitter's ends as Logisim lays them out: the bus at the anchor, end 0 twenty to the side it
 * faces and the next ends `spacing`×10 apart, placed by its appearance (left, right, centre; files
 * older than 2.6.4 default to the legacy look, which places them as centre does).
 */
export function splitterGeometry(comp: LogisimComp, legacy: boolean): SplitterGeometry {
  const facing = facingOf(comp.attrs.get('facing'));
  const fanout = intAttr(comp, 'fanout', 2, 1, 64);
  const incoming = intAttr(comp, 'incoming', 2, 1, 64);
  const spacing = intAttr(comp, 'spacing', 1, 1, 9);
  const appear = attrOf(comp, 'appear', legacy ? 'legacy' : 'left');
  const justify = appear === 'center' || appear === 'legacy' ? 0 : appear === 'right' ? 1 : -1;
  const gap = spacing * 10;
  let x0: number;
  let y0: number;
  let dx = 0;
  let dy = 0;
  if (facing === 'north' || facing === 'south') {
    const m = facing === 'north' ? 1 : -1;
    x0 = justify === 0 ? gap * (Math.trunc((fanout + 1) / 2) - 1) : m * justify < 0 ? -10 : 10 + gap * (fanout - 1);
    y0 = -m * 20;
    dx = -gap;
  } else {
    const m = facing === 'west' ? -1 : 1;
    x0 = m * 20;
    y0 = justify === 0 ? -gap * Math.trunc(fanout / 2) : m * justify > 0 ? 10 : -(10 + gap * (fanout - 1));
    dy = gap;
  }
  const ends = Array.from({ length: fanout }, (_, i) => ({ x: comp.x + x0 + dx * i, y: comp.y + y0 + dy * i }));
  const bitEnd = Array.from({ length: incoming }, (_, bit) => {
    const text = comp.attrs.get(`bit${bit}`);
    if (text === undefined) return defaultEnd(bit, incoming, fanout);
    if (text === 'none') return -1;
    const end = Number(text);
    return Number.isInteger(end) && end >= 0 && end < fanout ? end : -1;
  });
  return { incoming, fanout, bitEnd, ends };
}

/** Logisim's default spread of bits over ends: as even as can be, the first ends taking one more. */
function defaultEnd(bit: number, incoming: number, fanout: number): number {
  const base = Math.floor(incoming / fanout);
  const extra = incoming % fanout;
  let at = 0;
  for (let end = 0; end < fanout; end++) {
    const size = base + (end < extra ? 1 : 0);
    if (bit < at + size) return end;
    at += size;
  }
  return fanout - 1;
}

/**
 * A splitter becomes our SPLITTER (the bus drives the ends) or MERGER (the ends drive the bus),
 * whichever way the circuit drives it; each end must carry a run of bits, every bit going somewhere.
 * A splitter of one end carrying the whole bus joins its two nets. Anything else is a placeholder.
 */
export function mapSplitter(comp: LogisimComp, ctx: PartContext): Mapped {
  const g = splitterGeometry(comp, ctx.legacy);
  const facing = facingOf(comp.attrs.get('facing'));
  const bus = { x: comp.x, y: comp.y };
  // Each end's bits must be one run; bits that leave by no end become runs of their own, unwired.
  const runs: { lo: number; hi: number; end: number }[] = [];
  let representable = true;
  for (let end = 0; end < g.fanout && representable; end++) {
    const bits = g.bitEnd.flatMap((e, bit) => (e === end ? [bit] : []));
    if (bits.length === 0) continue;
    const lo = bits[0]!;
    const hi = bits[bits.length - 1]!;
    if (hi - lo + 1 !== bits.length) representable = false;
    else runs.push({ lo, hi, end });
  }
  const unused: { lo: number; hi: number; end: number }[] = [];
  g.bitEnd.forEach((e, bit) => {
    if (e >= 0) return;
    const last = unused[unused.length - 1];
    if (last && last.hi === bit - 1) last.hi = bit;
    else unused.push({ lo: bit, hi: bit, end: -1 });
  });
  const endPorts = (prefix: string) =>
    g.ends.map((at, i) => ({
      name: `${prefix}${i}`,
      at,
      width: g.bitEnd.filter((e) => e === i).length || 1,
    }));
  if (!representable || g.incoming > 32) {
    return placeholder(comp, facing, [{ name: 'bus', at: bus, width: g.incoming }], endPorts('e'));
  }
  if (runs.length === 0) return { parts: [], links: [], facing };
  if (runs.length === 1 && unused.length === 0) {
    return { parts: [], links: [], facing, joins: [[bus, g.ends[runs[0]!.end]!]] };
  }
  const all = [...runs, ...unused].sort((p, q) => p.lo - q.lo);
  const ranges = all.map((r) => (r.lo === r.hi ? `${r.lo}` : `${r.lo}-${r.hi}`)).join(',');
  const merger = !ctx.driven(bus) && runs.some((r) => ctx.driven(g.ends[r.end]!));
  const busPin = merger ? 'out' : 'in';
  return {
    parts: [{ type: merger ? 'MERGER' : 'SPLITTER', properties: { width: g.incoming, ranges } }],
    links: [
      { at: bus, part: 0, pin: busPin },
      ...runs.map((r) => ({ at: g.ends[r.end]!, part: 0, pin: rangePinName(r) })),
    ],
    facing,
  };
}
