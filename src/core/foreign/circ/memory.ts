import { CONTENTS_PROPERTY } from '../../../shared/circuit/types';
import { contentsText, parseContentsText } from '../../../shared/memory/contents-text';
import type { Point } from './geometry';
import { attrOf, intAttr, placeholder, type InnerWire, type Mapped, type PartContext, type PartSpec } from './mapped';
import type { LogisimComp } from './xml';

/** A Logisim memory pin: its name in Logisim, where it is from the part's anchor, in or out, its width. */
interface MemPin {
  readonly name: string;
  readonly dx: number;
  readonly dy: number;
  readonly dir: 'in' | 'out';
  readonly width: number;
}

/**
 * ROM and RAM of Logisim's Memory library onto ours. Logisim's memories have no facing: their pins
 * sit where they do whatever the part's orientation.
 *
 * - Logisim 2.7 (anchor at the data pin, body to its left): A (-140, 0), D (0, 0), sel (-90, 40);
 *   a RAM adds ld (-50, 40), clr (-30, 40), clk (-70, 40) unless "asynch", and for the "separate"
 *   bus str (-110, 40) and D in (-140, 20). Reads at once; sel = 0 or ld = 0 leaves D floating;
 *   sel = 0 also stops writes; str unconnected stores on every edge. Its default "combined" bus is
 *   one D pin both ways: ld = 1 reads onto it, ld = 0 writes it at the clock edge (ours:
 *   bidirectional, WE = NOT ld).
 * - Logisim-evolution (anchor at the top left corner, 240 wide): A (0, 10), D out (240, 60) on a
 *   ROM; a RAM's control block makes it (240, 90), with D in (0, 90), str (0, 50), ld (0, 60),
 *   clk (0, 70), clr (40, 0) when it has one (10 lower for 1-bit data in the evolution look); a
 *   "bidir" bus has no D in, its one D at (250, 90): ours bidirectional, written by str, read by ld.
 */
export function mapMemory(comp: LogisimComp, ctx: PartContext): Mapped {
  const addressBits = intAttr(comp, 'addrWidth', 8, 1, 24);
  const dataBits = intAttr(comp, 'dataWidth', 8, 1, 64);
  const rom = comp.name === 'ROM';
  const pins = ctx.legacy
    ? legacyPins(comp, rom, addressBits, dataBits)
    : evolutionPins(comp, ctx, rom, addressBits, dataBits);
  const at = (name: string): Point | undefined => {
    const p = pins.find((q) => q.name === name);
    return p && { x: comp.x + p.dx, y: comp.y + p.dy };
  };
  const used = (name: string) => {
    const p = at(name);
    return p !== undefined && ctx.connected(p);
  };
  const keep = (why: string) =>
    placeholder(
      comp,
      'east',
      pins.filter((p) => p.dir === 'in').map((p) => ({ name: p.name, at: at(p.name)!, width: p.width })),
      pins.filter((p) => p.dir === 'out').map((p) => ({ name: p.name, at: at(p.name)!, width: p.width })),
      `The ${comp.name} at (${comp.x},${comp.y}) became a placeholder: ${why}.`,
    );
  if (dataBits > 32) return keep(`its words are ${dataBits} bits wide (at most 32 here)`);
  const unsupported = rom ? undefined : unsupportedRam(comp, ctx, dataBits);
  if (unsupported) return keep(unsupported);

  const properties: PartSpec['properties'] = { addressBits, dataBits };
  const warnings: string[] = [];
  const what = `The ${comp.name}${comp.attrs.get('label') ? ` "${comp.attrs.get('label')}"` : ''} at (${comp.x},${comp.y})`;
  if (rom) {
    const text = attrOf(comp, 'contents', '');
    // Logisim writes "addr/data: 8 8" on the first line, then the words as in its "v2.0 raw" files.
    const body = /^\s*addr\/data:/.test(text) ? text.replace(/^[^\n]*\n?/, '') : text;
    const words = parseContentsText(body, addressBits, dataBits);
    if (!words.success) return keep(`its contents do not read (${words.error})`);
    properties[CONTENTS_PROPERTY] = contentsText(words.data);
  }

  // One D pin read and written: Logisim 2.7's "combined" port, Logisim-evolution's "bidir" bus.
  const bidirectional =
    !rom &&
    (ctx.legacy ? attrOf(comp, 'bus', 'combined') === 'combined' : attrOf(comp, 'databus', 'bibus') === 'bidir');
  if (bidirectional) properties.dataBus = 'bidirectional';
  const parts: PartSpec[] = [{ type: rom ? 'ROM' : 'RAM', properties }];
  const links: { at: Point; part: number; pin: string }[] = [];
  const inner: InnerWire[] = [];
  const link = (name: string, part: number, pin: string) => {
    const p = at(name);
    if (p) links.push({ at: p, part, pin });
  };
  /** Two Logisim enables into one pin of ours: each alone straight in, both through an AND. */
  const both = (a: string, b: string, pin: string, offset: Point) => {
    const [ua, ub] = [used(a), used(b)];
    if (ua && ub) {
      const gate = parts.push({ type: 'AND_2', properties: {}, offset, facing: 'east' }) - 1;
      link(a, gate, 'a');
      link(b, gate, 'b');
      inner.push({ from: [gate, 'out'], to: [0, pin] });
    } else if (ua) link(a, 0, pin);
    else if (ub) link(b, 0, pin);
  };
  link('A', 0, 'A');
  if (rom) {
    link('D', 0, 'D');
    link('sel', 0, 'OE');
    return { parts, links, inner, facing: 'east' };
  }
  link('clk', 0, 'CLK');
  if (bidirectional) link('D', 0, 'D');
  else {
    link('Din', 0, 'D');
    link('D', 0, 'Q');
  }
  both('ld', 'sel', 'OE', { x: 0, y: 160 });
  const add = (type: string, offset: Point) => parts.push({ type, properties: {}, offset, facing: 'east' }) - 1;
  /** One of our parts' output into WE; in 2.7, through an AND with sel when it is wired (sel = 0 stops writes). */
  const intoWriteEnable = (source: number) => {
    if (!used('sel')) {
      inner.push({ from: [source, 'out'], to: [0, 'WE'] });
      return;
    }
    const gate = add('AND_2', { x: -80, y: 40 });
    inner.push({ from: [source, 'out'], to: [gate, 'a'] }, { from: [gate, 'out'], to: [0, 'WE'] });
    link('sel', gate, 'b');
  };
  if (bidirectional && ctx.legacy && used('ld')) {
    // Logisim 2.7's combined port: ld = 1 reads (drives D), ld = 0 writes on the clock edge.
    const not = add('NOT', { x: -160, y: 40 });
    link('ld', not, 'in');
    intoWriteEnable(not);
  } else if (bidirectional && (ctx.legacy || !used('str'))) {
    // Nothing tells it to write (an open ld reads in Logisim): it only reads, and WE must say so.
    inner.push({ from: [add('CONST_LOW', { x: -80, y: 40 }), 'out'], to: [0, 'WE'] });
  } else if (!bidirectional && ctx.legacy && !used('str')) {
    // Logisim 2.7 stores on every clock edge while str is not 0, so also when it is unconnected.
    intoWriteEnable(add('CONST_HIGH', { x: -160, y: 40 }));
  } else both('str', 'sel', 'WE', { x: -80, y: 40 });
  if (used('clr')) {
    warnings.push(`${what}: its clear input (clr) is not carried over: our RAM has none, so it is left unwired.`);
  }
  if (!ctx.legacy) warnings.push(...evolutionDifferences(comp, what, used('ld')));
  return { parts, links, inner, facing: 'east', ...(warnings.length > 0 ? { warnings } : {}) };
}

function legacyPins(comp: LogisimComp, rom: boolean, addressBits: number, dataBits: number): MemPin[] {
  const bus = attrOf(comp, 'bus', 'combined');
  const pins: MemPin[] = [
    { name: 'A', dx: -140, dy: 0, dir: 'in', width: addressBits },
    { name: 'sel', dx: -90, dy: 40, dir: 'in', width: 1 },
  ];
  if (rom) return [...pins, { name: 'D', dx: 0, dy: 0, dir: 'out', width: dataBits }];
  pins.push(
    { name: 'ld', dx: -50, dy: 40, dir: 'in', width: 1 },
    { name: 'clr', dx: -30, dy: 40, dir: 'in', width: 1 },
  );
  if (bus !== 'asynch') pins.push({ name: 'clk', dx: -70, dy: 40, dir: 'in', width: 1 });
  if (bus === 'separate') {
    pins.push({ name: 'str', dx: -110, dy: 40, dir: 'in', width: 1 });
    pins.push({ name: 'Din', dx: -140, dy: 20, dir: 'in', width: dataBits });
  }
  return [...pins, { name: 'D', dx: 0, dy: 0, dir: 'out', width: dataBits }];
}

function evolutionPins(
  comp: LogisimComp,
  ctx: PartContext,
  rom: boolean,
  addressBits: number,
  dataBits: number,
): MemPin[] {
  const evolutionLook = attrOf(comp, 'appearance', ctx.legacy ? 'classic' : 'logisim_evolution') !== 'classic';
  const oneBit = evolutionLook && dataBits === 1 ? 10 : 0;
  const address: MemPin = { name: 'A', dx: 0, dy: 10, dir: 'in', width: addressBits };
  if (rom) return [address, { name: 'D', dx: 240, dy: 60 + oneBit, dir: 'out', width: dataBits }];
  const separate = attrOf(comp, 'databus', 'bibus') !== 'bidir';
  // Written while an enable is held ("high"/"low"): no clock, and a control block 10 shorter.
  const clocked = ['rising', 'falling'].includes(attrOf(comp, 'trigger', 'rising'));
  const y = (clocked ? 90 : 80) + oneBit;
  return [
    address,
    ...(separate ? [{ name: 'Din', dx: 0, dy: y, dir: 'in' as const, width: dataBits }] : []),
    { name: 'str', dx: 0, dy: 50, dir: 'in', width: 1 },
    { name: 'ld', dx: 0, dy: 60, dir: 'in', width: 1 },
    ...(clocked ? [{ name: 'clk', dx: 0, dy: 70, dir: 'in' as const, width: 1 }] : []),
    ...(attrOf(comp, 'clearpin', 'false') === 'true'
      ? [{ name: 'clr', dx: 40, dy: 0, dir: 'in' as const, width: 1 }]
      : []),
    { name: 'D', dx: separate ? 240 : 250, dy: y, dir: 'out', width: dataBits },
  ];
}

/** Why a RAM of this form has no equivalent here, or undefined when ours can stand for it. */
function unsupportedRam(comp: LogisimComp, ctx: PartContext, dataBits: number): string | undefined {
  if (ctx.legacy) {
    if (attrOf(comp, 'bus', 'combined') === 'asynch') {
      return 'it writes while ld is 0 with no clock (one asynchronous load/store port); our RAM writes on a rising clock edge';
    }
    return undefined;
  }
  if (attrOf(comp, 'enables', 'byte') === 'line') {
    return 'it uses line enables (several words read or written at once); our RAM reads and writes one word';
  }
  if (attrOf(comp, 'byteenables', 'NobyteEnables') === 'byteEnables' && dataBits > 8) {
    return 'it writes single bytes of a word (byte enables); our RAM writes whole words';
  }
  const trigger = attrOf(comp, 'trigger', 'rising');
  if (trigger !== 'rising') {
    return trigger === 'falling'
      ? 'it writes on the falling clock edge; our RAM writes on the rising edge'
      : 'it writes while its enable is held (no clock); our RAM writes on a rising clock edge';
  }
  return undefined;
}

/** What a Logisim-evolution RAM (separate bus, rising edge) does that ours does not, in words. */
function evolutionDifferences(comp: LogisimComp, what: string, ldUsed: boolean): string[] {
  const out: string[] = [];
  if (attrOf(comp, 'asyncread', 'false') !== 'true') {
    out.push(
      `${what}: Logisim shows the word read at the clock edge (synchronous read); ours shows the word at the address at once.`,
    );
  }
  if (ldUsed && attrOf(comp, 'databus', 'bibus') === 'bibus') {
    out.push(`${what}: with ld = 0 Logisim keeps showing the last word; ours lets its output float (high impedance).`);
  }
  return out;
}
