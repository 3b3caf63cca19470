import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SampleStore } from './sample-store';
import { recordingToVcd } from './vcd-export';
import { readVcd } from './vcd-read';

/** Every column's changes as [time, value]. */
const allChanges = (store: SampleStore) =>
  store.columns.map((c) => Array.from({ length: c.count }, (_, i) => [c.time(i), c.value(i)]));

describe('value change dumps', () => {
  it('writes a recording and reads it back the same (seeded)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 5 }),
            fc.array(fc.integer({ min: 0, max: 2 ** 31 }), { minLength: 5, maxLength: 5 }),
            fc.boolean(),
          ),
          { maxLength: 40 },
        ),
        (widths, steps) => {
          const store = new SampleStore(widths);
          let t = 0;
          for (const [gap, numbers, unknown] of steps) {
            t += gap;
            store.push(
              t,
              widths.map((w, i) =>
                unknown && i === 0 ? 'X'.repeat(w) : numbers[i]!.toString(2).padStart(w, '0').slice(-w),
              ),
            );
          }
          store.extendTo(t + 3);
          const names = widths.map((_, i) => `S${i}`);
          const read = readVcd(recordingToVcd(names, store, { date: 'fixed' }));
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          expect(read.signals).toEqual(widths.map((width, i) => ({ name: `S${i}`, width })));
          expect(allChanges(read.store)).toEqual(allChanges(store));
          expect(read.store.end).toBe(store.length > 0 ? t + 3 : undefined);
        },
      ),
      { seed: 1364, numRuns: 150 },
    );
  });

  it('reads a dump as other tools write it: scopes, aliases, dumpvars, comments, reals', () => {
    const text = [
      '$date today $end',
      '$timescale 1 ns $end',
      '$scope module top $end',
      '$scope module cpu $end',
      '$var wire 1 ! clk $end',
      '$var reg 4 " count [3:0] $end',
      '$var wire 1 ! clk_alias $end',
      '$var real 64 # temp $end',
      '$upscope $end',
      '$var wire 1 $ done $end',
      '$upscope $end',
      '$enddefinitions $end',
      '$comment a note $end',
      '#0',
      '$dumpvars 0! b0 " z$ r1.5 # $end',
      '#5',
      '1!',
      'b101 "',
      '#10 0! bx1 " 1$',
    ].join('\n');
    const read = readVcd(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.timescale).toBe('1ns');
    expect(read.signals.map((s) => `${s.name}/${s.width}`)).toEqual([
      'cpu.clk/1',
      'cpu.count/4',
      'cpu.clk_alias/1',
      'cpu.temp/64',
      'done/1',
    ]);
    const at = (i: number, t: number) => read.store.valueAt(i, t);
    expect([at(0, 0), at(0, 5), at(0, 10), at(2, 5)]).toEqual(['0', '1', '0', '1']);
    expect([at(1, 0), at(1, 5), at(1, 10)]).toEqual(['0000', '0101', 'XXX1']);
    expect([at(4, 0), at(4, 10)]).toEqual(['Z', '1']);
    // A real number is no bits: that signal is never recorded.
    expect(at(3, 10)).toBeUndefined();
  });

  it('refuses what is not a dump, naming the line', () => {
    expect(readVcd('hello')).toEqual({
      ok: false,
      message: 'Line 1: "hello" is not a declaration; expected $scope, $var or $enddefinitions.',
    });
    expect(readVcd('$var wire 1 ! a $end')).toEqual({
      ok: false,
      message: 'This is not a value change dump: it has no $enddefinitions.',
    });
    expect(readVcd('$var wire 1 ! a $end\n$enddefinitions $end\n#0\n1?')).toEqual({
      ok: false,
      message: 'Line 4: no signal has the identifier "?".',
    });
    expect(readVcd('$var wire 1 ! a $end $enddefinitions $end\n#5\n#3')).toMatchObject({
      message: 'Line 3: the time 3 comes after 5.',
    });
    expect(readVcd('$var wire 0 ! a $end $enddefinitions $end')).toMatchObject({ ok: false });
    expect(readVcd('$enddefinitions $end')).toEqual({ ok: false, message: 'The dump declares no signals.' });
  });
});
