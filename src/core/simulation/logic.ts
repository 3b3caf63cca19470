import type { LogicValue } from '../../shared/contract/sim-channels';

/** Logic 0. Values are small integers so that engines can keep them in typed arrays. */
export const L0 = 0;
/** Logic 1. */
export const L1 = 1;
/** Unknown: never set, a conflict, or computed from an unknown. */
export const LX = 2;
/** Undriven (high impedance). A logic input reading Z sees X. */
export const LZ = 3;

/** One of {@link L0}, {@link L1}, {@link LX}, {@link LZ}. */
export type Logic = 0 | 1 | 2 | 3;

const CHARS: readonly LogicValue[] = ['0', '1', 'X', 'Z'];

/** The contract's spelling of a value. */
export function logicChar(value: number): LogicValue {
  return CHARS[value] ?? 'X';
}

/** The value a logic input sees on a net: Z reads as X. */
export function asInput(value: number): Logic {
  return value === LZ ? LX : (value as Logic);
}

/** Joins the values of the active drivers of one net (0 drivers → Z; 0 against 1 → X). */
export function resolveValues(values: readonly number[]): Logic {
  let result: Logic = LZ;
  for (const v of values) {
    if (v === LZ) continue;
    if (result === LZ) result = v as Logic;
    else if (result !== v) return LX;
  }
  return result;
}
