import { pinKey, type PinRef, type Wire } from '../../../shared/circuit/types';
import type { CircuitDraft, PinInfo } from './builder';
import type { Point } from './document';
import type { Nets } from './nets';
import { driveInputsBothWays, joinThroughSwitch, joinableDrivers } from './shared-drivers';
import { foldSharedMergers } from './shared-mergers';

/**
 * Parts whose width is their net's (Digital gives probes and tunnels no width of their own; the
 * ports of a generic circuit placed in another take the width of what they join there).
 */
export interface FlexiblePart {
  readonly id: string;
  readonly kind: 'probe' | 'tunnel' | 'port';
  /** A tunnel's name: tunnels of one name share a width. */
  readonly name?: string;
}

interface End {
  readonly ref: PinRef;
  readonly info: PinInfo;
  readonly at?: Point;
}

const RANK: Record<PinInfo['direction'], number> = { output: 0, power: 1, ground: 2, passive: 3, input: 4 };

/**
 * Turns Digital's nets into our pin-to-pin wires: on each net, the pins of ours bound to the Digital
 * pins on it are joined as a star from the net's driver (an output; else a rail; else a tunnel),
 * since an input takes one wire. Pins a wire of ours may not join (two plain outputs, different
 * widths, no driver for several inputs) are left unjoined and said in a warning. Probes and tunnels
 * first take their net's width; in a subcircuit (`nested`), an input that a tri-state output inside
 * drives too becomes bidirectional.
 */
export function wireNets(
  draft: CircuitDraft,
  nets: Nets,
  flexible: readonly FlexiblePart[],
  circuitName: string,
  nested = false,
): Wire[] {
  // Splitters of the same cut driving one bus: one merger of ours stands for them all.
  foldSharedMergers(draft, nets);
  // A pin of ours standing for several Digital pins joins their nets.
  const firstAt = new Map<string, Point>();
  for (const b of draft.bindings) {
    const key = pinKey(b.ref);
    const seen = firstAt.get(key);
    if (seen) nets.join(seen, b.at);
    else firstAt.set(key, b.at);
  }
  const byNet = new Map<string, Map<string, { ref: PinRef; at: Point }>>();
  for (const b of draft.bindings) {
    const net = nets.netOf(b.at);
    let ends = byNet.get(net);
    if (!ends) byNet.set(net, (ends = new Map<string, { ref: PinRef; at: Point }>()));
    ends.set(pinKey(b.ref), { ref: b.ref, at: b.at });
  }
  inferWidths(draft, byNet, flexible);
  if (nested) for (const ends of byNet.values()) driveInputsBothWays(draft, ends.values());

  const wires: Wire[] = [];
  const used = new Map<string, number>();
  const warned = new Set<string>();
  const warn = (text: string) => {
    if (warned.has(text) || warned.size >= 50) return;
    warned.add(text);
    draft.warnings.push(`${circuitName}: ${text}`);
  };
  const connect = (a: End, b: End): void => {
    const [from, to] = RANK[a.info.direction] <= RANK[b.info.direction] ? [a, b] : [b, a];
    const where = to.at ? ` at (${to.at.x}, ${to.at.y})` : '';
    if (from.info.width !== to.info.width) {
      warn(`a ${from.info.width}-bit pin and a ${to.info.width}-bit pin share a net${where}; they were not joined.`);
      return;
    }
    if (from.info.direction === 'output' && to.info.direction === 'output') {
      if (!(from.info.tristate && to.info.tristate)) {
        if (joinableDrivers(draft, from.ref, to.ref)) {
          wires.push(...joinThroughSwitch(draft, from.ref, to.ref, to.at ?? from.at ?? { x: 0, y: 0 }));
          return;
        }
        warn(`two outputs drive one net${where}; only the first one's wires were kept.`);
        return;
      }
    } else if (to.info.direction === 'input' && from.info.direction === 'input') return;
    if (to.info.direction === 'input' && (used.get(pinKey(to.ref)) ?? 0) >= 1) return;
    for (const end of [from, to]) used.set(pinKey(end.ref), (used.get(pinKey(end.ref)) ?? 0) + 1);
    wires.push({ id: draft.ids.make('w'), from: from.ref, to: to.ref });
  };

  for (const link of draft.links) {
    const a = draft.pinInfo(link.a);
    const b = draft.pinInfo(link.b);
    if (a && b) connect({ ref: link.a, info: a }, { ref: link.b, info: b });
  }
  for (const ends of byNet.values()) {
    if (ends.size < 2) continue;
    const list: End[] = [];
    for (const e of ends.values()) {
      const info = draft.pinInfo(e.ref);
      if (info) list.push({ ref: e.ref, info, at: e.at });
    }
    const root = [...list].sort((p, q) => RANK[p.info.direction] - RANK[q.info.direction])[0];
    if (!root) continue;
    if (root.info.direction === 'input') {
      if (list.length > 1) warn(`${list.length} inputs share a net nothing drives at (${root.at?.x}, ${root.at?.y}).`);
      continue;
    }
    for (const end of list) if (end !== root) connect(root, end);
  }
  return wires;
}

/** Probes and tunnels take their net's width (tunnels of one name the widest of their nets). */
function inferWidths(
  draft: CircuitDraft,
  byNet: ReadonlyMap<string, ReadonlyMap<string, { ref: PinRef }>>,
  flexible: readonly FlexiblePart[],
): void {
  const flexibleIds = new Set(flexible.map((f) => f.id));
  const netOfPart = new Map<string, string>();
  const widthOfNet = new Map<string, number>();
  for (const [net, ends] of byNet) {
    let width = 0;
    for (const e of ends.values()) {
      if (flexibleIds.has(e.ref.component)) netOfPart.set(e.ref.component, net);
      else width = Math.max(width, draft.pinInfo(e.ref)?.width ?? 0);
    }
    widthOfNet.set(net, width);
  }
  const byName = new Map<string, number>();
  for (const f of flexible) {
    if (f.kind !== 'tunnel') continue;
    const net = netOfPart.get(f.id);
    const width = net === undefined ? 0 : (widthOfNet.get(net) ?? 0);
    byName.set(f.name ?? '', Math.max(byName.get(f.name ?? '') ?? 0, width));
  }
  for (const f of flexible) {
    const net = netOfPart.get(f.id);
    const own = net === undefined ? 0 : (widthOfNet.get(net) ?? 0);
    const width = f.kind === 'tunnel' ? (byName.get(f.name ?? '') ?? own) : own;
    if (width > 1 || (f.kind === 'port' && width === 1)) draft.setProperty(f.id, 'width', width);
  }
}
