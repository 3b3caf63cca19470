import { definitionFor } from '../../../shared/components/registry';
import { MAX_BUS_WIDTH, pinWidth } from '../../../shared/components/types';
import type { Mapped, PinLink } from './mapped';
import type { LogisimComp } from './xml';

/**
 * Buses wider than ours (Logisim's go to 64 bits, ours to 32) are carried as LANES: lane k of a
 * Logisim net of `w` bits is one of our nets, holding bits 32k to min(w, 32k+32)-1. A part on such
 * a net links each of its wide pins lane by lane (`PinLink.lane`); a part that works bit by bit
 * (a register, a gate, a tri-state buffer, a multiplexer) becomes one of ours per lane.
 */
export const LANE_BITS = MAX_BUS_WIDTH;

/** How many of our nets a bus of `width` bits takes. */
export function laneCount(width: number): number {
  return Math.max(1, Math.ceil(width / LANE_BITS));
}

/** The bits lane `lane` of a bus of `width` bits carries. */
export function laneWidth(width: number, lane: number): number {
  return Math.min(LANE_BITS, width - lane * LANE_BITS);
}

/** The same Logisim part with one attribute changed (to map one lane of it). */
export function withAttr(comp: LogisimComp, name: string, value: string): LogisimComp {
  const attrs = new Map(comp.attrs);
  attrs.set(name, value);
  return { ...comp, attrs };
}

/** How far apart the copies of a part, one per lane, are drawn (our units, before turning). */
const LANE_GAP = 160;

/**
 * A part that works bit by bit, `width` bits wide, as one copy of ours per lane: `mapLane(w)` maps
 * it `w` bits wide (at most 32). Pins of the lane's width carry the lane (data); the others (clock,
 * enable, select) are shared, every copy linked to the same point. A copy that does not map (a
 * placeholder) or maps differently from the first makes the whole part what the first lane maps to
 * — the caller then says why in its placeholder.
 */
export function byLanes(width: number, mapLane: (laneBits: number) => Mapped): Mapped | undefined {
  if (width <= LANE_BITS) return mapLane(width);
  const lanes = Array.from({ length: laneCount(width) }, (_, k) => mapLane(laneWidth(width, k)));
  const first = lanes[0]!;
  const same = lanes.every(
    (m) =>
      !m.placeholder &&
      m.links.length === first.links.length &&
      m.links.every((l, i) => l.pin === first.links[i]!.pin && l.part === first.links[i]!.part),
  );
  if (!same) return undefined;
  // Which links are data: those whose pin is as wide as a full lane in the first copy.
  const data = first.links.map((l) => {
    const spec = first.parts[l.part]!;
    const pin = definitionFor({ type: spec.type, properties: spec.properties })?.pins.find((p) => p.name === l.pin);
    return pin !== undefined && pinWidth(pin) === LANE_BITS;
  });
  const parts: Mapped['parts'][number][] = [];
  const links: PinLink[] = [];
  const inner: NonNullable<Mapped['inner']>[number][] = [];
  lanes.forEach((m, k) => {
    const base = parts.length;
    for (const spec of m.parts) {
      const offset = spec.offset ?? { x: 0, y: 0 };
      parts.push({ ...spec, offset: { x: offset.x, y: offset.y + k * LANE_GAP } });
    }
    m.links.forEach((l, i) => {
      if (data[i]) links.push({ ...l, part: base + l.part, lane: k });
      else links.push({ ...l, part: base + l.part });
    });
    for (const w of m.inner ?? []) inner.push({ from: [base + w.from[0], w.from[1]], to: [base + w.to[0], w.to[1]] });
  });
  return {
    parts,
    links,
    ...(inner.length > 0 ? { inner } : {}),
    facing: first.facing,
    ...(first.warnings ? { warnings: first.warnings } : {}),
  };
}
