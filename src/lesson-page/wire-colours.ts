import type { ExportScene } from '../renderer/src/model/export/export-scene';
import type { Point } from '../shared/routing/types';
import type { LiveValues } from './live-model';

/** The class of a wire for its value, as the canvas colours it (a bus is drawn thick, neutral). */
export function wireClass(id: string, values: LiveValues): string {
  if (values.buses[id] !== undefined) return 'cf-wire cf-wire-bus';
  const value = values.wires[id];
  return value === undefined ? 'cf-wire' : `cf-wire cf-wire-${value.toLowerCase()}`;
}

function onSegment(p: Point, a: Point, b: Point): boolean {
  if (a.x === b.x && p.x === a.x) return p.y >= Math.min(a.y, b.y) && p.y <= Math.max(a.y, b.y);
  if (a.y === b.y && p.y === a.y) return p.x >= Math.min(a.x, b.x) && p.x <= Math.max(a.x, b.x);
  return false;
}

/** For each junction dot (in order), a wire it lies on: the dot takes that wire's colour. */
export function junctionWires(scene: ExportScene): (string | undefined)[] {
  return scene.junctions.map((p) => {
    for (const { wire, points } of scene.wires)
      for (let i = 1; i < points.length; i++) if (onSegment(p, points[i - 1]!, points[i]!)) return wire.id;
    return undefined;
  });
}
