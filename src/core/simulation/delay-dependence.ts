import type { EngineCore } from './engine';
import { stronglyConnected } from './loops';

/**
 * True when a circuit's behaviour may depend on gate delays, so that only the event engine
 * simulates it faithfully: a loop through logic (a latch built from gates, a ring oscillator), or a
 * storage part whose clock comes through logic (a glitch there can clock it). Circuits without
 * either behave the same in both engines (`engines-agree.test.ts`), and the fast engine may run them.
 */
export function dependsOnDelays(engine: EngineCore): boolean {
  const logic: number[] = [];
  const driversOf = new Map<number, number[]>();
  for (const c of engine.componentIndexes()) {
    const layout = engine.component(c)!.layout;
    const kind = layout.model.kind;
    if (kind === 'gate' || kind === 'tristate' || kind === 'block') logic.push(c);
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
    for (const pin of layout.inputPins) {
      for (const c of driversOf.get(engine.pinNet(d, pin)) ?? []) {
        if (!isLogic.has(c)) continue;
        if (pin === clockPin && layout.model.kind === 'storage') return true; // clocked through logic
        if (!isLogic.has(d)) continue;
        if (c === d) return true; // a gate feeding itself
        successors.get(c)!.push(d);
      }
    }
  }
  return stronglyConnected(logic, successors).some((group) => group.length > 1);
}
