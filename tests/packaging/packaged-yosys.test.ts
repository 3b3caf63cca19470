import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { asarFilesOf } from './asar-fixture';
import { extractAsar, verilogWorkerChunk, YOSYS_PACKAGE, yosysRuntimeFiles } from '../../scripts/packaged-yosys.mjs';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'circuitforge-packaged-yosys-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('yosysRuntimeFiles', () => {
  it('lists the installed package’s entry, resource module, WebAssembly and share files', () => {
    const dir = join(process.cwd(), 'node_modules', ...YOSYS_PACKAGE.split('/'));
    const files = yosysRuntimeFiles(dir);
    expect(files).toContain('gen/bundle.js');
    expect(files).toContain('gen/resources-yosys.js');
    expect(files).toContain('gen/yosys.core.wasm');
    expect(files.filter((f) => f.endsWith('.wasm')).length).toBeGreaterThanOrEqual(1);
    expect(files.some((f) => f.startsWith('gen/share/'))).toBe(true);
  });

  it('follows the lazy import of the entry to the files named beside the resource module', () => {
    const dir = folder();
    mkdirSync(join(dir, 'gen'));
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ exports: { types: './a.d.ts', default: './gen/bundle.js' } }),
    );
    writeFileSync(join(dir, 'gen', 'bundle.js'), 'const r = () => import("./resources-x.js");');
    writeFileSync(
      join(dir, 'gen', 'resources-x.js'),
      'export const m = { "a.wasm": new URL("./a.wasm", import.meta.url) };\n' +
        'export const f = { share: { "b.v": new URL("./share/b.v", import.meta.url), "c": "inline" } };',
    );
    expect(yosysRuntimeFiles(dir)).toEqual(['gen/a.wasm', 'gen/bundle.js', 'gen/resources-x.js', 'gen/share/b.v']);
  });
});

describe('verilogWorkerChunk', () => {
  it('finds the worker chunk of a build, and nothing in a folder without one', () => {
    const dir = folder();
    mkdirSync(join(dir, 'chunks'));
    expect(verilogWorkerChunk(dir)).toBeUndefined();
    writeFileSync(join(dir, 'chunks', 'sim-worker-1a2b.js'), '');
    writeFileSync(join(dir, 'chunks', 'yosys-worker-a4816c90.js'), '');
    expect(verilogWorkerChunk(dir)).toBe('yosys-worker-a4816c90.js');
    expect(verilogWorkerChunk(join(dir, 'missing'))).toBeUndefined();
  });
});

describe('extractAsar', () => {
  it('writes packed files from the archive and unpacked ones from beside it, skipping links', () => {
    const dir = folder();
    const archive = join(dir, 'app.asar');
    writeFileSync(
      archive,
      asarFilesOf({
        'package.json': '{"type":"module"}',
        'out/main/index.js': 'export {};',
        'node_modules/pkg/gen/core.wasm': { unpacked: new Uint8Array([0, 97, 115, 109, 1]) },
        'node_modules/.bin/tool': { link: '../pkg/tool.js' },
      }),
    );
    mkdirSync(join(dir, 'app.asar.unpacked', 'node_modules', 'pkg', 'gen'), { recursive: true });
    writeFileSync(
      join(dir, 'app.asar.unpacked', 'node_modules', 'pkg', 'gen', 'core.wasm'),
      new Uint8Array([0, 97, 115, 109, 1]),
    );
    const target = join(dir, 'laid-out');
    expect(extractAsar(archive, target)).toBe(3);
    expect(readFileSync(join(target, 'package.json'), 'utf8')).toBe('{"type":"module"}');
    expect(readFileSync(join(target, 'out', 'main', 'index.js'), 'utf8')).toBe('export {};');
    expect([...readFileSync(join(target, 'node_modules', 'pkg', 'gen', 'core.wasm'))]).toEqual([0, 97, 115, 109, 1]);
  });
});
