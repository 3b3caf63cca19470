import type { CircuitDraft } from './builder';
import type { Nets } from './nets';

/**
 * Digital lets several splitters drive one bus: each passes its inputs' bits, a floating bit as
 * high impedance, and the bus takes, bit by bit, the one that drives it (`BusSplitterHighZ2`: two
 * splitters of two one-bit inputs onto one two-bit bus, each input floating in turn). Ours are a
 * `MERGER` per splitter, whose outputs our wires may not join (two outputs). Our simulator treats a
 * merger as a join of each input's net with its bit of the bus (src/core/simulation/buses), so two
 * mergers of the same cut onto one bus are one merger whose inputs' nets are joined piece by piece:
 * the second's Digital pins are given to the first, which then stands for both (`wireNets` joins
 * the nets of a pin of ours standing for several Digital pins; on a joined net a tri-state pair
 * shares it, two plain outputs are still warned about), and the second is dropped. Splitters of
 * different cuts onto one bus are left to the warning.
 */
export function foldSharedMergers(draft: CircuitDraft, nets: Nets): void {
  const mergers = draft.splitterMergers;
  const onNet = new Map<string, string[]>();
  for (const b of draft.bindings) {
    if (b.ref.pin !== 'out' || !mergers.has(b.ref.component)) continue;
    const net = nets.netOf(b.at);
    const list = onNet.get(net) ?? [];
    if (!list.includes(b.ref.component)) list.push(b.ref.component);
    onNet.set(net, list);
  }
  // Each folded merger and the one that stands for it (found through chains by `root`).
  const into = new Map<string, string>();
  const root = (id: string): string => {
    let r = id;
    for (let up = into.get(r); up !== undefined; up = into.get(r)) r = up;
    return r;
  };
  for (const ids of onNet.values()) {
    const keepers: string[] = [];
    for (const id of new Set(ids.map(root))) {
      const keeper = keepers.find((k) => sameCut(draft, k, id));
      if (keeper === undefined) keepers.push(id);
      else into.set(id, keeper);
    }
  }
  if (into.size === 0) return;
  const rebound = draft.bindings.map((b) =>
    into.has(b.ref.component) ? { at: b.at, ref: { component: root(b.ref.component), pin: b.ref.pin } } : b,
  );
  draft.bindings.splice(0, draft.bindings.length, ...rebound);
  // The bus a folded merger made went on to our splitter of its element's outputs: it comes from the keeper now.
  const relinked = draft.links.map((l) =>
    into.has(l.a.component) ? { a: { component: root(l.a.component), pin: l.a.pin }, b: l.b } : l,
  );
  draft.links.splice(0, draft.links.length, ...relinked);
  draft.removeParts(new Set(into.keys()));
  for (const id of into.keys()) mergers.delete(id);
}

function sameCut(draft: CircuitDraft, a: string, b: string): boolean {
  const pa = draft.parts.find((p) => p.id === a)?.properties;
  const pb = draft.parts.find((p) => p.id === b)?.properties;
  return pa !== undefined && pb !== undefined && pa['width'] === pb['width'] && pa['ranges'] === pb['ranges'];
}
