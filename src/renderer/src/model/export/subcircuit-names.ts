import { CircuitState } from '../../../../shared/circuit/circuit-state';
import type { Result } from '../../../../shared/errors';

/**
 * The circuit as the canvas labels it: a subcircuit instance without a title of its own shows the
 * name of the circuit it places (editor/nodes/SubcircuitNode.tsx; the lesson page does the same),
 * where the bare symbol would say "SUB". `nameOf` gives a library circuit's name by id.
 */
export function withSubcircuitNames(
  state: CircuitState,
  nameOf: (circuitId: string) => string | undefined,
): Result<CircuitState> {
  const circuit = state.toJSON();
  let renamed = false;
  const components = circuit.components.map((c) => {
    if (c.type !== 'SUBCIRCUIT' || (typeof c.properties.title === 'string' && c.properties.title !== '')) return c;
    const name = nameOf(String(c.properties.circuit ?? ''));
    if (name === undefined) return c;
    renamed = true;
    return { ...c, properties: { ...c.properties, title: name } };
  });
  return renamed ? CircuitState.fromCircuit({ ...circuit, components }) : { success: true, data: state };
}
