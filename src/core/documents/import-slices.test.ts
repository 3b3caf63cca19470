import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../shared/circuit/circuit-state';
import { serializeCircuitFile } from '../../shared/circuit/file-format';
import type { Circuit } from '../../shared/circuit/types';
import { EventBus } from '../events';
import { DocumentService } from './document-service';
import { checkImportedCircuit } from './import-check';
import { buildStateInSlices, importInSlices, readFileHere } from './import-slices';
import { MemoryDocumentStore } from './memory-document-store';
import { EditGenerator, seededRandom } from './test-support/random-edits';

const noPause = () => Promise.resolve();

/** A valid circuit of `size` parts, and copies of it broken in one place (a rule, not the shape). */
function circuits(seed: number, size: number): { valid: Circuit; broken: Circuit[] } {
  const generated = new EditGenerator('i').circuit(size, seededRandom(seed));
  const notes = Array.from({ length: seed % 4 }, (_, i) => ({ id: `n${i}`, x: i * 40, y: -60, text: `Note ${i}` }));
  const valid: Circuit = notes.length > 0 ? { ...generated, notes } : generated;
  const part = valid.components[Math.floor(size / 2)]!;
  const wire = valid.wires[valid.wires.length - 1];
  const broken: Circuit[] = [
    { ...valid, components: [...valid.components, { ...part, id: 'other' }] }, // label taken
    { ...valid, components: valid.components.map((c) => (c === part ? { ...c, type: 'NAND_5' } : c)) },
    { ...valid, components: [...valid.components, part] }, // id taken
  ];
  if (wire) broken.push({ ...valid, wires: [...valid.wires, { ...wire, id: 'again' }] }); // same pins again
  if (notes[0]) broken.push({ ...valid, notes: [...notes, { ...notes[0], x: 1 }] }); // note id taken
  return { valid, broken };
}

describe('buildStateInSlices', () => {
  it('builds what checkImportedCircuit builds and refuses what it refuses, with the same problems (seeded)', async () => {
    const seed = 777;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 9 }),
        async (s, size, slice) => {
          const { valid, broken } = circuits(s, size);
          for (const circuit of [valid, ...broken]) {
            const read = await readFileHere(serializeCircuitFile('Sliced', circuit), 3);
            if (!read.success) throw new Error(read.error);
            const sliced = await buildStateInSlices(read.data, noPause, slice);
            const whole = checkImportedCircuit(circuit);
            expect(sliced.success, `seed ${seed}`).toBe(whole.success);
            expect(whole.success, `seed ${seed}`).toBe(CircuitState.fromCircuit(circuit).success);
            if (sliced.success && whole.success) expect(sliced.data.toJSON()).toEqual(whole.data.toJSON());
            if (!sliced.success && !whole.success) expect(sliced).toEqual(whole);
          }
        },
      ),
      { seed, numRuns: 40 },
    );
  });

  it('pauses between slices', async () => {
    const { valid } = circuits(1, 30);
    const read = await readFileHere(serializeCircuitFile('Sliced', valid), 7);
    if (!read.success) throw new Error(read.error);
    let pauses = 0;
    const built = await buildStateInSlices(read.data, () => Promise.resolve(void pauses++), 5);
    expect(built.success).toBe(true);
    expect(pauses).toBeGreaterThanOrEqual(Math.floor((valid.components.length + valid.wires.length) / 5));
  });

  it('stops at a reader’s failure half way', async () => {
    const failure = { success: false as const, code: 'UNAVAILABLE' as const, error: 'gone', hint: 'again' };
    function* batches() {
      yield { components: [] };
      yield { failure };
    }
    const built = await buildStateInSlices(
      { name: 'x', componentCount: 0, wireCount: 0, noteCount: 0, batches: batches() },
      noPause,
    );
    expect(built).toEqual(failure);
  });
});

describe('importInSlices', () => {
  it('imports as importFile does: one new circuit, opened, stored as built', async () => {
    const { valid, broken } = circuits(11, 25);
    expect(valid.notes).toHaveLength(3);
    const events = new EventBus();
    const store = new MemoryDocumentStore();
    const documents = new DocumentService(store, events);
    const file = serializeCircuitFile('Sliced', valid);
    const sliced = await importInSlices(documents, file, (text) => readFileHere(text, 4), noPause);
    const whole = documents.importFile(file);
    expect(sliced.success && whole.success).toBe(true);
    if (!sliced.success || !whole.success) return;
    expect(sliced.data.circuit).toEqual(whole.data.circuit);
    expect(sliced.data.meta).toMatchObject({ name: 'Sliced', componentCount: valid.components.length });
    expect(store.loadCircuit(sliced.data.meta.id)?.base.circuit).toEqual(whole.data.circuit);
    const refused = await importInSlices(
      documents,
      serializeCircuitFile('Bad', broken[1]!),
      (text) => readFileHere(text),
      noPause,
    );
    expect(refused).toEqual({ ...documents.importFile(serializeCircuitFile('Bad', broken[1]!)) });
    expect(documents.list().success && documents.list()).toMatchObject({ data: { length: 2 } });
  });

  it("keeps a circuit's start from 0 (a Digital file's `powerOn`), read in slices or whole", async () => {
    const { valid } = circuits(5, 12);
    const documents = new DocumentService(new MemoryDocumentStore(), new EventBus());
    const file = serializeCircuitFile('Digital', { ...valid, powerOn: 'zero' });
    const sliced = await importInSlices(documents, file, (text) => readFileHere(text, 4), noPause);
    expect(sliced.success && sliced.data.circuit.powerOn).toBe('zero');
    const whole = documents.importFile(file);
    expect(whole.success && whole.data.circuit.powerOn).toBe('zero');
    const plain = await importInSlices(
      documents,
      serializeCircuitFile('Ours', valid),
      (text) => readFileHere(text),
      noPause,
    );
    expect(plain.success && plain.data.circuit).not.toHaveProperty('powerOn');
  });
});
