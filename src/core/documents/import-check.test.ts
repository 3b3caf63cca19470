import { describe, expect, it } from 'vitest';
import { serializeCircuitFile } from '../../shared/circuit/file-format';
import type { Circuit, ComponentInstance } from '../../shared/circuit/types';
import { EventBus } from '../events';
import { DocumentService } from './document-service';
import { checkImportedCircuit } from './import-check';
import { MemoryDocumentStore } from './memory-document-store';

function part(id: string, type: string, label: string, properties: ComponentInstance['properties'] = {}) {
  return { id, type, label, x: 0, y: 0, rotation: 0 as const, properties };
}

/** A circuit with four faults in different places, and a sound part between them. */
const FAULTY: Circuit = {
  components: [
    part('sw', 'SWITCH_TOGGLE', 'SW1'),
    part('c0', 'CONST_LOW', 'C0', { volts: 5 }),
    part('g', 'AND2', 'G1'),
    part('x', 'FLUX_CAPACITOR', 'X1'),
    part('n', 'NOT', 'N1'),
  ],
  wires: [
    { id: 'w1', from: { component: 'sw', pin: 'out' }, to: { component: 'n', pin: 'in' } },
    { id: 'w2', from: { component: 'g', pin: 'out' }, to: { component: 'n', pin: 'in' } }, // g was left out
    { id: 'w3', from: { component: 'ghost', pin: 'out' }, to: { component: 'n', pin: 'in' } },
    { id: 'w4', from: { component: 'c0', pin: 'out' }, to: { component: 'n', pin: 'in' } }, // c0 was left out
  ],
};

describe('checking an imported circuit', () => {
  it('reports every problem, not just the first, each with what to fix', () => {
    const result = checkImportedCircuit(FAULTY);
    expect(result.success).toBe(false);
    if (result.success) return;
    const problems = (result.details as { problems: string[] }).problems;
    expect(problems).toHaveLength(4);
    expect(result.error).toMatch(/^The file's circuit has 4 problems:\n- /);
    expect(problems[0]).toMatch(/^Component C0 \(Constant 0 \(CONST_LOW\)\): Invalid property "volts" for Constant 0/);
    expect(problems[0]).toContain('Constant 0 has no properties.');
    expect(problems[1]).toBe(
      'Component G1 has an unknown type "AND2". Write it exactly as "AND_2" (AND gate (2 inputs)).',
    );
    expect(problems[2]).toMatch(/^Component X1 has an unknown type "FLUX_CAPACITOR"\. /);
    expect(problems[3]).toBe(
      'Wire w3 ends on a component "ghost" that is not in the file. Remove the wire, or add the component.',
    );
    for (const problem of [...problems, result.error, result.hint]) {
      // The user's words: no API paths, channels, tool names, or bare type ids without their name.
      expect(problem).not.toMatch(/\/api\/|get_available_components|circuit:|tool\b|CONST_LOW[^)]/);
    }
  });

  it('names the closest types by their registry names for a type it does not know', () => {
    const result = checkImportedCircuit({ components: [part('g', 'NAND_5', 'G1')], wires: [] });
    expect(!result.success && result.error).toMatch(/Did you mean NAND gate \(2 inputs\) \(NAND_2\)/);
  });

  it('builds the circuit when nothing is wrong', () => {
    const sound: Circuit = {
      components: FAULTY.components.filter((c) => ['sw', 'n'].includes(c.id)),
      wires: [FAULTY.wires[0]!],
    };
    const result = checkImportedCircuit(sound);
    if (!result.success) throw new Error(result.error);
    expect(result.data.toJSON().components.map((c) => c.label)).toEqual(['N1', 'SW1']);
    expect(result.data.toJSON().wires).toEqual([FAULTY.wires[0]]);
  });

  it('is what importFile reports, and nothing is created', () => {
    const store = new MemoryDocumentStore();
    const documents = new DocumentService(store, new EventBus());
    const imported = documents.importFile(serializeCircuitFile('Faulty', FAULTY));
    expect(imported).toEqual(checkImportedCircuit(FAULTY));
    expect(store.listCircuits()).toEqual([]);
  });
});
