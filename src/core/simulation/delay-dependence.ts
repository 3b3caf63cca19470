import type { EngineCore } from './engine';
import { stronglyConnected } from './loops';

/**
 * True when a circuit's behaviour may depend on gate delays, so that only the event engine
 * simulates it faithfully: a loop through logic (a latch built from gates, a ring oscillator), or a
 * storage part or RAM whose clock comes through logic (a glitch there can clock it). A memory's read
 * is logic too (its address and OE to its outputs: a loop through them is a loop). Circuits without
 * either behave the same in both engines (`engines-agree.test.ts`), and the fast engine may run them.
 */
export function dependsOnDelays(engine: EngineCore): boolean {
  const logic: number[] = [];
  const driversOf = new Map<number, number[]>();
  for (const c of engine.componentIndexes()) {
    const layout = engine.component(c)!.layout;
    const kind = layout.model.kind;
    if (kind === 'gate' || kind === 'tristate' || kind === 'block' || kind === 'memory') logic.push(c);
    for (const pin of layout.outputPins) {
      const net = engine.pinNet(c, pin);
      const drivers = driversOf.get(net);
      if (drivers) drivers.push(c);
      else driversOf.set(net, [c]);
    }
  }
  const isLogic = new Set(logic);
  const successors = new Map<number, number[]>(logic.map((c) => [c, []]));
  for (const d of engine.componentIndexes()) {
    const layout = engine.component(d)!.layout;
    const clockPin = layout.clockInput >= 0 ? layout.inputPins[layout.clockInput] : undefined;
    const clocked = layout.model.kind === 'storage' || layout.model.memory?.writable === true;
    const memory = layout.model.memory;
    for (const [i, pin] of layout.inputPins.entries()) {
      // A memory's outputs follow its address and OE; a RAM's data and WE act only at its clock's edge.
      const read =
        !memory ||
        i < memory.addressBits ||
        i === layout.inputPins.length - 1 ||
        (memory.bidirectional === true && i === memory.addressBits + memory.dataBits);
      for (const c of driversOf.get(engine.pinNet(d, pin)) ?? []) {
        if (!isLogic.has(c)) continue;
        if (pin === clockPin && clocked) return true; // clocked through logic
        if (!isLogic.has(d) || !read) continue;
        if (c === d) return true; // a gate feeding itself
        successors.get(c)!.push(d);
      }
    }
  }
  return stronglyConnected(logic, successors).some((group) => group.length > 1);
}
