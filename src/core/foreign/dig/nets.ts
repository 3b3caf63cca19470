import type { DigWire, Point } from './document';

/** The key of a canvas point. */
export function pointKey(p: Point): string {
  return `${p.x},${p.y}`;
}

/**
 * Digital's nets from its wire geometry: wires whose end points coincide are one net (as in
 * Digital, only end points join: a wire crossing another, or a pin, in its middle does not), and
 * pins are on the net whose end point they sit on. Two pins on the same point are joined too.
 * `join` adds a connection the geometry does not show (a splitter passing a bus straight through).
 */
export class Nets {
  private readonly parent = new Map<string, string>();

  constructor(wires: readonly DigWire[]) {
    for (const w of wires) this.join(w.p1, w.p2);
  }

  /** Joins the nets of two points. */
  join(a: Point, b: Point): void {
    const ra = this.find(pointKey(a));
    const rb = this.find(pointKey(b));
    if (ra !== rb) this.parent.set(ra, rb);
  }

  /** The net of a point: the same text for every point of one net. */
  netOf(p: Point): string {
    return this.find(pointKey(p));
  }

  private find(key: string): string {
    let root = key;
    for (;;) {
      const up = this.parent.get(root);
      if (up === undefined || up === root) break;
      root = up;
    }
    // Path compression keeps later look-ups short.
    let node = key;
    while (node !== root) {
      const up = this.parent.get(node)!;
      this.parent.set(node, root);
      node = up;
    }
    return root;
  }
}
