import type { EngineCore } from './engine';

/**
 * The components of `changing` that lie on a feedback loop among themselves (strongly connected
 * through output → input connections). Components that only follow a loop (its fan-out) are left
 * out; if no loop is found, all of `changing` is returned, sorted.
 */
export function loopMembers(engine: EngineCore, changing: ReadonlySet<number>): number[] {
  const members = [...changing].filter((c) => engine.component(c) !== undefined).sort((a, b) => a - b);
  const driversOfNet = new Map<number, number[]>();
  for (const c of members) {
    const layout = engine.component(c)!.layout;
    for (const pin of layout.outputPins) {
      const net = engine.pinNet(c, pin);
      let list = driversOfNet.get(net);
      if (!list) driversOfNet.set(net, (list = []));
      list.push(c);
    }
  }
  const successors = new Map<number, number[]>(members.map((c) => [c, []]));
  const selfLoop = new Set<number>();
  for (const d of members) {
    for (const pin of engine.component(d)!.layout.inputPins) {
      for (const c of driversOfNet.get(engine.pinNet(d, pin)) ?? []) {
        successors.get(c)!.push(d);
        if (c === d) selfLoop.add(c);
      }
    }
  }
  const inLoop = stronglyConnected(members, successors).filter((scc) => scc.length > 1 || selfLoop.has(scc[0]!));
  const result = inLoop.flat().sort((a, b) => a - b);
  return result.length > 0 ? result : members;
}

/** The strongly connected groups of a directed graph: Tarjan's algorithm, iterative (loops can be long chains). */
export function stronglyConnected<T>(nodes: readonly T[], successors: ReadonlyMap<T, readonly T[]>): T[][] {
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const onStack = new Set<T>();
  const stack: T[] = [];
  const result: T[][] = [];
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: [T, number][] = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const [v, i] = frame;
      const next = successors.get(v)!;
      if (i < next.length) {
        frame[1]++;
        const w = next[i]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]![0];
        low.set(parent, Math.min(low.get(parent)!, low.get(v)!));
      }
      if (low.get(v) === index.get(v)) {
        const scc: T[] = [];
        let w: T;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          scc.push(w);
        } while (w !== v);
        result.push(scc);
      }
    }
  }
  return result;
}
