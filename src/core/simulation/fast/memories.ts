import type { MemoryWords } from '../../../shared/memory/words';
import { initialWords } from '../memory-model';
import type { Netlist } from '../netlist';
import type { FastPlan } from './plan';

/** Reads memory `k` into its outputs (see `FastPlan.memories`). */
export type MemoryRead = (k: number) => void;
/** Writes RAM `k` as its clock's edge in lane 0 asks (see {@link FastMemories.write}). */
export type MemoryWrite = (k: number) => void;

interface Shape {
  readonly addressBits: number;
  readonly dataBits: number;
  /** Offsets in `I` of the address rails, the data rails, WE's rails and OE's rails. */
  readonly address: number;
  readonly data: number;
  readonly writeEnable: number;
  readonly enable: number;
  readonly output: number;
  /** A bidirectional RAM: WE = 1 cuts its output off too. */
  readonly bidirectional: boolean;
  /** Chunks to re-run after a write: the cone of the memory's node. */
  readonly cone: Uint32Array;
}

/**
 * The words of a fast engine's ROMs and RAMs, and the helpers its compiled code calls to read and
 * write them. Semantics as the event engine's `evaluateMemory`, lane by lane for reads: an unknown
 * address bit makes every output bit X, OE = 0 makes them Z, an unknown OE X. A write takes lane 0
 * (the words are one memory, not one per lane): on a clock edge in lane 0, with WE definitely 1 and
 * every address bit known in lane 0, lane 0's data is written (unknown bits as 0).
 */
export class FastMemories {
  /** Rails of each memory's inputs (two words per model input, known-1 then known-0). */
  readonly I: Int32Array;
  /** Each memory's outputs: known-1, known-0 and Z lanes per output bit. */
  readonly O: Int32Array;
  readonly words: MemoryWords[];
  private readonly shapes: Shape[];
  private readonly ones = new Int32Array(32);
  private readonly zeros = new Int32Array(32);

  constructor(
    private readonly netlist: Netlist,
    private readonly plan: FastPlan,
    private readonly dirty: Uint32Array,
  ) {
    this.I = new Int32Array(Math.max(1, plan.memoryInputWords));
    this.O = new Int32Array(Math.max(1, plan.memoryOutputWords));
    this.words = plan.memories.map((m) => initialWords(netlist.components[m.component]!.properties));
    this.shapes = plan.memories.map((m) => {
      const layout = netlist.components[m.component]!.layout;
      const { addressBits, dataBits, bidirectional } = layout.model.memory!;
      const chunk = plan.componentChunk[m.component]!;
      return {
        bidirectional: bidirectional === true,
        addressBits,
        dataBits,
        address: m.input,
        data: m.input + 2 * addressBits,
        writeEnable: m.input + 2 * (addressBits + dataBits),
        enable: m.input + 2 * (layout.inputPins.length - 1),
        output: m.output,
        cone: chunk >= 0 ? plan.cones[chunk]! : new Uint32Array(0),
      };
    });
  }

  /** The component's memory index, or -1. */
  index(component: number): number {
    return this.plan.memoryIndex[component] ?? -1;
  }

  /** Marks the chunks reading memory `k`'s outputs dirty (its words changed). */
  touch(k: number): void {
    const cone = this.shapes[k]!.cone;
    for (let w = 0; w < cone.length; w++) this.dirty[w]! |= cone[w]!;
  }

  /** RAMs back to their contents (a ROM keeps its words, as in the event engine). */
  reset(): void {
    this.plan.memories.forEach((m, k) => {
      const comp = this.netlist.components[m.component]!;
      if (comp.layout.model.memory!.writable) this.words[k] = initialWords(comp.properties);
    });
  }

  readonly read: MemoryRead = (k) => {
    const m = this.shapes[k]!;
    const I = this.I;
    const O = this.O;
    let known = -1;
    let uniform = true;
    let address = 0;
    for (let i = 0, at = m.address; i < m.addressBits; i++, at += 2) {
      const one = I[at]!;
      known &= one | I[at + 1]!;
      if (one === -1) address |= 1 << i;
      else if (one !== 0) uniform = false;
    }
    let en1 = I[m.enable]!;
    let en0 = I[m.enable + 1]!;
    if (m.bidirectional) {
      // Driven only where OE is 1 and WE is 0; cut off where OE is 0 or WE is 1.
      en1 &= I[m.writeEnable + 1]!;
      en0 |= I[m.writeEnable]!;
    }
    const valid = known & en1;
    const n = m.dataBits;
    let out = m.output;
    if (valid === 0) {
      for (let j = 0; j < n; j++, out += 3) {
        O[out] = 0;
        O[out + 1] = 0;
        O[out + 2] = en0;
      }
      return;
    }
    if (valid === -1 && uniform) {
      // Every lane reads the same word (interactive use): no loop over lanes.
      const word = this.words[k]!.get(address);
      for (let j = 0; j < n; j++, out += 3) {
        const bit = -((word >>> j) & 1);
        O[out] = bit;
        O[out + 1] = ~bit;
        O[out + 2] = 0;
      }
      return;
    }
    const ones = this.ones;
    const zeros = this.zeros;
    ones.fill(0, 0, n);
    zeros.fill(0, 0, n);
    const words = this.words[k]!;
    for (let lane = 0; lane < 32; lane++) {
      if (((valid >>> lane) & 1) === 0) continue;
      let a = 0;
      for (let i = 0, at = m.address; i < m.addressBits; i++, at += 2) a |= ((I[at]! >>> lane) & 1) << i;
      const word = words.get(a);
      const bit = 1 << lane;
      for (let j = 0; j < n; j++) {
        if ((word >>> j) & 1) ones[j]! |= bit;
        else zeros[j]! |= bit;
      }
    }
    for (let j = 0; j < n; j++, out += 3) {
      O[out] = ones[j]!;
      O[out + 1] = zeros[j]!;
      O[out + 2] = en0 & ~en1;
    }
  };

  /** Called at an edge of the RAM's clock in lane 0, its address, data and WE rails in `I`. */
  readonly write: MemoryWrite = (k) => {
    const m = this.shapes[k]!;
    const I = this.I;
    if ((I[m.writeEnable]! & 1) === 0) return;
    let address = 0;
    for (let i = 0, at = m.address; i < m.addressBits; i++, at += 2) {
      const one = I[at]! & 1;
      if (one === 0 && (I[at + 1]! & 1) === 0) return;
      address |= one << i;
    }
    let word = 0;
    for (let i = 0, at = m.data; i < m.dataBits; i++, at += 2) word += (I[at]! & 1) * 2 ** i;
    const words = this.words[k]!;
    if (words.get(address) === word) return;
    words.set(address, word);
    this.touch(k);
  };
}
