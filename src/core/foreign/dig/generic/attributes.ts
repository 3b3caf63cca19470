import type { DigValue } from '../document';
import { HgsError } from './limits';
import { HgsArray, show, type HgsMap, type Value } from './values';

/** What Digital gives for an attribute an element does not set, for the ones generic code reads. */
const DEFAULTS: Readonly<Record<string, Value>> = { Bits: 1n, Inputs: 2n, Label: '', rotation: 0n };

/**
 * An element's (or the circuit's) attributes as generic code sees them (`this`, `settings`, the
 * element `addComponent` gives): reads give the attribute as a value, writes set it in the
 * circuit being made, turned into what the attribute holds (a colour from a number, a quarter
 * turn, a memory's words from an array of numbers).
 */
export class AttributeMap implements HgsMap {
  readonly kind = 'map';
  constructor(readonly attrs: Map<string, DigValue>) {}

  get(key: string): Value | undefined {
    const v = this.attrs.get(key);
    if (v === undefined) return DEFAULTS[key];
    if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : v;
    if (typeof v === 'string' || typeof v === 'boolean') return v;
    if (Array.isArray(v)) return new HgsArray([...(v as readonly string[])]);
    return undefined;
  }

  put(key: string, value: Value): void {
    this.attrs.set(key, attributeValue(key, value));
  }

  declare(key: string, value: Value): void {
    if (this.attrs.has(key)) throw new HgsError(`the attribute '${key}' is set already (assign it with "=")`);
    this.put(key, value);
  }

  entries(): readonly (readonly [string, Value])[] {
    return [...this.attrs.keys()].flatMap((k) => {
      const v = this.get(k);
      return v === undefined ? [] : [[k, v] as const];
    });
  }
}

/** A value of generic code as the value of the attribute `key`. */
function attributeValue(key: string, value: Value): DigValue {
  if (typeof value === 'bigint' || typeof value === 'number') {
    const n = Number(value);
    if (key === 'Color') {
      const c = Number(BigInt.asUintN(24, BigInt(Math.trunc(n))));
      return `rgb(${(c >> 16) & 255},${(c >> 8) & 255},${c & 255})`;
    }
    if (key === 'rotation') return ((Math.trunc(n) % 4) + 4) % 4;
    if (!Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER) {
      throw new HgsError(`the attribute '${key}' cannot be ${show(value)}: the number is too large`);
    }
    return n;
  }
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof HgsArray) {
    const numbers = value.items.every((i) => typeof i === 'bigint' || typeof i === 'number');
    if (key === 'Data' && numbers) {
      return value.items
        .map((i) => BigInt.asUintN(64, typeof i === 'bigint' ? i : BigInt(Math.trunc(Number(i)))).toString(16))
        .join(',');
    }
    return value.items.map((i) => show(i));
  }
  throw new HgsError(`the attribute '${key}' cannot be ${value.kind === 'map' ? 'a record' : 'a function'}`);
}
