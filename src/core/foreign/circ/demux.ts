import { translate, type Facing, type Point } from './geometry';
import { attrOf, intAttr, placeholder, type InnerWire, type Mapped, type PartSpec, type PinLink } from './mapped';
import type { LogisimComp } from './xml';

/**
 * Where Logisim puts a Demultiplexer's points, from its anchor (the data input): the outputs 30 ahead
 * (two: 10 either side) or 40 ahead (more: 10 apart, centred), the select 20 ahead beside the body
 * (below or left with `selloc` bl, the default; above or right with tr), the enable 10 behind the select.
 */
export function demultiplexerPoints(
  facing: Facing,
  selectBits: number,
  bottomLeft: boolean,
): { readonly outputs: Point[]; readonly select: Point; readonly enable: Point } {
  const n = 1 << selectBits;
  const m = bottomLeft ? 1 : -1;
  const outputs: Point[] = [];
  let select: Point;
  if (n === 2) {
    const ends: Record<Facing, [Point, Point, Point]> = {
      west: [
        { x: -30, y: -10 },
        { x: -30, y: 10 },
        { x: -20, y: m * 20 },
      ],
      north: [
        { x: -10, y: -30 },
        { x: 10, y: -30 },
        { x: m * -20, y: -20 },
      ],
      south: [
        { x: -10, y: 30 },
        { x: 10, y: 30 },
        { x: m * -20, y: 20 },
      ],
      east: [
        { x: 30, y: -10 },
        { x: 30, y: 10 },
        { x: 20, y: m * 20 },
      ],
    };
    const [a, b, s] = ends[facing];
    outputs.push(a, b);
    select = s;
  } else {
    let dx = -(n / 2) * 10;
    let ddx = 10;
    let dy = dx;
    let ddy = 10;
    if (facing === 'west') {
      dx = -40;
      ddx = 0;
      select = { x: -20, y: m * (dy + 10 * n) };
    } else if (facing === 'north') {
      dy = -40;
      ddy = 0;
      select = { x: m * dx, y: -20 };
    } else if (facing === 'south') {
      dy = 40;
      ddy = 0;
      select = { x: m * dx, y: 20 };
    } else {
      dx = 40;
      ddx = 0;
      select = { x: 20, y: m * (dy + 10 * n) };
    }
    for (let i = 0; i < n; i++) outputs.push({ x: dx + i * ddx, y: dy + i * ddy });
  }
  return { outputs, select, enable: translate(select, facing, -10) };
}

/** A source of a signal: a Logisim point, or a pin of one of our parts (by index). */
type Source = { readonly at: Point } | { readonly part: number; readonly pin: string };

/**
 * Logisim's Demultiplexer (any width up to 32, 1 to 5 select bits): the output the select names
 * carries the data, the others 0, or float with `tristate`; while a wired enable is 0 every output
 * is 0 (`disabled` 0) or floats (Z, the default). Ours:
 * - the select decoded by a tree of our DEMUX_2/DECODER_2TO4 (two select bits a level, from the top);
 * - one data bit, not three-state, no enable wired: that tree enabled by the data, its lines the outputs;
 * - three-state: a TRISTATE_BUFFER per output, the data through while its line (enabled by the enable) is 1;
 * - else a MUX_2 per output choosing the data while its line is 1, else 0 (the enable in the tree
 *   when disabled outputs are 0; a TRISTATE_BUFFER after each, enabled by it, when they float).
 * Three-state with disabled outputs 0 and the enable wired stays a placeholder with the reason.
 */
export function mapDemultiplexer(
  comp: LogisimComp,
  connected: (p: Point) => boolean,
  legacy: boolean,
  facing: Facing,
  width: number,
): Mapped {
  const selectBits = intAttr(comp, 'select', 1, 1, 5);
  const anchor = { x: comp.x, y: comp.y };
  const at = (p: Point) => ({ x: comp.x + p.x, y: comp.y + p.y });
  const points = demultiplexerPoints(facing, selectBits, attrOf(comp, 'selloc', 'bl') !== 'tr');
  const outs = points.outputs.map(at);
  const sel = at(points.select);
  const enable = at(points.enable);
  const hasEnable = attrOf(comp, 'enable', legacy ? 'true' : 'false') === 'true';
  const enableUsed = hasEnable && connected(enable);
  const tristate = attrOf(comp, 'tristate', 'false') === 'true';
  const disabledZero = attrOf(comp, 'disabled', 'Z') === '0';
  const ports = () =>
    placeholder(
      comp,
      facing,
      [
        { name: 'sel', at: sel, width: selectBits },
        ...(hasEnable ? [{ name: 'en', at: enable, width: 1 }] : []),
        { name: 'in', at: anchor, width },
      ],
      outs.map((p, i) => ({ name: `out${i}`, at: p, width })),
      width > 32
        ? undefined
        : `The demultiplexer at (${comp.x},${comp.y}) is three-state with its disabled outputs 0: ours cannot do both, so it became a placeholder.`,
    );
  if (width > 32) return ports();
  return (
    selectionNetwork({
      selectBits,
      width,
      data: anchor,
      outputs: outs,
      select: sel,
      enable,
      enableUsed,
      tristate,
      disabledZero,
      facing,
    }) ?? ports()
  );
}

/** Where a demultiplexer's or decoder's signals are, and how it behaves. */
export interface Selection {
  readonly selectBits: number;
  readonly width: number;
  /** The data point; 'one' for a decoder (its selected output is 1). */
  readonly data: Point | 'one';
  readonly outputs: readonly Point[];
  readonly select: Point;
  readonly enable: Point;
  /** The enable is there and wired. */
  readonly enableUsed: boolean;
  /** The outputs not selected float (else 0). */
  readonly tristate: boolean;
  /** A 0 enable sets every output to 0 (else they float). */
  readonly disabledZero: boolean;
  readonly facing: Facing;
}

/**
 * A Logisim demultiplexer or decoder as ours (see mapDemultiplexer); undefined for three-state
 * with disabled outputs 0 and the enable wired, which ours cannot do.
 */
export function selectionNetwork(o: Selection): Mapped | undefined {
  const { selectBits, width, outputs: outs, select: sel, enable, enableUsed, tristate, disabledZero, facing } = o;
  if (tristate && disabledZero && enableUsed) return undefined;
  const parts: PartSpec[] = [];
  const links: PinLink[] = [];
  const inner: InnerWire[] = [];
  const add = (spec: PartSpec): number => parts.push(spec) - 1;
  const feed = (source: Source, part: number, pin: string) => {
    if ('at' in source) links.push({ at: source.at, part, pin });
    else inner.push({ from: [source.part, source.pin], to: [part, pin] });
  };
  const wide: Record<string, number> = width > 1 ? { width } : {};

  // The select bits, lowest first: the select point itself for one bit, else a splitter's pins.
  let bits: Source[];
  if (selectBits === 1) bits = [{ at: sel }];
  else {
    const splitter = add({
      type: 'SPLITTER',
      properties: { width: selectBits, ranges: '' },
      offset: { x: -300, y: 0 },
      facing: 'east',
    });
    links.push({ at: sel, part: splitter, pin: 'in' });
    bits = Array.from({ length: selectBits }, (_, i) => ({ part: splitter, pin: `b${i}` }));
  }
  /** The 2^k lines of the bits below `top`, each 1 while they read its number and the enable is 1. */
  const lines = (top: number, en: Source | undefined, row: number): Source[] => {
    const odd = top % 2 === 1;
    const place = { offset: { x: -200 + 140 * (selectBits - top), y: 120 * row }, facing: 'east' as const };
    let id: number;
    let pins: string[];
    if (odd) {
      id = add({ type: 'DEMUX_2', properties: {}, ...place });
      feed(bits[top - 1]!, id, 'S');
      if (en) feed(en, id, 'D');
      else {
        const one = add({
          type: 'CONST_HIGH',
          properties: {},
          offset: { x: place.offset.x - 80, y: 0 },
          facing: 'east',
        });
        inner.push({ from: [one, 'out'], to: [id, 'D'] });
      }
      pins = ['Y0', 'Y1'];
    } else {
      id = add({ type: 'DECODER_2TO4', properties: {}, ...place });
      feed(bits[top - 2]!, id, 'A0');
      feed(bits[top - 1]!, id, 'A1');
      // Our decoder's enable reads 1 when it is not wired.
      if (en) feed(en, id, 'EN');
      pins = ['Y0', 'Y1', 'Y2', 'Y3'];
    }
    const mine: Source[] = pins.map((pin) => ({ part: id, pin }));
    const below = top - (odd ? 1 : 2);
    if (below === 0) return mine;
    return mine.flatMap((line, k) => lines(below, line, row * pins.length + k));
  };

  const enablePoint: Source | undefined = enableUsed ? { at: enable } : undefined;
  if (width === 1 && !tristate && !enableUsed) {
    // Output k is the data while the select is k, else 0: a decoder enabled by the data (or by 1).
    lines(selectBits, o.data === 'one' ? undefined : { at: o.data }, 0).forEach((line, k) => {
      if ('part' in line) links.push({ at: outs[k]!, part: line.part, pin: line.pin });
    });
    return { parts, links, inner, facing };
  }
  let data: Source;
  if (o.data !== 'one') data = { at: o.data };
  else {
    const one = add({ type: 'CONST_HIGH', properties: {}, offset: { x: 100, y: -160 }, facing: 'east' });
    data = { part: one, pin: 'out' };
  }
  if (tristate) {
    lines(selectBits, enablePoint, 0).forEach((line, k) => {
      const buffer = add({ type: 'TRISTATE_BUFFER', properties: { ...wide }, offset: { x: 200, y: 80 * k } });
      feed(data, buffer, 'in');
      feed(line, buffer, 'en');
      links.push({ at: outs[k]!, part: buffer, pin: 'out' });
    });
    return { parts, links, inner, facing };
  }
  const decoded = lines(selectBits, disabledZero ? enablePoint : undefined, 0);
  const zero = add(
    width === 1
      ? { type: 'CONST_LOW', properties: {}, offset: { x: 100, y: -80 }, facing: 'east' }
      : { type: 'CONST_VALUE', properties: { width, value: 0 }, offset: { x: 100, y: -80 }, facing: 'east' },
  );
  decoded.forEach((line, k) => {
    const mux = add({ type: 'MUX_2', properties: { ...wide }, offset: { x: 200, y: 80 * k } });
    inner.push({ from: [zero, 'out'], to: [mux, 'I0'] });
    feed(data, mux, 'I1');
    feed(line, mux, 'S');
    if (!enableUsed || disabledZero) {
      links.push({ at: outs[k]!, part: mux, pin: 'Y' });
      return;
    }
    // Disabled outputs float: each through a tri-state buffer the enable drives.
    const buffer = add({ type: 'TRISTATE_BUFFER', properties: { ...wide }, offset: { x: 300, y: 80 * k } });
    inner.push({ from: [mux, 'Y'], to: [buffer, 'in'] });
    feed({ at: enable }, buffer, 'en');
    links.push({ at: outs[k]!, part: buffer, pin: 'out' });
  });
  return { parts, links, inner, facing };
}
