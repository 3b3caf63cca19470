import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentService } from '../../core/documents/document-service';
import { MemoryDocumentStore } from '../../core/documents/memory-document-store';
import { EventBus } from '../../core/events';
import { documentHandlers } from '../../core/documents/handlers';
import { readForeignFile } from '../../core/foreign/read-foreign';
import { dig, halfAdderProject } from '../../core/foreign/dig/test-support/dig-fixture';
import type { EventMessage } from '../../shared/contract';
import {
  exportCircuitFile,
  openCircuitFiles,
  readCircuitFile,
  withCircuitExtension,
  type FileToImport,
} from './circuit-files';

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

/** Opening through the documents alone (our own files). */
const ours = (documents: DocumentService) => ({
  importFile: (file: FileToImport) => documents.importFile(file.content),
});

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
    const [opened] = await openCircuitFiles(ours(target.documents), [join(dir, 'board.circuitforge.json')]);
    expect(opened).toMatchObject({ success: true, data: { meta: { name: 'Switch board', componentCount: 1 } } });
    expect(target.seen.map((m) => m.name)).toContain('circuit.opened');
  });

  it('reports a failure per bad file and still opens the good ones', async () => {
    const source = library();
    const dir = fresh();
    await exportCircuitFile(source.documents, circuitWithSwitch(source.documents), join(dir, 'good.json'));
    writeFileSync(join(dir, 'broken.json'), '{"format": "circuitforge", "version": 1, ');
    const target = library();
    const results = await openCircuitFiles(ours(target.documents), [
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

describe('opening Logisim and Digital files from disk', () => {
  /** The channel's handler, as the desktop app calls it (a Digital file with its folder's other .dig files). */
  function channel(documents: DocumentService) {
    const handlers = documentHandlers(documents, undefined, readForeignFile);
    return {
      importFile: (file: FileToImport) =>
        handlers['circuit:import'](
          {
            content: file.content,
            fileName: file.fileName,
            ...(file.companions ? { companions: [...file.companions] } : {}),
          },
          { host: 'electron' },
        ),
    };
  }

  it('opens a Digital file with the subcircuit its folder holds, and its test; a report says what came over', async () => {
    const dir = fresh();
    const { half, top } = halfAdderProject();
    writeFileSync(join(dir, 'HalfAdder.dig'), half);
    writeFileSync(join(dir, 'Top.dig'), top);
    const target = library();
    const [opened] = await openCircuitFiles(channel(target.documents), [join(dir, 'Top.dig')]);
    expect(opened).toMatchObject({
      success: true,
      data: {
        meta: { name: 'Top' },
        report: { format: 'digital', circuits: 2, unsupported: [] },
      },
    });
    if (!opened?.success) return;
    expect(opened.data.circuit.tests?.map((t) => t.name)).toEqual(['Adds']);
    const names = target.documents.list();
    expect(names.success && names.data.map((m) => m.name).sort()).toEqual(['HalfAdder', 'Top']);
    // The instance places the library's HalfAdder.
    const instance = opened.data.circuit.components.find((c) => c.type === 'SUBCIRCUIT');
    const halfMeta = names.success ? names.data.find((m) => m.name === 'HalfAdder') : undefined;
    expect(instance?.properties.circuit).toBe(halfMeta?.id);
  });

  it('opens a Digital file with the hex file its folder holds, whose words its ROM manager gives a ROM', async () => {
    const dir = fresh();
    const romList =
      '<romList><roms><entry><string>M</string><romFile><romFile>/elsewhere/m.hex</romFile><bigEndian>false</bigEndian></romFile></entry></roms></romList>';
    const main = dig(
      [
        { name: 'In', x: 40, y: 0, attrs: { Label: 'A', Bits: 2 } },
        { name: 'ROM', x: 100, y: 0, attrs: { AddrBits: 2, Bits: 4, Label: 'M' } },
        { name: 'VDD', x: 80, y: 40 },
        { name: 'Out', x: 200, y: 20, attrs: { Label: 'Y', Bits: 4 } },
      ],
      [
        [40, 0, 100, 0],
        [80, 40, 100, 40],
        [160, 20, 200, 20],
      ],
      { romContent: { xml: romList } },
    );
    writeFileSync(join(dir, 'main.dig'), main);
    writeFileSync(join(dir, 'm.hex'), 'v2.0 raw\n3 1 4 1\n');
    const [opened] = await openCircuitFiles(channel(library().documents), [join(dir, 'main.dig')]);
    expect(opened).toMatchObject({ success: true, data: { report: { format: 'digital', warnings: [] } } });
    const rom = opened?.success ? opened.data.circuit.components.find((c) => c.type === 'ROM') : undefined;
    expect(rom?.properties.contents).toBe('3 1 4 1');
  });

  it('opens a Logisim file, and refuses a truncated one in words, storing nothing', async () => {
    const dir = fresh();
    const circ = readFileSync(new URL('../../core/foreign/circ/fixtures/half-adder-3x.circ', import.meta.url), 'utf8');
    writeFileSync(join(dir, 'half.circ'), circ);
    writeFileSync(join(dir, 'cut.circ'), circ.slice(0, Math.floor(circ.length / 2)));
    const target = library();
    const [good, cut] = await openCircuitFiles(channel(target.documents), [
      join(dir, 'half.circ'),
      join(dir, 'cut.circ'),
    ]);
    expect(good).toMatchObject({ success: true, data: { report: { format: 'logisim' } } });
    expect(cut).toMatchObject({ success: false });
    expect(!cut!.success && cut!.error).toMatch(/^“cut.circ”: /);
    const list = target.documents.list();
    expect(list.success && list.data).toHaveLength(1);
  });
});
