/**
 * The memory editor's "Now" view as numbers: the words of a running RAM read for the rows in view,
 * and the pace of those reads (one at a time, a few a second at most, however fast the simulation
 * sends updates).
 */
import { MAX_MEMORY_WORDS_PER_CALL } from '../../../../shared/contract/sim-channels';
import type { GridShape } from './hex-grid';

/** Words of a running memory read from address `from` on (a window of the memory, not all of it). */
export interface LiveWords {
  readonly from: number;
  readonly words: readonly number[];
}

/** The word at `address` if the window holds it, else undefined (not read yet). */
export function liveWordAt(live: LiveWords, address: number): number | undefined {
  const at = address - live.from;
  return at >= 0 && at < live.words.length ? live.words[at] : undefined;
}

/** A run of addresses: `count` words from `from`. */
export interface AddressRange {
  readonly from: number;
  readonly count: number;
}

/** The addresses of `rows` rows from row `first` (none past the memory's end; at most one call's worth). */
export function rowsRange(first: number, rows: number, shape: GridShape): AddressRange {
  const from = Math.min(shape.size, Math.max(0, first) * shape.columns);
  const count = Math.min(Math.max(0, rows) * shape.columns, shape.size - from, MAX_MEMORY_WORDS_PER_CALL);
  return { from, count };
}

/** Timers of the page (injected, so the pacing is tested without waiting). */
export interface PacerTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The fewest milliseconds between the starts of two reads: at most four a second. */
export const LIVE_READ_GAP_MS = 250;

/**
 * Runs `read` when poked, never two at once and never sooner than `gapMs` after the last one
 * started. Pokes that come while a read is out or waiting make one more read, not one each: a
 * running simulation pokes 60 times a second, and the page reads at most four.
 */
export class ReadPacer {
  private busy = false;
  private again = false;
  private timer: unknown;
  private lastStart = -Infinity;
  private stopped = false;

  constructor(
    private readonly read: () => Promise<void>,
    private readonly timers: PacerTimers,
    private readonly gapMs = LIVE_READ_GAP_MS,
  ) {}

  /** Something changed: read again as soon as allowed. */
  poke(): void {
    if (this.stopped) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    if (this.timer !== undefined) return;
    const wait = this.lastStart + this.gapMs - this.timers.now();
    if (wait > 0) this.timer = this.timers.setTimeout(() => this.start(), wait);
    else this.start();
  }

  /** No more reads (the view closed); a read under way finishes but starts no other. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private start(): void {
    this.timer = undefined;
    if (this.stopped) return;
    this.busy = true;
    this.again = false;
    this.lastStart = this.timers.now();
    void this.read()
      .catch(() => undefined)
      .finally(() => {
        this.busy = false;
        if (this.again) this.poke();
      });
  }
}
