import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBus, parseBusInput } from './bus-format';

describe('bus values as people read them', () => {
  it('writes hex, decimal and binary, unknown nibbles as X and undriven ones as Z', () => {
    expect(formatBus('01011010')).toBe('0x5A');
    expect(formatBus('101', 'hex')).toBe('0x5');
    expect(formatBus('01011010', 'dec')).toBe('90');
    expect(formatBus('0101', 'bin')).toBe('0101');
    expect(formatBus('01X11010')).toBe('0xXA');
    expect(formatBus('ZZZZ0001')).toBe('0xZ1');
    expect(formatBus('01X1', 'dec')).toBe('X');
    expect(formatBus('ZZZZ', 'dec')).toBe('Z');
  });

  it('reads what is typed for a port, within its width', () => {
    expect(parseBusInput('0x5a', 8)).toBe(90);
    expect(parseBusInput('0b1010', 4)).toBe(10);
    expect(parseBusInput(' 255 ', 8)).toBe(255);
    expect(parseBusInput('256', 8)).toBeUndefined();
    expect(parseBusInput('-1', 8)).toBeUndefined();
    expect(parseBusInput('0xg', 8)).toBeUndefined();
    expect(parseBusInput('', 8)).toBeUndefined();
  });

  it('reads back every number it writes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32 }), fc.nat(), (width, n) => {
        const value = n % 2 ** width;
        const bits = value.toString(2).padStart(width, '0');
        expect(parseBusInput(formatBus(bits, 'hex'), width)).toBe(value);
        expect(parseBusInput(formatBus(bits, 'dec'), width)).toBe(value);
        expect(parseBusInput(`0b${formatBus(bits, 'bin')}`, width)).toBe(value);
      }),
    );
  });
});
