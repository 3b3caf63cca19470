import { DataFiles } from '../rom-files';
import { IS_PRESENT } from './evaluate';
import { loadHexFunction } from './load-hex';
import { HgsError } from './limits';
import { HgsArray, concat, long, show, toDouble, toInt, toLong, toArray, type HgsFunction, type Value } from './values';

const fn = (name: string, arity: number, call: (args: readonly Value[]) => Value | undefined): HgsFunction => ({
  kind: 'function',
  name,
  arity,
  call,
});

/** Digital's bitsNeededFor: the bits that hold 0…n (at least 1). */
export function bitsNeededFor(n: bigint): bigint {
  let bits = 1n;
  while (bits < 64n && 1n << bits <= n) bits++;
  return bits;
}

/** The smallest and largest of numbers, a decimal number when any is one (Digital's min and max). */
function extreme(args: readonly Value[], smaller: boolean): Value {
  if (args.length === 0) throw new HgsError(`${smaller ? 'min' : 'max'} needs at least one number`);
  const better = (x: number | bigint, y: number | bigint) => (smaller ? x < y : x > y);
  let best: number | bigint | undefined;
  let anyDouble = false;
  for (const v of args) {
    const x = typeof v === 'number' ? v : toLong(v);
    if (typeof v === 'number') anyDouble = true;
    if (best === undefined || better(x, best)) best = x;
  }
  return anyDouble ? Number(best) : (best as bigint);
}

/** Java's String.format for the conversions generic code uses: %d %x %X %o %s %b %c %f %e %n %%, with flags, width and precision. */
export function format(pattern: string, values: readonly Value[]): string {
  let next = 0;
  const out = pattern.replace(
    /%([-0+ ,#]*)(\d+)?(?:\.(\d+))?([a-zA-Z%])/g,
    (whole, flags: string, width?: string, precision?: string, conv?: string) => {
      if (conv === '%') return '%';
      if (conv === 'n') return '\n';
      if (next >= values.length) throw new HgsError(`format: "${whole}" has no value to show`);
      const v = values[next++]!;
      let text: string;
      switch (conv ?? '') {
        case 'd':
          text = String(toLong(v));
          break;
        case 'x':
        case 'X':
          text = BigInt.asUintN(64, toLong(v)).toString(16);
          if (conv === 'X') text = text.toUpperCase();
          break;
        case 'o':
          text = BigInt.asUintN(64, toLong(v)).toString(8);
          break;
        case 's':
        case 'S':
          text = show(v);
          if (precision !== undefined) text = text.slice(0, Number(precision));
          if (conv === 'S') text = text.toUpperCase();
          break;
        case 'b':
          text = String(typeof v === 'boolean' ? v : true);
          break;
        case 'c':
          text = String.fromCharCode(Number(toInt(v)) & 0xffff);
          break;
        case 'f':
          text = toDouble(v).toFixed(Math.min(precision === undefined ? 6 : Number(precision), 100));
          break;
        case 'e':
          text = toDouble(v).toExponential(Math.min(precision === undefined ? 6 : Number(precision), 100));
          break;
        default:
          throw new HgsError(`format: "%${conv ?? ''}" is not a conversion this import knows`);
      }
      if (flags.includes('+') && /^[0-9]/.test(text) && /[dfe]/.test(conv ?? '')) text = `+${text}`;
      const w = Math.min(Number(width ?? 0), 1000);
      if (text.length < w) {
        if (flags.includes('-')) text = text.padEnd(w);
        else if (flags.includes('0')) {
          const sign = /^[-+]/.test(text) ? text[0]! : '';
          text = sign + text.slice(sign.length).padStart(w - sign.length, '0');
        } else text = text.padStart(w);
      }
      return text;
    },
  );
  return concat(out, '');
}

/** A source of the random numbers `random(n)` gives: fixed per import, so an import is repeatable. */
export type Random = (bound: number) => number;

/** A small seeded generator (mulberry32). */
export function seededRandom(seed = 0x2545f491): Random {
  let s = seed >>> 0;
  return (bound) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

/**
 * The functions every generic code may call (Digital's built-in ones; printing goes nowhere; files
 * cannot be read, but for `loadHex` of the data files given with the import; one not given is
 * told to `missingFile` and gives no words).
 */
export function builtins(
  random: Random,
  files: DataFiles = new DataFiles(),
  missingFile?: (name: string) => void,
): Map<string, Value> {
  const fileFunction = (name: string) =>
    fn(name, -1, (args) => {
      throw new HgsError(
        `${name}(${args.length > 0 ? `"${show(args[0])}"` : ''}) reads a file from the disk, which an import cannot do`,
      );
    });
  const list: HgsFunction[] = [
    fn('bitsNeededFor', 1, ([v]) => bitsNeededFor(toLong(v!))),
    fn('ceil', 1, ([v]) => (typeof v === 'number' ? toLong(Math.ceil(v)) : toLong(v!))),
    fn('floor', 1, ([v]) => (typeof v === 'number' ? toLong(Math.floor(v)) : toLong(v!))),
    fn('round', 1, ([v]) => (typeof v === 'number' ? toLong(Math.round(v)) : toLong(v!))),
    fn('random', 1, ([v]) => {
      const bound = Number(toInt(v!));
      if (bound <= 0) throw new HgsError(`random needs a bound above 0, not ${bound}`);
      return BigInt(random(bound));
    }),
    fn('float', 1, ([v]) => toDouble(v!)),
    fn('int', 1, ([v]) => toInt(v!)),
    fn('min', -1, (args) => extreme(args, true)),
    fn('max', -1, (args) => extreme(args, false)),
    fn('abs', 1, ([v]) => (typeof v === 'number' ? Math.abs(v) : long(toLong(v!) < 0n ? -toLong(v!) : toLong(v!)))),
    fn('print', -1, () => undefined),
    fn('println', -1, () => undefined),
    fn('printf', -1, (args) => {
      formatCall(args);
      return undefined;
    }),
    fn('log', 1, ([v]) => v),
    fn('format', -1, (args) => formatCall(args)),
    IS_PRESENT,
    fn('panic', -1, (args) => {
      throw new HgsError(args.length === 0 ? 'the code stops here (panic)' : `the code stops: ${show(args[0])}`);
    }),
    fn('output', 0, () => ''),
    fn(
      'splitString',
      1,
      ([v]) =>
        new HgsArray(
          show(v)
            .split(/[ \r\t\n,:;]+/)
            .filter((s) => s !== ''),
        ),
    ),
    fn('identifier', 1, ([v]) => {
      let out = '';
      for (const ch of show(v)) {
        if (/[0-9]/.test(ch)) out += out === '' ? `n${ch}` : ch;
        else if (/[A-Za-z_]/.test(ch)) out += ch;
      }
      return out;
    }),
    loadHexFunction(files, missingFile),
    fileFunction('loadFile'),
    fn('sizeOf', 1, ([v]) => BigInt(toArray(v!).items.length)),
    fn('startsWith', 2, ([a, b]) => show(a).startsWith(show(b))),
  ];
  return new Map(list.map((f) => [f.name, f]));
}

function formatCall(args: readonly Value[]): string {
  if (args.length < 2) throw new HgsError('format and printf need a pattern and at least one value');
  const [pattern, ...values] = args;
  if (typeof pattern !== 'string') throw new HgsError('format and printf need a text as their pattern');
  return format(pattern, values);
}
