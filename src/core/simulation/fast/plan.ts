import type { Netlist } from '../netlist';
import { chunkCones, chunkNodes, chunksOf, exportedSignals, signalReaders } from './plan-chunks';
import { addComponentNodes, allInputsDriven, driverSignals, readNets } from './plan-nodes';
import { dependencies, isLoop, topologicalComponents } from './plan-order';
import { heldState, stateLayout } from './plan-storage';

/** How a net is read: nothing drives it (Z), a constant source, or a signal of the value arrays. */
export type NetRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'const'; readonly value: 0 | 1 }
  | { readonly kind: 'signal'; readonly signal: number; readonly tristate: boolean; readonly inverted?: boolean };

/** One evaluation step of the compiled code. */
export type PlanNode =
  | { readonly kind: 'component'; readonly component: number; readonly outputs: readonly number[] }
  | { readonly kind: 'resolve'; readonly net: number; readonly drivers: readonly number[]; readonly signal: number };

/**
 * A ROM or RAM. Its words are the engine's (`MemoryWords`), not the value arrays': its node writes
 * the rails of its address and OE into the memory input array `I` and calls the engine's read
 * helper, which writes each output's known-1, known-0 and Z lanes into the output array `O`; at a
 * clock edge (lane 0), a RAM's address, data and WE are written into `I` and the write helper runs.
 */
export interface PlanMemory {
  readonly component: number;
  /** Offset of its inputs' rails in `I`: two words (known-1, known-0) per model input. */
  readonly input: number;
  /** Offset of its outputs in `O`: three words (known-1, known-0, Z) per output bit. */
  readonly output: number;
  /** Its clock group (an index into `clockGroups`), -1 for a ROM. */
  readonly group: number;
}

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
  /** The ROMs and RAMs, in component order. */
  readonly memories: readonly PlanMemory[];
  /** Index into `memories` of each component (-1 for the others). */
  readonly memoryIndex: Int32Array;
  /** Words of the memory input and output arrays. */
  readonly memoryInputWords: number;
  readonly memoryOutputWords: number;
}

/** The memories and where their inputs and outputs go in `I` and `O`. */
function memoryLayout(
  netlist: Netlist,
  clockGroups: readonly { readonly components: readonly number[] }[],
): Pick<FastPlan, 'memories' | 'memoryIndex' | 'memoryInputWords' | 'memoryOutputWords'> {
  const comps = netlist.components;
  const memories: PlanMemory[] = [];
  const memoryIndex = new Int32Array(comps.length).fill(-1);
  let input = 0;
  let output = 0;
  for (let c = 0; c < comps.length; c++) {
    const layout = comps[c]!.layout;
    if (layout.model.kind !== 'memory') continue;
    memoryIndex[c] = memories.length;
    const group = clockGroups.findIndex((g) => g.components.includes(c));
    memories.push({ component: c, input, output, group });
    input += 2 * layout.inputPins.length;
    output += 3 * layout.outputPins.length;
  }
  return { memories, memoryIndex, memoryInputWords: input, memoryOutputWords: output };
}

/**
 * Plans the compiled simulation of a netlist, in steps: a signal per driver pin; the flip-flops
 * whose outputs hold their stored bits; how each net is read (a resolve node where several drive
 * it) and a node per computing component; what each node reads, hence the evaluation order
 * (strongly connected groups: the feedback loops); one rail or two; chunks and their cones; which
 * signals must be stored; the state array and the clock groups.
 */
export function planNetlist(netlist: Netlist): FastPlan {
  const driven = driverSignals(netlist);
  const { pinSignal } = driven;
  const { stateSignals, pinInverted } = heldState(netlist, pinSignal);
  const nets = readNets(netlist, driven, pinInverted);
  const { netRead, nodes, signals } = nets;
  const components = addComponentNodes(netlist, nodes, pinSignal, stateSignals);
  const { reads, successors, writerOf } = dependencies(netlist, nodes, netRead, pinSignal, signals);
  const sccs = topologicalComponents(nodes.length, successors);

  // Two-valued code only where no value can ever be X or Z.
  const twoValued =
    !nets.multiDriver &&
    !(nets.tristates || components.tristates) &&
    !sccs.some((scc) => isLoop(scc, successors)) &&
    allInputsDriven(netlist, netRead);
  const rails: 1 | 2 = twoValued ? 1 : 2;

  const { chunks, nodeChunk } = chunkNodes(sccs, successors, nodes, netlist.components);
  const cones = chunkCones(chunks.length, nodeChunk, successors);
  const readers = signalReaders(reads, nodeChunk, signals);
  const { componentChunk, signalChunk } = chunksOf(nodeChunk, components.componentNode, writerOf);
  const exported = exportedSignals(netlist, netRead, readers, signalChunk);
  const { stateOffset, stateWords, clockGroups } = stateLayout(netlist, stateSignals, rails);
  const memories = memoryLayout(netlist, clockGroups);
  return {
    ...memories,
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
    clockGroups,
    stateOffset,
    stateWords,
    signalReaders: readers,
    signalChunk,
    exported,
  };
}
