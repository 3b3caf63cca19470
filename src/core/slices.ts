/**
 * Long jobs over big JSON values in slices, with a pause between slices for the host's event loop
 * (other requests): serialising and walking arrays or records of hundreds of thousands of entries
 * (a 200,000-part circuit, its simulation snapshot) otherwise holds the main process for seconds.
 */

/** Lets the host's event loop run (Node: `setImmediate`) before the next slice of work. */
export type YieldNow = () => Promise<void>;

/** Entries of an array or a record handled between two pauses: a few milliseconds of work. */
export const SLICE_ENTRIES = 2000;

/** A plain object: a literal, parsed JSON or a structured clone (not a Map, a Date…). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** True when `value` has more than `entries` items (array) or keys (plain object). */
export function isBig(value: unknown, entries: number): boolean {
  if (Array.isArray(value)) return value.length > entries;
  if (!isPlainObject(value)) return false;
  let count = 0;
  for (const key in value) if (Object.hasOwn(value, key) && ++count > entries) return true;
  return false;
}

/** True when `value`, or something at most `depth` levels inside it, {@link isBig}. */
export function holdsBig(value: unknown, entries: number, depth = 3): boolean {
  if (isBig(value, entries)) return true;
  if (depth === 0 || (!Array.isArray(value) && !isPlainObject(value))) return false;
  return Object.values(value).some((child) => holdsBig(child, entries, depth - 1));
}

/**
 * `JSON.stringify(value)`, the same text, written as pieces with a pause after every `entries`
 * items of a big array or record. `write` gets the pieces in order (join them, or send them).
 */
export async function writeJsonInSlices(
  value: unknown,
  write: (piece: string) => void,
  yieldNow: YieldNow,
  entries = SLICE_ENTRIES,
): Promise<void> {
  if (!holdsBig(value, entries)) {
    // JSON.stringify gives undefined for undefined, a function or a symbol: null, as in an array.
    const text: string | undefined = JSON.stringify(value);
    write(text ?? 'null');
    return;
  }
  const record = value as Record<string, unknown>;
  if (!Array.isArray(value) && typeof record.toJSON === 'function') {
    await writeJsonInSlices((record.toJSON as () => unknown)(), write, yieldNow, entries);
    return;
  }
  const isArray = Array.isArray(value);
  const keys = isArray ? undefined : Object.keys(record);
  const count = isArray ? value.length : keys!.length;
  write(isArray ? '[' : '{');
  let written = false;
  for (let start = 0; start < count; start += entries) {
    const end = Math.min(count, start + entries);
    // A slice of small items is one JSON.stringify, brackets cut off: the same text, far faster
    // than item by item. Items that hold big values themselves are written in slices too.
    const items = isArray ? value.slice(start, end) : keys!.slice(start, end).map((key) => record[key]);
    if (!items.some((item) => holdsBig(item, entries))) {
      const chunk = isArray ? items : Object.fromEntries(keys!.slice(start, end).map((key) => [key, record[key]]));
      const text = JSON.stringify(chunk).slice(1, -1);
      if (text.length > 0) {
        write(written ? `,${text}` : text);
        written = true;
      }
    } else {
      for (let i = start; i < end; i++) {
        const item: unknown = isArray ? value[i] : record[keys![i]!];
        const absent = item === undefined || typeof item === 'function' || typeof item === 'symbol';
        // As JSON.stringify: no JSON form is null in an array, and leaves the property out of an object.
        if (absent && !isArray) continue;
        write(written ? ',' : '');
        written = true;
        if (!isArray) write(`${JSON.stringify(keys![i])}:`);
        if (absent) write('null');
        else await writeJsonInSlices(item, write, yieldNow, entries);
      }
    }
    // A small object around big values pauses inside them, not around them.
    if (count > entries) await yieldNow();
  }
  write(isArray ? ']' : '}');
}

/** {@link writeJsonInSlices} joined into one string. */
export async function stringifyInSlices(value: unknown, yieldNow: YieldNow, entries = SLICE_ENTRIES): Promise<string> {
  const pieces: string[] = [];
  await writeJsonInSlices(value, (piece) => pieces.push(piece), yieldNow, entries);
  return pieces.join('');
}
