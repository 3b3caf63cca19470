import { describe, expect, it } from 'vitest';
import { Level } from './bits';
import { SampleStore } from './sample-store';

/** A column's changes as [time, value]. */
const changes = (store: SampleStore, column: number) => {
  const c = store.columns[column]!;
  return Array.from({ length: c.count }, (_, i) => [c.time(i), c.value(i)]);
};

describe('the sample store', () => {
  it('keeps only changes, and a sample only when something changed', () => {
    const store = new SampleStore([1, 4]);
    expect(store.push(0, ['0', '0000'])).toBe(true);
    expect(store.push(5, ['0', '0000'])).toBe(false);
    expect(store.push(10, ['1', '0000'])).toBe(true);
    expect(store.push(12, ['1', '0011'])).toBe(true);
    store.extendTo(20);
    expect(store.length).toBe(3);
    expect([store.start, store.end]).toEqual([0, 20]);
    expect(changes(store, 0)).toEqual([
      [0, '0'],
      [10, '1'],
    ]);
    expect(changes(store, 1)).toEqual([
      [0, '0000'],
      [12, '0011'],
    ]);
    expect(store.valueAt(1, 11.9)).toBe('0000');
    expect(store.valueAt(1, 12)).toBe('0011');
    expect(store.valueAt(0, -1)).toBeUndefined();
  });

  it('lets a later value at the same moment replace the first, and drops a change that comes back', () => {
    const store = new SampleStore([1]);
    store.push(0, ['0']);
    store.push(3, ['1']);
    store.push(3, ['Z']);
    expect(changes(store, 0)).toEqual([
      [0, '0'],
      [3, 'Z'],
    ]);
    store.push(3, ['0']);
    expect(changes(store, 0)).toEqual([[0, '0']]);
    // A time before the last is taken as the last: the store never goes back.
    store.push(1, ['1']);
    expect(changes(store, 0)).toEqual([
      [0, '0'],
      [3, '1'],
    ]);
  });

  it('drops the oldest samples when full, keeping the value each signal had at the new start', () => {
    const store = new SampleStore([1, 1], 4);
    store.push(0, ['0', '1']);
    for (let t = 1; t <= 6; t++) store.push(t, [String(t % 2), '1']);
    expect(store.length).toBe(4);
    expect(store.dropped).toBe(3);
    expect(store.start).toBe(3);
    expect(store.valueAt(0, 3)).toBe('1');
    // The steady signal still knows its value from before the window, and nothing older.
    expect(changes(store, 1)).toEqual([[0, '1']]);
    expect(store.valueAt(1, 3)).toBe('1');
    expect(changes(store, 0)).toEqual([
      [3, '1'],
      [4, '0'],
      [5, '1'],
      [6, '0'],
    ]);
  });

  it('grows its arrays as changes come, and keeps X and Z apart', () => {
    const store = new SampleStore([1, 8], 10_000);
    const levels = ['0', '1', 'X', 'Z'];
    for (let t = 0; t < 1000; t++) store.push(t, [levels[t % 4]!, t % 7 === 0 ? 'ZZZZ0101' : t.toString(2).slice(-8)]);
    const bit = store.columns[0]!;
    expect(bit.count).toBe(1000);
    expect([0, 1, 2, 3].map((i) => bit.level(i))).toEqual([Level.Low, Level.High, Level.Unknown, Level.Floating]);
    expect(store.valueAt(1, 7)).toBe('ZZZZ0101');
    expect(store.valueAt(1, 999)).toBe('11100111');
  });

  it('tells a bus value with X bits from one with every bit floating, without writing it out', () => {
    const store = new SampleStore([40]);
    const values = ['0'.repeat(40), 'Z'.repeat(40), `X${'0'.repeat(39)}`, `${'Z'.repeat(39)}1`, '1'.repeat(40)];
    values.forEach((v, t) => store.push(t, [v]));
    const c = store.columns[0]!;
    expect(values.map((_, i) => c.kind(i))).toEqual(['known', 'z', 'x', 'x', 'known']);
  });

  it('records a signal added later from its first sample on', () => {
    const store = new SampleStore([1]);
    store.push(0, ['0']);
    store.addColumn(2);
    store.push(4, ['0', '10']);
    expect(store.valueAt(1, 2)).toBeUndefined();
    expect(store.valueAt(1, 4)).toBe('10');
    store.removeColumn(0);
    expect(store.columns.map((c) => c.width)).toEqual([2]);
  });

  it('tells whether a sample would change anything', () => {
    const store = new SampleStore([1, 4]);
    // Nothing recorded yet: a first value changes nothing.
    expect(store.differs(['0', '0000'])).toBe(false);
    store.push(0, ['0', '0000']);
    expect(store.differs(['0', '0000'])).toBe(false);
    expect(store.differs(['0', '000Z'])).toBe(true);
    expect(store.valueAt(1, 0)).toBe('0000');
  });

  it('finds the change at or before a time by binary search', () => {
    const store = new SampleStore([1]);
    for (let t = 0; t < 100; t += 2) store.push(t, [String((t / 2) % 2)]);
    const c = store.columns[0]!;
    expect(c.search(-1)).toBe(-1);
    expect(c.search(0)).toBe(0);
    expect(c.search(3)).toBe(1);
    expect(c.search(1000)).toBe(49);
  });
});
