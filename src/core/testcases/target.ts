import type { Simulation } from '../simulation/simulation';
import type { TestTarget } from './runner';
import type { SignalBinding } from './signals';

/** A simulation as a test drives it: inputs set by level, outputs and stored bits read by id. */
export function simulationTarget(sim: Simulation): TestTarget {
  return {
    setLevel(binding, value) {
      if (binding.width > 1) {
        sim.setValue(binding.id, Number(value));
        return;
      }
      sim.setSourceLevel(binding.id, value === 1n);
    },
    settle() {
      return sim.settle().oscillating !== undefined;
    },
    read(binding: SignalBinding) {
      if (binding.role === 'input') {
        if (binding.width > 1) return sim.componentState(binding.id)?.bus ?? 'X'.repeat(binding.width);
        const value = sim.componentState(binding.id)?.value;
        return value ?? 'X';
      }
      if (binding.kind === 'stored') return sim.componentState(binding.id)?.stored ?? 'X'.repeat(binding.width);
      if (binding.width > 1) return sim.componentState(binding.id)?.bus ?? 'X'.repeat(binding.width);
      const pin = sim.pinValue(binding.id, binding.pin ?? 'in');
      return pin.success ? pin.data : 'X';
    },
    setStored(binding, value) {
      return sim.setStoredValue(binding.id, value);
    },
  };
}
