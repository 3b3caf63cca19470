import { jsonNestsDeeperThan } from '../../shared/json-depth';

/**
 * How deeply a model's JSON may nest. Walking a value (a schema check, `JSON.stringify`, a deep
 * copy) recurses once per level, so arguments nested 100,000 deep would overflow the stack; no tool
 * needs more than a few levels.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects more than `max` levels deep, read without parsing (the
 * shared scanner: one pass, no recursion; brackets inside strings do not count).
 */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  return jsonNestsDeeperThan(text, max);
}
