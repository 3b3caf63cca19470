import { describe, expect, it } from 'vitest';
import { gridShape } from './hex-grid';
import { FakeTimers } from '../../../../shared/test-support/fake-timers';
import { LIVE_READ_GAP_MS, ReadPacer, liveWordAt, rowsRange } from './live-words';

/** A read that stays out until the test answers it. */
function reads() {
  const out: (() => void)[] = [];
  let started = 0;
  return {
    read: () => {
      started++;
      return new Promise<void>((resolve) => out.push(resolve));
    },
    started: () => started,
    answer: async () => {
      out.shift()?.();
      // Let the pacer's `finally` run.
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('the live words of a running memory', () => {
  it('finds a word in the window read, and nothing outside it', () => {
    const live = { from: 16, words: [1, 2, 3] };
    expect(liveWordAt(live, 16)).toBe(1);
    expect(liveWordAt(live, 18)).toBe(3);
    expect(liveWordAt(live, 15)).toBeUndefined();
    expect(liveWordAt(live, 19)).toBeUndefined();
  });

  it('asks for the rows in view, never past the end and never more than one call answers', () => {
    const small = gridShape(3, 8); // 8 words, one row
    expect(rowsRange(0, 17, small)).toEqual({ from: 0, count: 8 });
    const big = gridShape(16, 8); // 16 a row
    expect(rowsRange(2, 17, big)).toEqual({ from: 32, count: 272 });
    expect(rowsRange(4094, 17, big)).toEqual({ from: 65504, count: 32 });
    expect(rowsRange(0, 1000, big)).toEqual({ from: 0, count: 4096 });
  });

  it('reads one at a time, at most once per gap, and folds many pokes into one more read', async () => {
    const timers = new FakeTimers();
    const r = reads();
    const pacer = new ReadPacer(r.read, timers);
    pacer.poke();
    expect(r.started()).toBe(1);
    for (let i = 0; i < 60; i++) pacer.poke();
    expect(r.started()).toBe(1);
    await r.answer();
    // The pokes made one more read, which waits for the gap since the first started.
    expect(r.started()).toBe(1);
    timers.advance(LIVE_READ_GAP_MS - 1);
    expect(r.started()).toBe(1);
    timers.advance(1);
    expect(r.started()).toBe(2);
    await r.answer();
    timers.advance(10 * LIVE_READ_GAP_MS);
    expect(r.started()).toBe(2);
    // Long after the last read, a poke reads at once.
    pacer.poke();
    expect(r.started()).toBe(3);
  });

  it('reads nothing more once stopped', async () => {
    const timers = new FakeTimers();
    const r = reads();
    const pacer = new ReadPacer(r.read, timers);
    pacer.poke();
    await r.answer();
    pacer.poke();
    pacer.stop();
    timers.advance(LIVE_READ_GAP_MS * 4);
    pacer.poke();
    expect(r.started()).toBe(1);
  });
});
