import { ROLE_DRIVER, ROLE_INPUT } from '../layout';
import type { Netlist } from '../netlist';
import { compiledFunctions } from './functions';

/** How a net is read: nothing drives it (Z), a constant source, or a signal of the value arrays. */
export type NetRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'const'; readonly value: 0 | 1 }
  | { readonly kind: 'signal'; readonly signal: number; readonly tristate: boolean; readonly inverted?: boolean };

/** One evaluation step of the compiled code. */
export type PlanNode =
  | { readonly kind: 'component'; readonly component: number; readonly outputs: readonly number[] }
  | { readonly kind: 'resolve'; readonly net: number; readonly drivers: readonly number[]; readonly signal: number };

/** A group of nodes compiled into one function; `loop` marks a feedback loop iterated to a fixed point. */
export interface Chunk {
  readonly nodes: readonly number[];
  /** Loops inside this chunk: node lists, each iterated until stable. */
  readonly loops: readonly (readonly number[])[];
}

/**
 * Everything the fast engine's code generator needs, computed from the netlist: a signal for every
 * driven value, the evaluation order (feedback loops kept together), the chunks, and for every
 * chunk the chunks downstream of it (its cone), so that a change re-runs only what depends on it.
 */
export interface FastPlan {
  /** 1: two-valued (the circuit can never carry X or Z); 2: known-1 and known-0 rails. */
  readonly rails: 1 | 2;
  readonly signals: number;
  readonly netRead: readonly NetRead[];
  /** Signal of each driver pin of a non-constant component (-1 elsewhere). */
  readonly pinSignal: Int32Array;
  /** 1 where a driver pin carries the inverse of its signal (the Qn of a flip-flop held in its Q). */
  readonly pinInverted: Uint8Array;
  /**
   * Flip-flops and registers whose outputs are just their stored bits (no preset or clear wired):
   * their bits live in the value array, in these signals (one per stored bit), and they have no
   * node: a clock edge writes their outputs directly.
   */
  readonly stateSignals: readonly (readonly number[] | undefined)[];
  readonly nodes: readonly PlanNode[];
  readonly chunks: readonly Chunk[];
  /** Bitsets over chunks: `cones[i]` holds chunk i and every chunk that depends on it. */
  readonly cones: readonly Uint32Array[];
  /** Chunk of each component's node (-1 for components without one). */
  readonly componentChunk: Int32Array;
  /** Storage components with a clock, grouped by the net of their clock input. */
  readonly clockGroups: readonly { readonly clockNet: number; readonly components: readonly number[] }[];
  /** Offset of each storage component's bits in the state array (-1 for the others). */
  readonly stateOffset: Int32Array;
  readonly stateWords: number;
  /** Chunks reading each signal (a source's or a driver's). */
  readonly signalReaders: readonly (readonly number[])[];
  /** Chunk computing each signal (-1 for sources and stored bits held in the value array). */
  readonly signalChunk: Int32Array;
  /**
   * 1 for signals the compiled code always stores: read by another chunk, a clocked part, a clock
   * edge or a display. The others are only kept in locals; reading one through the API first
   * recomputes its chunk with every value stored (see FastEngine).
   */
  readonly exported: Uint8Array;
}

/** Statements per chunk: large enough to amortise calls, small enough for V8 to optimise each function. */
const CHUNK_COST = 600;

/** Whether a component has a node in the compiled code. */
export function hasNode(kind: string): boolean {
  return kind === 'gate' || kind === 'tristate' || kind === 'block' || kind === 'storage';
}

/** Plans the compiled simulation of a netlist. */
export function planNetlist(netlist: Netlist): FastPlan {
  const comps = netlist.components;
  const pinTotal = netlist.pinNet.length;
  const pinSignal = new Int32Array(pinTotal).fill(-1);
  let signals = 0;
  const netDrivers: number[][] = Array.from({ length: netlist.netCount }, () => []);
  for (let p = 0; p < pinTotal; p++) {
    const c = netlist.pinComponent[p]!;
    const layout = comps[c]!.layout;
    if (layout.roles[p - netlist.pinBase[c]!] !== ROLE_DRIVER) continue;
    netDrivers[netlist.pinNet[p]!]!.push(p);
    const source = layout.model.source;
    if (source !== 'const0' && source !== 'const1') pinSignal[p] = signals++;
  }
  const constOf = (p: number): 0 | 1 | undefined => {
    const source = comps[netlist.pinComponent[p]!]!.layout.model.source;
    return source === 'const0' ? 0 : source === 'const1' ? 1 : undefined;
  };

  const pinInverted = new Uint8Array(pinTotal);
  const stateSignals: (number[] | undefined)[] = comps.map((_, c) => {
    const aliases = outputAliases(netlist, c);
    if (!aliases) return undefined;
    const base = netlist.pinBase[c]!;
    const outputs = comps[c]!.layout.outputPins;
    const bits = Array.from({ length: comps[c]!.layout.model.stateBits }, (_, b) => {
      const j = aliases.findIndex((a) => a.bit === b && !a.inverted);
      return j < 0 ? -1 : pinSignal[base + outputs[j]!]!;
    });
    if (bits.includes(-1)) return undefined;
    aliases.forEach((a, j) => {
      if (!a.inverted) return;
      pinSignal[base + outputs[j]!] = bits[a.bit]!;
      pinInverted[base + outputs[j]!] = 1;
    });
    return bits;
  });

  const nodes: PlanNode[] = [];
  const netRead: NetRead[] = [];
  let multiDriver = false;
  let tristates = false;
  const resolveNodes: number[] = [];
  for (let n = 0; n < netlist.netCount; n++) {
    const drivers = netDrivers[n]!;
    if (drivers.length === 0) netRead.push({ kind: 'none' });
    else if (drivers.length === 1) {
      const constant = constOf(drivers[0]!);
      const tristate = comps[netlist.pinComponent[drivers[0]!]!]!.layout.tristate;
      tristates ||= tristate;
      const inverted = pinInverted[drivers[0]!] === 1;
      netRead.push(
        constant !== undefined
          ? { kind: 'const', value: constant }
          : { kind: 'signal', signal: pinSignal[drivers[0]!]!, tristate, ...(inverted ? { inverted } : {}) },
      );
    } else {
      multiDriver = true;
      const signal = signals++;
      netRead.push({ kind: 'signal', signal, tristate: true });
      resolveNodes.push(nodes.length);
      nodes.push({ kind: 'resolve', net: n, drivers, signal });
    }
  }
  const componentNode = new Int32Array(comps.length).fill(-1);
  for (let c = 0; c < comps.length; c++) {
    const layout = comps[c]!.layout;
    if (!hasNode(layout.model.kind) || stateSignals[c]) continue;
    tristates ||= layout.tristate;
    componentNode[c] = nodes.length;
    nodes.push({
      kind: 'component',
      component: c,
      outputs: layout.outputPins.map((i) => pinSignal[netlist.pinBase[c]! + i]!),
    });
  }
  const writerOf = new Int32Array(signals).fill(-1);
  nodes.forEach((node, i) => {
    if (node.kind === 'resolve') writerOf[node.signal] = i;
    else for (const s of node.outputs) writerOf[s] = i;
  });

  // What each node reads: signals of the nets of the inputs its functions depend on.
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
  const sccs = topologicalComponents(nodes.length, successors);
  const loops = sccs.filter((scc) => scc.length > 1 || successors[scc[0]!]!.includes(scc[0]!));

  const twoValued = !multiDriver && !tristates && loops.length === 0 && allInputsDriven(netlist, netRead);
  const rails: 1 | 2 = twoValued ? 1 : 2;

  // Chunks: strongly connected groups in topological order, never split.
  const chunks: { nodes: number[]; loops: number[][] }[] = [];
  const nodeChunk = new Int32Array(nodes.length);
  let current: { nodes: number[]; loops: number[][] } = { nodes: [], loops: [] };
  let cost = 0;
  for (const scc of sccs) {
    const sccCost = scc.reduce((sum, i) => sum + nodeCost(nodes[i]!, comps), 0);
    if (cost > 0 && cost + sccCost > CHUNK_COST) {
      chunks.push(current);
      current = { nodes: [], loops: [] };
      cost = 0;
    }
    for (const i of scc) nodeChunk[i] = chunks.length;
    current.nodes.push(...scc);
    if (scc.length > 1 || successors[scc[0]!]!.includes(scc[0]!)) current.loops.push(scc);
    cost += sccCost;
  }
  if (current.nodes.length > 0) chunks.push(current);

  const words = Math.max(1, Math.ceil(chunks.length / 32));
  const chunkSuccessors: Set<number>[] = chunks.map(() => new Set());
  nodes.forEach((_, i) => {
    for (const j of successors[i]!)
      if (nodeChunk[j] !== nodeChunk[i]) chunkSuccessors[nodeChunk[i]!]!.add(nodeChunk[j]!);
  });
  const cones: Uint32Array[] = chunks.map(() => new Uint32Array(words));
  for (let i = chunks.length - 1; i >= 0; i--) {
    const cone = cones[i]!;
    cone[i >>> 5]! |= 1 << (i & 31);
    for (const j of chunkSuccessors[i]!) for (let w = 0; w < words; w++) cone[w]! |= cones[j]![w]!;
  }
  const signalReaders: number[][] = Array.from({ length: signals }, () => []);
  reads.forEach((signalsRead, j) => {
    for (const s of signalsRead) {
      const list = signalReaders[s]!;
      if (!list.includes(nodeChunk[j]!)) list.push(nodeChunk[j]!);
    }
  });

  const componentChunk = new Int32Array(comps.length).fill(-1);
  for (let c = 0; c < comps.length; c++) if (componentNode[c]! >= 0) componentChunk[c] = nodeChunk[componentNode[c]!]!;
  const signalChunk = new Int32Array(signals).fill(-1);
  for (let s = 0; s < signals; s++) if (writerOf[s]! >= 0) signalChunk[s] = nodeChunk[writerOf[s]!]!;
  const exported = new Uint8Array(signals);
  signalReaders.forEach((chunks, s) => {
    if (chunks.some((k) => k !== signalChunk[s])) exported[s] = 1;
  });
  const exportNet = (net: number) => {
    const read = netRead[net]!;
    if (read.kind === 'signal') exported[read.signal] = 1;
  };
  for (let p = 0; p < pinTotal; p++) {
    const c = netlist.pinComponent[p]!;
    const layout = comps[c]!.layout;
    if (layout.roles[p - netlist.pinBase[c]!] !== ROLE_INPUT) continue;
    // Displays are watched all the time, clocked parts read their inputs outside the chunks.
    if (layout.model.kind === 'display' || layout.clockInput >= 0) exportNet(netlist.pinNet[p]!);
  }
  const stateOffset = new Int32Array(comps.length).fill(-1);
  let stateWords = 0;
  const groups = new Map<number, number[]>();
  for (let c = 0; c < comps.length; c++) {
    const layout = comps[c]!.layout;
    if (layout.model.stateBits === 0) continue;
    if (!stateSignals[c]) {
      stateOffset[c] = stateWords;
      stateWords += layout.model.stateBits * rails;
    }
    if (layout.clockInput < 0) continue;
    const clockNet = netlist.pinNet[netlist.pinBase[c]! + layout.inputPins[layout.clockInput]!]!;
    let list = groups.get(clockNet);
    if (!list) groups.set(clockNet, (list = []));
    list.push(c);
  }
  return {
    rails,
    signals,
    netRead,
    pinSignal,
    pinInverted,
    stateSignals,
    nodes,
    chunks,
    cones,
    componentChunk,
    clockGroups: [...groups].map(([clockNet, components]) => ({ clockNet, components })),
    stateOffset,
    stateWords,
    signalReaders,
    signalChunk,
    exported,
  };
}

/**
 * For a clocked part whose inputs that act without the clock (preset, clear) are all unconnected,
 * each output as a stored bit or its inverse; undefined when some output is more than that.
 */
function outputAliases(netlist: Netlist, c: number): { bit: number; inverted: boolean }[] | undefined {
  const layout = netlist.components[c]!.layout;
  if (layout.model.kind !== 'storage' || layout.clockInput < 0) return undefined;
  const fns = compiledFunctions(layout);
  const nIn = layout.inputPins.length;
  // Inputs fixed at their default because nothing is wired to them.
  let care = 0;
  let value = 0;
  layout.inputPins.forEach((pin, i) => {
    const d = layout.defaults[pin]!;
    if (d >= 0 && netlist.pinWires[netlist.pinBase[c]! + pin] === 0) {
      care |= 1 << i;
      value |= d << i;
    }
  });
  const live = (cubes: readonly { care: number; value: number }[]) =>
    cubes
      .filter((cube) => ((cube.value ^ value) & cube.care & care) === 0)
      .map((cube) => ({ care: cube.care & ~care, value: cube.value & ~care }));
  /** The stored bit a function is, positive or inverted, if it is just that. */
  const single = (cubes: readonly { care: number; value: number }[]) => {
    const [cube, ...rest] = live(cubes);
    if (!cube || rest.length > 0 || cube.care === 0 || (cube.care & (cube.care - 1)) !== 0 || cube.care < 1 << nIn)
      return undefined;
    const bit = Math.log2(cube.care) - nIn;
    return { bit, inverted: cube.value === 0 };
  };
  for (let b = 0; b < layout.model.stateBits; b++) {
    const kept = single(fns.levelNext[b]!.one);
    if (!kept || kept.bit !== b || kept.inverted) return undefined;
  }
  const aliases = fns.outputs.map((fn) => single(fn.one));
  return aliases.every((a) => a !== undefined) ? aliases : undefined;
}

/** Model inputs that the combinational node of a type depends on (all of them for gates). */
export function combinationalInputs(layout: Parameters<typeof compiledFunctions>[0]): ReadonlySet<number> {
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

function nodeCost(node: PlanNode, comps: Netlist['components']): number {
  if (node.kind === 'resolve') return 2 + node.drivers.length;
  const layout = comps[node.component]!.layout;
  return 1 + layout.outputPins.length + layout.model.stateBits;
}

/** True when every logic input is driven or has a default: with no loops, nothing can be X or Z. */
function allInputsDriven(netlist: Netlist, netRead: readonly NetRead[]): boolean {
  for (let p = 0; p < netlist.pinNet.length; p++) {
    const c = netlist.pinComponent[p]!;
    const layout = netlist.components[c]!.layout;
    const i = p - netlist.pinBase[c]!;
    if (layout.roles[i] !== ROLE_INPUT || !hasNode(layout.model.kind)) continue;
    if (netRead[netlist.pinNet[p]!]!.kind !== 'none') continue;
    if (netlist.pinWires[p] === 0 && layout.defaults[i]! >= 0) continue;
    return false;
  }
  return true;
}

/** Strongly connected components in topological order (Tarjan, iterative). */
function topologicalComponents(count: number, successors: readonly number[][]): number[][] {
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
