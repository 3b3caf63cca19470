import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write';

const fresh = () => mkdtempSync(join(tmpdir(), 'circuitforge-atomic-'));

describe('writeFileAtomic', () => {
  it('creates a file and leaves nothing else behind', async () => {
    const dir = fresh();
    await writeFileAtomic(join(dir, 'a.json'), '{"a":1}\n');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('{"a":1}\n');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('replaces an existing file whole', async () => {
    const dir = fresh();
    writeFileSync(join(dir, 'a.json'), 'x'.repeat(10_000));
    await writeFileAtomic(join(dir, 'a.json'), new TextEncoder().encode('short'));
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('short');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('throws and leaves no temporary file when the target cannot be replaced', async () => {
    const dir = fresh();
    mkdirSync(join(dir, 'taken'));
    writeFileSync(join(dir, 'taken', 'inside'), 'kept');
    await expect(writeFileAtomic(join(dir, 'taken'), 'data')).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
    expect(readFileSync(join(dir, 'taken', 'inside'), 'utf8')).toBe('kept');
  });

  it('throws when the folder does not exist', async () => {
    await expect(writeFileAtomic(join(fresh(), 'missing', 'a.json'), 'data')).rejects.toThrow(/ENOENT/);
  });

  it(
    'leaves the old or the new file whole when the writer is killed at a random moment',
    { timeout: 120_000 },
    async () => {
      const seed = Number(process.env.CIRCUITFORGE_SEED ?? 20240611);
      let state = seed;
      const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const dir = fresh();
      const target = join(dir, 'circuit.json');
      const writer = join(import.meta.dirname, 'test-support', 'atomic-writer.ts');
      // Each round starts a child (about a second with tsx); CIRCUITFORGE_CRASH_ROUNDS runs more.
      const rounds = Number(process.env.CIRCUITFORGE_CRASH_ROUNDS ?? 3);
      for (let round = 0; round < rounds; round++) {
        const child = spawn(process.execPath, ['--import', 'tsx', writer, target], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
        await new Promise((resolve) => setTimeout(resolve, 5 + random() * 120));
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
        const text = readFileSync(target, 'utf8');
        const tag = text[0]!;
        expect(['A', 'B'], `seed ${seed}, round ${round}`).toContain(tag);
        expect(text, `seed ${seed}, round ${round}: torn file`).toBe(`${tag}\n${tag.repeat(4 * 1024 * 1024)}\nend\n`);
      }
    },
  );
});
