import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrollTopToShow } from './scroll-into-list';

describe('scrolling a list to its current item', () => {
  const list = { scrollTop: 0, clientHeight: 300, scrollHeight: 2000 };

  it('scrolls a long list down to an item near its end', () => {
    expect(scrollTopToShow(list, { top: 1950, height: 50 })).toBe(1700);
  });

  it('leaves the list where it is when the item is in view', () => {
    expect(scrollTopToShow({ ...list, scrollTop: 400 }, { top: 500, height: 50 })).toBe(400);
  });

  it('scrolls up to an item above the view', () => {
    expect(scrollTopToShow({ ...list, scrollTop: 900 }, { top: 200, height: 50 })).toBe(192);
  });

  it('always shows an item that fits, within what the list can scroll (seeded)', () => {
    const seed = 2718;
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 800 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 20, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (clientHeight, extra, height, where, scrolled) => {
          const scrollHeight = clientHeight + extra;
          const top = Math.floor(where * (scrollHeight - height));
          const now = { scrollTop: Math.floor(scrolled * extra), clientHeight, scrollHeight };
          const next = scrollTopToShow(now, { top, height }, 0);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThanOrEqual(extra);
          expect(top).toBeGreaterThanOrEqual(next);
          expect(top + height).toBeLessThanOrEqual(next + clientHeight);
        },
      ),
      { seed, numRuns: 400 },
    );
  });
});
