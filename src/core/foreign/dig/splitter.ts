import { MAX_BUS_WIDTH } from '../../../shared/components/types';
import type { PinRef } from '../../../shared/circuit/types';
import type { ElementContext, Outcome } from './elements';
import type { Point } from './document';
import { splitterPorts, stringAttr } from './pins';

interface Range {
  readonly lo: number;
  readonly hi: number;
}

/** Our pin name of a range of bits (as our splitter and merger name them). */
function rangePin(r: Range): string {
  return r.lo === r.hi ? `b${r.lo}` : `b${r.hi}_${r.lo}`;
}

function rangesText(ranges: readonly Range[]): string {
  return ranges.map((r) => (r.lo === r.hi ? String(r.lo) : `${r.lo}-${r.hi}`)).join(',');
}

/**
 * Digital's splitter (any cut of a bus into inputs, any cut into outputs) as our parts: the inputs
 * merged into one bus by a MERGER when there are several, the bus cut by a SPLITTER at every
 * boundary an output needs, and an output that spans several pieces merged again. A port that is
 * the whole bus on both sides is no part at all: its nets are joined.
 */
export function mapSplitter(ctx: ElementContext): Outcome {
  const { draft, element } = ctx;
  const inputs = splitterPorts(stringAttr(element.attrs, 'Input Splitting') || '4,4');
  const outputs = splitterPorts(stringAttr(element.attrs, 'Output Splitting') || '8');
  if (!inputs || !outputs) return { kind: 'unsupported', why: 'a bit splitting that does not read' };
  const width = inputs.reduce((w, p) => Math.max(w, p.lo + p.bits), 0);
  if (width > MAX_BUS_WIDTH) return { kind: 'unsupported', why: `a ${width}-bit bus (at most ${MAX_BUS_WIDTH} here)` };
  // The inputs must give each bit once; the outputs may take any bits of the bus.
  const sortedIn = [...inputs].sort((p, q) => p.lo - q.lo);
  let next = 0;
  for (const p of sortedIn) {
    if (p.lo !== next) return { kind: 'unsupported', why: 'inputs that do not give every bit once' };
    next = p.lo + p.bits;
  }
  if (outputs.some((p) => p.lo + p.bits > width)) {
    return { kind: 'unsupported', why: 'outputs that take bits the inputs do not give' };
  }
  const inPins = ctx.pins.filter((p) => p.dir === 'in');
  const outPins = ctx.pins.filter((p) => p.dir === 'out');
  const near = element.pos;

  // The whole bus: a Digital input pin when there is one input, else our merger's output.
  let busPoint: Point | undefined;
  let busRef: PinRef | undefined;
  if (inputs.length === 1) busPoint = inPins[0]?.at;
  else {
    const ranges = sortedIn.map((p) => ({ lo: p.lo, hi: p.lo + p.bits - 1 }));
    const merger = draft.add('MERGER', { width, ranges: rangesText(ranges) }, { prefix: 'MRG', near });
    draft.splitterMergers.add(merger);
    inputs.forEach((p, i) => {
      const pin = inPins[i];
      if (pin) draft.bind(pin.at, merger, rangePin({ lo: p.lo, hi: p.lo + p.bits - 1 }));
    });
    busRef = { component: merger, pin: 'out' };
  }

  // Pieces: the bus cut at every boundary of an output that is not the whole bus.
  const partial = outputs.filter((p) => p.bits !== width);
  const cuts = new Set<number>([0, width]);
  for (const p of partial) {
    cuts.add(p.lo);
    cuts.add(p.lo + p.bits);
  }
  const bounds = [...cuts].sort((x, y) => x - y);
  const pieces: Range[] = bounds.slice(1).map((end, i) => ({ lo: bounds[i]!, hi: end - 1 }));
  let splitter: string | undefined;
  if (partial.length > 0) {
    splitter = draft.add(
      'SPLITTER',
      { width, ranges: rangesText(pieces) },
      { prefix: 'SPL', near: { x: near.x + 20, y: near.y } },
    );
    if (busRef) draft.link(busRef, { component: splitter, pin: 'in' });
    else if (busPoint) draft.bind(busPoint, splitter, 'in');
  }

  outputs.forEach((p, i) => {
    const pin = outPins[i];
    if (!pin) return;
    if (p.bits === width) {
      // The whole bus goes out here.
      if (busRef) draft.bind(pin.at, busRef.component, busRef.pin);
      else if (busPoint) ctx.join(busPoint, pin.at);
      return;
    }
    const mine = pieces.filter((r) => r.lo >= p.lo && r.hi <= p.lo + p.bits - 1);
    if (mine.length === 1) {
      draft.bind(pin.at, splitter!, rangePin(mine[0]!));
      return;
    }
    const ranges = mine.map((r) => ({ lo: r.lo - p.lo, hi: r.hi - p.lo }));
    const merger = draft.add(
      'MERGER',
      { width: p.bits, ranges: rangesText(ranges) },
      { prefix: 'MRG', near: { x: near.x + 60, y: near.y + i * 20 } },
    );
    mine.forEach((r, k) =>
      draft.link({ component: splitter!, pin: rangePin(r) }, { component: merger, pin: rangePin(ranges[k]!) }),
    );
    draft.bind(pin.at, merger, 'out');
  });
  return { kind: 'part' };
}
