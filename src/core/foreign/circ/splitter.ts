import { rangePinName, type BitRange } from '../../../shared/components/bus-ranges';
import { facingOf, type Point } from './geometry';
import { LANE_BITS, laneWidth } from './lanes';
import {
  attrOf,
  intAttr,
  type InnerWire,
  type LanePoint,
  type Mapped,
  type PartContext,
  type PartSpec,
  type PinLink,
} from './mapped';
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

/** Bits of the bus that go to one end unchanged and stay in one lane on both sides. */
interface Piece {
  readonly end: number;
  /** Lane of the bus, and the bits within it. */
  readonly busLane: number;
  readonly busLo: number;
  busHi: number;
  /** Lane of the end, and the bits within it. */
  readonly endLane: number;
  readonly endLo: number;
  endHi: number;
}

/** Where a piece's bits come from or go to: a lane of a net at a point, or a pin of one of our parts. */
type Side = { readonly lane: LanePoint } | { readonly part: number; readonly pin: string };

/**
 * A splitter becomes SPLITTERs and MERGERs of ours, whichever way the circuit drives it (the bus:
 * splitters on the bus, mergers on the ends; the ends: the other way round). Its bits are cut into
 * pieces, each a run that goes to one end in order and stays within one 32-bit lane of the bus and
 * of the end (lanes.ts); every mapping Logisim allows is kept: ends of bits that are not next to
 * each other, bits that go nowhere (left unwired), buses of up to 64 bits. A lane passed on whole
 * is joined through; a splitter of one end carrying the whole bus joins its two nets.
 */
export function mapSplitter(comp: LogisimComp, ctx: PartContext): Mapped {
  const g = splitterGeometry(comp, ctx.legacy);
  const facing = facingOf(comp.attrs.get('facing'));
  const bus = { x: comp.x, y: comp.y };
  const endBits = g.ends.map((_, end) => g.bitEnd.flatMap((e, bit) => (e === end ? [bit] : [])));
  const used = endBits.filter((bits) => bits.length > 0);
  if (used.length === 0) return { parts: [], links: [], facing };
  const whole = endBits.findIndex((bits) => bits.length === g.incoming);
  if (whole >= 0) return { parts: [], links: [], facing, joins: [[bus, g.ends[whole]!]] };

  const pieces: Piece[] = [];
  endBits.forEach((bits, end) => {
    let last: Piece | undefined;
    bits.forEach((bit, j) => {
      const busLane = Math.floor(bit / LANE_BITS);
      const endLane = Math.floor(j / LANE_BITS);
      const b = bit - busLane * LANE_BITS;
      const e = j - endLane * LANE_BITS;
      if (last && last.busLane === busLane && last.endLane === endLane && last.busHi === b - 1) {
        last.busHi = b;
        last.endHi = e;
      } else {
        last = { end, busLane, busLo: b, busHi: b, endLane, endLo: e, endHi: e };
        pieces.push(last);
      }
    });
  });

  const merger = !ctx.driven(bus) && g.ends.some((at, i) => endBits[i]!.length > 0 && ctx.driven(at));
  const parts: PartSpec[] = [];
  const links: PinLink[] = [];
  const inner: InnerWire[] = [];
  const laneJoins: (readonly [LanePoint, LanePoint])[] = [];
  const add = (type: 'SPLITTER' | 'MERGER', width: number, ranges: readonly BitRange[]): number => {
    parts.push({
      type,
      properties: { width, ranges: ranges.map((r) => (r.lo === r.hi ? `${r.lo}` : `${r.lo}-${r.hi}`)).join(',') },
      ...(parts.length > 0 ? { offset: { x: 0, y: 120 * parts.length } } : {}),
    });
    return parts.length - 1;
  };
  const busRange = (p: Piece): BitRange => ({ lo: p.busLo, hi: p.busHi });
  const endRange = (p: Piece): BitRange => ({ lo: p.endLo, hi: p.endHi });
  const busLanes = [...new Set(pieces.map((p) => p.busLane))];
  const endLanes = [...new Set(pieces.map((p) => `${p.end}:${p.endLane}`))];
  const onBusLane = (lane: number) => pieces.filter((p) => p.busLane === lane).sort((p, q) => p.busLo - q.busLo);
  const onEndLane = (key: string) =>
    pieces.filter((p) => `${p.end}:${p.endLane}` === key).sort((p, q) => p.endLo - q.endLo);
  const endPoint = (p: Piece): LanePoint => ({ at: g.ends[p.end]!, lane: p.endLane });

  // The side that drives is cut into pieces (a splitter per lane, unless the lane is one piece).
  const sources = new Map<Piece, Side>();
  if (!merger) {
    for (const lane of busLanes) {
      const mine = onBusLane(lane);
      const width = laneWidth(g.incoming, lane);
      if (mine.length === 1 && mine[0]!.busLo === 0 && mine[0]!.busHi === width - 1) {
        sources.set(mine[0]!, { lane: { at: bus, lane } });
        continue;
      }
      const part = add('SPLITTER', width, withGaps(mine.map(busRange), width));
      links.push({ at: bus, lane, part, pin: 'in' });
      for (const p of mine) sources.set(p, { part, pin: rangePinName(busRange(p)) });
    }
  } else {
    for (const key of endLanes) {
      const mine = onEndLane(key);
      if (mine.length === 1) {
        sources.set(mine[0]!, { lane: endPoint(mine[0]!) });
        continue;
      }
      const width = mine[mine.length - 1]!.endHi + 1;
      const part = add('SPLITTER', width, mine.map(endRange));
      links.push({ ...endPoint(mine[0]!), part, pin: 'in' });
      for (const p of mine) sources.set(p, { part, pin: rangePinName(endRange(p)) });
    }
  }
  // The other side is put together from them (a merger per lane, unless the lane is one piece).
  const connect = (source: Side, sink: Side) => {
    if ('lane' in source && 'lane' in sink) laneJoins.push([source.lane, sink.lane]);
    else if ('lane' in source && 'part' in sink) links.push({ ...source.lane, part: sink.part, pin: sink.pin });
    else if ('part' in source && 'lane' in sink) links.push({ ...sink.lane, part: source.part, pin: source.pin });
    else if ('part' in source && 'part' in sink)
      inner.push({ from: [source.part, source.pin], to: [sink.part, sink.pin] });
  };
  if (!merger) {
    for (const key of endLanes) {
      const mine = onEndLane(key);
      if (mine.length === 1) {
        connect(sources.get(mine[0]!)!, { lane: endPoint(mine[0]!) });
        continue;
      }
      const part = add('MERGER', mine[mine.length - 1]!.endHi + 1, mine.map(endRange));
      links.push({ ...endPoint(mine[0]!), part, pin: 'out' });
      for (const p of mine) connect(sources.get(p)!, { part, pin: rangePinName(endRange(p)) });
    }
  } else {
    for (const lane of busLanes) {
      const mine = onBusLane(lane);
      const width = laneWidth(g.incoming, lane);
      if (mine.length === 1 && mine[0]!.busLo === 0 && mine[0]!.busHi === width - 1) {
        connect(sources.get(mine[0]!)!, { lane: { at: bus, lane } });
        continue;
      }
      // Bits of the bus that no end drives are inputs of the merger left unwired.
      const part = add('MERGER', width, withGaps(mine.map(busRange), width));
      links.push({ at: bus, lane, part, pin: 'out' });
      for (const p of mine) connect(sources.get(p)!, { part, pin: rangePinName(busRange(p)) });
    }
  }
  return {
    parts,
    links,
    ...(inner.length > 0 ? { inner } : {}),
    ...(laneJoins.length > 0 ? { laneJoins } : {}),
    facing,
  };
}

/** Ranges sorted lowest first with the bits between them (and after) as ranges of their own. */
function withGaps(ranges: readonly BitRange[], width: number): BitRange[] {
  const out: BitRange[] = [];
  let next = 0;
  for (const r of ranges) {
    if (r.lo > next) out.push({ lo: next, hi: r.lo - 1 });
    out.push(r);
    next = r.hi + 1;
  }
  if (next < width) out.push({ lo: next, hi: width - 1 });
  return out;
}
