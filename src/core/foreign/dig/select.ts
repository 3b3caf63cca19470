import type { PinRef } from '../../../shared/circuit/types';
import type { Rotation } from '../../../shared/components/geometry';
import { MAX_BUS_WIDTH } from '../../../shared/components/types';
import type { CircuitDraft } from './builder';
import type { Point } from './document';
import type { Bind } from './gates';

/** The most select bits a demultiplexer or decoder of Digital's is built for here (64 outputs). */
export const MAX_SELECT_BITS = 6;

/** What building one of Digital's selection parts needs. */
export interface SelectOptions {
  readonly draft: CircuitDraft;
  readonly bind: Bind;
  /** Where Digital draws a pin of the element, by its name. */
  readonly at: (name: string) => Point | undefined;
  readonly rotation: Rotation;
  readonly near: Point;
  readonly label?: string;
}

/** What enables a decoder tree: a pin of ours, a Digital pin (by name), or always (a constant 1). */
type Enable = { readonly ref: PinRef } | { readonly digital: string } | 'one';

/** The select bus cut into bits, lowest first, by a splitter (one bit: the pin itself). */
function cutSelect(bits: number, o: SelectOptions): (PinRef | string)[] {
  if (bits === 1) return ['sel'];
  const near = o.at('sel') ?? o.near;
  const splitter = o.draft.add(
    'SPLITTER',
    { width: bits, ranges: '' },
    { prefix: 'SPL', near: { x: near.x - 30, y: near.y + 20 } },
  );
  o.bind('sel', splitter, 'in', bits);
  return Array.from({ length: bits }, (_, i) => ({ component: splitter, pin: `b${i}` }));
}

/** Wires a source (a pin of ours, or a Digital pin by name) to an input of ours. */
function feed(o: SelectOptions, source: PinRef | string, id: string, pin: string, width = 1): void {
  if (typeof source === 'string') o.bind(source, id, pin, width);
  else o.draft.link(source, { component: id, pin });
}

/**
 * The 2^n lines of a decoder of the select bits `bits` (lowest first): line k is the enable while
 * the bits read k, else 0. The top bits are decoded first (a `DECODER_2TO4` on the two highest, or a
 * `DEMUX_2` on the highest when their count is odd), each of its lines enabling the decoder of the
 * bits below it; the first part takes the label.
 */
function decoderLines(bits: readonly (PinRef | string)[], enable: Enable, o: SelectOptions, depth = 0): PinRef[] {
  const n = bits.length;
  const near = { x: o.near.x - 100 * (n - 1), y: o.near.y + 20 * depth };
  const label = depth === 0 && o.label !== undefined ? { label: o.label } : {};
  let id: string;
  let outs: string[];
  if (n % 2 === 1) {
    id = o.draft.add('DEMUX_2', {}, { prefix: 'DMX', rotation: o.rotation, near, ...label });
    feed(o, bits[n - 1]!, id, 'S');
    if (enable === 'one') {
      const one = o.draft.add('CONST_HIGH', {}, { prefix: 'K', near: { x: near.x - 60, y: near.y } });
      o.draft.link({ component: one, pin: 'out' }, { component: id, pin: 'D' });
    } else if ('ref' in enable) o.draft.link(enable.ref, { component: id, pin: 'D' });
    else o.bind(enable.digital, id, 'D');
    outs = ['Y0', 'Y1'];
  } else {
    id = o.draft.add('DECODER_2TO4', {}, { prefix: 'DEC', rotation: o.rotation, near, ...label });
    feed(o, bits[n - 2]!, id, 'A0');
    feed(o, bits[n - 1]!, id, 'A1');
    // Our decoder's enable reads 1 when it is not wired.
    if (enable !== 'one') {
      if ('ref' in enable) o.draft.link(enable.ref, { component: id, pin: 'EN' });
      else o.bind(enable.digital, id, 'EN');
    }
    outs = ['Y0', 'Y1', 'Y2', 'Y3'];
  }
  const lines = outs.map((pin) => ({ component: id, pin }));
  const below = bits.slice(0, n % 2 === 1 ? n - 1 : n - 2);
  if (below.length === 0) return lines;
  return lines.flatMap((line, k) => decoderLines(below, { ref: line }, o, depth * 4 + k + 1));
}

/** Binds Digital's outputs `out_0`… to the lines. */
function bindOutputs(lines: readonly PinRef[], o: SelectOptions): void {
  lines.forEach((line, k) => {
    const point = o.at(`out_${k}`);
    if (point) o.draft.bind(point, line.component, line.pin);
  });
}

/**
 * Digital's Decoder of `selectBits` select bits: output k is 1 while sel reads k, else 0 — a tree of
 * our decoders (see `decoderLines`), always enabled.
 */
export function decoderTree(selectBits: number, o: SelectOptions): void {
  bindOutputs(decoderLines(cutSelect(selectBits, o), 'one', o), o);
}

/**
 * Digital's Demultiplexer: output k is `in` while sel reads k, else the default value. One data bit
 * with default 0: the decoder tree enabled by the data. Otherwise the decoder tree's line k switches
 * a `MUX_2` (of the data's width) between the default (a constant) and the data.
 */
export function demuxTree(selectBits: number, width: number, given: number, o: SelectOptions): void {
  // Digital keeps the default's low bits (a negative default is its two's complement).
  const defaultValue = ((given % 2 ** width) + 2 ** width) % 2 ** width;
  const sel = cutSelect(selectBits, o);
  if (width === 1 && defaultValue === 0) {
    bindOutputs(decoderLines(sel, { digital: 'in' }, o), o);
    return;
  }
  const unlabelled: SelectOptions = { draft: o.draft, bind: o.bind, at: o.at, rotation: o.rotation, near: o.near };
  const lines = decoderLines(sel, 'one', unlabelled);
  const fallback =
    width === 1
      ? o.draft.add(defaultValue === 1 ? 'CONST_HIGH' : 'CONST_LOW', {}, { prefix: 'K', near: o.near })
      : o.draft.add('CONST_VALUE', { width, value: defaultValue }, { prefix: 'K', near: o.near });
  const wide: Record<string, number> = width > 1 ? { width } : {};
  lines.forEach((line, k) => {
    const mux = o.draft.add(
      'MUX_2',
      { ...wide },
      {
        prefix: 'MUX',
        rotation: o.rotation,
        near: { x: o.near.x, y: o.near.y + 20 * k },
        ...(k === 0 && o.label !== undefined ? { label: o.label } : {}),
      },
    );
    o.draft.link({ component: fallback, pin: 'out' }, { component: mux, pin: 'I0' });
    o.bind('in', mux, 'I1', width);
    o.draft.link(line, { component: mux, pin: 'S' });
    const point = o.at(`out_${k}`);
    if (point) o.draft.bind(point, mux, 'Y');
  });
}

/**
 * Digital's BitSelector: `out` is bit `sel` of `in` (2^selectBits bits wide) — the data cut into bits
 * by a splitter, chosen by a tree of `MUX_2`s (level L switched by select bit L).
 */
export function bitSelectorTree(selectBits: number, o: SelectOptions): void {
  const width = 2 ** selectBits;
  const near = o.at('in') ?? o.near;
  const data = o.draft.add('SPLITTER', { width, ranges: '' }, { prefix: 'SPL', near: { x: near.x + 20, y: near.y } });
  o.bind('in', data, 'in', width);
  const sel = cutSelect(selectBits, o);
  let level: PinRef[] = Array.from({ length: width }, (_, i) => ({ component: data, pin: `b${i}` }));
  for (let bit = 0; bit < selectBits; bit++) {
    const next: PinRef[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const last = level.length === 2;
      const mux = o.draft.add(
        'MUX_2',
        {},
        {
          prefix: 'MUX',
          rotation: o.rotation,
          near: { x: o.near.x - 100 * (selectBits - 1 - bit), y: o.near.y + 40 * i },
          ...(last && o.label !== undefined ? { label: o.label } : {}),
        },
      );
      o.draft.link(level[i]!, { component: mux, pin: 'I0' });
      o.draft.link(level[i + 1]!, { component: mux, pin: 'I1' });
      feed(o, sel[bit]!, mux, 'S');
      next.push({ component: mux, pin: 'Y' });
    }
    level = next;
  }
  const out = o.at('out');
  if (out) o.draft.bind(out, level[0]!.component, level[0]!.pin);
}

/** Why a selection part of these sizes is not built here, or undefined when it is. */
export function selectLimit(selectBits: number, dataBits = 1): string | undefined {
  if (selectBits < 1 || selectBits > MAX_SELECT_BITS) {
    return `${selectBits} selector bits (1 to ${MAX_SELECT_BITS} here)`;
  }
  if (dataBits > MAX_BUS_WIDTH) return `${dataBits} data bits (at most ${MAX_BUS_WIDTH} here)`;
  return undefined;
}
