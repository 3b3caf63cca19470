import { ROLE_INPUT } from '../layout';
import type { Netlist } from '../netlist';
import type { Chunk, NetRead, PlanNode } from './plan';
import { isLoop } from './plan-order';

/** Statements per chunk: large enough to amortise calls, small enough for V8 to optimise each function. */
const CHUNK_COST = 600;

/**
 * Cuts the nodes, strongly connected groups in topological order, into chunks of about
 * {@link CHUNK_COST} statements; a group is never split, and its loop is iterated in its chunk.
 * Returns the chunks and the chunk of each node.
 */
export function chunkNodes(
  sccs: readonly number[][],
  successors: readonly (readonly number[])[],
  nodes: readonly PlanNode[],
  comps: Netlist['components'],
): { readonly chunks: Chunk[]; readonly nodeChunk: Int32Array } {
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
    if (isLoop(scc, successors)) current.loops.push(scc);
    cost += sccCost;
  }
  if (current.nodes.length > 0) chunks.push(current);
  return { chunks, nodeChunk };
}

function nodeCost(node: PlanNode, comps: Netlist['components']): number {
  if (node.kind === 'resolve') return 2 + node.drivers.length;
  const layout = comps[node.component]!.layout;
  return 1 + layout.outputPins.length + layout.model.stateBits;
}

/**
 * The cone of each chunk, as a bitset over chunks: the chunk and every chunk that depends on it.
 * Chunks are in topological order, so each cone is built from those of later chunks.
 */
export function chunkCones(
  chunkCount: number,
  nodeChunk: Int32Array,
  successors: readonly (readonly number[])[],
): Uint32Array[] {
  const words = Math.max(1, Math.ceil(chunkCount / 32));
  const chunkSuccessors: Set<number>[] = Array.from({ length: chunkCount }, () => new Set());
  successors.forEach((next, i) => {
    for (const j of next) if (nodeChunk[j] !== nodeChunk[i]) chunkSuccessors[nodeChunk[i]!]!.add(nodeChunk[j]!);
  });
  const cones: Uint32Array[] = Array.from({ length: chunkCount }, () => new Uint32Array(words));
  for (let i = chunkCount - 1; i >= 0; i--) {
    const cone = cones[i]!;
    cone[i >>> 5]! |= 1 << (i & 31);
    for (const j of chunkSuccessors[i]!) for (let w = 0; w < words; w++) cone[w]! |= cones[j]![w]!;
  }
  return cones;
}

/** The chunks reading each signal, each once, in the order of their first reading node. */
export function signalReaders(
  reads: readonly (readonly number[])[],
  nodeChunk: Int32Array,
  signals: number,
): number[][] {
  const readers: number[][] = Array.from({ length: signals }, () => []);
  reads.forEach((signalsRead, j) => {
    for (const s of signalsRead) {
      const list = readers[s]!;
      if (!list.includes(nodeChunk[j]!)) list.push(nodeChunk[j]!);
    }
  });
  return readers;
}

/** The chunk of each component's node and of each signal's writer (-1 where there is none). */
export function chunksOf(
  nodeChunk: Int32Array,
  componentNode: Int32Array,
  writerOf: Int32Array,
): { readonly componentChunk: Int32Array; readonly signalChunk: Int32Array } {
  const componentChunk = new Int32Array(componentNode.length).fill(-1);
  for (let c = 0; c < componentNode.length; c++)
    if (componentNode[c]! >= 0) componentChunk[c] = nodeChunk[componentNode[c]!]!;
  const signalChunk = new Int32Array(writerOf.length).fill(-1);
  for (let s = 0; s < writerOf.length; s++) if (writerOf[s]! >= 0) signalChunk[s] = nodeChunk[writerOf[s]!]!;
  return { componentChunk, signalChunk };
}

/**
 * The signals the compiled code must store (see `FastPlan.exported`): read by a chunk other than
 * their own, by a display (watched all the time) or by a clocked part (read outside the chunks).
 */
export function exportedSignals(
  netlist: Netlist,
  netRead: readonly NetRead[],
  readers: readonly (readonly number[])[],
  signalChunk: Int32Array,
): Uint8Array {
  const comps = netlist.components;
  const exported = new Uint8Array(signalChunk.length);
  readers.forEach((chunks, s) => {
    if (chunks.some((k) => k !== signalChunk[s])) exported[s] = 1;
  });
  const exportNet = (net: number) => {
    const read = netRead[net]!;
    if (read.kind === 'signal') exported[read.signal] = 1;
  };
  for (let p = 0; p < netlist.pinNet.length; p++) {
    const c = netlist.pinComponent[p]!;
    const layout = comps[c]!.layout;
    if (layout.roles[p - netlist.pinBase[c]!] !== ROLE_INPUT) continue;
    // Displays are watched all the time, clocked parts read their inputs outside the chunks.
    if (layout.model.kind === 'display' || layout.clockInput >= 0) exportNet(netlist.pinNet[p]!);
  }
  return exported;
}
