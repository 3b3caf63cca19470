import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampFloating, floatingMaxHeight } from './floating';

describe('keeping a floating panel inside the canvas', () => {
  it('leaves a panel that lies inside where it is', () => {
    expect(clampFloating({ x: 40, y: 60 }, { width: 260, height: 300 }, { width: 900, height: 700 })).toEqual({
      x: 40,
      y: 60,
    });
  });

  it('pulls a panel dragged past an edge back inside', () => {
    const area = { width: 900, height: 700 };
    const size = { width: 260, height: 300 };
    expect(clampFloating({ x: -80, y: -5 }, size, area)).toEqual({ x: 0, y: 0 });
    expect(clampFloating({ x: 800, y: 650 }, size, area)).toEqual({ x: 640, y: 400 });
  });

  it('keeps the header of a panel larger than the canvas in its top-left corner', () => {
    expect(clampFloating({ x: 50, y: 50 }, { width: 500, height: 900 }, { width: 400, height: 600 })).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('always puts a panel that fits wholly inside the canvas (seeded)', () => {
    const seed = 9001;
    fc.assert(
      fc.property(
        fc.record({ width: fc.integer({ min: 1, max: 3000 }), height: fc.integer({ min: 1, max: 2000 }) }),
        fc.record({
          x: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
          y: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (area, at, fw, fh) => {
          const size = { width: Math.floor(area.width * fw), height: Math.floor(area.height * fh) };
          const p = clampFloating(at, size, area);
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.x + size.width).toBeLessThanOrEqual(area.width);
          expect(p.y + size.height).toBeLessThanOrEqual(area.height);
        },
      ),
      { seed, numRuns: 500 },
    );
  });

  it('lets a floating panel grow with the canvas, but never below a usable height', () => {
    expect(floatingMaxHeight(900)).toBe(716);
    expect(floatingMaxHeight(250)).toBe(160);
  });
});
