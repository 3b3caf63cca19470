import { HgsError, HgsLimitError, MAX_ARRAY_LENGTH, MAX_STRING_LENGTH } from './limits';

/**
 * The values of generic code. Integers are Java longs in Digital: here bigints kept to 64 bits (two's
 * complement, wrapping as Java does); a number is a Java double; arrays and maps are shared by
 * reference, as in Digital.
 */
export type Value = bigint | number | string | boolean | HgsArray | HgsMap | HgsFunction;

/** An array (Digital's list): shared, grown by declaring its next index. */
export class HgsArray {
  readonly kind = 'array';
  constructor(readonly items: Value[] = []) {
    checkLength(items.length);
  }
  push(value: Value): void {
    checkLength(this.items.length + 1);
    this.items.push(value);
  }
}

function checkLength(n: number): void {
  if (n > MAX_ARRAY_LENGTH) {
    throw new HgsLimitError(`an array would hold more than ${MAX_ARRAY_LENGTH.toLocaleString('en')} items`);
  }
}

/** Something with named fields: a record (`{a: 1}`), the `args`, an element's attributes (`this`). */
export interface HgsMap {
  readonly kind: 'map';
  /** The field's value; undefined when it has none. */
  get(key: string): Value | undefined;
  /** Sets a field (an error where it may not be set). */
  put(key: string, value: Value): void;
  /** Declares a field (`x.a := 1`); an error where it is there already. */
  declare(key: string, value: Value): void;
  /** Its fields, for comparing and printing; undefined where they cannot be listed. */
  entries(): readonly (readonly [string, Value])[];
}

/** A record made by code (`{a: 1}`, or fields declared one by one). */
export class HgsRecord implements HgsMap {
  readonly kind = 'map';
  constructor(private readonly fields = new Map<string, Value>()) {}
  get(key: string): Value | undefined {
    return this.fields.get(key);
  }
  put(key: string, value: Value): void {
    if (!this.fields.has(key) && this.fields.size >= MAX_ARRAY_LENGTH) checkLength(this.fields.size + 1);
    this.fields.set(key, value);
  }
  declare(key: string, value: Value): void {
    if (this.fields.has(key)) throw new HgsError(`the field '${key}' is declared twice`);
    this.put(key, value);
  }
  entries(): readonly (readonly [string, Value])[] {
    return [...this.fields];
  }
}

/** A function: one of the language's own, one the circuit gives (addWire), or one the code defines. */
export interface HgsFunction {
  readonly kind: 'function';
  readonly name: string;
  /** How many arguments it takes; -1 for any number. */
  readonly arity: number;
  /** Calls it with its arguments' values; undefined when it returns nothing. */
  readonly call: (args: readonly Value[]) => Value | undefined;
}

export function isArray(v: Value): v is HgsArray {
  return v instanceof HgsArray;
}

export function isMap(v: Value): v is HgsMap {
  return typeof v === 'object' && v.kind === 'map';
}

/** Keeps an integer to 64 bits, wrapping as Java's long does. */
export function long(n: bigint): bigint {
  return BigInt.asIntN(64, n);
}

/** The name of a value's type, as an error names it. */
export function typeName(v: Value | undefined): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'bigint') return 'an integer';
  if (typeof v === 'number') return 'a decimal number';
  if (typeof v === 'string') return 'a text';
  if (typeof v === 'boolean') return 'a truth value';
  if (v instanceof HgsArray) return 'an array';
  return v.kind === 'map' ? 'a record' : 'a function';
}

export function toLong(v: Value): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return javaDoubleToLong(v);
  throw new HgsError(`a number is needed here, not ${typeName(v)} (${show(v)})`);
}

export function toDouble(v: Value): number {
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number') return v;
  throw new HgsError(`a number is needed here, not ${typeName(v)} (${show(v)})`);
}

/** Java's int: the low 32 bits, signed. */
export function toInt(v: Value): bigint {
  return BigInt.asIntN(32, toLong(v));
}

/** A number as JavaScript's, for positions and sizes; an error when it is not a safe integer. */
export function toSmallInt(v: Value): number {
  const n = Number(toInt(v));
  return n;
}

export function toBool(v: Value): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return v !== 0n;
  if (typeof v === 'number') return javaDoubleToLong(v) !== 0n;
  throw new HgsError(`a condition must be a truth value or an integer, not ${typeName(v)} (${show(v)})`);
}

export function toArray(v: Value): HgsArray {
  if (v instanceof HgsArray) return v;
  throw new HgsError(`an array is needed here, not ${typeName(v)} (${show(v)})`);
}

export function toMap(v: Value): HgsMap {
  if (isMap(v)) return v;
  throw new HgsError(`a record is needed here, not ${typeName(v)} (${show(v)})`);
}

/** Java's cast of a double to long: towards zero, NaN to 0, saturating at the ends. */
function javaDoubleToLong(d: number): bigint {
  if (Number.isNaN(d)) return 0n;
  if (d >= 9.223372036854776e18) return 2n ** 63n - 1n;
  if (d <= -9.223372036854776e18) return -(2n ** 63n);
  return BigInt(Math.trunc(d));
}

/** A double as Java prints it ("1.0", "0.5", "1.0E10"). */
function javaDouble(d: number): string {
  if (Number.isNaN(d)) return 'NaN';
  if (!Number.isFinite(d)) return d > 0 ? 'Infinity' : '-Infinity';
  const abs = Math.abs(d);
  if (abs !== 0 && (abs < 1e-3 || abs >= 1e7)) {
    const [mantissa = '0', exponent = '0'] = d.toExponential().split('e');
    return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.replace('+', '')}`;
  }
  const text = String(d);
  return text.includes('.') ? text : `${text}.0`;
}

/** A value as text, as Digital's toString makes it (for joining texts and for messages). */
export function show(v: Value | undefined, depth = 0): string {
  if (v === undefined) return 'null';
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return javaDouble(v);
  if (depth > 8) return '…';
  if (v instanceof HgsArray) return `[${v.items.map((i) => show(i, depth + 1)).join(', ')}]`;
  if (v.kind === 'map')
    return `{${v
      .entries()
      .map(([k, x]) => `${k}=${show(x, depth + 1)}`)
      .join(', ')}}`;
  return `function ${v.name}`;
}

/** Joins two texts, refusing a text longer than the limit (a loop doubling a text). */
export function concat(a: string, b: string): string {
  if (a.length + b.length > MAX_STRING_LENGTH) {
    throw new HgsLimitError(`a text would be longer than ${MAX_STRING_LENGTH.toLocaleString('en')} characters`);
  }
  return a + b;
}

/** Digital's `=`: numbers by value (a decimal number only equals a decimal number), texts as texts, others deeply. */
export function equal(a: Value, b: Value, depth = 0): boolean {
  if (typeof a === 'number' || typeof b === 'number') return typeof a === typeof b && a === b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
  if (typeof a === 'string' || typeof b === 'string') return show(a) === show(b);
  if (depth > 16) return a === b;
  if (a instanceof HgsArray && b instanceof HgsArray) {
    return a.items.length === b.items.length && a.items.every((x, i) => equal(x, b.items[i]!, depth + 1));
  }
  if (isMap(a) && isMap(b)) {
    const ea = a.entries();
    const eb = new Map(b.entries());
    return ea.length === eb.size && ea.every(([k, x]) => eb.has(k) && equal(x, eb.get(k)!, depth + 1));
  }
  return a === b;
}
