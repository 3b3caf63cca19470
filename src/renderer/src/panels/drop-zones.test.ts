import { describe, expect, it } from 'vitest';
import { layoutDocks } from './dock-layout';
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
