import { describe, expect, it } from 'vitest';
import { DeltaTracker } from '../host/delta-tracker';
import { ENGINES, simulate } from '../test-support/simulate';
import { builtCircuit, part, wire } from '../test-support/parts';
import { dotMatrixDots } from './dot-matrix';

describe.each(ENGINES)('a dot-matrix display (%s engine)', (engine) => {
  it('with a bus per column: bit 0 is the bottom dot; an unconnected column shows unknown dots', () => {
    const sim = simulate(
      builtCircuit(
        [
          part('a', 'PORT_IN', { width: 3, initial: 0b001 }),
          part('b', 'PORT_IN', { width: 3, initial: 0b110 }),
          part('m', 'DOT_MATRIX', { columns: 3, rows: 3 }),
        ],
        [wire('w1', 'a.out', 'm.c0'), wire('w2', 'b.out', 'm.c1')],
      ),
      engine,
    );
    expect(sim.snapshot().components.m).toEqual({ dots: ['01x', '01x', '10x'] });
    const tracker = new DeltaTracker(sim);
    tracker.full();
    expect(sim.setValue('b', 0b011).success).toBe(true);
    sim.settle();
    expect(tracker.delta().components).toEqual({ b: { bus: '011' }, m: { dots: ['00x', '01x', '11x'] } });
  });

  it('with a bus per row: bit 0 is the rightmost dot', () => {
    const sim = simulate(
      builtCircuit(
        [
          part('r', 'PORT_IN', { width: 4, initial: 0b1001 }),
          part('m', 'DOT_MATRIX', { input: 'rows', columns: 4, rows: 2 }),
        ],
        [wire('w1', 'r.out', 'm.r1')],
      ),
      engine,
    );
    expect(sim.snapshot().components.m).toEqual({ dots: ['xxxx', '1001'] });
  });

  it('with a row select: selected rows show the data (bit 0 leftmost), the others are dark', () => {
    const sim = simulate(
      builtCircuit(
        [
          part('d', 'PORT_IN', { width: 3, initial: 0b011 }),
          part('s', 'PORT_IN', { width: 2, initial: 0b01 }),
          part('m', 'DOT_MATRIX', { input: 'select', columns: 3, rows: 2 }),
        ],
        [wire('w1', 'd.out', 'm.data'), wire('w2', 's.out', 'm.sel')],
      ),
      engine,
    );
    expect(sim.snapshot().components.m).toEqual({ dots: ['000', '110'] });
    expect(sim.setValue('s', 0b10).success).toBe(true);
    sim.settle();
    expect(sim.componentState('m')).toEqual({ dots: ['110', '000'] });
  });

  it('with a column address: the addressed column shows the data (bit 0 the top dot), an address past the last column nothing', () => {
    const sim = simulate(
      builtCircuit(
        [
          part('d', 'PORT_IN', { width: 2, initial: 0b01 }),
          part('a', 'PORT_IN', { width: 2, initial: 2 }),
          part('m', 'DOT_MATRIX', { input: 'address', columns: 3, rows: 2 }),
        ],
        [wire('w1', 'd.out', 'm.data'), wire('w2', 'a.out', 'm.addr')],
      ),
      engine,
    );
    expect(sim.snapshot().components.m).toEqual({ dots: ['001', '000'] });
    expect(sim.setValue('a', 3).success).toBe(true);
    sim.settle();
    expect(sim.componentState('m')).toEqual({ dots: ['000', '000'] });
  });
});

describe('dotMatrixDots: unknown inputs', () => {
  const bits =
    (values: Record<string, string>) =>
    (pin: string, i: number): '0' | '1' | 'X' | 'Z' => {
      const text = values[pin] ?? '';
      return (text[text.length - 1 - i] ?? 'Z') as '0' | '1' | 'X' | 'Z';
    };

  it('an unknown row select makes its whole row unknown, a 0 leaves it dark', () => {
    expect(dotMatrixDots({ input: 'select', columns: 3, rows: 2 }, bits({ sel: 'X0', data: '111' }))).toEqual([
      'xxx',
      '000',
    ]);
  });

  it('an unknown address bit makes unknown the dots its data could light, in the columns it could address', () => {
    expect(dotMatrixDots({ input: 'address', columns: 4, rows: 3 }, bits({ addr: '1X', data: '010' }))).toEqual([
      '0000',
      '00xx',
      '0000',
    ]);
    expect(dotMatrixDots({ input: 'address', columns: 4, rows: 1 }, bits({ addr: 'XX', data: '1' }))).toEqual(['xxxx']);
  });
});
