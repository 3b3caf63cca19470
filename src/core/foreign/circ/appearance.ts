import { facingOf, pointKey, turnBy, degreesOf, type Facing, type Point } from './geometry';
import { intAttr } from './mapped';
import type { LogisimCircuitXml, LogisimComp } from './xml';

/** A Pin of a circuit as its instances see it. */
export interface InterfacePin {
  readonly comp: LogisimComp;
  readonly output: boolean;
  /** Where the pin's connection point sits on an instance facing east, from the instance's anchor. */
  readonly offset: Point;
}

/** Whether a Pin is an output (Logisim-evolution's `type`, or the `output="true"` of files before 4.0). */
export function pinIsOutput(comp: LogisimComp): boolean {
  return (comp.attrs.get('type') ?? (comp.attrs.get('output') === 'true' ? 'output' : 'input')) === 'output';
}

/** Top to bottom, then left to right (Logisim's `sortVertical`). */
const vertical = (a: LogisimComp, b: LogisimComp) => a.y - b.y || a.x - b.x;
/** Left to right, then top to bottom (`sortHorizontal`). */
const horizontal = (a: LogisimComp, b: LogisimComp) => a.x - b.x || a.y - b.y;

/**
 * Where each Pin of a circuit lands on an instance of it: from the circuit's custom appearance
 * when it has one, else laid out as Logisim lays out its default appearance (classic: each pin on
 * the edge opposite its facing, 10 apart; Logisim-evolution's: inputs left, outputs right, 20 apart,
 * the box as wide as the labels need).
 */
export function interfacePins(circuit: LogisimCircuitXml, pins: readonly LogisimComp[]): InterfacePin[] {
  if (circuit.appear && circuit.appear.ports.length > 0) {
    const byPoint = new Map<string, Point>();
    for (const p of circuit.appear.ports) {
      byPoint.set(pointKey({ x: p.pinX, y: p.pinY }), {
        x: p.x - circuit.appear.anchorX,
        y: p.y - circuit.appear.anchorY,
      });
    }
    return pins.flatMap((comp) => {
      const offset = byPoint.get(pointKey(comp))!;
      return offset ? [{ comp, output: pinIsOutput(comp), offset }] : [];
    });
  }
  const style = circuit.attrs.get('appearance') ?? 'classic';
  return style === 'classic' ? classicLayout(pins) : evolutionLayout(circuit, pins);
}

function classicLayout(pins: readonly LogisimComp[]): InterfacePin[] {
  const edges: Record<Facing, LogisimComp[]> = { north: [], south: [], east: [], west: [] };
  for (const pin of pins) {
    const facing = facingOf(pin.attrs.get('facing'));
    const edge: Facing =
      facing === 'east' ? 'west' : facing === 'west' ? 'east' : facing === 'north' ? 'south' : 'north';
    edges[edge].push(pin);
  }
  edges.north.sort(horizontal);
  edges.south.sort(horizontal);
  edges.east.sort(vertical);
  edges.west.sort(vertical);
  const [n, s, e, w] = [edges.north.length, edges.south.length, edges.east.length, edges.west.length];
  const maxVert = Math.max(n, s);
  const maxHorz = Math.max(e, w);
  const offset = (facing: number, opposite: number, maxOthers: number) => {
    const maxThis = Math.max(facing, opposite);
    const maxOffs = maxThis <= 1 ? (maxOthers === 0 ? 15 : 10) : maxThis === 2 ? 10 : maxOthers === 0 ? 5 : 10;
    return maxOffs + 10 * Math.trunc((maxThis - facing) / 2);
  };
  const dimension = (maxThis: number, maxOthers: number) =>
    maxThis < 3 ? 30 : maxOthers === 0 ? 10 * maxThis : 10 * maxThis + 10;
  const offsN = offset(n, s, maxHorz);
  const offsS = offset(s, n, maxHorz);
  const offsE = offset(e, w, maxVert);
  const offsW = offset(w, e, maxVert);
  const width = dimension(maxVert, maxHorz);
  const height = dimension(maxHorz, maxVert);
  const [ax, ay] = e > 0 ? [width, offsE] : n > 0 ? [offsN, 0] : w > 0 ? [0, offsW] : s > 0 ? [offsS, height] : [0, 0];
  const out: InterfacePin[] = [];
  const place = (list: LogisimComp[], x: number, y: number, dx: number, dy: number) =>
    list.forEach((comp, i) =>
      out.push({ comp, output: pinIsOutput(comp), offset: { x: x + dx * i - ax, y: y + dy * i - ay } }),
    );
  place(edges.west, 0, offsW, 0, 10);
  place(edges.east, width, offsE, 0, 10);
  place(edges.north, offsN, 0, 10, 0);
  place(edges.south, offsS, height, 10, 0);
  return out;
}

const CHAR = 8;

function evolutionLayout(circuit: LogisimCircuitXml, pins: readonly LogisimComp[]): InterfacePin[] {
  const inputs = pins.filter((p) => !pinIsOutput(p)).sort(vertical);
  const outputs = pins.filter((p) => pinIsOutput(p)).sort(vertical);
  const longest = (list: LogisimComp[]) => Math.max(0, ...list.map((p) => (p.attrs.get('label') ?? '').length * CHAR));
  const fixed = circuit.attrs.get('circuitnamedboxfixedsize') === 'true';
  const textWidth = fixed
    ? 25 * CHAR
    : Math.max(longest(inputs) + longest(outputs) + 35, circuit.name.length * CHAR + 15);
  const width = Math.trunc(textWidth / 10) * 10 + 20;
  // The anchor is on the right edge at the first row when there are outputs, else on the left edge.
  const inputX = outputs.length > 0 ? -width : 0;
  return [
    ...inputs.map((comp, i) => ({ comp, output: false, offset: { x: inputX, y: 20 * i } })),
    ...outputs.map((comp, i) => ({ comp, output: true, offset: { x: 0, y: 20 * i } })),
  ];
}

/** Where an instance's pin is: its offset turned with the instance's facing, from its anchor. */
export function instancePinAt(instance: LogisimComp, pin: InterfacePin): Point {
  const facing = facingOf(instance.attrs.get('facing'));
  const o = turnBy(pin.offset, degreesOf(facing));
  return { x: instance.x + o.x, y: instance.y + o.y };
}

/** A Pin's width (1 when absent). */
export function pinWidth(comp: LogisimComp): number {
  return intAttr(comp, 'width', 1, 1, 64);
}
