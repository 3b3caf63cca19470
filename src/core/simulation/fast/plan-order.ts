import type { Netlist } from '../netlist';
import { compiledFunctions } from './functions';
import type { NetRead, PlanNode } from './plan';

/** Which node reads which signals, and which nodes must run after each node. */
export interface Dependencies {
  /** The signals each node reads. */
  readonly reads: readonly (readonly number[])[];
  /** The nodes reading what each node writes (a node reading its own output is its own successor). */
  readonly successors: readonly number[][];
  /** The node writing each signal (-1 for sources and stored bits held in signals). */
  readonly writerOf: Int32Array;
}

/**
 * What each node reads (a resolve node its drivers' signals; a component node the signals of the
 * nets of the inputs its functions depend on) and so which nodes follow which.
 */
export function dependencies(
  netlist: Netlist,
  nodes: readonly PlanNode[],
  netRead: readonly NetRead[],
  pinSignal: Int32Array,
  signals: number,
): Dependencies {
  const comps = netlist.components;
  const writerOf = new Int32Array(signals).fill(-1);
  nodes.forEach((node, i) => {
    if (node.kind === 'resolve') writerOf[node.signal] = i;
    else for (const s of node.outputs) writerOf[s] = i;
  });
  const readsOf = (node: PlanNode): number[] => {
    const read: number[] = [];
    const addNet = (net: number) => {
      const r = netRead[net]!;
      if (r.kind === 'signal') read.push(r.signal);
    };
    if (node.kind === 'resolve') {
      for (const p of node.drivers) if (pinSignal[p]! >= 0) read.push(pinSignal[p]!);
      return read;
    }
    const c = node.component;
    const layout = comps[c]!.layout;
    const used = combinationalInputs(layout);
    layout.inputPins.forEach((pin, i) => {
      if (used.has(i)) addNet(netlist.pinNet[netlist.pinBase[c]! + pin]!);
    });
    return read;
  };
  const reads = nodes.map(readsOf);
  const successors: number[][] = nodes.map(() => []);
  reads.forEach((signalsRead, j) => {
    for (const s of signalsRead) {
      const w = writerOf[s]!;
      if (w >= 0) successors[w]!.push(j);
    }
  });
  return { reads, successors, writerOf };
}

/**
 * Model inputs that the combinational node of a type depends on (all of them for gates). A memory
 * reads its address and OE (its words are state, changed only by a write at a clock edge), and a
 * bidirectional RAM its WE (which cuts its output off): a RAM's data, WE and CLK are read at the
 * edge from the stored values, as a flip-flop's inputs are.
 */
export function combinationalInputs(layout: Parameters<typeof compiledFunctions>[0]): ReadonlySet<number> {
  const shape = layout.model.memory;
  if (shape) return memoryReadInputs(shape, layout.inputPins.length);
  let used = combinationalInputCache.get(layout.type);
  if (used) return used;
  used = new Set<number>();
  const kind = layout.model.kind;
  if (kind !== 'block' && kind !== 'storage') layout.inputPins.forEach((_, i) => used.add(i));
  else {
    const fns = compiledFunctions(layout);
    const nIn = layout.inputPins.length;
    for (const rail of [...fns.outputs, ...fns.levelNext]) {
      for (const cube of [...rail.one, ...rail.zero])
        for (let i = 0; i < nIn; i++) if (cube.care & (1 << i)) used.add(i);
    }
  }
  combinationalInputCache.set(layout.type, used);
  return used;
}

const combinationalInputCache = new Map<string, Set<number>>();

/** A memory's address inputs and its OE (the last input), and a bidirectional RAM's WE, by shape. */
function memoryReadInputs(
  shape: { readonly addressBits: number; readonly dataBits: number; readonly bidirectional?: true },
  inputs: number,
): ReadonlySet<number> {
  const { addressBits, dataBits, bidirectional } = shape;
  const key = `${addressBits}:${inputs}:${bidirectional === true}`;
  let used = memoryInputCache.get(key);
  if (!used) {
    used = new Set([...Array.from({ length: addressBits }, (_, i) => i), inputs - 1]);
    if (bidirectional) used.add(addressBits + dataBits);
    memoryInputCache.set(key, used);
  }
  return used;
}

const memoryInputCache = new Map<string, Set<number>>();

/** Whether a strongly connected group of nodes is a feedback loop (more than one node, or one reading itself). */
export function isLoop(scc: readonly number[], successors: readonly (readonly number[])[]): boolean {
  return scc.length > 1 || successors[scc[0]!]!.includes(scc[0]!);
}

/** Strongly connected components in topological order (Tarjan, iterative). */
export function topologicalComponents(count: number, successors: readonly (readonly number[])[]): number[][] {
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  const result: number[][] = [];
  let counter = 0;
  for (let root = 0; root < count; root++) {
    if (index[root]! >= 0) continue;
    const work: number[] = [root];
    const cursor: number[] = [0];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (work.length > 0) {
      const v = work[work.length - 1]!;
      const next = successors[v]!;
      const i = cursor[cursor.length - 1]!;
      if (i < next.length) {
        cursor[cursor.length - 1]!++;
        const w = next[i]!;
        if (index[w]! < 0) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          work.push(w);
          cursor.push(0);
        } else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      work.pop();
      cursor.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!;
        low[parent] = Math.min(low[parent]!, low[v]!);
      }
      if (low[v] === index[v]) {
        const scc: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          scc.push(w);
        } while (w !== v);
        result.push(scc.reverse());
      }
    }
  }
  // Tarjan emits components in reverse topological order.
  return result.reverse();
}
