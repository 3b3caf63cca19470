import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentService } from '../../core/documents/document-service';
import { MemoryDocumentStore } from '../../core/documents/memory-document-store';
import { EventBus } from '../../core/events';
import type { EventMessage } from '../../shared/contract';
import { exportCircuitFile, openCircuitFiles, readCircuitFile, withCircuitExtension } from './circuit-files';

function library() {
  const events = new EventBus();
  const seen: EventMessage[] = [];
  events.subscribe((message) => seen.push(message));
  const documents = new DocumentService(new MemoryDocumentStore(), events);
  return { documents, seen };
}

/** A circuit with one switch, created and edited through the service as the app does. */
function circuitWithSwitch(documents: DocumentService): string {
  const created = documents.create('Switch board');
  if (!created.success) throw new Error(created.error);
  const id = created.data.meta.id;
  const applied = documents.apply(
    id,
    [
      {
        op: 'addComponent',
        component: { id: 'sw1', type: 'SWITCH_TOGGLE', label: 'SW1', x: 0, y: 0, rotation: 0, properties: {} },
      },
    ],
    'Add switch',
  );
  if (!applied.success) throw new Error(applied.error);
  return id;
}

const fresh = () => mkdtempSync(join(tmpdir(), 'circuitforge-files-'));

describe('exportCircuitFile and openCircuitFiles', () => {
  it('round-trips a circuit through a file on disk', async () => {
    const source = library();
    const id = circuitWithSwitch(source.documents);
    const dir = fresh();
    const exported = await exportCircuitFile(source.documents, id, join(dir, 'board'));
    expect(exported).toEqual({ success: true, data: { path: join(dir, 'board.circuitforge.json') } });
    expect(readdirSync(dir)).toEqual(['board.circuitforge.json']);

    const target = library();
    const [opened] = await openCircuitFiles(target.documents, [join(dir, 'board.circuitforge.json')]);
    expect(opened).toMatchObject({ success: true, data: { meta: { name: 'Switch board', componentCount: 1 } } });
    expect(target.seen.map((m) => m.name)).toContain('circuit.opened');
  });

  it('reports a failure per bad file and still opens the good ones', async () => {
    const source = library();
    const dir = fresh();
    await exportCircuitFile(source.documents, circuitWithSwitch(source.documents), join(dir, 'good.json'));
    writeFileSync(join(dir, 'broken.json'), '{"format": "circuitforge", "version": 1, ');
    const target = library();
    const results = await openCircuitFiles(target.documents, [
      join(dir, 'missing.json'),
      join(dir, 'broken.json'),
      join(dir, 'good.json'),
    ]);
    expect(results.map((r) => (r.success ? 'ok' : r.code))).toEqual(['FILE_ACCESS_FAILED', 'INVALID_FILE', 'ok']);
    expect(results.map((r) => (r.success ? r.data.meta.name : r.error))).toEqual([
      'Could not read “missing.json”: it does not exist.',
      expect.stringMatching(/^“broken.json”: The file is not valid JSON/) as unknown,
      'Switch board',
    ]);
    expect(target.documents.list()).toMatchObject({ success: true, data: [{ name: 'Switch board' }] });
  });

  it('says why an export could not be written and leaves the folder as it was', async () => {
    const source = library();
    const id = circuitWithSwitch(source.documents);
    const dir = fresh();
    mkdirSync(join(dir, 'taken.json'));
    const answer = await exportCircuitFile(source.documents, id, join(dir, 'taken.json'));
    expect(answer.success ? 'written' : answer.error).toMatch(/^Could not write “taken.json”: it is a folder\.$/);
    expect(readdirSync(dir)).toEqual(['taken.json']);
  });

  it('refuses to export a circuit that does not exist', async () => {
    const answer = await exportCircuitFile(library().documents, 'nope', join(fresh(), 'x.json'));
    expect(answer).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('readCircuitFile', () => {
  it('refuses a folder', async () => {
    const answer = await readCircuitFile(fresh());
    expect(answer.success ? 'read' : answer.error).toMatch(/: it is a folder\.$/);
  });

  it.skipIf(process.getuid?.() === 0)('says when permission is denied', async () => {
    const path = join(fresh(), 'locked.json');
    writeFileSync(path, '{}');
    chmodSync(path, 0o000);
    const answer = await readCircuitFile(path);
    expect(answer.success ? 'read' : answer.error).toMatch(/permission was denied/);
  });

  it('reads a file as UTF-8 text', async () => {
    const path = join(fresh(), 'a.json');
    writeFileSync(path, '{"name":"Ünïcode"}');
    expect(await readCircuitFile(path)).toEqual({ success: true, data: readFileSync(path, 'utf8') });
  });
});

describe('withCircuitExtension', () => {
  it('adds the circuit extension only when the name has no .json', () => {
    expect(withCircuitExtension('/tmp/adder')).toBe('/tmp/adder.circuitforge.json');
    expect(withCircuitExtension('/tmp/adder.JSON')).toBe('/tmp/adder.JSON');
    expect(withCircuitExtension('/tmp/adder.circuitforge.json')).toBe('/tmp/adder.circuitforge.json');
  });
});
