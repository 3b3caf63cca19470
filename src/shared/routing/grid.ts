import type { PinSide } from '../components/types';
import type { Box } from './types';

/** The routing grid's pitch in canvas units: the editor's grid, so pins sit on grid points. */
export const PITCH = 10;

/** Directions of a step: right, down, left, up (index + 2 mod 4 is the opposite). */
export const DX = [1, 0, -1, 0] as const;
export const DY = [0, 1, 0, -1] as const;

/** The direction a wire leaves a pin on each side of a body. */
export const OUTWARD: Readonly<Record<PinSide, number>> = { right: 0, bottom: 1, left: 2, top: 3 };

/** An area of the canvas in grid units, inclusive. */
export interface GridBounds {
  readonly gx0: number;
  readonly gy0: number;
  readonly gx1: number;
  readonly gy1: number;
}

/**
 * The canvas as grid points, and what occupies them: bodies and text (blocked), the points in
 * front of pins (reserved for the pin's net), and the edges and points each routed net uses.
 * Nets are numbered from 1; 0 means free.
 */
export class RoutingGrid {
  readonly width: number;
  readonly height: number;
  readonly cells: number;
  /** How many bodies cover a point (wires may not pass). */
  readonly blocked: Uint16Array;
  /** How many labels or captions cover a point (wires keep off, except in front of their own pins). */
  readonly text: Uint16Array;
  /** 1 + the number of the pin whose point (or the point in front of it) this is; 0 for none. */
  readonly reserved: Int32Array;
  /** The net using the edge from a point to its right neighbour. */
  readonly hEdge: Int32Array;
  /** The net using the edge from a point to the one below it. */
  readonly vEdge: Int32Array;
  /** The first net through a point, and a second one that crosses it straight. */
  readonly pointOwner: Int32Array;
  readonly pointCross: Int32Array;

  constructor(readonly bounds: GridBounds) {
    this.width = bounds.gx1 - bounds.gx0 + 1;
    this.height = bounds.gy1 - bounds.gy0 + 1;
    this.cells = this.width * this.height;
    this.blocked = new Uint16Array(this.cells);
    this.text = new Uint16Array(this.cells);
    this.reserved = new Int32Array(this.cells);
    this.hEdge = new Int32Array(this.cells);
    this.vEdge = new Int32Array(this.cells);
    this.pointOwner = new Int32Array(this.cells);
    this.pointCross = new Int32Array(this.cells);
  }

  /** The point nearest to a canvas position, or -1 outside the grid. */
  cellAt(x: number, y: number): number {
    const gx = Math.round(x / PITCH) - this.bounds.gx0;
    const gy = Math.round(y / PITCH) - this.bounds.gy0;
    if (gx < 0 || gy < 0 || gx >= this.width || gy >= this.height) return -1;
    return gy * this.width + gx;
  }

  /** The neighbour of a point in a direction, or -1 off the grid. */
  step(cell: number, dir: number): number {
    const x = (cell % this.width) + DX[dir]!;
    const y = Math.floor(cell / this.width) + DY[dir]!;
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return -1;
    return y * this.width + x;
  }

  /** The canvas position of a point. */
  position(cell: number): { x: number; y: number } {
    return {
      x: ((cell % this.width) + this.bounds.gx0) * PITCH,
      y: (Math.floor(cell / this.width) + this.bounds.gy0) * PITCH,
    };
  }

  /** Blocks (+1) or unblocks (-1) every grid point on or inside a box, for a body or for text. */
  cover(box: Box, delta: 1 | -1, layer: 'body' | 'text' = 'body'): void {
    const counts = layer === 'body' ? this.blocked : this.text;
    const gx0 = Math.max(Math.ceil(box.x0 / PITCH), this.bounds.gx0) - this.bounds.gx0;
    const gx1 = Math.min(Math.floor(box.x1 / PITCH), this.bounds.gx1) - this.bounds.gx0;
    const gy0 = Math.max(Math.ceil(box.y0 / PITCH), this.bounds.gy0) - this.bounds.gy0;
    const gy1 = Math.min(Math.floor(box.y1 / PITCH), this.bounds.gy1) - this.bounds.gy0;
    for (let y = gy0; y <= gy1; y++)
      for (let x = gx0; x <= gx1; x++) {
        const cell = y * this.width + x;
        counts[cell] = Math.max(0, counts[cell]! + delta);
      }
  }

  /** The net using the edge from `cell` in direction `dir` (0 when free). */
  edgeOwner(cell: number, dir: number): number {
    switch (dir) {
      case 0:
        return this.hEdge[cell]!;
      case 1:
        return this.vEdge[cell]!;
      case 2:
        return this.hEdge[cell - 1]!;
      default:
        return this.vEdge[cell - this.width]!;
    }
  }

  setEdge(cell: number, dir: number, net: number): void {
    if (dir === 0) this.hEdge[cell] = net;
    else if (dir === 1) this.vEdge[cell] = net;
    else if (dir === 2) this.hEdge[cell - 1] = net;
    else this.vEdge[cell - this.width] = net;
  }

  /**
   * The axis along which `net` runs straight through a point: 0 horizontal, 1 vertical, or -1 when
   * it bends, branches or ends there.
   */
  straightAxis(cell: number, net: number): number {
    const x = cell % this.width;
    const y = Math.floor(cell / this.width);
    const left = x > 0 && this.hEdge[cell - 1] === net;
    const right = x < this.width - 1 && this.hEdge[cell] === net;
    const up = y > 0 && this.vEdge[cell - this.width] === net;
    const down = y < this.height - 1 && this.vEdge[cell] === net;
    if (left && right && !up && !down) return 0;
    if (up && down && !left && !right) return 1;
    return -1;
  }

  /** Records that `net` passes a point. */
  occupy(cell: number, net: number): void {
    const owner = this.pointOwner[cell]!;
    if (owner === 0) this.pointOwner[cell] = net;
    else if (owner !== net && this.pointCross[cell] !== net) this.pointCross[cell] = net;
  }

  /** Forgets that `net` passes a point. */
  release(cell: number, net: number): void {
    if (this.pointOwner[cell] === net) {
      this.pointOwner[cell] = this.pointCross[cell]!;
      this.pointCross[cell] = 0;
    } else if (this.pointCross[cell] === net) this.pointCross[cell] = 0;
  }
}
