/** One time step's scheduled changes: pin `pins[k]` takes value `values[k]`, for `k < count`. */
export interface WheelRound {
  readonly pins: readonly number[];
  readonly values: readonly number[];
  readonly count: number;
}

/**
 * The event engine's timing wheel: the changes scheduled for each of `size` time steps ahead (a
 * power of two larger than the longest delay). Lists are reused, never shrunk: a long ripple runs
 * one step per gate, and a fresh list per step (which grows to room for 17 on its first entry) is
 * 300 bytes of garbage per gate.
 */
export class EventWheel {
  private readonly mask: number;
  private pins: number[][];
  private values: number[][];
  private readonly counts: Int32Array;
  /** Emptied lists, swapped into a slot whose round is taken. */
  private sparePins: number[] = [];
  private spareValues: number[] = [];
  /** Changes scheduled and not yet taken. */
  pending = 0;

  constructor(size: number) {
    this.mask = size - 1;
    this.pins = Array.from({ length: size }, () => []);
    this.values = Array.from({ length: size }, () => []);
    this.counts = new Int32Array(size);
  }

  /** Schedules pin `p` to take value `v` at time `at`. */
  schedule(at: number, p: number, v: number): void {
    const slot = at & this.mask;
    const n = this.counts[slot]!;
    this.pins[slot]![n] = p;
    this.values[slot]![n] = v;
    this.counts[slot] = n + 1;
    this.pending++;
  }

  /** True when nothing is scheduled at time `at`. */
  isEmpty(at: number): boolean {
    return this.counts[at & this.mask] === 0;
  }

  /**
   * Takes the changes scheduled at time `at`; what is scheduled for `at` from now on is a further
   * round. Give the round back with `release` once it is applied.
   */
  take(at: number): WheelRound {
    const slot = at & this.mask;
    const round = { pins: this.pins[slot]!, values: this.values[slot]!, count: this.counts[slot]! };
    this.pins[slot] = this.sparePins;
    this.values[slot] = this.spareValues;
    this.counts[slot] = 0;
    this.pending -= round.count;
    return round;
  }

  /** A round applied: its lists are reused. */
  release(round: WheelRound): void {
    this.sparePins = round.pins as number[];
    this.spareValues = round.values as number[];
  }

  /** Drops everything scheduled, calling `dropped` with each pin first. */
  clear(dropped?: (p: number) => void): void {
    for (let slot = 0; slot < this.counts.length; slot++) {
      if (dropped) for (let k = 0; k < this.counts[slot]!; k++) dropped(this.pins[slot]![k]!);
      this.counts[slot] = 0;
    }
    this.pending = 0;
  }
}
