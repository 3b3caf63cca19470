import { describe, expect, it } from 'vitest';
import type { ComponentInstance, Operation } from '../../shared/circuit';
import { nestedHierarchy, nestedHierarchyFile } from '../simulation/test-support/nested-hierarchies';
import { EventBus } from '../events';
import { DocumentService } from './document-service';
import { importInSlices, readFileHere } from './import-slices';
import { MemoryDocumentStore } from './memory-document-store';

const add = (id: string, type: string, properties: ComponentInstance['properties'] = {}): Operation => ({
  op: 'addComponent',
  component: { id, type, label: id.toUpperCase(), x: 0, y: 0, rotation: 0, properties },
});

function service() {
  const documents = new DocumentService(new MemoryDocumentStore(), new EventBus());
  const names = () => (documents.list().success ? documents.list() : undefined);
  const list = () => {
    const listed = names();
    return listed?.success ? listed.data.map((m) => m.name).sort() : [];
  };
  return { documents, list };
}

/** Imports a 5-level chain (122,224 parts expanded); `extra` more instances of Level3 (12,222 each) on top. */
function importChain(documents: DocumentService, extra = 0) {
  const h = nestedHierarchy(5, 10, 'chain');
  const top = {
    ...h.top,
    components: [
      ...h.top.components,
      ...Array.from({ length: extra }, (_, i) => ({
        id: `x${i}`,
        type: 'SUBCIRCUIT',
        label: `X${i}`,
        x: 0,
        y: 80 + 40 * i,
        rotation: 0 as const,
        properties: { circuit: 'L3', ports: 'A>Y' },
      })),
    ],
  };
  const imported = documents.importFile(nestedHierarchyFile({ ...h, top }, 'Chain'));
  if (!imported.success) throw new Error(imported.error);
  const ids = new Map<string, string>();
  const listed = documents.list();
  if (listed.success) for (const m of listed.data) ids.set(m.name, m.id);
  return { top: imported.data.meta.id, level: (n: number) => ids.get(`Level${n}`)! };
}

describe('the size of a hierarchy is bounded wherever it grows', () => {
  it('refuses the subcircuit bomb at import, storing nothing, saying its size and what multiplies it', () => {
    const { documents, list } = service();
    const before = list();
    const refused = documents.importFile(nestedHierarchyFile(nestedHierarchy(7, 10, 'bomb'), 'Bomb'));
    expect(refused).toMatchObject({
      success: false,
      error:
        'Bomb would have 3,222,224 parts with its subcircuits expanded, more than the 200,000 a circuit can have. Level0 is placed 1,000,000 times in all (3 parts of its own each).',
    });
    expect(list()).toEqual(before);
  });

  it('refuses the bomb in the sliced import too (the path of big files), storing nothing', async () => {
    const { documents, list } = service();
    const refused = await importInSlices(
      documents,
      nestedHierarchyFile(nestedHierarchy(7, 10, 'bomb'), 'Bomb'),
      (content) => readFileHere(content),
      () => Promise.resolve(),
    );
    expect(refused.success).toBe(false);
    if (!refused.success) expect(refused.error).toMatch(/^Bomb would have 3,222,224 parts/);
    expect(list()).toEqual([]);
  });

  it('refuses a file whose own circuit fits but one of its subcircuits does not', () => {
    const { documents, list } = service();
    const bomb = nestedHierarchy(7, 10, 'bomb');
    // The top places only the smallest level; the file still carries Level6, which would be a circuit of the library.
    const top = {
      ...bomb.top,
      components: bomb.top.components.map((c) =>
        c.id === 'u' ? { ...c, properties: { circuit: 'L0', ports: 'A>Y' } } : c,
      ),
    };
    const refused = documents.importFile(nestedHierarchyFile({ ...bomb, top }, 'Small'));
    expect(refused.success).toBe(false);
    if (!refused.success) expect(refused.error).toMatch(/^Level5 would have 322,222 parts/);
    expect(list()).toEqual([]);
  });

  it('refuses placing an instance that makes the circuit too big, recording nothing', () => {
    const { documents } = service();
    const { top, level } = importChain(documents);
    const before = documents.history(top);
    const refused = documents.apply(top, [add('v', 'SUBCIRCUIT', { circuit: level(4), ports: 'A>Y' })], 'place');
    expect(refused).toMatchObject({
      success: false,
      error:
        'Chain would have 244,446 parts with its subcircuits expanded, more than the 200,000 a circuit can have. Level0 is placed 20,000 times in all (12 parts of its own each).',
    });
    expect(documents.history(top)).toEqual(before);
    const state = documents.stateOf(top);
    expect(state.success && state.data.component('v')).toBeUndefined();
    // One more of a small level still fits.
    expect(documents.apply(top, [add('w', 'SUBCIRCUIT', { circuit: level(1), ports: 'A>Y' })], 'place').success).toBe(
      true,
    );
  });

  it('refuses an edit of a definition that makes a circuit placing it many times too big, naming that circuit', () => {
    const { documents } = service();
    const { level } = importChain(documents, 6); // 122,224 + 6 × 12,222 = 195,556 parts
    const bottom = level(0); // placed 16,000 times in Chain
    const before = documents.history(bottom);
    const refused = documents.apply(bottom, [add('extra', 'NOT')], 'add a gate');
    expect(refused.success).toBe(false);
    if (!refused.success)
      expect(refused.error).toMatch(/^Chain would have 211,556 parts with its subcircuits expanded/);
    expect(documents.history(bottom)).toEqual(before);
    // Level1 and the others stay small enough on their own: an edit that does not grow passes.
    expect(documents.apply(bottom, [{ op: 'updateComponent', id: 'n0', set: { x: 400 } }], 'move').success).toBe(true);
  });
});
