import { describe, expect, it } from 'vitest';
import { halfAdder } from '../../test-support/circuits';
import { pinPosition } from '../../../../shared/layout/geometry';
import { buildLodScene, countInRect, hitComponent } from './lod-scene';

describe('the level-of-detail scene', () => {
  it('runs every wire from its driver pin to the pin it drives', () => {
    const state = halfAdder();
    const scene = buildLodScene(state);
    expect(scene.componentIds).toHaveLength(9);
    expect(scene.wireIds).toHaveLength(10);
    scene.wireIds.forEach((id, j) => {
      const w = state.wire(id)!;
      const from = pinPosition(state.component(w.from.component)!, w.from.pin)!;
      const to = pinPosition(state.component(w.to.component)!, w.to.pin)!;
      expect([scene.wires[j * 4], scene.wires[j * 4 + 1]]).toEqual([from.x, from.y]);
      expect([scene.wireEnds[j], scene.wires[j * 4 + 3]]).toEqual([to.x, to.y]);
    });
    expect(scene.bounds).toEqual({ x: 0, y: 0, width: 480, height: 140 });
    // Exactly the wires with no logic pin at either end (LED cathode, resistor, ground) are electrical.
    expect(scene.wireIds.filter((_, j) => scene.wireElectrical[j] === 1).sort()).toEqual(['w10', 'w7', 'w8', 'w9']);
  });

  it('finds the component under a point and counts what a rectangle shows', () => {
    const scene = buildLodScene(halfAdder());
    expect(hitComponent(scene, 130, 20)).toBe('xor');
    expect(hitComponent(scene, 100, 300)).toBeUndefined();
    expect(countInRect(scene, -10, -10, 100, 200)).toBe(2);
    expect(countInRect(scene, -1000, -1000, 5000, 5000)).toBe(9);
  });
});
