import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { Circuit } from '../../shared/circuit/types';
import { formatInterface, interfaceOf, type SubcircuitInterface } from '../../shared/components/subcircuit-interface';

/**
 * What the library needs to know of a circuit without reading it: its interface as a subcircuit
 * (present when it has ports) and the circuits it places (present when it places any). Kept with
 * the circuit's counts on every change, so listing the library reads no circuit.
 */
export interface LibraryFacts {
  readonly ports?: string;
  readonly uses?: readonly string[];
}

function facts(iface: SubcircuitInterface, uses: Iterable<string>): LibraryFacts {
  const list = [...uses].sort();
  return {
    ...(iface.inputs.length + iface.outputs.length > 0 ? { ports: formatInterface(iface) } : {}),
    ...(list.length > 0 ? { uses: list } : {}),
  };
}

/** The facts of a circuit held in memory (cost: its ports and its subcircuit counts). */
export function factsOfState(state: CircuitState): LibraryFacts {
  return facts(state.interface(), state.uses().keys());
}

/** The facts of a circuit's content (cost: one pass over its parts). */
export function factsOfCircuit(circuit: Circuit): LibraryFacts {
  const uses = new Set<string>();
  for (const c of circuit.components) {
    if (c.type === 'SUBCIRCUIT' && typeof c.properties.circuit === 'string' && c.properties.circuit !== '') {
      uses.add(c.properties.circuit);
    }
  }
  return facts(interfaceOf(circuit.components), uses);
}
