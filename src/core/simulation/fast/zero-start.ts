import type { MemoryWords } from '../../../shared/memory/words';
import type { StoredBits } from '../engine';
import { EventEngine } from '../event/event-engine';
import { L0, L1, LZ } from '../logic';
import type { Netlist } from '../netlist';
import type { FastPlan } from './plan';

/**
 * The state a circuit with `powerOn: 'zero'` starts in, for the fast engine. The start from 0 is
 * Digital's one-part-at-a-time start-up (see EventEngine), which lockstep code cannot follow (a
 * latch of two NOR gates, both 0, flips in lockstep forever); so the event engine runs it once on
 * the same netlist and the fast engine starts from what it settled to. That state is a fixed point
 * of the same functions, so the compiled code computes it again, loops included, and both engines
 * start alike.
 */
export interface ZeroStart {
  /** Value of each driver pin, by netlist pin (sources included). */
  readonly pinDrive: Uint8Array;
  /** Value of each net. */
  readonly nets: Uint8Array;
  /** Stored bits of each storage component. */
  readonly stored: ReadonlyMap<number, StoredBits>;
  /** Per clock group of the plan: whether its clock was last seen at a definite 0. */
  readonly clockLow: readonly boolean[];
  /** Words of the RAMs once started (a power-on edge may have written one). */
  readonly words: ReadonlyMap<number, MemoryWords>;
}

/** Starts `netlist` from 0 on the event engine and records where it settled (resets still active). */
export function zeroStart(netlist: Netlist, plan: FastPlan): ZeroStart {
  const engine = new EventEngine(netlist, { powerOn: 'zero' });
  engine.settle();
  const s = engine.state;
  const pinDrive = new Uint8Array(netlist.pinComponent.length);
  const stored = new Map<number, StoredBits>();
  const words = new Map<number, MemoryWords>();
  netlist.components.forEach((component, c) => {
    const comp = s.comps[c]!;
    for (const pin of component.layout.outputPins) pinDrive[netlist.pinBase[c]! + pin] = s.pinDrive[comp.base + pin]!;
    if (component.layout.model.stateBits > 0) stored.set(c, engine.stored(c));
    if (component.layout.model.memory?.writable === true && comp.words) words.set(c, comp.words.clone());
  });
  const nets = new Uint8Array(netlist.netCount);
  for (let n = 0; n < netlist.netCount; n++) nets[n] = engine.netValue(n);
  const clockLow = plan.clockGroups.map((g) => s.comps[g.components[0]!]!.clockLow);
  return { pinDrive, nets, stored, clockLow, words };
}

/** The rails of a logic value: known-1 and known-0 words (all lanes alike), and Z. */
export function railsOf(value: number, inverted: boolean): { one: number; zero: number; z: number } {
  const one = value === L1 ? -1 : 0;
  const zero = value === L0 ? -1 : 0;
  return { one: inverted ? zero : one, zero: inverted ? one : zero, z: value === LZ ? -1 : 0 };
}
