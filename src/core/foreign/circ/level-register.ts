import type { Point } from './geometry';
import type { InnerWire, Mapped, PartContext, PartSpec, PinLink } from './mapped';

/** Where the Logisim register's connection points are. */
export interface RegisterPoints {
  readonly D: Point;
  readonly Q: Point;
  readonly CLK: Point;
  readonly EN: Point;
  readonly CLR: Point;
}

/**
 * A Logisim Register triggered by a level ("high" or "low"): Q follows D while the clock is at that
 * level and the enable is not 0, and CLR clears it at once (Logisim's Register.propagate). Ours: one
 * D latch per bit between a splitter and a merger; its enable is the clock (through a NOT for "low"),
 * ANDed with EN when EN is wired, ORed with CLR when CLR is wired — and then the data is ANDed with
 * NOT CLR, so that a clear holds the latches open on 0s.
 */
export function mapLevelRegister(width: number, low: boolean, at: RegisterPoints, ctx: PartContext): Mapped {
  const parts: PartSpec[] = [];
  const links: PinLink[] = [];
  const inner: InnerWire[] = [];
  const add = (type: string, properties: PartSpec['properties'], x: number, y: number): number => {
    parts.push({ type, properties, ...(parts.length > 0 ? { offset: { x, y } } : {}) });
    return parts.length - 1;
  };
  const wide = width > 1;
  // The merger first: its pin is the register's Q, so it is the part placed where the register was.
  const merger = wide ? add('MERGER', { width, ranges: '' }, 0, 0) : -1;
  const latches = Array.from({ length: width }, (_, i) => add('D_LATCH', {}, -100, 60 * i - 30 * width));
  const splitter = wide ? add('SPLITTER', { width, ranges: '' }, -200, 0) : -1;
  if (wide) {
    links.push({ at: at.Q, part: merger, pin: 'out' });
    latches.forEach((l, i) => inner.push({ from: [l, 'Q'], to: [merger, `b${i}`] }));
  } else {
    links.push({ at: at.Q, part: latches[0]!, pin: 'Q' });
  }

  // The enable of every latch: the clock at its level, and EN, or CLR.
  let enable: { link: Point } | { from: readonly [number, string] } = { link: at.CLK };
  if (low) {
    const not = add('NOT', {}, -260, 80);
    links.push({ at: at.CLK, part: not, pin: 'in' });
    enable = { from: [not, 'out'] };
  }
  const feed = (source: typeof enable, part: number, pin: string) => {
    if ('link' in source) links.push({ at: source.link, part, pin });
    else inner.push({ from: source.from, to: [part, pin] });
  };
  if (ctx.connected(at.EN)) {
    const and = add('AND_2', {}, -200, 120);
    feed(enable, and, 'a');
    links.push({ at: at.EN, part: and, pin: 'b' });
    enable = { from: [and, 'out'] };
  }
  const clears = ctx.connected(at.CLR);
  if (clears) {
    const or = add('OR_2', {}, -140, 160);
    feed(enable, or, 'a');
    links.push({ at: at.CLR, part: or, pin: 'b' });
    enable = { from: [or, 'out'] };
  }
  for (const l of latches) feed(enable, l, 'EN');

  // The data: D, or D AND NOT CLR while a clear is wired.
  let data: { link: Point } | { from: readonly [number, string] } = { link: at.D };
  if (clears) {
    const not = add('NOT', {}, -320, 200);
    links.push({ at: at.CLR, part: not, pin: 'in' });
    const and = add('AND_2', wide ? { width } : {}, -260, 0);
    links.push({ at: at.D, part: and, pin: 'a' });
    if (wide) {
      // NOT CLR on every bit of a bus, to mask the data bit by bit.
      const copies = add('MERGER', { width, ranges: '' }, -320, 100);
      for (let i = 0; i < width; i++) inner.push({ from: [not, 'out'], to: [copies, `b${i}`] });
      inner.push({ from: [copies, 'out'], to: [and, 'b'] });
    } else {
      inner.push({ from: [not, 'out'], to: [and, 'b'] });
    }
    data = { from: [and, 'out'] };
  }
  if (wide) {
    feed(data, splitter, 'in');
    latches.forEach((l, i) => inner.push({ from: [splitter, `b${i}`], to: [l, 'D'] }));
  } else {
    feed(data, latches[0]!, 'D');
  }
  return { parts, links, inner, facing: 'east' };
}
