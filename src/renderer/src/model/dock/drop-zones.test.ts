import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutDocks, type Rect } from './dock-layout';
import { DOCK_SIDES, PANEL_IDS, type DockSide, type PanelId } from './panel-placement';
import { ZONE_DEPTH, dropZones, insertIndexAt, zoneAt } from './drop-zones';

const widthOf = () => 300;

describe('where a dragged panel docks', () => {
  const empty = layoutDocks({ width: 1200, height: 800 }, { left: [], right: [], bottom: [] }, widthOf);

  it('docks near the left, right and bottom edges, and floats elsewhere', () => {
    const zones = dropZones(empty);
    expect(zoneAt(zones, { x: 10, y: 400 })).toBe('left');
    expect(zoneAt(zones, { x: 1190, y: 20 })).toBe('right');
    expect(zoneAt(zones, { x: 600, y: 790 })).toBe('bottom');
    expect(zoneAt(zones, { x: 600, y: 400 })).toBeUndefined();
    expect(zoneAt(zones, { x: ZONE_DEPTH + 1, y: 400 })).toBeUndefined();
  });

  it('counts a bottom corner as the side dock, not the bottom one', () => {
    const zones = dropZones(empty);
    expect(zoneAt(zones, { x: 5, y: 795 })).toBe('left');
    expect(zoneAt(zones, { x: 1195, y: 795 })).toBe('right');
  });

  it('covers a dock that is already there, so a panel joins it anywhere over it', () => {
    const layout = layoutDocks({ width: 1200, height: 800 }, { left: [], right: ['history'], bottom: [] }, widthOf);
    const zones = dropZones(layout);
    expect(zones.right).toEqual({ x: 900, y: 0, width: 300, height: 800 });
    expect(zoneAt(zones, { x: 910, y: 400 })).toBe('right');
    expect(zoneAt(zones, { x: 880, y: 400 })).toBeUndefined();
  });

  it('puts a panel dropped on a dock before the first panel whose middle it has not passed', () => {
    const rects = [
      { x: 0, y: 0, width: 300, height: 400 },
      { x: 0, y: 400, width: 300, height: 400 },
    ];
    expect(insertIndexAt(rects, { x: 10, y: 100 }, 'column')).toBe(0);
    expect(insertIndexAt(rects, { x: 10, y: 300 }, 'column')).toBe(1);
    expect(insertIndexAt(rects, { x: 10, y: 700 }, 'column')).toBe(2);
    expect(insertIndexAt([], { x: 10, y: 700 }, 'row')).toBe(0);
  });
});

describe('drop zones on any stage', () => {
  const overlap = (a: Rect, b: Rect) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const inside = (a: Rect, b: Rect) =>
    a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

  it('never overlap one another, lie inside the stage and cover the docks (seeded)', () => {
    const seed = 8080;
    fc.assert(
      fc.property(
        fc.record({ width: fc.integer({ min: 0, max: 3000 }), height: fc.integer({ min: 0, max: 2000 }) }),
        fc.array(fc.constantFrom<DockSide | undefined>(...DOCK_SIDES, undefined), {
          minLength: PANEL_IDS.length,
          maxLength: PANEL_IDS.length,
        }),
        fc.record({ left: fc.integer({ min: 180, max: 720 }), right: fc.integer({ min: 180, max: 720 }) }),
        (stage, sides, sizes) => {
          const docked: Record<DockSide, PanelId[]> = { left: [], right: [], bottom: [] };
          sides.forEach((side, i) => {
            if (side) docked[side].push(PANEL_IDS[i]!);
          });
          const layout = layoutDocks(stage, docked, widthOf, sizes);
          const zones = dropZones(layout);
          const whole = { x: 0, y: 0, width: stage.width, height: stage.height };
          for (const side of DOCK_SIDES) {
            expect(inside(zones[side], whole)).toBe(true);
            const dock = layout.docks[side];
            // A side dock is wholly its zone; the bottom one is, but for the corners the side zones take.
            if (dock && side !== 'bottom' && dock.width > 0) expect(inside(dock, zones[side])).toBe(true);
            if (dock && side === 'bottom') expect(zones.bottom.height).toBeGreaterThanOrEqual(dock.height);
            for (const other of DOCK_SIDES) {
              if (other !== side) expect(overlap(zones[side], zones[other])).toBe(false);
            }
          }
        },
      ),
      { seed, numRuns: 400 },
    );
  });
});
