/** How a bus value is written: hexadecimal, decimal or binary. */
export type BusFormat = 'hex' | 'dec' | 'bin';

/**
 * A bus value ("0101", most significant bit first) as people read it: `0x5` in hex (an unknown
 * nibble is `X`, an undriven one `Z`), `5` in decimal (`X` when any bit is not 0/1), the bits in
 * binary.
 */
export function formatBus(bits: string, format: BusFormat = 'hex'): string {
  if (format === 'bin') return bits;
  const known = /^[01]+$/.test(bits);
  if (format === 'dec')
    return known ? String(parseInt(bits, 2)) : bits.includes('Z') && /^[Z]+$/.test(bits) ? 'Z' : 'X';
  let text = '';
  for (let end = bits.length; end > 0; end -= 4) {
    const nibble = bits.slice(Math.max(0, end - 4), end);
    text =
      (/^[01]+$/.test(nibble) ? parseInt(nibble, 2).toString(16).toUpperCase() : nibble.includes('X') ? 'X' : 'Z') +
      text;
  }
  return `0x${text}`;
}

/**
 * A number typed for a wide input port: decimal, `0x…` hexadecimal or `0b…` binary; undefined
 * when it is not one or does not fit `width` bits.
 */
export function parseBusInput(text: string, width: number): number | undefined {
  const t = text.trim().toLowerCase().replace(/_/g, '');
  const value = /^0x[0-9a-f]+$/.test(t)
    ? parseInt(t.slice(2), 16)
    : /^0b[01]+$/.test(t)
      ? parseInt(t.slice(2), 2)
      : /^\d+$/.test(t)
        ? Number(t)
        : Number.NaN;
  return Number.isSafeInteger(value) && value >= 0 && value < 2 ** width ? value : undefined;
}
