import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareImports, dependencyClosure, runtimeImports, stagedManifest } from '../../scripts/desktop-app.mjs';

describe('bareImports', () => {
  it('finds the packages a built file imports, requires or loads lazily', () => {
    const source = [
      'import { z } from "zod";',
      "import Database from 'better-sqlite3';",
      'const m = await import("@scope/pkg/sub/path.js");',
      'const r = require("bindings")("x");',
      'export { a } from "zod/v4";',
    ].join('\n');
    expect([...bareImports(source)].sort()).toEqual(['@scope/pkg', 'better-sqlite3', 'bindings', 'zod']);
  });

  it('does not take code that merely has the word "from" before a string for an import', () => {
    const source = ['const from = point(attr(wire, "from"));', 'const to = point(attr(wire, "to"));'].join('\n');
    expect([...bareImports(source)]).toEqual([]);
  });

  it('skips the examples in doc comments that bundled libraries carry', () => {
    const source = [
      '/**',
      ' * @example',
      " *   import concatStream from 'concat-stream'",
      ' */',
      "// const x = require('left-pad')",
      'import { unified } from "unified"; // the one real import',
    ].join('\n');
    expect([...bareImports(source)]).toEqual(['unified']);
  });

  it('ignores Node’s own modules, electron and relative imports', () => {
    const source = [
      'import { join } from "node:path";',
      'import fs from "fs";',
      'import { createRequire } from "module";',
      'import { app } from "electron";',
      'import { x } from "./chunks/static-files.js";',
      'import y from "../renderer/y.js";',
    ].join('\n');
    expect([...bareImports(source)]).toEqual([]);
  });
});

/** A project folder with node_modules laid out as npm does: hoisted, with one nested conflict. */
function fakeProject() {
  const root = mkdtempSync(join(tmpdir(), 'circuitforge-stage-'));
  const pkg = (dir: string, manifest: Record<string, unknown>) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  };
  pkg(join(root, 'node_modules', 'app-dep'), {
    version: '1.0.0',
    dependencies: { shared: '^2', helper: '^1' },
    optionalDependencies: { 'not-installed': '^1' },
  });
  pkg(join(root, 'node_modules', 'app-dep', 'node_modules', 'shared'), { version: '2.0.0' });
  pkg(join(root, 'node_modules', 'shared'), { version: '1.0.0' });
  pkg(join(root, 'node_modules', 'helper'), { version: '1.2.0', dependencies: { shared: '^1' } });
  pkg(join(root, 'node_modules', 'dev-only'), { version: '9.0.0' });
  return root;
}

describe('dependencyClosure', () => {
  it('finds each runtime package the way Node resolves it, nested versions included, nothing else', () => {
    const root = fakeProject();
    const closure = dependencyClosure(root, ['app-dep']).map((p) => [p.dir.slice(root.length + 1), p.version]);
    expect(closure).toEqual([
      ['node_modules/app-dep', '1.0.0'],
      ['node_modules/app-dep/node_modules/shared', '2.0.0'],
      ['node_modules/helper', '1.2.0'],
      ['node_modules/shared', '1.0.0'],
    ]);
  });

  it('says what to do when a needed package is not installed', () => {
    expect(() => dependencyClosure(fakeProject(), ['missing'])).toThrow(
      /missing \(needed by the app\) is not installed: run npm install/,
    );
  });
});

describe('runtimeImports', () => {
  it('collects the imports of every built file under a folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'circuitforge-out-'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'index.js'), 'import { app } from "electron";\nimport "./chunks/a.js";');
    writeFileSync(join(dir, 'chunks', 'a.js'), 'import { z } from "zod";\nimport D from "better-sqlite3";');
    writeFileSync(join(dir, 'chunks', 'a.js.map'), '{"sources":["import x from \\"not-code\\""]}');
    expect(runtimeImports(dir)).toEqual(['better-sqlite3', 'zod']);
  });
});

describe('stagedManifest', () => {
  const project = {
    name: 'circuitforge',
    productName: 'CircuitForge',
    version: '0.1.0',
    type: 'module',
    main: 'out/main/index.js',
    scripts: { test: 'x' },
    dependencies: { zod: '4.6.7', react: '19.3.1', 'better-sqlite3': '12.11.1' },
    devDependencies: { electron: '45.4.1' },
  };

  it('keeps the identity and entry point and only the runtime dependencies', () => {
    expect(stagedManifest(project, ['better-sqlite3', 'zod'])).toEqual({
      name: 'circuitforge',
      productName: 'CircuitForge',
      version: '0.1.0',
      type: 'module',
      main: 'out/main/index.js',
      dependencies: { 'better-sqlite3': '12.11.1', zod: '4.6.7' },
    });
  });

  it('refuses a runtime import that is not a declared dependency', () => {
    expect(() => stagedManifest(project, ['lodash'])).toThrow(
      /imports lodash, which is not in package.json "dependencies"/,
    );
  });
});
