import { rangePinName, type BitRange } from '../../../shared/components/bus-ranges';
import { LANE_BITS, laneCount, laneWidth } from './lanes';
import { attrOf, intAttr, type InnerWire, type LanePoint, type Mapped, type PartSpec, type PinLink } from './mapped';
import type { LogisimComp } from './xml';

/** Where a run of the output's bits comes from: a lane of a net, or a pin of one of our parts. */
type Source = { readonly lane: LanePoint } | { readonly part: number; readonly pin: string };

/**
 * Bit Extender: the input's bits, then the extension up to the output's width — 0 ("zero"), 1
 * ("one"), the input's top bit ("sign", the default) or the 1-bit input on top ("input") — or the
 * input's low bits when the output is narrower. Output at the anchor, input 40 to its left, the
 * extension input 20 left and 20 up (Logisim does not turn these with the facing). Ours: per lane,
 * a splitter taking the input apart where needed and a merger putting the output together, with a
 * constant for zero or one; a lane passed on whole is joined through.
 */
export function mapBitExtender(comp: LogisimComp): Mapped {
  const wi = intAttr(comp, 'in_width', 8, 1, 64);
  const wo = intAttr(comp, 'out_width', 16, 1, 64);
  const type = attrOf(comp, 'type', 'sign');
  const out = { x: comp.x, y: comp.y };
  const input = { x: comp.x - 40, y: comp.y };
  const extension = { x: comp.x - 20, y: comp.y - 20 };
  const parts: PartSpec[] = [];
  const links: PinLink[] = [];
  const inner: InnerWire[] = [];
  const laneJoins: (readonly [LanePoint, LanePoint])[] = [];
  const add = (spec: PartSpec): number => {
    parts.push({ ...spec, ...(parts.length > 0 ? { offset: { x: -80, y: 100 * parts.length } } : {}) });
    return parts.length - 1;
  };
  const connect = (source: Source, sink: Source) => {
    if ('lane' in source && 'lane' in sink) laneJoins.push([source.lane, sink.lane]);
    else if ('lane' in source && 'part' in sink) links.push({ ...source.lane, part: sink.part, pin: sink.pin });
    else if ('part' in source && 'lane' in sink) links.push({ ...sink.lane, part: source.part, pin: source.pin });
    else if ('part' in source && 'part' in sink)
      inner.push({ from: [source.part, source.pin], to: [sink.part, sink.pin] });
  };
  const copied = Math.min(wi, wo);
  const signed = type === 'sign' && wo > wi;
  // The input, lane by lane: the runs the output takes (its top bit apart when it is the sign).
  const runs: { lo: number; hi: number; source: Source }[] = [];
  let sign: Source | undefined;
  for (let k = 0; k < laneCount(wi) && k * LANE_BITS < copied; k++) {
    const width = laneWidth(wi, k);
    const top = Math.min(copied - k * LANE_BITS, width) - 1;
    const cuts: BitRange[] = [];
    const hasSign = signed && wi - 1 - k * LANE_BITS <= top;
    if (hasSign && top > 0) cuts.push({ lo: 0, hi: top - 1 }, { lo: top, hi: top });
    else cuts.push({ lo: 0, hi: top });
    const point = { at: input, lane: k };
    if (cuts.length === 1 && top === width - 1) {
      runs.push({ lo: k * LANE_BITS, hi: k * LANE_BITS + top, source: { lane: point } });
      if (hasSign) sign = { lane: point };
      continue;
    }
    const ranges = top < width - 1 ? [...cuts, { lo: top + 1, hi: width - 1 }] : cuts;
    const part = add({ type: 'SPLITTER', properties: { width, ranges: rangesText(ranges) } });
    links.push({ ...point, part, pin: 'in' });
    for (const c of cuts) {
      const source = { part, pin: rangePinName(c) };
      runs.push({ lo: k * LANE_BITS + c.lo, hi: k * LANE_BITS + c.hi, source });
      if (hasSign && c.hi === top) sign = source;
    }
  }
  // The extension's source.
  let fill: (lo: number, hi: number) => { lo: number; hi: number; source: Source }[] = () => [];
  if (type === 'input' || signed) {
    const bit: Source =
      type === 'input' ? { lane: { at: extension, lane: 0 } } : (sign ?? { lane: { at: input, lane: 0 } });
    fill = (lo, hi) => Array.from({ length: hi - lo + 1 }, (_, i) => ({ lo: lo + i, hi: lo + i, source: bit }));
  } else if (wo > wi) {
    const one = type === 'one';
    fill = (lo, hi) => {
      const w = hi - lo + 1;
      const part = add(
        w === 1
          ? { type: one ? 'CONST_HIGH' : 'CONST_LOW', properties: {} }
          : { type: 'CONST_VALUE', properties: { width: w, value: one ? 2 ** w - 1 : 0 } },
      );
      return [{ lo, hi, source: { part, pin: 'out' } }];
    };
  }
  // The output, lane by lane.
  for (let k = 0; k < laneCount(wo); k++) {
    const base = k * LANE_BITS;
    const width = laneWidth(wo, k);
    const mine = runs
      .filter((r) => r.lo >= base && r.lo < base + width)
      .map((r) => ({ ...r, lo: r.lo - base, hi: r.hi - base }));
    const from = Math.max(wi, base) - base;
    if (from < width) mine.push(...fill(from, width - 1));
    const point = { at: out, lane: k };
    if (mine.length === 1) {
      connect(mine[0]!.source, { lane: point });
      continue;
    }
    const part = add({ type: 'MERGER', properties: { width, ranges: rangesText(mine) } });
    links.push({ ...point, part, pin: 'out' });
    for (const r of mine) connect(r.source, { part, pin: rangePinName(r) });
  }
  return {
    parts,
    links,
    ...(inner.length > 0 ? { inner } : {}),
    ...(laneJoins.length > 0 ? { laneJoins } : {}),
    facing: 'east',
  };
}

function rangesText(ranges: readonly BitRange[]): string {
  return ranges.map((r) => (r.lo === r.hi ? `${r.lo}` : `${r.lo}-${r.hi}`)).join(',');
}
