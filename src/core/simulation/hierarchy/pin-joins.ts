import type { PinRef, Wire } from '../../../shared/circuit/types';

/** Where a wire of a flattened circuit ends: a part's pin, or a join point (an instance pin and its inner port). */
export type End = PinRef | number;

/**
 * The wires of a flattened circuit, whose ends may be join points: an instance pin and the inner
 * port of the same name are one point, and points joined by wires are one group (union-find over
 * integers). Resolving ends each wire on real pins: a point becomes its group's first real pin, so
 * the nets are the same as if the points were parts that only join, and every wire keeps its id
 * (its value reads its net). A wire between points of a group with no real pin joins nothing and
 * is left out.
 */
export class PinJoins {
  private readonly parent: number[] = [];
  private readonly wires: { readonly id: string; readonly from: End; readonly to: End; readonly kept?: Wire }[] = [];

  /** A new join point (its caller keeps which pin of which instance it is). */
  point(): number {
    const point = this.parent.length;
    this.parent.push(point);
    return point;
  }

  /** A wire between two ends. */
  wire(id: string, from: End, to: End): void {
    if (typeof from === 'number' && typeof to === 'number') this.union(from, to);
    this.wires.push({ id, from, to });
  }

  /** A wire between two real pins, kept as it is (the top circuit's own wires). */
  keep(wire: Wire): void {
    this.wires.push({ id: wire.id, from: wire.from, to: wire.to, kept: wire });
  }

  /** The wires on real pins, in the order they were given. */
  resolve(): Wire[] {
    const wires = this.wires;
    const first: (PinRef | undefined)[] = new Array<PinRef | undefined>(this.parent.length);
    const claim = (point: number, pin: PinRef) => {
      const root = this.root(point);
      if (first[root] === undefined) first[root] = pin;
    };
    for (let i = 0; i < wires.length; i++) {
      const w = wires[i]!;
      if (typeof w.from === 'number' && typeof w.to !== 'number') claim(w.from, w.to);
      else if (typeof w.to === 'number' && typeof w.from !== 'number') claim(w.to, w.from);
    }
    const real = (end: End) => (typeof end === 'number' ? first[this.root(end)] : end);
    const out: Wire[] = [];
    for (let i = 0; i < wires.length; i++) {
      const w = wires[i]!;
      if (w.kept) {
        out.push(w.kept);
        continue;
      }
      const from = real(w.from);
      const to = real(w.to);
      if (from && to) out.push({ id: w.id, from, to });
    }
    return out;
  }

  private union(a: number, b: number): void {
    const ra = this.root(a);
    const rb = this.root(b);
    if (ra !== rb) this.parent[ra] = rb;
  }

  private root(x: number): number {
    const parent = this.parent;
    while (parent[x] !== x) {
      const up = parent[parent[x]!]!;
      parent[x] = up;
      x = up;
    }
    return x;
  }
}
