import type { RouteScene, SceneWire } from './types';

/** A set of wires that are connected through shared pins: one electrical net. */
export interface SceneNet {
  /** Stable while the net's wires stay the same: its wire ids, sorted, joined. */
  readonly key: string;
  readonly wires: readonly SceneWire[];
  /** The pins of the net as `part:pin`, the first one where the net's routing starts. */
  readonly pins: readonly string[];
}

export const pinKey = (part: string, pin: string): string => `${part}:${pin}`;

/** The nets of a scene: wires grouped by the pins they share (union-find over pins). */
export function sceneNets(scene: RouteScene): SceneNet[] {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root)!;
    for (let k = key; parent.get(k) !== root;) {
      const next = parent.get(k)!;
      parent.set(k, root);
      k = next;
    }
    return root;
  };
  const add = (key: string) => {
    if (!parent.has(key)) parent.set(key, key);
  };
  for (const wire of scene.wires) {
    const a = pinKey(wire.from.part, wire.from.pin);
    const b = pinKey(wire.to.part, wire.to.pin);
    add(a);
    add(b);
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(rb, ra);
  }
  const groups = new Map<string, { wires: SceneWire[]; pins: string[]; seen: Set<string> }>();
  for (const wire of scene.wires) {
    const root = find(pinKey(wire.from.part, wire.from.pin));
    let group = groups.get(root);
    if (!group) groups.set(root, (group = { wires: [], pins: [], seen: new Set() }));
    group.wires.push(wire);
    // `from` is the driving side where there is one: the first wire's `from` starts the net.
    for (const key of [pinKey(wire.from.part, wire.from.pin), pinKey(wire.to.part, wire.to.pin)])
      if (!group.seen.has(key)) {
        group.seen.add(key);
        group.pins.push(key);
      }
  }
  return [...groups.values()].map(({ wires, pins }) => ({
    key: wires
      .map((w) => w.id)
      .sort()
      .join(' '),
    wires,
    pins,
  }));
}
