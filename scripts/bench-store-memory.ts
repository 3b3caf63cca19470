// The memory row of `npm run bench:store`: one word of a 64 K × 16-bit ROM (random contents, about
// 330,000 characters) edited, undone and redone through the DocumentService on the SQLite store,
// as a writeMemory of that word and, for comparison, as the whole contents set again. The target:
// an edit of a few words costs about what any small edit costs, whatever the size of the memory.
import { join } from 'node:path';
import { DocumentService } from '../src/core/documents/document-service';
import { seededRandom } from '../src/core/documents/test-support/random-edits';
import { EventBus } from '../src/core/events';
import { serializeCircuitFile } from '../src/shared/circuit/file-format';
import type { Operation } from '../src/shared/circuit/operations';
import { contentsText } from '../src/shared/memory/contents-text';
import { MemoryWords } from '../src/shared/memory/words';
import { openDatabase } from '../src/main/store/database';
import { SqliteDocumentStore } from '../src/main/store/sqlite-document-store';
import { temporaryFolder } from '../src/main/store/test-support/harness';

/** What one way of editing a word cost: median time and mean bytes written per edit, undo and redo. */
export interface MemoryEditCost {
  readonly edit_ms: number;
  readonly undo_ms: number;
  readonly redo_ms: number;
  readonly bytes_per_edit: number | null;
}

/** Measures `rounds` edits of one random word each way; `bytesWritten` reads this process's writes. */
export function benchMemoryEdits(
  rounds: number,
  bytesWritten: () => number | undefined,
): { contents_chars: number; word: MemoryEditCost; whole: MemoryEditCost } {
  const random = seededRandom(64);
  const words = new MemoryWords(16, 16);
  for (let a = 0; a < words.size; a++) words.set(a, Math.floor(random() * 0x10000));
  const contents = contentsText(words);
  const folder = temporaryFolder('circuitforge-bench-memory-');
  const { db } = openDatabase(join(folder.dir, 'circuitforge.db'));
  try {
    const service = new DocumentService(new SqliteDocumentStore(db), new EventBus());
    const rom = { id: 'rom', type: 'ROM', label: 'ROM1', x: 0, y: 0, rotation: 0 as const };
    const file = serializeCircuitFile('Memory', {
      components: [{ ...rom, properties: { addressBits: 16, dataBits: 16, contents } }],
      wires: [],
    });
    const imported = service.importFile(file);
    if (!imported.success) throw new Error(imported.error);
    const id = imported.data.meta.id;
    const measure = (make: (address: number, value: number) => Operation[]): MemoryEditCost => {
      const times = { edit: [] as number[], undo: [] as number[], redo: [] as number[] };
      let bytes = 0;
      for (let i = 0; i < rounds; i++) {
        const address = Math.floor(random() * words.size);
        const value = Math.floor(random() * 0x10000);
        const before = bytesWritten() ?? 0;
        let started = performance.now();
        if (!service.apply(id, make(address, value), 'Edit a word').success) throw new Error('edit failed');
        times.edit.push(performance.now() - started);
        bytes += (bytesWritten() ?? 0) - before;
        started = performance.now();
        if (!service.undo(id).success) throw new Error('undo failed');
        times.undo.push(performance.now() - started);
        started = performance.now();
        if (!service.redo(id).success) throw new Error('redo failed');
        times.redo.push(performance.now() - started);
        words.set(address, value);
      }
      const onLinux = bytesWritten() !== undefined;
      return {
        edit_ms: median(times.edit),
        undo_ms: median(times.undo),
        redo_ms: median(times.redo),
        bytes_per_edit: onLinux ? Math.round(bytes / rounds) : null,
      };
    };
    const word = measure((address, value) => [{ op: 'writeMemory', id: 'rom', address, words: [value] }]);
    const whole = measure((address, value) => {
      words.set(address, value);
      return [{ op: 'updateComponent', id: 'rom', set: { properties: { contents: contentsText(words) } } }];
    });
    return { contents_chars: contents.length, word, whole };
  } finally {
    db.close();
    folder.remove();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(3));
}
