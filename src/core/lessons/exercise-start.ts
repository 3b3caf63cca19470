import type { Circuit } from '../../shared/circuit/types';
import { bindingOf } from '../testcases/binding';

/**
 * The circuit a student starts an exercise from, made from its solution: only the parts a test
 * sets or reads by their value (switches, buttons, clocks, input and output ports, LEDs, probes),
 * where the solution has them and with their labels; no wires, notes or tests. The student builds
 * the rest.
 */
export function startingCircuit(solution: Circuit): Circuit {
  const components = solution.components.filter((c) => {
    const binding = bindingOf(c);
    return binding !== undefined && (binding.role === 'input' || binding.kind === 'value');
  });
  return { components, wires: [] };
}
