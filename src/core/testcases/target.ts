import { logicChar } from '../simulation/logic';
import type { Simulation } from '../simulation/simulation';
import { NeedsEventEngine, type TestTarget } from './runner';
import type { SignalBinding } from './binding';

/** Where a one-bit signal is in the engine, found once per binding: its component and pin. */
interface Place {
  readonly c: number;
  readonly pin: number;
  /** A push button that drives 0 while pressed. */
  readonly activeLow: boolean;
}

/**
 * A simulation as a test drives it: inputs set by level, outputs and stored bits read by id. One-bit
 * signals are found in the engine once and then set and read by index (a test runs many rows).
 */
export function simulationTarget(sim: Simulation): TestTarget {
  const engine = sim.core;
  const places = new Map<SignalBinding, Place | null>();
  const placeOf = (binding: SignalBinding): Place | undefined => {
    let place = places.get(binding);
    if (place === undefined) {
      place = null;
      const c = sim.find(binding.id);
      if (c >= 0 && binding.width === 1) {
        const component = engine.component(c)!;
        const pins = component.layout.definition.pins;
        const name = binding.role === 'input' ? pins[component.layout.outputPins[0]!]?.name : binding.pin;
        const pin = pins.findIndex((p) => p.name === name);
        if (pin >= 0)
          place = {
            c,
            pin,
            activeLow: component.layout.model.source === 'button' && component.properties['activeLow'] === true,
          };
      }
      places.set(binding, place);
    }
    return place ?? undefined;
  };
  return {
    setLevel(binding, value) {
      if (binding.width > 1) {
        sim.setValue(binding.id, Number(value));
        return;
      }
      const place = placeOf(binding);
      if (place) engine.setSourceOn(place.c, (value === 1n) !== place.activeLow);
      else sim.setSourceLevel(binding.id, value === 1n);
    },
    setFloating(binding) {
      const floated = sim.setFloating(binding.id);
      if (!floated.success) return floated.error;
      if (floated.data === 'unsupported') throw new NeedsEventEngine();
      return undefined;
    },
    settle() {
      return sim.settle().oscillating !== undefined;
    },
    read(binding: SignalBinding) {
      const unknown = 'X'.repeat(binding.width);
      if (binding.role === 'output' && binding.kind === 'stored')
        return sim.componentState(binding.id)?.stored ?? unknown;
      if (binding.width > 1) return sim.componentState(binding.id)?.bus ?? unknown;
      const place = placeOf(binding);
      return place ? logicChar(engine.pinValue(place.c, place.pin)) : unknown;
    },
    setStored(binding, value) {
      return sim.setStoredValue(binding.id, value);
    },
    writeMemory(id, address, value) {
      const big = address > BigInt(Number.MAX_SAFE_INTEGER) || value > BigInt(Number.MAX_SAFE_INTEGER);
      const written = big ? undefined : sim.writeMemory(id, Number(address), Number(value));
      if (!written) return `${address} or ${value} is far too big for a memory.`;
      return written.success ? undefined : written.error;
    },
  };
}
