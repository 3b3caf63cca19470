import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOTTOM_DOCK_HEIGHT,
  MIN_CANVAS,
  clampDockSize,
  parseDockSizes,
  layoutDocks,
  stackRects,
  type DockSizes,
  type Rect,
} from './dock-layout';
import { DOCK_SIDES, PANEL_IDS, type DockSide, type PanelId } from './panel-placement';

const WIDTHS: Record<PanelId, number> = {
  inspector: 280,
  history: 260,
  truthTable: 300,
  problems: 340,
  tests: 340,
  waveform: 440,
  lessons: 440,
  lessonEditor: 720,
};
const widthOf = (id: PanelId) => WIDTHS[id];
const none: Record<DockSide, PanelId[]> = { left: [], right: [], bottom: [] };

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Rect, b: Rect) =>
  a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/** Each panel docked to a random side, or not docked; sides in a random order. */
const docking = fc
  .array(fc.constantFrom<DockSide | undefined>(...DOCK_SIDES, undefined), {
    minLength: PANEL_IDS.length,
    maxLength: PANEL_IDS.length,
  })
  .map((sides) => {
    const docked: Record<DockSide, PanelId[]> = { left: [], right: [], bottom: [] };
    sides.forEach((side, i) => {
      if (side) docked[side].push(PANEL_IDS[i]!);
    });
    return docked;
  });
const stage = fc.record({ width: fc.integer({ min: 0, max: 3000 }), height: fc.integer({ min: 0, max: 2000 }) });
const sizes: fc.Arbitrary<DockSizes> = fc.record(
  {
    left: fc.integer({ min: 180, max: 720 }),
    right: fc.integer({ min: 180, max: 720 }),
    bottom: fc.integer({ min: 100, max: 600 }),
  },
  { requiredKeys: [] },
);

describe('docking panels beside the canvas', () => {
  it('gives the whole stage to the canvas when nothing is docked', () => {
    expect(layoutDocks({ width: 1200, height: 800 }, none, widthOf)).toEqual({
      canvas: { x: 0, y: 0, width: 1200, height: 800 },
      docks: {},
      panels: {},
    });
  });

  it('puts a right dock as wide as its widest panel beside the canvas, the panels stacked in order', () => {
    const layout = layoutDocks({ width: 1200, height: 800 }, { ...none, right: ['history', 'truthTable'] }, widthOf);
    expect(layout.canvas).toEqual({ x: 0, y: 0, width: 900, height: 800 });
    expect(layout.docks.right).toEqual({ x: 900, y: 0, width: 300, height: 800 });
    expect(layout.panels.history).toEqual({ x: 900, y: 0, width: 300, height: 400 });
    expect(layout.panels.truthTable).toEqual({ x: 900, y: 400, width: 300, height: 400 });
  });

  it('puts the bottom dock under the canvas, between the side docks, its panels side by side', () => {
    const layout = layoutDocks(
      { width: 1200, height: 800 },
      { left: ['inspector'], right: [], bottom: ['history', 'problems'] },
      widthOf,
    );
    expect(layout.canvas).toEqual({ x: 280, y: 0, width: 920, height: 800 - BOTTOM_DOCK_HEIGHT });
    expect(layout.docks.bottom).toEqual({ x: 280, y: 580, width: 920, height: BOTTOM_DOCK_HEIGHT });
    expect(layout.panels.history).toEqual({ x: 280, y: 580, width: 460, height: BOTTOM_DOCK_HEIGHT });
    expect(layout.panels.problems).toEqual({ x: 740, y: 580, width: 460, height: BOTTOM_DOCK_HEIGHT });
  });

  it('gives a resized dock its size, and a side with no panel none', () => {
    const sizes: DockSizes = { left: 400, right: 500, bottom: 300 };
    const layout = layoutDocks(
      { width: 1600, height: 900 },
      { ...none, left: ['history'], bottom: ['problems'] },
      widthOf,
      sizes,
    );
    expect(layout.docks.left).toEqual({ x: 0, y: 0, width: 400, height: 900 });
    expect(layout.docks.right).toBeUndefined();
    expect(layout.docks.bottom).toEqual({ x: 400, y: 600, width: 1200, height: 300 });
    expect(layout.canvas).toEqual({ x: 400, y: 0, width: 1200, height: 600 });
  });

  it('keeps a resized dock within its range', () => {
    expect(clampDockSize('left', 20)).toBe(180);
    expect(clampDockSize('right', 5000)).toBe(720);
    expect(clampDockSize('bottom', 250.4)).toBe(250);
  });

  it('reads kept dock sizes back, clamped, and ignores what it cannot read', () => {
    expect(parseDockSizes(JSON.stringify({ left: 300, right: 9000, bottom: 'x' }))).toEqual({ left: 300, right: 720 });
    expect(parseDockSizes('{oops')).toEqual({});
    expect(parseDockSizes(null)).toEqual({});
  });

  it('shrinks the docks so a small window keeps a usable canvas', () => {
    const layout = layoutDocks(
      { width: 700, height: 300 },
      { left: ['problems'], right: ['truthTable'], bottom: ['history'] },
      widthOf,
    );
    expect(layout.canvas.width).toBe(MIN_CANVAS.width);
    expect(layout.canvas.height).toBe(MIN_CANVAS.height);
  });

  it('never lets a dock or a docked panel overlap the canvas, and keeps all inside the stage (seeded)', () => {
    const seed = 1515;
    fc.assert(
      fc.property(stage, docking, sizes, (size, docked, resized) => {
        const layout = layoutDocks(size, docked, widthOf, resized);
        const whole = { x: 0, y: 0, width: size.width, height: size.height };
        expect(inside(layout.canvas, whole)).toBe(true);
        expect(layout.canvas.width).toBeGreaterThanOrEqual(Math.min(size.width, MIN_CANVAS.width));
        expect(layout.canvas.height).toBeGreaterThanOrEqual(Math.min(size.height, MIN_CANVAS.height));
        const rects = [...Object.values(layout.docks), ...Object.values(layout.panels)];
        for (const rect of rects) {
          expect(overlap(rect, layout.canvas)).toBe(false);
          expect(inside(rect, whole)).toBe(true);
        }
        // Every docked panel has its place in its own dock, and the docks do not overlap one another.
        for (const side of DOCK_SIDES) {
          for (const id of docked[side]) expect(inside(layout.panels[id]!, layout.docks[side]!)).toBe(true);
          for (const other of DOCK_SIDES) {
            if (other !== side && layout.docks[side] && layout.docks[other]) {
              expect(overlap(layout.docks[side], layout.docks[other])).toBe(false);
            }
          }
        }
      }),
      { seed, numRuns: 400 },
    );
  });
});

describe('stacking the panels of a dock', () => {
  it('covers the dock exactly, without overlaps, whatever the count (seeded)', () => {
    const seed = 4242;
    fc.assert(
      fc.property(
        fc.record({
          x: fc.integer({ min: 0, max: 500 }),
          y: fc.integer({ min: 0, max: 500 }),
          width: fc.integer({ min: 0, max: 900 }),
          height: fc.integer({ min: 0, max: 900 }),
        }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom<'column' | 'row'>('column', 'row'),
        (dock, count, direction) => {
          const rects = stackRects(dock, count, direction);
          expect(rects).toHaveLength(count);
          const area = rects.reduce((sum, r) => sum + r.width * r.height, 0);
          expect(area).toBe(dock.width * dock.height);
          rects.forEach((r, i) => {
            expect(inside(r, dock)).toBe(true);
            rects.slice(i + 1).forEach((other) => expect(overlap(r, other)).toBe(false));
          });
        },
      ),
      { seed, numRuns: 300 },
    );
  });
});
