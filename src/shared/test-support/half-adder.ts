import type { Circuit, ComponentInstance, Wire } from '../circuit/types';

/** A component at a place (tests). */
export function part(id: string, type: string, label: string, x = 0, y = 0, properties = {}): ComponentInstance {
  return { id, type, label, x, y, rotation: 0, properties };
}

/** A wire between two "id:pin" ends (tests). */
export function pinWire(id: string, from: string, to: string): Wire {
  const [fc, fp] = from.split(':') as [string, string];
  const [tc, tp] = to.split(':') as [string, string];
  return { id, from: { component: fc, pin: fp }, to: { component: tc, pin: tp } };
}

/**
 * A half adder as people draw it: SW1 and SW2 into XOR G1 (sum) and AND G2 (carry), each lighting
 * an LED through a resistor to one GND. Ids are lower-case, labels upper-case, so tests can tell
 * which one an answer used. Shared by the editor's and the assistant's tests.
 */
export function halfAdderCircuit(): Circuit {
  return {
    components: [
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
    wires: [
      pinWire('w1', 'sw1:out', 'xor:a'),
      pinWire('w2', 'sw2:out', 'xor:b'),
      pinWire('w3', 'sw1:out', 'and:a'),
      pinWire('w4', 'sw2:out', 'and:b'),
      pinWire('w5', 'xor:out', 'led1:anode'),
      pinWire('w6', 'and:out', 'led2:anode'),
      pinWire('w7', 'led1:cathode', 'r1:a'),
      pinWire('w8', 'led2:cathode', 'r2:a'),
      pinWire('w9', 'gnd:gnd', 'r1:b'),
      pinWire('w10', 'gnd:gnd', 'r2:b'),
    ],
  };
}

/**
 * The half adder as a blueprint (the format the assistant's apply_blueprint takes): switches A and
 * B, XOR X1 and AND A1, LEDs SUM and CARRY through resistors to GND1. The scripted model of the
 * assistant's tests builds it.
 */
export const HALF_ADDER_BLUEPRINT = {
  components: [
    { label: 'A', type: 'SWITCH_TOGGLE' },
    { label: 'B', type: 'SWITCH_TOGGLE' },
    { label: 'X1', type: 'XOR_2' },
    { label: 'A1', type: 'AND_2' },
    { label: 'SUM', type: 'LED_GREEN' },
    { label: 'CARRY', type: 'LED_RED' },
    { label: 'R1', type: 'RESISTOR' },
    { label: 'R2', type: 'RESISTOR' },
    { label: 'GND1', type: 'GND' },
  ],
  wires: [
    { from: 'A:out', to: 'X1:a' },
    { from: 'B:out', to: 'X1:b' },
    { from: 'A:out', to: 'A1:a' },
    { from: 'B:out', to: 'A1:b' },
    { from: 'X1:out', to: 'SUM:anode' },
    { from: 'A1:out', to: 'CARRY:anode' },
    { from: 'SUM:cathode', to: 'R1:a' },
    { from: 'CARRY:cathode', to: 'R2:a' },
    { from: 'R1:b', to: 'GND1:gnd' },
    { from: 'R2:b', to: 'GND1:gnd' },
  ],
} as const;
