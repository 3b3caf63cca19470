// The circuit of the big-import measurement: the schema's maximum number of parts, written compactly.
import { serializeCircuitFile } from '../../src/shared/circuit/file-format';
import type { Circuit } from '../../src/shared/circuit/types';

/**
 * `parts` NOT gates in rows of 500, every fourth one fed by its left neighbour (so the simulator has
 * nets to settle), as one compact circuit file: about 120 bytes a part, small enough for the body
 * limit of older builds too, so that before and after import the same file.
 */
export function bigCircuitFile(parts: number): string {
  const id = (i: number) => `c${i}`;
  const circuit: Circuit = {
    components: Array.from({ length: parts }, (_v, i) => ({
      id: id(i),
      type: 'NOT',
      label: `G${i + 1}`,
      x: (i % 500) * 80,
      y: Math.floor(i / 500) * 60,
      rotation: 0 as const,
      properties: {},
    })),
    wires: [],
  };
  for (let i = 1; i < parts; i += 4) {
    circuit.wires.push({
      id: `w${i}`,
      from: { component: id(i - 1), pin: 'out' },
      to: { component: id(i), pin: 'in' },
    });
  }
  circuit.components.sort((a, b) => (a.id < b.id ? -1 : 1));
  circuit.wires.sort((a, b) => (a.id < b.id ? -1 : 1));
  return JSON.stringify(JSON.parse(serializeCircuitFile('Big import', circuit)));
}
