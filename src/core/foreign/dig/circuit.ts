import type { Circuit } from '../../../shared/circuit/types';
import { formatInterface } from '../../../shared/components/subcircuit-interface';
import { MAX_BUS_WIDTH } from '../../../shared/components/types';
import { PLACEHOLDER_TYPE } from '../types';
import { CircuitDraft, type PinInfo } from './builder';
import type { DigElement, DigFile, Point } from './document';
import { describe, mapElement, rotationOf, tunnelName, type SubcircuitUse } from './elements';
import { GENERIC_CODE, GENERIC_INIT } from './generic/resolve';
import { identifier } from './labels';
import { Nets, pointKey } from './nets';
import { SIZE, digitalPins, intAttr, pinPosition, stringAttr, type DigInterface, type DigPin } from './pins';
import { wireNets, type FlexiblePart } from './wires';

/** A subcircuit file as the circuits that place it see it. */
export interface LoadedSubcircuit {
  /** Digital's view: its pins' names, widths and box (where an instance's pins are). */
  readonly digital: DigInterface & { readonly shape: string };
  /** The same with another shape, for an instance that picks its own (its `shapeType`). */
  readonly reshaped: (shape: string) => DigInterface & { readonly shape: string };
  /** Ours: the bundle id, the interface text and our port names. */
  readonly use: SubcircuitUse;
}

/** One placeholder's place, for the report. */
export interface Unsupported {
  readonly name: string;
  readonly where: string;
}

/** One Digital circuit read into ours. */
export interface ReadCircuit {
  readonly circuit: Circuit;
  /** Its ports, as a circuit placing it sees them. */
  readonly inputs: readonly (string | undefined)[];
  readonly outputs: readonly (string | undefined)[];
  readonly ports: string;
  /** Parts in the file (texts, test cases, decorations and tunnels not counted). */
  readonly components: number;
  readonly supported: number;
  readonly unsupported: readonly Unsupported[];
  readonly warnings: readonly string[];
  /** Labels of parts here that tests of a circuit placing it name differently (see {@link CircuitDraft.partRenames}). */
  readonly partRenames: ReadonlyMap<string, string>;
}

/** Elements that are not parts: not counted in the report. */
const NOT_PARTS = new Set(['Text', 'Testcase', 'Rectangle', 'Tunnel']);
/** Digital's generic code elements: counted, and carried over (their code has run), without a part. */
const GENERIC_CODE_ELEMENTS: ReadonlySet<string> = new Set([GENERIC_INIT, GENERIC_CODE]);

/**
 * Reads one Digital circuit: each element mapped onto our parts (a placeholder where none fits),
 * then the wires' nets turned into our wires. `subcircuits` gives each placed `.dig` file that was
 * read (by its name as the element writes it); a file not there becomes a placeholder.
 */
export function readCircuit(
  file: DigFile,
  circuitName: string,
  nested: boolean,
  subcircuits: (element: DigElement) => LoadedSubcircuit | undefined,
  /** Ports take their net's width (a generic circuit placed in another: Digital joins the nets, its In and Out widths aside). */
  portsTakeNetWidth = false,
  /** Labels of parts inside the subcircuits written differently there, by the name the tests here use. */
  inside: ReadonlyMap<string, string> = new Map(),
): ReadCircuit {
  const draft = new CircuitDraft();
  draft.inside = inside;
  const nets = new Nets(file.wires);
  const flexible: FlexiblePart[] = [];
  const unsupported: Unsupported[] = [];
  const portIds = new Map<number, string>();
  let components = 0;
  let supported = 0;

  const laid = file.elements.map((element) => {
    const sub = element.name.toLowerCase().endsWith('.dig') ? subcircuits(element) : undefined;
    // An instance may pick its own shape (Digital's element-level shapeType wins over the file's).
    const local = sub ? stringAttr(element.attrs, 'shapeType') : '';
    const digital =
      sub && local !== '' && local !== 'DEFAULT' && local !== sub.digital.shape ? sub.reshaped(local) : sub?.digital;
    const shape = digitalPins(element, digital);
    const pins = (shape ?? []).map((p) => ({ ...p, at: pinPosition(element, p) }));
    return { element, sub, shape, pins };
  });
  // A pin is connected when a wire ends on it or another pin (a tunnel's, say) sits on it.
  const touching = new Map<string, number>();
  for (const w of file.wires) for (const end of [w.p1, w.p2]) touching.set(pointKey(end), 2);
  for (const { pins } of laid)
    for (const p of pins) touching.set(pointKey(p.at), (touching.get(pointKey(p.at)) ?? 0) + 1);

  for (const { element, sub, shape, pins } of laid) {
    const counted = !NOT_PARTS.has(element.name);
    if (counted) components++;
    if (GENERIC_CODE_ELEMENTS.has(element.name)) {
      // Code, not a part: its work is done (a generic circuit was made concrete before it is read).
      supported++;
      continue;
    }
    const before = draft.parts.length;
    const outcome = shape
      ? mapElement({
          draft,
          element,
          pins,
          nested,
          ...(sub ? { subcircuit: sub.use } : {}),
          join: (a, b) => nets.join(a, b),
          wired: (p) => (touching.get(pointKey(p)) ?? 0) >= 2,
        })
      : ({
          kind: 'unsupported',
          why: element.name.toLowerCase().endsWith('.dig')
            ? 'its file was not opened with it'
            : 'no part of ours does its job',
        } as const);
    if (outcome.kind === 'part') {
      if (counted) supported++;
      const first = draft.parts[before];
      if (first && (element.name === 'In' || element.name === 'Out' || (nested && element.name === 'Clock'))) {
        portIds.set(element.index, first.id);
      }
      if (first && element.name === 'Tunnel')
        flexible.push({ id: first.id, kind: 'tunnel', name: tunnelName(element) });
      if (first && element.name === 'Probe') flexible.push({ id: first.id, kind: 'probe' });
      if (first && portsTakeNetWidth && (element.name === 'In' || element.name === 'Out')) {
        flexible.push({ id: first.id, kind: 'port' });
      }
      continue;
    }
    if (outcome.kind === 'other') continue;
    const label = stringAttr(element.attrs, 'Label').trim();
    const why = outcome.kind === 'unsupported' ? `: ${outcome.why}` : '';
    unsupported.push({
      name: element.name,
      where: `${circuitName}: ${label ? `"${label}"` : `at (${element.pos.x}, ${element.pos.y})`}${why}`,
    });
    placeholder(draft, element, shape ? pins : []);
    if (!shape) {
      draft.warnings.push(
        element.name.toLowerCase().endsWith('.dig')
          ? `${circuitName}: ${describe(element, label)} places ${element.name}, which was not opened with it; it became a placeholder without pins and its wires were not carried over.`
          : `${circuitName}: ${describe(element, label)} became a placeholder without pins; its wires were not carried over.`,
      );
    }
  }

  const wires = wireNets(draft, nets, flexible, circuitName, nested);
  for (const c of draft.syncClears) {
    if (wires.some((w) => w.to.component === c.id && w.to.pin === 'CLR')) {
      draft.warnings.push(`${circuitName}: ${c.what}: its clear acts at once here; in Digital on the clock edge.`);
    }
  }
  const parts = draft.components();
  const labelOf = new Map(parts.map((p) => [p.id, p.label]));
  const side = (names: readonly string[]) =>
    file.elements
      .filter((e) => names.includes(e.name))
      .map((e) => {
        const id = portIds.get(e.index);
        return id === undefined ? undefined : labelOf.get(id);
      });
  const inputs = side(nested ? ['In', 'Clock'] : ['In']);
  const outputs = side(['Out']);
  const byLabel = new Map(parts.map((p) => [p.label, p]));
  const widthOf = (label: string) => {
    const w = byLabel.get(label)?.properties.width;
    return typeof w === 'number' ? w : 1;
  };
  const ports = formatInterface({
    inputs: inputs.filter((n): n is string => n !== undefined).map((name) => ({ name, width: widthOf(name) })),
    outputs: outputs.filter((n): n is string => n !== undefined).map((name) => ({ name, width: widthOf(name) })),
  });
  const sorted = [...wires].sort((p, q) => (p.id < q.id ? -1 : 1));
  return {
    circuit: draft.circuit(parts, sorted),
    inputs,
    outputs,
    ports,
    components,
    supported,
    unsupported,
    warnings: draft.warnings,
    partRenames: draft.partRenames,
  };
}

/**
 * The part an element we lack becomes: a box with its Digital name and its pins (named as Digital
 * names them, made identifiers: "~Q" → "nQ"), inputs on the left and outputs on the right.
 */
function placeholder(
  draft: CircuitDraft,
  element: DigElement,
  pins: readonly (DigPin & { at: { x: number; y: number } })[],
) {
  const taken = new Set<string>();
  const named = pins.map((p) => {
    let name = identifier(p.name) ?? 'pin';
    const stem = name.slice(0, 28);
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}_${n}`;
    taken.add(name.toLowerCase());
    return { ...p, ours: name, width: Math.min(MAX_BUS_WIDTH, Math.max(1, p.width)) };
  });
  const info = new Map<string, PinInfo>();
  for (const p of named) {
    info.set(p.ours, { direction: p.dir === 'out' ? 'output' : 'input', width: p.width, tristate: false });
  }
  const ports = formatInterface({
    inputs: named.filter((p) => p.dir === 'in').map((p) => ({ name: p.ours, width: p.width })),
    outputs: named.filter((p) => p.dir === 'out').map((p) => ({ name: p.ours, width: p.width })),
  });
  const label = stringAttr(element.attrs, 'Label').trim();
  const id = draft.add(
    PLACEHOLDER_TYPE,
    { original: element.name.slice(0, 200), ports: named.length > 0 && ports.length <= 1000 ? ports : '' },
    { prefix: 'X', rotation: rotationOf(element), near: element.pos, pins: info, ...(label ? { label } : {}) },
  );
  if (ports.length <= 1000) for (const p of named) draft.bind(p.at, id, p.ours);
}

/**
 * A subcircuit file as Digital lays out its instances: In and Clock elements, then Out, in file
 * order, on a box (the default), on a DIL package by their pin numbers, on a layout shape by their
 * rotations and places, minimized (where they are in the circuit, at half size), or where a drawn
 * shape puts them.
 */
export function digitalInterface(file: DigFile, override?: string): DigInterface & { shape: string } {
  const ins = file.elements.filter((e) => e.name === 'In' || e.name === 'Clock');
  const outs = file.elements.filter((e) => e.name === 'Out');
  const port = (e: DigElement) => ({
    name: stringAttr(e.attrs, 'Label'),
    width: e.name === 'Clock' ? 1 : intAttr(e.attrs, 'Bits', 1),
  });
  const boxWidth = Math.max(1, intAttr(file.attrs, 'Width', 3));
  const shape = override ?? (stringAttr(file.attrs, 'shapeType') || 'DEFAULT');
  const base = { inputs: ins.map(port), outputs: outs.map(port), boxWidth, shape };
  if (shape === 'DIL') return { ...base, positions: dilPositions([...ins, ...outs], boxWidth, file) };
  if (shape === 'LAYOUT') return { ...base, positions: layoutPositions(ins, outs, file) };
  if (shape === 'MINIMIZED') return { ...base, positions: minimizedPositions([...ins, ...outs]) };
  const custom = file.attrs.get('customShape');
  if (shape === 'CUSTOM' && custom instanceof Map) {
    const pins = custom as ReadonlyMap<string, Point>;
    return { ...base, positions: [...ins, ...outs].map((e) => pins.get(stringAttr(e.attrs, 'Label'))) };
  }
  return base;
}

/**
 * Digital's layout shape (its LayoutShape): each In and Clock on the side its rotation points away
 * from (0 left, 1 bottom, 2 right, 3 top), each Out on the side it points to (0 right, 1 top, 2 left,
 * 3 bottom); a side's pins in the order of their places in the circuit (x along the top and bottom,
 * y down the sides), spread evenly over a box at least one step longer than its most crowded side
 * and at least the circuit's Width by Height.
 */
function layoutPositions(ins: readonly DigElement[], outs: readonly DigElement[], file: DigFile): Point[] {
  type Side = 'left' | 'right' | 'top' | 'bottom';
  const sides: Record<Side, { index: number; order: number }[]> = { left: [], right: [], top: [], bottom: [] };
  const inSide: readonly Side[] = ['left', 'bottom', 'right', 'top'];
  const outSide: readonly Side[] = ['right', 'top', 'left', 'bottom'];
  [...ins, ...outs].forEach((e, index) => {
    const side = (index < ins.length ? inSide : outSide)[e.rotation]!;
    sides[side].push({ index, order: side === 'top' || side === 'bottom' ? e.pos.x : e.pos.y });
  });
  const height = Math.max(sides.left.length + 1, sides.right.length + 1, intAttr(file.attrs, 'Height', 3));
  const width = Math.max(sides.top.length + 1, sides.bottom.length + 1, intAttr(file.attrs, 'Width', 3));
  const positions: Point[] = [];
  const place = (side: Side, length: number, at: (step: number) => Point) => {
    const pins = [...sides[side]].sort((a, b) => a.order - b.order);
    const delta = Math.floor((length + 2) / (pins.length + 1));
    const start = Math.floor((length - delta * (pins.length - 1)) / 2);
    pins.forEach((p, k) => (positions[p.index] = at(start + k * delta)));
  };
  place('top', width, (step) => ({ x: step * SIZE, y: 0 }));
  place('bottom', width, (step) => ({ x: step * SIZE, y: height * SIZE }));
  place('left', height, (step) => ({ x: 0, y: step * SIZE }));
  place('right', height, (step) => ({ x: width * SIZE, y: step * SIZE }));
  return positions;
}

/**
 * Digital's minimized shape (its MinimizedShape): the circuit drawn at half size, each port where
 * it is in the circuit, from the top-left-most port, rounded to the grid.
 */
function minimizedPositions(ports: readonly DigElement[]): Point[] {
  const minX = Math.min(...ports.map((e) => e.pos.x));
  const minY = Math.min(...ports.map((e) => e.pos.y));
  const round = (v: number) => Math.floor(v / 2 / SIZE + 0.5) * SIZE;
  return ports.map((e) => ({ x: round(e.pos.x - minX), y: round(e.pos.y - minY) }));
}

/**
 * Digital's DIL package: pins numbered by their "pinNumber" (the rest given the free numbers in
 * order), 1 to n/2 down the left side, the others up the right, two grid steps apart.
 */
function dilPositions(ports: readonly DigElement[], boxWidth: number, file: DigFile): Point[] {
  const byNumber = new Map<number, number>();
  const unassigned: number[] = [];
  let count = Math.max(0, intAttr(file.attrs, 'pinCount', 0));
  ports.forEach((e, i) => {
    const n = Number.parseInt(stringAttr(e.attrs, 'pinNumber'), 10);
    if (!Number.isInteger(n) || n <= 0 || byNumber.has(n)) unassigned.push(i);
    else {
      byNumber.set(n, i);
      count = Math.max(count, n);
    }
  });
  let next = 1;
  for (const i of unassigned) {
    while (byNumber.has(next)) next++;
    byNumber.set(next, i);
  }
  count = Math.max(count, next);
  if (count % 2 === 1) count++;
  const positions: Point[] = [];
  for (const [n, i] of byNumber) {
    positions[i] =
      n <= count / 2 ? { x: 0, y: (n - 1) * SIZE * 2 } : { x: SIZE * (boxWidth + 1), y: (count - n) * SIZE * 2 };
  }
  return positions;
}
