/**
 * How deeply a model's JSON may nest. Walking a value (a schema check, `JSON.stringify`, a deep
 * copy) recurses once per level, so arguments nested 100,000 deep would overflow the stack; no tool
 * needs more than a few levels.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects more than `max` levels deep, read without parsing (one
 * pass, no recursion; brackets inside strings do not count). Text that is not JSON is read the same
 * way.
 */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}
