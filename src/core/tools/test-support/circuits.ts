import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Circuit, ComponentInstance, Wire } from '../../../shared/circuit/types';
import { halfAdderCircuit, part, pinWire } from '../../../shared/test-support/half-adder';

const wire = pinWire;

export { halfAdderCircuit };

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
