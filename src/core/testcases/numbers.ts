/**
 * Numbers as Digital's tests write them (`Bits.decode`): decimal, `0x…` hexadecimal, `0b…` binary,
 * a leading `0` for octal (`010` is 8), `1.5` as the bits of a 32-bit float (`1.5d` a 64-bit one),
 * `1.5:4` as fixed point with 4 fraction bits. Values are 64-bit signed integers (Java's `long`),
 * kept as BigInt so every bit is exact.
 */
export function decodeNumber(text: string, floats = true): bigint | undefined {
  const t = text.trim();
  if (t === '') return 0n;
  if (t.includes(':')) return fixedPoint(t);
  if (floats && t.includes('.')) return floatBits(t);
  let p = 0;
  const negative = t[0] === '-';
  if (negative) p++;
  if (p >= t.length) return undefined;
  let zero = false;
  while (p < t.length && t[p] === '0') {
    zero = true;
    p++;
  }
  if (p >= t.length) return 0n;
  let radix = 10;
  if (zero) {
    if (negative) return undefined;
    const mark = t[p];
    if (mark === 'x' || mark === 'X') {
      radix = 16;
      p++;
    } else if (mark === 'b' || mark === 'B') {
      radix = 2;
      p++;
    } else radix = 8;
    if (p >= t.length) return undefined;
  }
  let value = 0n;
  for (; p < t.length; p++) {
    const digit = Number.parseInt(t[p]!, radix);
    if (Number.isNaN(digit)) return undefined;
    value = value * BigInt(radix) + BigInt(digit);
  }
  return toLong(negative ? -value : value);
}

/** Wraps to 64-bit two's complement, as Java's `long` arithmetic does. */
export function toLong(value: bigint): bigint {
  return BigInt.asIntN(64, value);
}

function fixedPoint(text: string): bigint | undefined {
  const at = text.indexOf(':');
  const fraction = Math.abs(Number.parseInt(text.slice(at + 1), 10));
  const number = Number(text.slice(0, at));
  if (!Number.isFinite(number) || !Number.isInteger(fraction) || text.slice(at + 1).trim() === '') return undefined;
  return toLong(BigInt(Math.round(number * 2 ** fraction)));
}

function floatBits(text: string): bigint | undefined {
  const double = text.endsWith('d') || text.endsWith('D');
  const number = Number(double ? text.slice(0, -1) : text);
  if (Number.isNaN(number) && !/nan/i.test(text)) return undefined;
  const view = new DataView(new ArrayBuffer(8));
  if (double) {
    view.setFloat64(0, number);
    return view.getBigInt64(0);
  }
  view.setFloat32(0, number);
  return BigInt(view.getInt32(0));
}
