import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as runCli } from '../test-support/run';
import { registerImage } from './image';

const FIXTURES = join(process.cwd(), 'tests/fixtures/cli-image');
const GOLDEN_SVG = join(FIXTURES, 'half-adder.svg');
const run = (...argv: string[]) => runCli(['image', ...argv], FIXTURES, { commands: [registerImage] });

let out: string;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'cf-image-'));
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

/** The corners of every wire path of an SVG document. */
function wirePaths(svg: string): { x: number; y: number }[][] {
  return [...svg.matchAll(/class="cf-wire" data-wire="[^"]+" d="([^"]+)"/g)].map((m) =>
    [...m[1]!.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((p) => ({ x: Number(p[1]), y: Number(p[2]) })),
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('circuitforge image', () => {
  it('writes the SVG of a half adder to standard output, the same document every time (golden file)', async () => {
    const first = await run('half-adder.json');
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    if (process.env.UPDATE_GOLDEN === '1') await writeFile(GOLDEN_SVG, first.out);
    expect(first.out).toBe(await readFile(GOLDEN_SVG, 'utf8'));
    expect((await run('half-adder.json')).out).toBe(first.out);
  });

  it("draws every wire along the router's orthogonal route, with dots where wires branch", async () => {
    const { out: svg } = await run('half-adder.json');
    const paths = wirePaths(svg);
    expect(paths).toHaveLength(10);
    for (const points of paths) {
      expect(points.length).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < points.length; i++) {
        const [a, b] = [points[i - 1]!, points[i]!];
        expect(a.x === b.x || a.y === b.y, `segment ${JSON.stringify([a, b])} is not orthogonal`).toBe(true);
      }
    }
    // A and B each feed two gates; R1 and R2 meet on their way to ground.
    expect(svg.match(/class="cf-junction"/g)).toHaveLength(3);
    for (const label of ['A', 'B', 'X1', 'A1', 'SUM', 'CARRY', 'R1', 'R2', 'GND1']) expect(svg).toContain(`>${label}<`);
  });

  it('names each subcircuit instance after the circuit it places, as the canvas does', async () => {
    const { out: svg, code } = await run('adder-4bit.json');
    expect(code).toBe(0);
    expect(svg.match(/>Full adder \(subcircuit\)</g)).toHaveLength(4);
    expect(svg).not.toContain('>SUB<');
  });

  it('writes a PNG at twice the size of the SVG, with the PNG signature', async () => {
    const { out: svg } = await run('half-adder.json');
    const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg)!;
    const file = join(out, 'half-adder.png');
    const result = await run('half-adder.json', '-o', file);
    expect(result.code).toBe(0);
    expect(result.err).toContain(`(${Number(width) * 2} × ${Number(height) * 2} px)`);
    const png = await readFile(file);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(png)).toEqual({ width: Number(width) * 2, height: Number(height) * 2 });
  });

  it('takes the format from --svg/--png or the file name, and the background and grid from the options', async () => {
    const file = join(out, 'white.svg');
    expect((await run('half-adder.json', '-o', file, '--background', 'white', '--grid')).code).toBe(0);
    const svg = await readFile(file, 'utf8');
    expect(svg).toContain('class="cf-background"');
    expect(svg).toMatch(/class="cf-background"[^>]*fill="#ffffff"/);
    expect(svg).toContain('id="cf-grid"');
    expect((await run('half-adder.json')).out).not.toContain('id="cf-grid"');
    const forced = join(out, 'forced.img');
    expect((await run('half-adder.json', '--png', '-o', forced)).code).toBe(0);
    expect((await readFile(forced)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('says clearly what is wrong with the options, and draws nothing (exit 2)', async () => {
    const png = await run('half-adder.json', '--png');
    expect(png).toMatchObject({ code: 2, out: '' });
    expect(png.err).toContain('add -o with a file name');
    const both = await run('half-adder.json', '--png', '--svg', '-o', join(out, 'x.png'));
    expect(both.err).toContain('Choose one format');
    const dark = await run('half-adder.json', '--background', 'dark');
    expect(dark).toMatchObject({ code: 2, out: '' });
    expect(dark.err).toContain('There is no "dark" background: use light or white');
  });

  it('says which file cannot be opened and why, without a stack trace (exit 2)', async () => {
    const missing = await run('no-such-circuit.json');
    expect(missing).toMatchObject({ code: 2, out: '' });
    expect(missing.err).toContain('no-such-circuit.json');
    const notACircuit = join(out, 'not-a-circuit.json');
    await writeFile(notACircuit, 'this is not a circuit');
    const garbage = await run(notACircuit);
    expect(garbage).toMatchObject({ code: 2, out: '' });
    expect(garbage.err).toContain('not-a-circuit.json');
    expect(garbage.err).not.toMatch(/\bat .*\.ts:\d+|INVALID_FILE/);
  });

  it('says why the image cannot be written (exit 1)', async () => {
    const result = await run('half-adder.json', '-o', join(out, 'no-such-folder', 'x.svg'));
    expect(result.code).toBe(1);
    expect(result.err).toContain('its folder does not exist');
  });
});
