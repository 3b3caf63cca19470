/**
 * Where JSON text first goes wrong, found by a small scanner of its own: engines word their
 * `JSON.parse` errors differently (V8 gives no position for "Unexpected token"), and a file's user
 * needs a line and a column. Iterative, so deep nesting costs no stack.
 */

const WORDS = ['true', 'false', 'null'] as const;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

/** The offset of the first syntax error in `text`, or undefined when it is valid JSON. */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const n = text.length;
  const stack: ('[' | '{')[] = [];

  const skipSpace = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return;
      i++;
    }
  };
  const string = (): boolean => {
    i++; // the opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return true;
      }
      if (c < 0x20) return false;
      if (c !== 0x5c) {
        i++;
        continue;
      }
      const escape = text[i + 1];
      if (escape === 'u' && HEX4.test(text.slice(i + 2, i + 6))) i += 6;
      else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) i += 2;
      else return false;
    }
    return false;
  };
  const scalar = (): boolean => {
    const c = text[i];
    if (c === '"') return string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text);
      if (!match) return false;
      i += match[0].length;
      return true;
    }
    const word = WORDS.find((w) => text.startsWith(w, i));
    if (!word) return false;
    i += word.length;
    return true;
  };
  const key = (): boolean => {
    skipSpace();
    if (text[i] !== '"' || !string()) return false;
    skipSpace();
    if (text[i] !== ':') return false;
    i++;
    return true;
  };

  for (;;) {
    // A value is expected here.
    skipSpace();
    if (i >= n) return i;
    const c = text[i];
    if (c === '[' || c === '{') {
      stack.push(c);
      i++;
      skipSpace();
      if (text[i] === (c === '[' ? ']' : '}')) {
        i++;
        stack.pop();
      } else {
        if (c === '{' && !key()) return i;
        continue;
      }
    } else if (!scalar()) return i;
    // After a value: close what is open, or go on after a comma.
    for (;;) {
      skipSpace();
      const open = stack[stack.length - 1];
      if (open === undefined) return i < n ? i : undefined;
      if (i >= n) return i;
      const next = text[i];
      if (next === ',') {
        i++;
        if (open === '{' && !key()) return i;
        break;
      }
      if (next !== (open === '[' ? ']' : '}')) return i;
      i++;
      stack.pop();
    }
  }
}

/** "line 3, column 14" (both from 1) of an offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
