import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadWindowState, placeWindow, saveWindowState, type Rect, type WindowState } from './window-state';

const primary: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const right: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };
const state = (rect: Rect, extra: Partial<WindowState> = {}): WindowState => ({
  ...rect,
  maximized: false,
  fullScreen: false,
  ...extra,
});

function inside(rect: Rect | { x?: number; y?: number; width: number; height: number }, area: Rect): boolean {
  const x = rect.x ?? NaN;
  const y = rect.y ?? NaN;
  return x >= area.x && y >= area.y && x + rect.width <= area.x + area.width && y + rect.height <= area.y + area.height;
}

describe('placeWindow', () => {
  it('restores a window that is still on a display, as it was', () => {
    const saved = state({ x: 2000, y: 100, width: 1200, height: 800 }, { maximized: true });
    expect(placeWindow(saved, [primary, right], primary)).toEqual({
      bounds: { x: 2000, y: 100, width: 1200, height: 800 },
      maximized: true,
      fullScreen: false,
    });
  });

  it('centres the default window on the primary display when the saved display is gone', () => {
    const saved = state({ x: 2000, y: 100, width: 1200, height: 800 });
    expect(placeWindow(saved, [primary], primary)).toEqual({
      bounds: { x: 240, y: 70, width: 1440, height: 900 },
      maximized: false,
      fullScreen: false,
    });
  });

  it('centres the default window when nothing was saved, shrunk to a small display', () => {
    const small: Rect = { x: 0, y: 0, width: 1280, height: 720 };
    expect(placeWindow(undefined, [small], small).bounds).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
  });

  it('does not restore a window whose title bar is above the screen, even if its body is visible', () => {
    const saved = state({ x: 100, y: -500, width: 1000, height: 900 });
    expect(placeWindow(saved, [primary], primary).bounds).toEqual({ x: 240, y: 70, width: 1440, height: 900 });
  });

  it('pulls a window that hangs over a display’s edge back onto it', () => {
    const saved = state({ x: 1700, y: 600, width: 1000, height: 800 });
    expect(placeWindow(saved, [primary], primary).bounds).toEqual({ x: 920, y: 240, width: 1000, height: 800 });
  });

  const rect = (min: number, max: number) =>
    fc.record({
      x: fc.integer({ min, max }),
      y: fc.integer({ min, max }),
      width: fc.integer({ min: 200, max: 5000 }),
      height: fc.integer({ min: 200, max: 3000 }),
    });

  it('always opens the window entirely on one display (property)', () => {
    const seed = 7_331;
    fc.assert(
      fc.property(
        rect(-6000, 6000),
        fc.array(rect(-4000, 4000), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (saved, areas, maximized) => {
          const placement = placeWindow(state(saved, { maximized }), areas, areas[0]!);
          expect(
            areas.some((area) => inside(placement.bounds, area)),
            `seed ${seed}`,
          ).toBe(true);
          expect(placement.bounds.width).toBeLessThanOrEqual(Math.max(saved.width, 1440));
        },
      ),
      { seed, numRuns: 500 },
    );
  });

  it('keeps a saved window that fits on a display unchanged (property)', () => {
    const seed = 4_242;
    fc.assert(
      fc.property(rect(0, 1000), (saved) => {
        const big: Rect = { x: 0, y: 0, width: 7000, height: 5000 };
        expect(placeWindow(state(saved), [big], big).bounds, `seed ${seed}`).toEqual(saved);
      }),
      { seed, numRuns: 200 },
    );
  });
});

describe('loadWindowState and saveWindowState', () => {
  it('round-trip the state through a JSON file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'circuitforge-window-')), 'window-state.json');
    const saved = state({ x: -300, y: 20, width: 1000, height: 700 }, { fullScreen: true });
    await saveWindowState(file, saved);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(saved);
    expect(await loadWindowState(file)).toEqual(saved);
  });

  it('gives nothing for a missing or damaged file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'circuitforge-window-'));
    expect(await loadWindowState(join(dir, 'missing.json'))).toBeUndefined();
    writeFileSync(join(dir, 'torn.json'), '{"x": 1, "y":');
    writeFileSync(join(dir, 'wrong.json'), '{"x": "left", "y": 0, "width": 10, "height": 10}');
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(await loadWindowState(join(dir, 'torn.json'))).toBeUndefined();
      expect(await loadWindowState(join(dir, 'wrong.json'))).toBeUndefined();
    } finally {
      console.warn = warn;
    }
  });

  it('refuses to save nonsense', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'circuitforge-window-')), 'window-state.json');
    await expect(saveWindowState(file, state({ x: 0, y: 0, width: 0.5, height: 10 }))).rejects.toThrow();
  });
});
