import type { Rotation } from '../../../shared/components/geometry';

/** Where a Logisim part points (its output side, for most parts). */
export type Facing = 'east' | 'west' | 'north' | 'south';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A Logisim facing from its attribute text; anything else is the default. */
export function facingOf(text: string | undefined, fallback: Facing = 'east'): Facing {
  return text === 'east' || text === 'west' || text === 'north' || text === 'south' ? text : fallback;
}

/** Our clockwise rotation for a part drawn facing east when unrotated. */
export function rotationOf(facing: Facing): Rotation {
  return facing === 'east' ? 0 : facing === 'south' ? 90 : facing === 'west' ? 180 : 270;
}

/** The opposite direction. */
export function reverse(facing: Facing): Facing {
  return facing === 'east' ? 'west' : facing === 'west' ? 'east' : facing === 'north' ? 'south' : 'north';
}

/**
 * Logisim's `Location.translate(dir, dist, right)`: `dist` along `dir`, `right` across it (to the
 * right of east is south).
 */
export function translate(p: Point, dir: Facing, dist: number, right = 0): Point {
  switch (dir) {
    case 'east':
      return { x: p.x + dist, y: p.y + right };
    case 'west':
      return { x: p.x - dist, y: p.y - right };
    case 'south':
      return { x: p.x - right, y: p.y + dist };
    case 'north':
      return { x: p.x + right, y: p.y - dist };
  }
}

/**
 * An offset given for a part facing east, turned as the whole part turns when it faces `facing`
 * (Logisim's `Location.rotate` from east, about the anchor).
 */
export function turn(offset: Point, facing: Facing): Point {
  const degrees = facing === 'east' ? 0 : facing === 'north' ? 90 : facing === 'west' ? 180 : 270;
  return turnBy(offset, degrees);
}

/** Logisim's counter-clockwise (on screen) turn of an offset by 0, 90, 180 or 270 degrees. */
export function turnBy(offset: Point, degrees: number): Point {
  const d = ((degrees % 360) + 360) % 360;
  if (d === 90) return { x: offset.y, y: -offset.x };
  if (d === 180) return { x: -offset.x, y: -offset.y };
  if (d === 270) return { x: -offset.y, y: offset.x };
  return offset;
}

export function degreesOf(facing: Facing): number {
  return facing === 'east' ? 0 : facing === 'north' ? 90 : facing === 'west' ? 180 : 270;
}

export function pointKey(p: Point): string {
  return `${p.x},${p.y}`;
}

/** Union–find over keys: the nets of a circuit's points. */
export class Nets {
  private readonly parent = new Map<string, string>();

  add(key: string): void {
    if (!this.parent.has(key)) this.parent.set(key, key);
  }

  has(key: string): boolean {
    return this.parent.has(key);
  }

  find(key: string): string {
    this.add(key);
    let root = key;
    while (this.parent.get(root) !== root) root = this.parent.get(root)!;
    let at = key;
    while (at !== root) {
      const next = this.parent.get(at)!;
      this.parent.set(at, root);
      at = next;
    }
    return root;
  }

  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
  }
}
