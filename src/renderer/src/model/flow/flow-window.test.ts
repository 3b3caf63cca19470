import { describe, expect, it } from 'vitest';
import { circuitOf, part, wire } from '../../test-support/circuits';
import { areaCovers, flowWindow, windowArea } from './flow-window';
import { buildLodScene } from './lod-scene';

describe('the window of a large circuit given to React Flow', () => {
  const state = circuitOf(
    [
      part('near', 'SWITCH_TOGGLE', 'SW1', 0, 0),
      part('far', 'LED_RED', 'LED1', 5000, 0),
      part('away', 'NOT', 'G1', 0, 5000),
      part('picked', 'NOT', 'G2', -9000, -9000),
    ],
    [wire('long', 'near:out', 'far:anode')],
  );
  const scene = buildLodScene(state);

  it('holds what is near the view, the far end of its wires, and the selection', () => {
    const window = flowWindow(scene, { x: -100, y: -100, width: 400, height: 300 }, ['picked']);
    expect([...window.components].sort()).toEqual(['far', 'near', 'picked']);
    expect([...window.wires]).toEqual(['long']);
  });

  it('holds a wire that crosses the view though both its ends are outside', () => {
    const window = flowWindow(scene, { x: 2000, y: -50, width: 300, height: 100 }, []);
    expect([...window.wires]).toEqual(['long']);
    expect([...window.components].sort()).toEqual(['far', 'near']);
  });

  it('keeps serving a view until it nears the edge or the zoom changes a lot', () => {
    const view = { x: 0, y: 0, width: 800, height: 600 };
    const area = windowArea(view);
    expect(areaCovers(area, view)).toBe(true);
    expect(areaCovers(area, { ...view, x: 250 })).toBe(true);
    expect(areaCovers(area, { ...view, x: 400 })).toBe(false);
    expect(areaCovers(area, { x: 200, y: 150, width: 200, height: 150 })).toBe(false);
  });
});
