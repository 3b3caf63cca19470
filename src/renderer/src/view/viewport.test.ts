import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearAreaOf,
  revealViewport,
  unionBox,
  viewportAfterResize,
  type CanvasView,
  type ScreenArea,
} from './viewport';

const box = fc.record({
  x: fc.integer({ min: -2000, max: 2000 }),
  y: fc.integer({ min: -2000, max: 2000 }),
  width: fc.integer({ min: 10, max: 400 }),
  height: fc.integer({ min: 10, max: 400 }),
});

const view: fc.Arbitrary<CanvasView> = fc.record({
  width: fc.integer({ min: 400, max: 2000 }),
  height: fc.integer({ min: 300, max: 1400 }),
  transform: fc.tuple(
    fc.integer({ min: -5000, max: 5000 }),
    fc.integer({ min: -5000, max: 5000 }),
    fc.double({ min: 0.05, max: 2, noNaN: true }),
  ),
});

/** Panels over the canvas: one in the top-left corner (the problem list), one on the right (the inspector). */
const panelsFor = (v: CanvasView) =>
  fc.tuple(
    fc
      .record({
        right: fc.integer({ min: 50, max: Math.floor(v.width * 0.45) }),
        bottom: fc.integer({ min: 50, max: Math.floor(v.height * 0.9) }),
      })
      .map(({ right, bottom }) => ({ left: 10, top: 10, right, bottom })),
    fc
      .record({
        width: fc.integer({ min: 100, max: Math.floor(v.width * 0.3) }),
        bottom: fc.integer({ min: 50, max: v.height - 10 }),
      })
      .map(({ width, bottom }) => ({ left: v.width - 10 - width, top: 10, right: v.width - 10, bottom })),
  );

const overlap = (a: ScreenArea, b: ScreenArea) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where boxes land on the screen under a viewport. */
function onScreen(
  boxes: readonly { x: number; y: number; width: number; height: number }[],
  { x, y, zoom }: { x: number; y: number; zoom: number },
): ScreenArea {
  return {
    left: Math.min(...boxes.map((b) => b.x * zoom + x)),
    top: Math.min(...boxes.map((b) => b.y * zoom + y)),
    right: Math.max(...boxes.map((b) => (b.x + b.width) * zoom + x)),
    bottom: Math.max(...boxes.map((b) => (b.y + b.height) * zoom + y)),
  };
}

const inside = (a: ScreenArea, b: ScreenArea) =>
  a.left >= b.left - 1e-6 && a.top >= b.top - 1e-6 && a.right <= b.right + 1e-6 && a.bottom <= b.bottom + 1e-6;

describe('revealing components', () => {
  it('puts them inside the clear part of the canvas, or leaves the view when they are there already', () => {
    fc.assert(
      fc.property(
        view.chain((v) => fc.tuple(fc.constant(v), panelsFor(v), fc.array(box, { minLength: 1, maxLength: 6 }))),
        ([v, panels, boxes]) => {
          const clear = clearAreaOf(v, panels);
          // The clear part misses every panel (none of these leaves too little room to reveal in).
          for (const panel of panels) expect(overlap(clear, panel)).toBe(false);
          const next = revealViewport(v, boxes, clear);
          const [x, y, zoom] = v.transform;
          const shown = onScreen(boxes, next ?? { x, y, zoom });
          // (Boxes too far apart to fit at the smallest zoom are the one case left out: never generated.)
          expect(inside(shown, clear)).toBe(true);
        },
      ),
    );
  });

  it('moves a component hidden under a panel out beside it, at the same zoom', () => {
    const v: CanvasView = { width: 1000, height: 800, transform: [0, 0, 1] };
    const panel = { left: 10, top: 10, right: 380, bottom: 400 };
    const clear = clearAreaOf(v, [panel]);
    expect(clear).toEqual({ left: 380, top: 0, right: 1000, bottom: 800 });
    const hidden = [{ x: 100, y: 100, width: 60, height: 40 }];
    // Without the panel it is in view, and nothing would move.
    expect(revealViewport(v, hidden)).toBeUndefined();
    const next = revealViewport(v, hidden, clear);
    expect(next).toEqual({ x: 690 - 130, y: 400 - 120, zoom: 1 });
  });

  it('uses the strip below a wide panel, and the whole canvas when a panel leaves almost nothing', () => {
    const v = { width: 1000, height: 800 };
    expect(clearAreaOf(v, [{ left: 0, top: 0, right: 900, bottom: 200 }])).toEqual({
      left: 0,
      top: 200,
      right: 1000,
      bottom: 800,
    });
    expect(clearAreaOf(v, [{ left: 0, top: 0, right: 980, bottom: 780 }])).toEqual({
      left: 0,
      top: 0,
      right: 1000,
      bottom: 800,
    });
    // A panel off the canvas covers nothing.
    expect(clearAreaOf(v, [{ left: 1200, top: 0, right: 1500, bottom: 200 }])).toEqual({
      left: 0,
      top: 0,
      right: 1000,
      bottom: 800,
    });
    // The problem list on the left and the inspector on the right: the band between them.
    expect(
      clearAreaOf(v, [
        { left: 10, top: 10, right: 380, bottom: 400 },
        { left: 720, top: 10, right: 990, bottom: 560 },
      ]),
    ).toEqual({ left: 380, top: 0, right: 720, bottom: 800 });
  });
});

describe('keeping the circuit in view when the canvas changes size', () => {
  it('keeps in view what of the circuit was in view (seeded)', () => {
    const seed = 7331;
    const size = fc.record({ width: fc.integer({ min: 200, max: 3000 }), height: fc.integer({ min: 150, max: 2000 }) });
    fc.assert(
      fc.property(view, size, box, (v, after, content) => {
        const [x, y, zoom] = v.transform;
        const next = viewportAfterResize({ x, y, zoom }, v, after, content);
        const seen = (t: { x: number; y: number; zoom: number }, w: number, h: number) => ({
          left: Math.max(content.x, -t.x / t.zoom),
          top: Math.max(content.y, -t.y / t.zoom),
          right: Math.min(content.x + content.width, (w - t.x) / t.zoom),
          bottom: Math.min(content.y + content.height, (h - t.y) / t.zoom),
        });
        const was = seen({ x, y, zoom }, v.width, v.height);
        if (was.right <= was.left || was.bottom <= was.top) {
          // Nothing of it was in view: the centre of the view stays the centre.
          const centre = { x: (v.width / 2 - x) / zoom, y: (v.height / 2 - y) / zoom };
          expect(centre.x * next.zoom + next.x).toBeCloseTo(after.width / 2, 6);
          expect(centre.y * next.zoom + next.y).toBeCloseTo(after.height / 2, 6);
          return;
        }
        const now = seen(next, after.width, after.height);
        const eps =
          1e-6 * Math.max(1, Math.abs(was.left), Math.abs(was.right), Math.abs(was.top), Math.abs(was.bottom));
        expect(now.left).toBeLessThanOrEqual(was.left + eps);
        expect(now.top).toBeLessThanOrEqual(was.top + eps);
        expect(now.right).toBeGreaterThanOrEqual(was.right - eps);
        expect(now.bottom).toBeGreaterThanOrEqual(was.bottom - eps);
      }),
      { seed, numRuns: 300 },
    );
  });

  it('leaves the view alone when what was seen still fits', () => {
    const viewport = { x: 0, y: 0, zoom: 1 };
    const content = { x: 100, y: 100, width: 200, height: 100 };
    expect(viewportAfterResize(viewport, { width: 1000, height: 800 }, { width: 700, height: 800 }, content)).toBe(
      viewport,
    );
  });
});

describe('the box to fit', () => {
  it('holds the circuit and every note, or is undefined when there is nothing', () => {
    const circuit = { x: 0, y: 0, width: 400, height: 200 };
    const note = { x: -120, y: 180, width: 100, height: 60 };
    expect(unionBox([circuit, note])).toEqual({ x: -120, y: 0, width: 520, height: 240 });
    expect(unionBox([note])).toEqual(note);
    expect(unionBox([])).toBeUndefined();
  });
});
