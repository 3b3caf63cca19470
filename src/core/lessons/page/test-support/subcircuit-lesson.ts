import type { Circuit } from '../../../../shared/circuit/types';
import { formatInterface, interfaceOf } from '../../../../shared/components/subcircuit-interface';
import { ADDER_4BIT } from '../../../../shared/examples/hierarchical';
import { buildCircuit } from '../../../../shared/lessons/starter/build';
import type { Lesson } from '../../../../shared/lessons/types';
import type { SubcircuitLibrary } from '../../../simulation/hierarchy/flatten';
import type { PageDefinition } from '../page-data';

/** Short names, as a user names the circuits of a library (a subcircuit shows its circuit's name). */
const NAMES: Readonly<Record<string, string>> = { 'ex-half-adder': 'HA', 'ex-full-adder': 'FA' };

/** The example library's half and full adder cells: the full adder places two half adders. */
export const ADDER_CELLS: readonly PageDefinition[] = (ADDER_4BIT.subcircuits ?? []).map((s) => ({
  id: s.id,
  name: NAMES[s.id] ?? s.name,
  circuit: buildCircuit(s.blueprint),
}));

const cell = (id: string) => ADDER_CELLS.find((c) => c.id === id)!;

/** The properties of an instance of a library circuit: its id and its interface, as the editor places it. */
function instanceOf(id: string): { circuit: string; ports: string } {
  const { circuit } = cell(id);
  return {
    circuit: id,
    ports: formatInterface(
      interfaceOf(
        circuit.components.map((c) => ({ type: c.type, label: c.label, x: c.x, y: c.y, properties: c.properties })),
      ),
    ),
  };
}

/** Three switches into a full-adder subcircuit (itself two half-adder subcircuits), two probes out. */
export const FULL_ADDER_DEMO: Circuit = buildCircuit({
  components: [
    { label: 'A', type: 'SWITCH_TOGGLE', position: { x: 40, y: 40 } },
    { label: 'B', type: 'SWITCH_TOGGLE', position: { x: 40, y: 120 } },
    { label: 'CIN', type: 'SWITCH_TOGGLE', position: { x: 40, y: 200 } },
    { label: 'ADD1', type: 'SUBCIRCUIT', position: { x: 240, y: 80 }, properties: instanceOf('ex-full-adder') },
    { label: 'SUM', type: 'PROBE', position: { x: 480, y: 80 } },
    { label: 'COUT', type: 'PROBE', position: { x: 480, y: 160 } },
  ],
  wires: [
    { from: 'A:out', to: 'ADD1:A' },
    { from: 'B:out', to: 'ADD1:B' },
    { from: 'CIN:out', to: 'ADD1:CIN' },
    { from: 'ADD1:S', to: 'SUM:in' },
    { from: 'ADD1:COUT', to: 'COUT:in' },
  ],
});

/** A library holding the adder cells (what the app's circuit library answers). */
export const adderLibrary: SubcircuitLibrary = (id) => {
  const found = ADDER_CELLS.find((c) => c.id === id);
  return found && { name: found.name, circuit: found.circuit };
};

/** A lesson whose one live circuit places the full-adder subcircuit, by `ref:`. */
export const SUBCIRCUIT_LESSON: Lesson = {
  id: 'full-adder-cells',
  title: 'A full adder from cells',
  markdown: [
    '# A full adder from cells',
    '',
    'The full adder below is one subcircuit, built from two half adders. Flip A, B and CIN.',
    '',
    '```circuit',
    'ref: fa-demo',
    '```',
    '',
  ].join('\n'),
  exercises: [],
};
