import { serializeCircuitFile } from '../../../shared/circuit/file-format';
import type { Circuit } from '../../../shared/circuit/types';

/** A valid circuit file of `parts` NOT gates in a chain (about 330 bytes a part, indented). */
export function chainFile(parts: number): { text: string; circuit: Circuit } {
  const id = (i: number) => `c${String(i).padStart(6, '0')}`;
  const circuit: Circuit = {
    components: Array.from({ length: parts }, (_v, i) => ({
      id: id(i),
      type: 'NOT',
      label: `G${i + 1}`,
      x: (i % 100) * 80,
      y: Math.floor(i / 100) * 60,
      rotation: 0 as const,
      properties: { delay: 1 },
    })),
    wires: Array.from({ length: Math.max(0, parts - 1) }, (_v, i) => ({
      id: `w${String(i).padStart(6, '0')}`,
      from: { component: id(i), pin: 'out' },
      to: { component: id(i + 1), pin: 'in' },
    })),
  };
  return { text: serializeCircuitFile('Big', circuit), circuit };
}
