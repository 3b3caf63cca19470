import {
  COORDINATE_LIMIT,
  MAX_NOTE_TEXT,
  type Circuit,
  type ComponentInstance,
  type Note,
  type Wire,
} from '../../../shared/circuit/types';
import { GRID } from '../../../shared/components/builders';
import { rotatedSize } from '../../../shared/components/geometry';
import { definitionFor, getDefinition } from '../../../shared/components/registry';
import { parseInterface } from '../../../shared/components/subcircuit-interface';
import { pinWidth as registryPinWidth, type PinDirection } from '../../../shared/components/types';
import { PLACEHOLDER_TYPE } from '../types';
import { instancePinAt, type InterfacePin } from './appearance';
import { Labels, tunnelName } from './labels';
import { Nets, degreesOf, facingOf, pointKey, rotationOf, turnBy, type Point } from './geometry';
import { placeholder, type Mapped, type PartContext } from './mapped';
import { mapStandardPart } from './parts';
import type { LogisimCircuitXml, LogisimComp } from './xml';

/** Our coordinates are Logisim's times this: our parts are about twice as large as Logisim's. */
export const SCALE = 2;

/** A circuit of the file already converted, as its instances need it. */
export interface Definition {
  readonly id: string;
  readonly ports: string;
  /** Each Pin of the circuit: where it lands on an instance, and the name of our port for it (one a lane). */
  readonly pins: readonly { readonly pin: InterfacePin; readonly name: string; readonly lane?: number }[];
  /** Its interface cannot be written (too many ports): its instances are placeholders. */
  readonly unplaceable?: boolean;
}

/** How a circuit's parts are read: which library each part comes from, the definitions of this file. */
export interface ConvertContext {
  readonly legacy: boolean;
  /** Library number → what the reader makes of it: a standard library, or undefined (refused before). */
  readonly libs: ReadonlyMap<string, string>;
  readonly definitions: ReadonlyMap<string, Definition>;
}

/** What converting a circuit found, for the report. */
export interface CircuitStats {
  components: number;
  supported: number;
  readonly unsupported: Map<string, { count: number; where: string[] }>;
  readonly warnings: string[];
}

interface Placed {
  readonly mapped: Mapped;
  readonly comp: LogisimComp;
  /** Index of our first part for it in `components`. */
  readonly first: number;
}

/** Converts one Logisim circuit into ours: parts placed where Logisim has them, nets into pin-to-pin wires. */
export function convertCircuit(
  circuit: LogisimCircuitXml,
  ctx: ConvertContext,
  stats: CircuitStats,
): { circuit: Circuit; partOf: Map<LogisimComp, ComponentInstance[]> } {
  const wireEnds = new Map<string, number>();
  const nets = new Nets();
  for (const w of circuit.wires) {
    const a = pointKey({ x: w.x1, y: w.y1 });
    const b = pointKey({ x: w.x2, y: w.y2 });
    wireEnds.set(a, (wireEnds.get(a) ?? 0) + 1);
    wireEnds.set(b, (wireEnds.get(b) ?? 0) + 1);
    nets.union(a, b);
  }
  const notes: Note[] = [];
  const parts = circuit.comps.filter((comp) => {
    if (comp.name !== 'Text' || comp.lib === undefined) return true;
    const text = (comp.attrs.get('text') ?? '').slice(0, MAX_NOTE_TEXT);
    if (text.trim() !== '')
      notes.push({ id: `n${notes.length + 1}`, x: snap(comp.x * SCALE), y: snap(comp.y * SCALE), text });
    return false;
  });

  // First every part with all its points, to know which points something touches.
  const everything: PartContext = { connected: () => true, legacy: ctx.legacy, driven: () => false };
  const pointUse = new Map<string, number>();
  const firstPass = parts.map((comp) => mapPart(comp, circuit, ctx, everything));
  for (const m of firstPass) {
    for (const key of new Set(m.links.map((l) => pointKey(l.at)))) pointUse.set(key, (pointUse.get(key) ?? 0) + 1);
  }
  const driven = new Set<string>();
  const connectedFor = (own: Mapped) => {
    const mine = new Set(own.links.map((l) => pointKey(l.at)));
    return (p: Point) => {
      const key = pointKey(p);
      return (wireEnds.get(key) ?? 0) > 0 || (pointUse.get(key) ?? 0) - (mine.has(key) ? 1 : 0) > 0;
    };
  };
  const mappedOf: (Mapped | undefined)[] = parts.map(() => undefined);
  const markDriven = (m: Mapped) => {
    for (const link of m.links) {
      const spec = m.parts[link.part]!;
      const dir = pinDirection(spec.type, spec.properties, link.pin);
      if (dir === 'output' || dir === 'power' || dir === 'ground') driven.add(nets.find(pointKey(link.at)));
    }
  };
  parts.forEach((comp, i) => {
    if (comp.name === 'Splitter' && comp.lib !== undefined) return;
    const m = mapPart(comp, circuit, ctx, {
      connected: connectedFor(firstPass[i]!),
      legacy: ctx.legacy,
      driven: () => false,
    });
    mappedOf[i] = m;
    markDriven(m);
  });
  // Splitters last, those next to a driven net first: which way each one works follows what drives it.
  let pending = parts.map((_, i) => i).filter((i) => mappedOf[i] === undefined);
  const drivenAt = (p: Point) => driven.has(nets.find(pointKey(p)));
  // Tunnels of one name are one net: a driven one drives the others.
  const tunnels = new Map<string, Point[]>();
  for (const m of mappedOf) {
    for (const link of m?.links ?? []) {
      const spec = m!.parts[link.part]!;
      if (spec.type !== 'TUNNEL') continue;
      const name = String(spec.properties.name);
      tunnels.set(name, [...(tunnels.get(name) ?? []), link.at]);
    }
  }
  const throughTunnels = () => {
    for (const points of tunnels.values()) {
      if (points.some(drivenAt)) for (const p of points) driven.add(nets.find(pointKey(p)));
    }
  };
  throughTunnels();
  for (let round = 0; pending.length > 0 && round < 64; round++) {
    const ready = pending.filter((i) => firstPass[i]!.links.some((l) => drivenAt(l.at)));
    const now = ready.length > 0 ? ready : pending;
    for (const i of now) {
      const m = mapPart(parts[i]!, circuit, ctx, {
        connected: connectedFor(firstPass[i]!),
        legacy: ctx.legacy,
        driven: drivenAt,
      });
      mappedOf[i] = m;
      for (const [a, b] of m.joins ?? []) {
        const wasDriven = drivenAt(a) || drivenAt(b);
        nets.union(pointKey(a), pointKey(b));
        if (wasDriven) driven.add(nets.find(pointKey(a)));
      }
      // A lane passed on drives the other side (which way a splitter works is read per net, not lane).
      for (const [a, b] of m.laneJoins ?? []) {
        if (drivenAt(a.at)) driven.add(nets.find(pointKey(b.at)));
        else if (drivenAt(b.at)) driven.add(nets.find(pointKey(a.at)));
      }
      markDriven(m);
    }
    throughTunnels();
    pending = pending.filter((i) => mappedOf[i] === undefined);
  }

  // Our parts, placed and labelled.
  const labels = new Labels();
  const components: ComponentInstance[] = [];
  const placed: Placed[] = [];
  parts.forEach((comp, i) => {
    const mapped = mappedOf[i]!;
    // Tunnels are names of nets, not parts: they are not counted.
    const counted = comp.name !== 'Tunnel';
    if (counted) stats.components++;
    if (mapped.placeholder) {
      const entry = stats.unsupported.get(mapped.placeholder) ?? { count: 0, where: [] };
      entry.count++;
      if (entry.where.length < 5) entry.where.push(where(circuit.name, comp));
      stats.unsupported.set(mapped.placeholder, entry);
    } else if (counted) stats.supported++;
    for (const w of mapped.warnings ?? []) stats.warnings.push(`In ${circuit.name}: ${w}`);
    placed.push({ mapped, comp, first: components.length });
    components.push(...placeParts(comp, mapped, components.length, labels));
  });

  // Each lane of a net is one of ours (a net of up to 32 bits has just lane 0); a splitter passing
  // a lane on unchanged makes two lanes one.
  const lanes = new Nets();
  const laneOf = (at: Point, lane = 0) => lanes.find(`${nets.find(pointKey(at))}#${lane}`);
  for (const p of placed) {
    for (const [a, b] of p.mapped.laneJoins ?? []) lanes.union(laneOf(a.at, a.lane), laneOf(b.at, b.lane));
  }
  // Probes take the width of what they watch.
  const netPins = new Map<string, { component: number; pin: string; at: Point; owner: number }[]>();
  for (const [owner, p] of placed.entries()) {
    for (const link of p.mapped.links) {
      const key = laneOf(link.at, link.lane);
      const list = netPins.get(key) ?? [];
      const component = p.first + link.part;
      if (!list.some((e) => e.component === component && e.pin === link.pin))
        list.push({ component, pin: link.pin, at: link.at, owner });
      netPins.set(key, list);
    }
  }
  for (const list of netPins.values()) {
    const widths = list.map((e) => widthOfPin(components[e.component]!, e.pin)).filter((w) => w > 1);
    if (widths.length === 0) continue;
    for (const e of list) {
      const c = components[e.component]!;
      if (c.type === 'PROBE')
        components[e.component] = { ...c, properties: { ...c.properties, width: Math.min(32, widths[0]!) } };
    }
  }

  const wires: Wire[] = [];
  const addWire = (from: { component: number; pin: string }, to: { component: number; pin: string }) =>
    wires.push({
      id: `w${wires.length + 1}`,
      from: { component: components[from.component]!.id, pin: from.pin },
      to: { component: components[to.component]!.id, pin: to.pin },
    });
  for (const p of placed) {
    for (const w of p.mapped.inner ?? [])
      addWire({ component: p.first + w.from[0], pin: w.from[1] }, { component: p.first + w.to[0], pin: w.to[1] });
  }
  for (const list of netPins.values()) {
    if (list.length < 2) continue;
    connectNet(list, components, addWire, (text) => stats.warnings.push(`In ${circuit.name}: ${text}`));
  }
  const partOf = new Map<LogisimComp, ComponentInstance[]>();
  for (const p of placed) {
    if (p.mapped.parts.length > 0) partOf.set(p.comp, components.slice(p.first, p.first + p.mapped.parts.length));
  }
  return { circuit: { components, wires, ...(notes.length > 0 ? { notes } : {}) }, partOf };
}

function where(circuit: string, comp: LogisimComp): string {
  const label = comp.attrs.get('label');
  return label ? `${circuit}: ${label}` : `${circuit} at (${comp.x},${comp.y})`;
}

/** One Logisim part: a subcircuit of this file, a part of a standard library, or a placeholder. */
function mapPart(comp: LogisimComp, circuit: LogisimCircuitXml, ctx: ConvertContext, pctx: PartContext): Mapped {
  if (comp.lib === undefined) {
    const definition = ctx.definitions.get(comp.name);
    if (!definition)
      return placeholder(comp, 'east', [], [], `${comp.name} in ${circuit.name} is not a circuit of this file.`);
    if (definition.unplaceable) return placeholder(comp, 'east', [], []);
    return {
      parts: [{ type: 'SUBCIRCUIT', properties: { circuit: definition.id, ports: definition.ports } }],
      links: definition.pins.map(({ pin, name, lane }) => ({
        at: instancePinAt(comp, pin),
        part: 0,
        pin: name,
        ...(lane ? { lane } : {}),
      })),
      facing: facingOf(comp.attrs.get('facing')),
    };
  }
  return mapStandardPart(comp, pctx) ?? placeholder(comp, 'east', [], []);
}

/** Body size of one of our parts (a placeholder is sized as a subcircuit with its ports would be). */
function bodyOf(type: string, properties: Readonly<Record<string, unknown>>): { width: number; height: number } {
  const definition =
    type === PLACEHOLDER_TYPE ? definitionFor({ type: 'SUBCIRCUIT', properties }) : definitionFor({ type, properties });
  return definition ? { width: definition.width, height: definition.height } : { width: 80, height: 40 };
}

function placeParts(comp: LogisimComp, mapped: Mapped, base: number, labels: Labels): ComponentInstance[] {
  const points = mapped.links.map((l) => l.at);
  const cx = points.length > 0 ? points.reduce((s, p) => s + p.x, 0) / points.length : comp.x;
  const cy = points.length > 0 ? points.reduce((s, p) => s + p.y, 0) / points.length : comp.y;
  const given = comp.attrs.get('label') ?? '';
  return mapped.parts.map((spec, i) => {
    const facing = spec.facing ?? mapped.facing;
    const rotation = rotationOf(facing);
    const body = bodyOf(spec.type, spec.properties);
    const size = rotatedSize(body.width, body.height, rotation);
    const offset = turnBy(spec.offset ?? { x: 0, y: 0 }, degreesOf(mapped.facing));
    const x = snap(cx * SCALE + offset.x - size.width / 2);
    const y = snap(cy * SCALE + offset.y - size.height / 2);
    const prefix = getDefinition(spec.type)?.labelPrefix ?? (spec.type === PLACEHOLDER_TYPE ? 'PH' : 'X');
    const properties = { ...spec.properties };
    if (spec.type === 'TUNNEL') properties.name = tunnelName(String(properties.name ?? ''));
    return {
      id: `c${base + i + 1}`,
      type: spec.type,
      label:
        i === 0 && given !== ''
          ? labels.take(given, prefix)
          : spec.label
            ? labels.take(spec.label, prefix)
            : labels.next(prefix),
      x,
      y,
      rotation,
      properties,
    };
  });
}

/** On our grid, and inside our canvas (a part placed past its edge is kept at the edge). */
function snap(v: number): number {
  const limit = COORDINATE_LIMIT - 2000;
  return Math.max(-limit, Math.min(limit, Math.round(v / GRID) * GRID));
}

function pinDirection(
  type: string,
  properties: Readonly<Record<string, unknown>>,
  pin: string,
): PinDirection | 'tristate' | undefined {
  if (type === PLACEHOLDER_TYPE) {
    const iface = parseInterface(typeof properties.ports === 'string' ? properties.ports : '');
    if (!iface.success) return undefined;
    return iface.data.outputs.some((p) => p.name === pin) ? 'output' : 'input';
  }
  const p = definitionFor({ type, properties })?.pins.find((q) => q.name === pin);
  if (!p) return undefined;
  return p.tristate ? 'tristate' : p.direction;
}

function widthOfPin(c: ComponentInstance, pin: string): number {
  if (c.type === PLACEHOLDER_TYPE) {
    const iface = parseInterface(typeof c.properties.ports === 'string' ? c.properties.ports : '');
    if (!iface.success) return 1;
    return [...iface.data.inputs, ...iface.data.outputs].find((p) => p.name === pin)?.width ?? 1;
  }
  const p = definitionFor(c)?.pins.find((q) => q.name === pin);
  return p ? registryPinWidth(p) : 1;
}

/**
 * The pins of one net joined as a tree: from its driver (an output, else a tri-state output, else
 * a tunnel) to every other pin. A second driver, or a pin of another width, is left unwired and said.
 */
function connectNet(
  list: readonly { component: number; pin: string; at: Point; owner: number }[],
  components: readonly ComponentInstance[],
  addWire: (from: { component: number; pin: string }, to: { component: number; pin: string }) => void,
  warn: (text: string) => void,
): void {
  const dirOf = (e: { component: number; pin: string }) => {
    const c = components[e.component]!;
    return pinDirection(c.type, c.properties, e.pin);
  };
  const rank = (e: { component: number; pin: string }) => {
    const d = dirOf(e);
    return d === 'output' || d === 'power' || d === 'ground' ? 0 : d === 'tristate' ? 1 : d === 'passive' ? 2 : 3;
  };
  const sorted = [...list].sort((a, b) => rank(a) - rank(b));
  const root = sorted[0]!;
  const at = `(${root.at.x},${root.at.y})`;
  if (rank(root) === 3) {
    // The shared inputs of one part's lanes (a wide register's unwired clear) are no wire of the file.
    if (new Set(list.map((e) => e.owner)).size === 1) return;
    warn(`the wire at ${at} joins only inputs (nothing drives it); it was left out.`);
    return;
  }
  const width = widthOfPin(components[root.component]!, root.pin);
  let skipped = 0;
  for (const e of sorted.slice(1)) {
    const r = rank(e);
    if (r === 0 || (r === 1 && rank(root) === 0) || widthOfPin(components[e.component]!, e.pin) !== width) {
      skipped++;
      continue;
    }
    addWire(root, e);
  }
  if (skipped > 0) {
    warn(`${skipped} pin(s) on the wire at ${at} were left unconnected: a second driver, or another width.`);
  }
}
