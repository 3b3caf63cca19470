// The folders of the renderer and of the core import one another one way only (docs/ARCHITECTURE.md,
// "Folders of the renderer"): no folder reaches back to one that reaches it. Type-only imports are
// not counted (they vanish from the built code); `import()` is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, folderCycles, folderGraph, type FolderGraph, type FolderImport } from './folder-graph';

const root = resolve(import.meta.dirname, '../..');

/**
 * Which folders of src/renderer/src each folder may import. The lowest floor knows nothing of the
 * others: `model` (pure, framework-free), `platform` (the main process and files), `ui` (primitives);
 * then the store, the canvas's view handle, the commands, the features, the app's shell and root.
 */
export const RENDERER_FOLDERS: Readonly<Record<string, readonly string[]>> = {
  model: [],
  platform: [],
  ui: [],
  styles: [],
  stores: ['model', 'platform'],
  view: ['model', 'stores'],
  actions: ['model', 'platform', 'stores', 'ui', 'view'],
  symbols: ['model', 'stores', 'ui'],
  panels: ['model', 'stores', 'ui', 'view'],
  palette: ['model', 'stores', 'ui', 'view', 'symbols'],
  editor: ['model', 'platform', 'stores', 'ui', 'view', 'actions', 'symbols', 'panels', 'palette'],
  inspector: ['model', 'platform', 'stores', 'ui', 'view', 'actions', 'symbols', 'panels', 'memory'],
  memory: ['model', 'platform', 'stores', 'ui'],
  chat: ['model', 'platform', 'stores', 'ui', 'view', 'actions', 'panels'],
  documents: ['model', 'platform', 'stores', 'ui', 'view', 'actions', 'panels'],
  settings: ['model', 'platform', 'stores', 'ui', 'actions', 'mcp'],
  mcp: ['model', 'platform', 'stores', 'ui', 'actions'],
  verilog: ['model', 'platform', 'stores', 'ui', 'actions'],
  export: ['model', 'platform', 'stores', 'ui', 'view', 'symbols'],
  testing: ['model', 'stores', 'ui', 'actions', 'panels'],
  waveform: ['model', 'platform', 'stores', 'ui', 'panels'],
  lessons: ['stores', 'ui', 'panels'],
  'lesson-editor': ['model', 'platform', 'stores', 'ui', 'actions', 'panels'],
  shell: ['model', 'platform', 'stores', 'ui', 'view', 'actions', 'documents', 'settings', 'verilog', 'export'],
  'test-support': ['model', 'platform', 'stores'],
};

/** Imports that break the table: one line per folder edge, with the files that make it. */
function breaches(graph: FolderGraph, rules: Readonly<Record<string, readonly string[]>>): string[] {
  const found: string[] = [];
  for (const [from, edges] of graph) {
    if (from === '.') continue; // the composition root (App.tsx, main.tsx) may import anything
    const allowed = rules[from];
    for (const [to, all] of edges) {
      // Stylesheets are assets anyone may read; tests may use the test support of any folder.
      const imports = all.filter((i) => !(to === 'test-support' && /\.test\.tsx?$/.test(i.file)));
      if (to === 'styles' || imports.length === 0 || allowed?.includes(to)) continue;
      const files = imports.slice(0, 3).map((i) => `${i.file} → ${i.specifier}`);
      found.push(
        allowed
          ? `${from} may not import ${to}: ${files.join('; ')}`
          : `${from} is not in the table of renderer folders (tests/structure/folder-imports.test.ts): add it with what it may import`,
      );
    }
  }
  return found.sort();
}

describe('folders import one way', () => {
  it('the renderer: no folder cycle, every import allowed by the table', () => {
    const graph = folderGraph(join(root, 'src/renderer/src'));
    const cycles = folderCycles(graph);
    expect(cycles.map((c) => describeCycle(graph, c))).toEqual([]);
    expect(breaches(graph, RENDERER_FOLDERS)).toEqual([]);
    expect(graph.has('.') ? [] : ['the root imports nothing']).toEqual([]);
    for (const edges of graph.values()) expect(edges.has('.')).toBe(false);
  });

  it('the core: no folder cycle', () => {
    const graph = folderGraph(join(root, 'src/core'));
    expect(folderCycles(graph).map((c) => describeCycle(graph, c))).toEqual([]);
  });

  it("the lesson page (src/lesson-page): shared, core and the renderer's symbols and model only; nothing imports it", () => {
    const graph = folderGraph(join(root, 'src'));
    const importers = [...graph].filter(([, edges]) => edges.has('lesson-page')).map(([from]) => from);
    expect(importers).toEqual([]);
    const edges = graph.get('lesson-page') ?? new Map<string, FolderImport[]>();
    expect([...edges.keys()].filter((to) => !['shared', 'core', 'renderer'].includes(to))).toEqual([]);
    const renderer = (edges.get('renderer') ?? []).filter(
      (i) => !/(^|\/)renderer\/src\/(symbols|model)\//.test(i.specifier),
    );
    expect(renderer.map((i) => `${i.file} → ${i.specifier}`)).toEqual([]);
  });

  it('a new cycle is caught and named by the files that close it; type-only imports do not count', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folder-graph-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      };
      write('model/shape.ts', "import { paint } from '../editor/paint';\nexport const shape = () => paint;\n");
      write('editor/paint.ts', "import { shape } from '../model/shape';\nexport const paint = () => shape;\n");
      write('stores/state.ts', "import type { shape } from '../model/shape';\nexport type S = typeof shape;\n");
      write('model/lazy.ts', "export const later = () => import('../stores/state');\n");
      const graph = folderGraph(dir);
      expect(folderCycles(graph)).toEqual([['editor', 'model', 'stores'].filter((f) => f !== 'stores')]);
      expect(describeCycle(graph, ['editor', 'model'])).toContain('model/shape.ts → ../editor/paint');
      expect(describeCycle(graph, ['editor', 'model'])).toContain('editor/paint.ts → ../model/shape');
      // The type-only import of stores/state is no edge; the dynamic import of model/lazy is one.
      expect(graph.get('stores')).toBeUndefined();
      expect([...(graph.get('model')?.keys() ?? [])].sort()).toEqual(['editor', 'stores']);
      expect(breaches(graph, { model: [], editor: ['model'], stores: ['model'] })).toEqual([
        'model may not import editor: model/shape.ts → ../editor/paint',
        'model may not import stores: model/lazy.ts → ../stores/state',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
