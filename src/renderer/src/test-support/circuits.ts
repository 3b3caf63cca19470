import { CircuitState, type ComponentInstance, type Wire } from '../../../shared/circuit';
import { halfAdderCircuit } from '../../../shared/test-support/half-adder';

export { part, pinWire as wire } from '../../../shared/test-support/half-adder';

/** A circuit state, or a thrown error naming the problem (tests only). */
export function circuitOf(components: ComponentInstance[], wires: Wire[] = []): CircuitState {
  const state = CircuitState.fromCircuit({ components, wires });
  if (!state.success) throw new Error(state.error);
  return state.data;
}

/** The half adder of the end-to-end test: two switches, XOR and AND, two LEDs with resistors to GND. */
export function halfAdder(): CircuitState {
  const { components, wires } = halfAdderCircuit();
  return circuitOf(components, wires);
}
