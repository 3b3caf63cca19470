import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Circuit, ComponentInstance, Wire } from '../../../shared/circuit/types';

const part = (id: string, type: string, label: string, x: number, y: number, properties = {}): ComponentInstance => ({
  id,
  type,
  label,
  x,
  y,
  rotation: 0,
  properties,
});
const wire = (id: string, from: string, to: string): Wire => {
  const [fc, fp] = from.split(':') as [string, string];
  const [tc, tp] = to.split(':') as [string, string];
  return { id, from: { component: fc, pin: fp }, to: { component: tc, pin: tp } };
};

/**
 * A half adder as people draw it: SW1 and SW2 into XOR G1 (sum) and AND G2 (carry), each lighting
 * an LED through a resistor to one GND. Ids are lower-case, labels upper-case, so tests can tell
 * which one a tool answered with.
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
      wire('w1', 'sw1:out', 'xor:a'),
      wire('w2', 'sw2:out', 'xor:b'),
      wire('w3', 'sw1:out', 'and:a'),
      wire('w4', 'sw2:out', 'and:b'),
      wire('w5', 'xor:out', 'led1:anode'),
      wire('w6', 'and:out', 'led2:anode'),
      wire('w7', 'led1:cathode', 'r1:a'),
      wire('w8', 'led2:cathode', 'r2:a'),
      wire('w9', 'gnd:gnd', 'r1:b'),
      wire('w10', 'gnd:gnd', 'r2:b'),
    ],
  };
}

/**
 * A circuit of exactly `n` parts as the assistant would build it (for token budgets): slices of two
 * switches, an XOR, an AND and an LED with its resistor, in rows, all LEDs returning to one GND;
 * the last slice is cut short to hit `n`.
 */
export function slicedCircuit(n: number): Circuit {
  const components: ComponentInstance[] = [part('gnd', 'GND', 'GND1', 800, 0)];
  const wires: Wire[] = [];
  let w = 0;
  const link = (from: string, to: string) => wires.push(wire(`w${++w}`, from, to));
  for (let s = 0; components.length < n; s++) {
    const y = s * 120;
    const slice: [string, string, string, number][] = [
      [`a${s}`, 'SWITCH_TOGGLE', `A${s}`, 0],
      [`b${s}`, 'SWITCH_TOGGLE', `B${s}`, 0],
      [`x${s}`, 'XOR_2', `X${s}`, 140],
      [`n${s}`, 'AND_2', `N${s}`, 140],
      [`l${s}`, 'LED_GREEN', `L${s}`, 280],
      [`r${s}`, 'RESISTOR', `R${s}`, 400],
    ];
    for (const [i, [id, type, label, x]] of slice.entries()) {
      if (components.length >= n) break;
      components.push(part(id, type, label, x, y + (i % 2) * 60));
    }
    const has = (id: string) => components.some((c) => c.id === id);
    if (has(`x${s}`)) link(`a${s}:out`, `x${s}:a`);
    if (has(`x${s}`)) link(`b${s}:out`, `x${s}:b`);
    if (has(`n${s}`)) link(`a${s}:out`, `n${s}:a`);
    if (has(`n${s}`)) link(`x${s}:out`, `n${s}:b`);
    if (has(`l${s}`)) link(`n${s}:out`, `l${s}:anode`);
    if (has(`r${s}`)) {
      link(`l${s}:cathode`, `r${s}:a`);
      link('gnd:gnd', `r${s}:b`);
    }
  }
  return { components, wires };
}

/** A circuit as a `CircuitState` stores it (sorted by id, default properties filled in), for comparisons. */
export function canonical(circuit: Circuit): Circuit {
  const state = CircuitState.fromCircuit(circuit);
  if (!state.success) throw new Error(state.error);
  return state.data.toJSON();
}
