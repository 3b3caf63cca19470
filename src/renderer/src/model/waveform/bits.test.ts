import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Level, busKind, fitWidth, formatValue, levelOf, pack, unpack, wordsFor } from './bits';

describe('waveform values', () => {
  it('pack and unpack give back every value of 0, 1, X and Z at any width (seeded)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 80 })
          .chain((width) =>
            fc.tuple(
              fc.constant(width),
              fc.array(fc.constantFrom('0', '1', 'X', 'Z'), { minLength: width, maxLength: width }),
            ),
          ),
        ([width, chars]) => {
          const value = chars.join('');
          const bits = new Uint32Array(wordsFor(width) + 1);
          const unknown = new Uint32Array(wordsFor(width) + 1);
          pack(value, width, bits, unknown, 1);
          expect(unpack(bits, unknown, 1, width)).toBe(value);
        },
      ),
      { seed: 2323, numRuns: 300 },
    );
  });

  it('extends a short value as VCD does and keeps the low bits of a long one', () => {
    expect(fitWidth('1', 4)).toBe('0001');
    expect(fitWidth('z', 3)).toBe('ZZZ');
    expect(fitWidth('X1', 4)).toBe('XXX1');
    expect(fitWidth('110101', 4)).toBe('0101');
    expect(fitWidth('', 2)).toBe('XX');
    expect(fitWidth('1?', 2)).toBe('1X');
  });

  it('writes buses in hex, decimal and binary, with X and Z where bits are not known', () => {
    expect(formatValue('11111010', 'hex')).toBe('FA');
    expect(formatValue('11111010', 'dec')).toBe('250');
    expect(formatValue('11111010', 'bin')).toBe('11111010');
    expect(formatValue('101010', 'hex')).toBe('2A');
    expect(formatValue('1X10', 'hex')).toBe('X');
    expect(formatValue('ZZZZ0001', 'hex')).toBe('Z1');
    expect(formatValue('1X100000', 'dec')).toBe('X');
    expect(formatValue('ZZZZ', 'dec')).toBe('Z');
    expect(formatValue('XXXX', 'hex')).toBe('X');
    expect(formatValue('1', 'hex')).toBe('1');
    expect(formatValue('1'.repeat(64), 'dec')).toBe('18446744073709551615');
  });

  it('tells levels and bus kinds apart', () => {
    expect(['0', '1', 'X', 'Z'].map(levelOf)).toEqual([Level.Low, Level.High, Level.Unknown, Level.Floating]);
    expect(['0101', 'ZZZZ', '01Z1', 'XXXX'].map(busKind)).toEqual(['known', 'z', 'x', 'x']);
  });
});
