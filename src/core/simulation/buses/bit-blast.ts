import type { Circuit, ComponentInstance, Wire } from '../../../shared/circuit/types';
import { MEMORY_TYPES } from '../../../shared/components/memories';
import { definitionFor } from '../../../shared/components/registry';
import { pinWidth } from '../../../shared/components/types';
import { expand, needsExpansion, type BitPin, type Expansion, type PartView } from './expansions';

/** What a tunnel becomes: nothing but the join of its nets (shared: it holds nothing of its own). */
const JOIN_ONLY: Expansion = { parts: [], wires: [], bits: new Map(), joins: [] };

/** How values of the circuit with buses are read from the one-bit circuit. */
export interface BusMap {
  /** For each wire that is not in the one-bit circuit as it is: a one-bit pin per bit (lowest first; undefined: no part on that bit's net). */
  readonly wireBits: ReadonlyMap<string, readonly (BitPin | undefined)[]>;
  /** For each expanded part: how its view is assembled, and its bits by `pin#i`. */
  readonly parts: ReadonlyMap<
    string,
    { readonly view?: PartView; readonly bits: ReadonlyMap<string, readonly BitPin[]> }
  >;
}

/** True when a circuit has buses, tunnels or wide parts (memories are kept whole, their bus pins a bit at a time), so it must be blasted before it is simulated. */
export function hasBuses(circuit: Circuit): boolean {
  return circuit.components.some((c) => needsExpansion(c) || MEMORY_TYPES.has(c.type));
}

/**
 * The circuit the engines simulate: every bus becomes one net per bit and every wide part the
 * one-bit parts it is made of (ids `<part>#<n>`); splitters, mergers and tunnels become joins of
 * nets. Parts and wires with nothing wide about them keep their ids, so their values read as
 * before. Cost: linear in the bits of the circuit.
 */
export function bitBlast(circuit: Circuit): { circuit: Circuit; map: BusMap } {
  const expansions = new Map<string, Expansion>();
  const components: ComponentInstance[] = [];
  for (const c of circuit.components) {
    if (c.type === 'TUNNEL') {
      // A tunnel only joins nets: one shared empty expansion (a flattened design has tens of thousands).
      expansions.set(c.id, JOIN_ONLY);
    } else if (needsExpansion(c)) {
      const e = expand(c);
      expansions.set(c.id, e);
      components.push(...e.parts);
    } else {
      components.push(c);
    }
  }
  const byId = new Map(circuit.components.map((c) => [c.id, c]));
  const groups = new UnionFind();
  const key = (component: string, pin: string, bit: number) => `${component}:${pin}#${bit}`;
  // The one-bit pins of an original bit: an expanded part's list, else the pin itself.
  // A part kept as it is carries a fixed bus pin (a hex display's input) as one pin per bit, `in#i`.
  const concrete = (component: string, pin: string, bit: number, width: number): readonly BitPin[] => {
    const e = expansions.get(component);
    if (!e) return width > 1 ? [{ component, pin: `${pin}#${bit}` }] : bit === 0 ? [{ component, pin }] : [];
    return e.bits.get(`${pin}#${bit}`) ?? [];
  };

  const wires: Wire[] = [];
  const wireBits = new Map<string, (BitPin | undefined)[]>();
  const widthOfEnd = (component: string, pin: string) => {
    const c = byId.get(component);
    const p = c && definitionFor(c)?.pins.find((x) => x.name === pin);
    return p ? pinWidth(p) : 1;
  };
  const touched: string[][] = [];
  const notCopied: Wire[] = [];
  for (const w of circuit.wires) {
    const width = Math.min(widthOfEnd(w.from.component, w.from.pin), widthOfEnd(w.to.component, w.to.pin));
    const plain = width === 1 && !expansions.has(w.from.component) && !expansions.has(w.to.component);
    if (plain) {
      // Copied as it is: its two pins stay joined by it, so neither needs a group for it.
      wires.push(w);
      continue;
    }
    notCopied.push(w);
    const bits: string[] = [];
    for (let i = 0; i < width; i++) {
      groups.union(key(w.from.component, w.from.pin, i), key(w.to.component, w.to.pin, i));
      bits.push(key(w.from.component, w.from.pin, i));
    }
    touched.push([w.id, ...bits]);
  }
  // Joins inside splitters and mergers; tunnels of one name are one net, bit by bit.
  const tunnels = new Map<string, ComponentInstance>();
  for (const c of circuit.components) {
    const e = expansions.get(c.id);
    for (const [a, b] of e?.joins ?? []) groups.union(`${c.id}:${a}`, `${c.id}:${b}`);
    if (c.type !== 'TUNNEL') continue;
    const name = String(c.properties.name ?? '');
    const first = tunnels.get(name);
    if (!first) tunnels.set(name, c);
    else {
      const width = Math.min(widthOfEnd(c.id, 'io'), widthOfEnd(first.id, 'io'));
      for (let i = 0; i < width; i++) groups.union(key(c.id, 'io', i), key(first.id, 'io', i));
    }
  }
  // Each bit of an expanded part's pins: its one-bit pins are one net with the bit's group.
  const members = new Map<string, BitPin[]>();
  const note = (k: string, pins: readonly BitPin[]) => {
    if (pins.length === 0) return;
    const root = groups.find(k);
    const list = members.get(root);
    if (list) list.push(...pins);
    else members.set(root, [...pins]);
  };
  for (const [id, e] of expansions) for (const [bit, pins] of e.bits) note(`${id}:${bit}`, pins);
  // Plain (unexpanded) ends of the wires that were not copied: they join their bit's group (a pin
  // joined to others only by copied wires is reached through them).
  for (const w of notCopied) {
    for (const end of [w.from, w.to]) {
      if (expansions.has(end.component)) continue;
      const width = widthOfEnd(end.component, end.pin);
      for (let i = 0; i < width; i++) {
        const k = key(end.component, end.pin, i);
        if (groups.has(k)) note(k, concrete(end.component, end.pin, i, width));
      }
    }
  }
  // Wires inside expanded parts.
  let serial = 0;
  const link = (a: BitPin, b: BitPin) => wires.push({ id: `~${serial++}`, from: a, to: b });
  for (const e of expansions.values()) for (const [a, b] of e.wires) link(a, b);
  // Each group's one-bit pins joined in a chain (pins already joined by a plain wire are joined again: harmless).
  for (const pins of members.values()) {
    const unique = dedupe(pins);
    for (let i = 1; i < unique.length; i++) link(unique[0]!, unique[i]!);
  }
  // Enables left open read their default (a constant, or an output inside the part).
  for (const [id, e] of expansions) {
    for (const [bit, value] of e.defaults ?? []) {
      const root = groups.find(`${id}:${bit}`);
      const driven = (members.get(root) ?? []).some((p) => !(e.bits.get(bit) ?? []).some((q) => same(p, q)));
      if (driven) continue;
      if (typeof value === 'object') {
        for (const p of e.bits.get(bit) ?? []) link(value, p);
        continue;
      }
      const tie: ComponentInstance = {
        id: `${id}#tie${serial++}`,
        type: value === 1 ? 'CONST_HIGH' : 'CONST_LOW',
        label: 'TIE',
        x: 0,
        y: 0,
        rotation: 0,
        properties: {},
      };
      components.push(tie);
      for (const p of e.bits.get(bit) ?? []) link({ component: tie.id, pin: 'out' }, p);
    }
  }
  for (const [id, ...bits] of touched)
    wireBits.set(
      id!,
      bits.map((k) => members.get(groups.find(k))?.[0]),
    );
  const parts = new Map(
    [...expansions].filter(([, e]) => e !== JOIN_ONLY).map(([id, e]) => [id, { view: e.view, bits: e.bits }] as const),
  );
  return { circuit: { components, wires }, map: { wireBits, parts } };
}

function same(a: BitPin, b: BitPin): boolean {
  return a.component === b.component && a.pin === b.pin;
}

function dedupe(pins: readonly BitPin[]): BitPin[] {
  const seen = new Set<string>();
  return pins.filter((p) => {
    const k = `${p.component}:${p.pin}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Union-find over string keys: each key is looked up once per call and the rest is integer work
 * (path halving), which matters for a flattened design of tens of thousands of parts.
 */
class UnionFind {
  private readonly ids = new Map<string, number>();
  private readonly parent: number[] = [];
  private readonly names: string[] = [];

  has(k: string): boolean {
    return this.ids.has(k);
  }

  /** The root of a key's group, as a key (its group's name). */
  find(k: string): string {
    return this.names[this.root(this.id(k))]!;
  }

  union(a: string, b: string): void {
    const ra = this.root(this.id(a));
    const rb = this.root(this.id(b));
    if (ra !== rb) this.parent[ra] = rb;
  }

  private id(k: string): number {
    let id = this.ids.get(k);
    if (id === undefined) {
      id = this.parent.length;
      this.ids.set(k, id);
      this.parent.push(id);
      this.names.push(k);
    }
    return id;
  }

  private root(x: number): number {
    const parent = this.parent;
    while (parent[x] !== x) {
      const up = parent[parent[x]!]!;
      parent[x] = up;
      x = up;
    }
    return x;
  }
}
