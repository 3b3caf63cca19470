import type { Netlist } from '../netlist';
import { compiledFunctions } from './functions';

/** Flip-flops whose stored bits are held in their output signals (see `FastPlan.stateSignals`). */
export interface HeldState {
  /** The signals holding each such part's stored bits (undefined for the other parts). */
  readonly stateSignals: (number[] | undefined)[];
  /** 1 where a driver pin carries the inverse of its signal (the Qn of a flip-flop held in its Q). */
  readonly pinInverted: Uint8Array;
}

/**
 * Finds the clocked parts whose outputs are just their stored bits (nothing wired to their preset
 * or clear): each bit is kept in the signal of the output that shows it, and an output showing its
 * inverse reads that signal inverted (`pinSignal` is changed for those pins).
 */
export function heldState(netlist: Netlist, pinSignal: Int32Array): HeldState {
  const comps = netlist.components;
  const pinInverted = new Uint8Array(netlist.pinNet.length);
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
  return { stateSignals, pinInverted };
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

/** Where the stored bits not held in signals live, and the clocked parts by clock net. */
export interface StateLayout {
  /** Offset of each storage component's bits in the state array (-1 for the others). */
  readonly stateOffset: Int32Array;
  readonly stateWords: number;
  readonly clockGroups: { readonly clockNet: number; readonly components: readonly number[] }[];
}

/**
 * Lays out the state array (each stored bit not held in a signal takes `rails` words, in
 * component order) and groups the storage parts and RAMs with a clock by the net of their clock input.
 */
export function stateLayout(
  netlist: Netlist,
  stateSignals: readonly (readonly number[] | undefined)[],
  rails: 1 | 2,
): StateLayout {
  const comps = netlist.components;
  const stateOffset = new Int32Array(comps.length).fill(-1);
  let stateWords = 0;
  const groups = new Map<number, number[]>();
  for (let c = 0; c < comps.length; c++) {
    const layout = comps[c]!.layout;
    // A RAM has no stored bits here (its words are the engine's), but it writes at its clock's edges.
    if (layout.model.stateBits === 0 && layout.model.kind !== 'memory') continue;
    if (layout.model.stateBits > 0 && !stateSignals[c]) {
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
    stateOffset,
    stateWords,
    clockGroups: [...groups].map(([clockNet, components]) => ({ clockNet, components })),
  };
}
