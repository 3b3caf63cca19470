import { CircuitState } from '../../../../shared/circuit/circuit-state';
import type { Circuit } from '../../../../shared/circuit/types';
import type { Result } from '../../../../shared/errors';

/**
 * The circuit as the canvas labels it: a subcircuit instance without a title of its own shows the
 * name of the circuit it places (editor/nodes/SubcircuitNode.tsx), where the bare symbol would say
 * "SUB". `nameOf` gives a library circuit's name by id. The same circuit comes back when nothing is
 * renamed. The app's image export, the lesson page and `circuitforge image` draw with it.
 */
export function subcircuitsNamed(circuit: Circuit, nameOf: (circuitId: string) => string | undefined): Circuit {
  let renamed = false;
  const components = circuit.components.map((c) => {
    if (c.type !== 'SUBCIRCUIT' || (typeof c.properties.title === 'string' && c.properties.title !== '')) return c;
    const name = nameOf(String(c.properties.circuit ?? ''));
    if (name === undefined || name === '') return c;
    renamed = true;
    return { ...c, properties: { ...c.properties, title: name } };
  });
  return renamed ? { ...circuit, components } : circuit;
}

/** {@link subcircuitsNamed} over a circuit's state (the state itself when nothing is renamed). */
export function withSubcircuitNames(
  state: CircuitState,
  nameOf: (circuitId: string) => string | undefined,
): Result<CircuitState> {
  const circuit = state.toJSON();
  const named = subcircuitsNamed(circuit, nameOf);
  return named === circuit ? { success: true, data: state } : CircuitState.fromCircuit(named);
}
