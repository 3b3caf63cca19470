import { CircuitState, type ComponentInstance, type Wire } from '../../../shared/circuit';

/** A component at a place (test helper). */
export function part(id: string, type: string, label: string, x = 0, y = 0): ComponentInstance {
  return { id, type, label, x, y, rotation: 0, properties: {} };
}

/** A wire between two "id:pin" ends (test helper). */
export function wire(id: string, from: string, to: string): Wire {
  const [fc, fp] = from.split(':') as [string, string];
  const [tc, tp] = to.split(':') as [string, string];
  return { id, from: { component: fc, pin: fp }, to: { component: tc, pin: tp } };
}

/** A circuit state, or a thrown error naming the problem (tests only). */
export function circuitOf(components: ComponentInstance[], wires: Wire[] = []): CircuitState {
  const state = CircuitState.fromCircuit({ components, wires });
  if (!state.success) throw new Error(state.error);
  return state.data;
}

/** The half adder of the end-to-end test: two switches, XOR and AND, two LEDs with resistors to GND. */
export function halfAdder(): CircuitState {
  return circuitOf(
    [
      part('sw1', 'SWITCH_TOGGLE', 'SW1', 0, 0),
      part('sw2', 'SWITCH_TOGGLE', 'SW2', 0, 100),
      part('xor', 'XOR_2', 'G1', 120, 0),
      part('and', 'AND_2', 'G2', 120, 100),
      part('led1', 'LED_GREEN', 'LED1', 240, 0),
      part('led2', 'LED_RED', 'LED2', 240, 100),
      part('r1', 'RESISTOR', 'R1', 340, 10),
      part('r2', 'RESISTOR', 'R2', 340, 110),
      part('gnd', 'GND', 'GND1', 440, 60),
    ],
    [
      wire('w1', 'sw1:out', 'xor:a'),
      wire('w2', 'sw2:out', 'xor:b'),
      wire('w3', 'sw1:out', 'and:a'),
      wire('w4', 'sw2:out', 'and:b'),
      wire('w5', 'xor:out', 'led1:anode'),
      wire('w6', 'and:out', 'led2:anode'),
      wire('w7', 'led1:cathode', 'r1:a'),
      wire('w8', 'led2:cathode', 'r2:a'),
      wire('w9', 'r1:b', 'gnd:gnd'),
      wire('w10', 'r2:b', 'gnd:gnd'),
    ],
  );
}
