import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Circuit, ComponentInstance, Operation } from '../../shared/circuit';
import { parseCircuitFile } from '../../shared/circuit/file-format';
import { EventBus } from '../events';
import { DocumentService } from './document-service';
import { MemoryDocumentStore } from './memory-document-store';

const part = (
  id: string,
  type: string,
  label: string,
  properties: ComponentInstance['properties'] = {},
  y = 0,
): Operation => ({
  op: 'addComponent',
  component: { id, type, label, x: 0, y, rotation: 0, properties },
});
const wire = (id: string, from: string, to: string): Operation => {
  const [a, ap] = from.split('.');
  const [b, bp] = to.split('.');
  return { op: 'addWire', wire: { id, from: { component: a!, pin: ap! }, to: { component: b!, pin: bp! } } };
};

function service() {
  const documents = new DocumentService(new MemoryDocumentStore(), new EventBus());
  const create = (name: string, operations: Operation[]) => {
    const made = documents.create(name);
    if (!made.success) throw new Error(made.error);
    const applied = documents.apply(made.data.meta.id, operations, 'build');
    if (!applied.success) throw new Error(applied.error);
    return made.data.meta.id;
  };
  return { documents, create };
}

/** Inverter with ports I → O, inside "Pair" twice (I → O), inside "Top" once. */
function hierarchy(s: ReturnType<typeof service>) {
  const inv = s.create('Inverter', [
    part('i', 'PORT_IN', 'I'),
    part('n', 'NOT', 'N'),
    part('o', 'PORT_OUT', 'O'),
    wire('w1', 'i.out', 'n.in'),
    wire('w2', 'n.out', 'o.in'),
  ]);
  const pair = s.create('Pair', [
    part('i', 'PORT_IN', 'I'),
    part('u1', 'SUBCIRCUIT', 'U1', { circuit: inv, ports: 'I>O' }),
    part('u2', 'SUBCIRCUIT', 'U2', { circuit: inv, ports: 'I>O' }, 60),
    part('o', 'PORT_OUT', 'O'),
    wire('w1', 'i.out', 'u1.I'),
    wire('w2', 'u1.O', 'u2.I'),
    wire('w3', 'u2.O', 'o.in'),
  ]);
  const top = s.create('Top', [
    part('sw', 'SWITCH_TOGGLE', 'SW'),
    part('p', 'SUBCIRCUIT', 'P1', { circuit: pair, ports: 'I>O' }),
    wire('w1', 'sw.out', 'p.I'),
  ]);
  return { inv, pair, top };
}

const names = (documents: DocumentService) => {
  const listed = documents.list();
  if (!listed.success) throw new Error(listed.error);
  return listed.data.map((m) => m.name).sort();
};

describe('circuit files with subcircuits (version 3)', () => {
  it('export the definitions a circuit needs, innermost first, each once; a circuit without any is written as before', () => {
    const s = service();
    const { inv, pair, top } = hierarchy(s);
    const exported = s.documents.exportFile(top);
    if (!exported.success) throw new Error(exported.error);
    const file = JSON.parse(exported.data.content) as { version: number; subcircuits: { id: string; name: string }[] };
    expect(file.version).toBe(3);
    expect(file.subcircuits.map((b) => [b.id, b.name])).toEqual([
      [inv, 'Inverter'],
      [pair, 'Pair'],
    ]);
    const plain = s.documents.exportFile(inv);
    if (!plain.success) throw new Error(plain.error);
    expect((JSON.parse(plain.data.content) as { version: number; subcircuits?: unknown }).version).toBe(1);
    expect(JSON.parse(plain.data.content)).not.toHaveProperty('subcircuits');
  });

  it('import into another library brings the definitions along, remapped; into the same one reuses them', () => {
    const from = service();
    const { top } = hierarchy(from);
    const exported = from.documents.exportFile(top);
    if (!exported.success) throw new Error(exported.error);

    const to = service();
    const imported = to.documents.importFile(exported.data.content);
    if (!imported.success) throw new Error(imported.error);
    expect(names(to.documents)).toEqual(['Inverter', 'Pair', 'Top']);
    const listed = to.documents.list();
    if (!listed.success) throw new Error(listed.error);
    const pairId = listed.data.find((m) => m.name === 'Pair')!.id;
    const invId = listed.data.find((m) => m.name === 'Inverter')!.id;
    expect(imported.data.circuit.components.find((c) => c.label === 'P1')?.properties.circuit).toBe(pairId);
    const pair = to.documents.stateOf(pairId);
    if (!pair.success) throw new Error(pair.error);
    expect(pair.data.component('u1')?.properties.circuit).toBe(invId);

    // Again into the same library: the definitions are equal, so they are reused.
    const again = to.documents.importFile(exported.data.content);
    expect(again.success).toBe(true);
    expect(names(to.documents)).toEqual(['Inverter', 'Pair', 'Top', 'Top 2']);
    // A changed definition in the file is a new circuit.
    const changed = exported.data.content.replace('"NOT"', '"BUFFER"');
    expect(to.documents.importFile(changed).success).toBe(true);
    expect(names(to.documents).filter((n) => n.startsWith('Inverter'))).toHaveLength(2);
  });

  it('refuses a file whose subcircuits contain themselves or miss a definition, storing nothing', () => {
    const s = service();
    const { top } = hierarchy(s);
    const exported = s.documents.exportFile(top);
    if (!exported.success) throw new Error(exported.error);
    const file = JSON.parse(exported.data.content) as { subcircuits: { id: string; circuit: Circuit }[] };
    const [inv, pair] = file.subcircuits;
    // The inverter now places Pair: Pair → Inverter → Pair.
    inv!.circuit.components.push({
      id: 'z',
      type: 'SUBCIRCUIT',
      label: 'Z1',
      x: 0,
      y: 0,
      rotation: 0,
      properties: { circuit: pair!.id, ports: 'I>O', title: '' },
    });
    const to = service();
    const looped = to.documents.importFile(JSON.stringify(file));
    expect(looped).toMatchObject({ success: false, code: 'INVALID_FILE' });
    if (!looped.success) expect(looped.error).toMatch(/contains itself/);
    expect(names(to.documents)).toEqual([]);
    const missing = JSON.parse(exported.data.content) as { subcircuits: unknown[] };
    missing.subcircuits = missing.subcircuits.slice(1);
    const lacking = to.documents.importFile(JSON.stringify(missing));
    expect(lacking).toMatchObject({
      success: false,
      error: "The file's subcircuit Pair places a circuit the file does not include.",
    });
    expect(parseCircuitFile(exported.data.content).success).toBe(true);
  });

  it('export then import gives back equal circuits up to the ids of the definitions (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('NOT', 'BUFFER'), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 4 }),
        (gates, copies) => {
          const from = service();
          const leaf = from.create('Leaf', [
            part('i', 'PORT_IN', 'I'),
            ...gates.map((t, k) => part(`g${k}`, t, `G${k}`)),
            part('o', 'PORT_OUT', 'O'),
            wire('w0', 'i.out', 'g0.in'),
            ...gates.slice(1).map((_, k) => wire(`w${k + 1}`, `g${k}.out`, `g${k + 1}.in`)),
            wire('wo', `g${gates.length - 1}.out`, 'o.in'),
          ]);
          const top = from.create(
            'Top',
            Array.from({ length: copies }, (_, k) =>
              part(`u${k}`, 'SUBCIRCUIT', `U${k}`, { circuit: leaf, ports: 'I>O' }, k * 60),
            ),
          );
          const exported = from.documents.exportFile(top);
          if (!exported.success) throw new Error(exported.error);
          const to = service();
          const imported = to.documents.importFile(exported.data.content);
          if (!imported.success) throw new Error(imported.error);
          const original = from.documents.stateOf(top);
          if (!original.success) throw new Error(original.error);
          const leafId = imported.data.circuit.components[0]!.properties.circuit as string;
          const unmapped = imported.data.circuit.components.map((c) => ({
            ...c,
            properties: { ...c.properties, circuit: leaf },
          }));
          expect(unmapped).toEqual(original.data.toJSON().components);
          const leafCopy = to.documents.stateOf(leafId);
          const leafOriginal = from.documents.stateOf(leaf);
          if (!leafCopy.success || !leafOriginal.success) throw new Error('missing leaf');
          expect(leafCopy.data.toJSON()).toEqual(leafOriginal.data.toJSON());
        },
      ),
      { numRuns: 25 },
    );
  });
});
