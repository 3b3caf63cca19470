import { Level, fitWidth, pack, unpack, wordsFor, type BusKind } from './bits';

/** Samples a recording keeps before the oldest are dropped. */
export const DEFAULT_CAPACITY = 100_000;

/** The first size of a column's arrays; they double as changes come, up to the store's capacity. */
const FIRST_SIZE = 64;

/**
 * One signal's changes, oldest first: when each change happened and the value from then on. Kept in
 * typed arrays used as a ring (64 signals of 100,000 changes are tens of megabytes, not millions of
 * objects), grown by doubling up to `limit`.
 */
export class Column {
  readonly words: number;
  private size: number;
  private times: Float64Array;
  private bits: Uint32Array;
  /** Allocated at the first X or Z: most signals never have one after power-on. */
  private unknown: Uint32Array | undefined;
  private head = 0;
  private n = 0;
  private readonly scratchBits: Uint32Array;
  private readonly scratchUnknown: Uint32Array;

  constructor(
    readonly width: number,
    private readonly limit: number,
  ) {
    this.words = wordsFor(width);
    this.size = Math.max(2, Math.min(FIRST_SIZE, limit));
    this.times = new Float64Array(this.size);
    this.bits = new Uint32Array(this.size * this.words);
    this.scratchBits = new Uint32Array(this.words);
    this.scratchUnknown = new Uint32Array(this.words);
  }

  /** Changes kept. */
  get count(): number {
    return this.n;
  }

  private slot(i: number): number {
    const s = this.head + i;
    return s >= this.size ? s - this.size : s;
  }

  /** When change `i` (0 = the oldest kept) happened. */
  time(i: number): number {
    return this.times[this.slot(i)]!;
  }

  /** The value from change `i` on, most significant bit first. */
  value(i: number): string {
    return unpack(this.bits, this.unknown, this.slot(i) * this.words, this.width);
  }

  /** The level of a one-bit signal from change `i` on (its lowest bit for a bus). */
  level(i: number): Level {
    const at = this.slot(i) * this.words;
    const bit = this.bits[at]! & 1;
    if (this.unknown && this.unknown[at]! & 1) return bit ? Level.Floating : Level.Unknown;
    return bit ? Level.High : Level.Low;
  }

  /** What a bus shows from change `i` on, without writing its bits out: a number, X bits, or all Z. */
  kind(i: number): BusKind {
    if (!this.unknown) return 'known';
    const at = this.slot(i) * this.words;
    let any = false;
    let allZ = true;
    for (let w = 0; w < this.words; w++) {
      const bits = Math.min(32, this.width - w * 32);
      const mask = bits === 32 ? 0xffffffff : (1 << bits) - 1;
      const u = this.unknown[at + w]! & mask;
      if (u !== 0) any = true;
      if (u >>> 0 !== mask >>> 0 || (this.bits[at + w]! & mask) >>> 0 !== mask >>> 0) allZ = false;
    }
    return !any ? 'known' : allZ ? 'z' : 'x';
  }

  /** The last change at or before `t`, or -1 when every change kept is later. */
  search(t: number): number {
    let lo = 0;
    let hi = this.n - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (this.time(mid) <= t) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** Whether `value` is not the last value recorded (or nothing was recorded yet). */
  differs(value: string): boolean {
    if (this.n === 0) return true;
    pack(fitWidth(value, this.width), this.width, this.scratchBits, this.scratchUnknown, 0);
    return !this.equals(this.n - 1);
  }

  /** Records the value at `t` (not before the last change). Returns whether the signal changed. */
  record(t: number, value: string): boolean {
    const text = fitWidth(value, this.width);
    pack(text, this.width, this.scratchBits, this.scratchUnknown, 0);
    const last = this.n - 1;
    if (last >= 0 && this.equals(last)) return false;
    if (last >= 0 && this.time(last) >= t) {
      // A second value at the same moment replaces the first; back to the one before, nothing changed there.
      if (last >= 1 && this.equals(last - 1)) {
        this.n--;
        return true;
      }
      this.write(this.slot(last), this.time(last));
      return true;
    }
    if (this.n === this.size) {
      if (this.size < this.limit) this.grow();
      else this.dropOldest();
    }
    this.write(this.slot(this.n), t);
    this.n++;
    return true;
  }

  /** Forgets the changes that no longer matter once the recording starts at `t`: all but the last at or before it. */
  dropBefore(t: number): void {
    while (this.n >= 2 && this.time(1) <= t) this.dropOldest();
  }

  private dropOldest(): void {
    this.head = this.slot(1);
    this.n--;
  }

  private equals(i: number): boolean {
    const at = this.slot(i) * this.words;
    for (let w = 0; w < this.words; w++) {
      if (this.bits[at + w] !== this.scratchBits[w]) return false;
      if ((this.unknown?.[at + w] ?? 0) !== this.scratchUnknown[w]) return false;
    }
    return true;
  }

  private write(slot: number, t: number): void {
    this.times[slot] = t;
    const at = slot * this.words;
    for (let w = 0; w < this.words; w++) {
      this.bits[at + w] = this.scratchBits[w]!;
      const u = this.scratchUnknown[w]!;
      if (u !== 0 && !this.unknown) this.unknown = new Uint32Array(this.size * this.words);
      if (this.unknown) this.unknown[at + w] = u;
    }
  }

  private grow(): void {
    const size = Math.min(this.size * 2, this.limit);
    const times = new Float64Array(size);
    const bits = new Uint32Array(size * this.words);
    const unknown = this.unknown ? new Uint32Array(size * this.words) : undefined;
    for (let i = 0; i < this.n; i++) {
      const from = this.slot(i);
      times[i] = this.times[from]!;
      for (let w = 0; w < this.words; w++) {
        bits[i * this.words + w] = this.bits[from * this.words + w]!;
        if (unknown) unknown[i * this.words + w] = this.unknown![from * this.words + w]!;
      }
    }
    this.times = times;
    this.bits = bits;
    this.unknown = unknown;
    this.size = size;
    this.head = 0;
  }
}

/**
 * A bounded recording of several signals: a ring of samples (the moments at which some signal
 * changed), each signal's changes in its own {@link Column}. When the ring is full the oldest sample
 * is dropped, and with it what only it needed; `dropped` counts them, so the panel can say so.
 */
export class SampleStore {
  readonly columns: Column[] = [];
  private readonly times: Float64Array;
  private head = 0;
  private n = 0;
  private last = -Infinity;
  /** Samples dropped to make room, since the recording began. */
  dropped = 0;

  constructor(
    widths: readonly number[] = [],
    readonly capacity = DEFAULT_CAPACITY,
  ) {
    this.times = new Float64Array(Math.max(1, capacity));
    for (const width of widths) this.addColumn(width);
  }

  /** Samples kept. */
  get length(): number {
    return this.n;
  }

  /** When the oldest sample kept was taken (undefined before the first). */
  get start(): number | undefined {
    return this.n > 0 ? this.times[this.head] : undefined;
  }

  /** How far the recording reaches (the last sample, or a later moment when nothing changed since). */
  get end(): number | undefined {
    return this.n > 0 ? this.last : undefined;
  }

  /** A new signal, recorded from the next sample on. */
  addColumn(width: number): Column {
    const column = new Column(width, this.capacity + 1);
    this.columns.push(column);
    return column;
  }

  removeColumn(index: number): void {
    this.columns.splice(index, 1);
  }

  /**
   * Records every signal's value at `time` (`values[i]` for column i; with `only`, just those
   * columns). A time before the last one is taken as the last. Returns whether any signal changed;
   * a sample is kept only then, otherwise the recording just reaches further.
   */
  push(time: number, values: readonly string[], only?: readonly number[]): boolean {
    const t = Math.max(time, this.last);
    const previous = this.n > 0 ? this.times[this.slot(this.n - 1)]! : undefined;
    let changed = false;
    if (only) {
      for (const i of only) if (this.columns[i]?.record(t, values[i] ?? 'X')) changed = true;
    } else {
      this.columns.forEach((column, i) => {
        if (column.record(t, values[i] ?? 'X')) changed = true;
      });
    }
    this.last = t;
    if (!changed || previous === t) return changed;
    if (this.n === this.times.length) {
      this.head = this.slot(1);
      this.n--;
      this.dropped++;
      const start = this.times[this.head]!;
      for (const column of this.columns) column.dropBefore(start);
    }
    this.times[this.slot(this.n)] = t;
    this.n++;
    return true;
  }

  /** Whether a sample of `values` would change a signal already recorded (a new one's first value changes nothing). */
  differs(values: readonly string[]): boolean {
    return this.columns.some((column, i) => column.count > 0 && column.differs(values[i] ?? 'X'));
  }

  /** The recording reaches `time` with nothing changed. */
  extendTo(time: number): void {
    if (this.n > 0 && time > this.last) this.last = time;
  }

  /** The time of sample `i` (0 = the oldest kept). */
  sampleTime(i: number): number {
    return this.times[this.slot(i)]!;
  }

  /** A signal's value at `time`, or undefined before it was first recorded. */
  valueAt(column: number, time: number): string | undefined {
    const c = this.columns[column];
    if (!c) return undefined;
    const i = c.search(time);
    return i < 0 ? undefined : c.value(i);
  }

  private slot(i: number): number {
    const s = this.head + i;
    return s >= this.times.length ? s - this.times.length : s;
  }
}
