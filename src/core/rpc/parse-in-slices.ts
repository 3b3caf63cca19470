import { z } from 'zod';
import { holdsBig, isBig, isPlainObject, SLICE_ENTRIES, type YieldNow } from '../slices';

/** What {@link parseInSlices} finds: the parsed value, or zod's issues. */
export type SlicedParse =
  | { readonly success: true; readonly data: unknown }
  | { readonly success: false; readonly issues: readonly z.core.$ZodIssue[] };

const offsetIssues = (issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[], offset = 0) =>
  issues.map((issue) => {
    const [first, ...rest] = issue.path;
    const head = typeof first === 'number' ? first + offset : first;
    return { ...issue, path: [...prefix, ...(head === undefined ? [] : [head]), ...rest] };
  });

/**
 * `schema.safeParse(value)`, giving the same answer, with a pause for the event loop after every
 * `entries` items of a big array or record: checking a 200,000-part circuit or its simulation
 * snapshot against its schema takes seconds, which the host would otherwise spend deaf to every
 * other request. Objects are split by field (the fields without big values are checked together,
 * with the object's own strictness), arrays and records by slices of entries; anything else, and
 * any schema with checks of its own on a big object, is handed to zod whole.
 */
export async function parseInSlices(
  schema: z.ZodType,
  value: unknown,
  yieldNow: YieldNow,
  entries = SLICE_ENTRIES,
): Promise<SlicedParse> {
  if (!holdsBig(value, entries)) return whole(schema, value);
  if (schema instanceof z.ZodObject && isPlainObject(value) && (schema._zod.def.checks ?? []).length === 0) {
    return parseObject(schema, value, yieldNow, entries);
  }
  if (schema instanceof z.ZodArray && Array.isArray(value) && isBig(value, entries)) {
    return parseArray(schema, value, yieldNow, entries);
  }
  // Only records with string keys: a record over an enum must hold every key, which no slice does.
  if (
    schema instanceof z.ZodRecord &&
    schema.keyType instanceof z.ZodString &&
    isPlainObject(value) &&
    isBig(value, entries)
  ) {
    return parseRecord(schema, value, yieldNow, entries);
  }
  return whole(schema, value);
}

function whole(schema: z.ZodType, value: unknown): SlicedParse {
  const parsed = schema.safeParse(value);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, issues: parsed.error.issues };
}

async function parseObject(
  schema: z.ZodObject,
  value: Record<string, unknown>,
  yieldNow: YieldNow,
  entries: number,
): Promise<SlicedParse> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const bigKeys = Object.keys(shape).filter((key) => Object.hasOwn(value, key) && holdsBig(value[key], entries));
  const rest: Record<string, unknown> = { ...value };
  for (const key of bigKeys) delete rest[key];
  const mask = Object.fromEntries(bigKeys.map((key) => [key, true] as const));
  const small = schema.omit(mask as never).safeParse(rest);
  if (!small.success) return { success: false, issues: small.error.issues };
  const parsed: Record<string, unknown> = {};
  for (const key of bigKeys) {
    await yieldNow();
    const field = await parseInSlices(shape[key]!, value[key], yieldNow, entries);
    if (!field.success) return { success: false, issues: offsetIssues(field.issues, [key]) };
    parsed[key] = field.data;
  }
  // zod writes the fields in the order of the shape, then any it lets through.
  const data: Record<string, unknown> = {};
  const smallData = small.data as Record<string, unknown>;
  for (const key of Object.keys(shape)) {
    if (Object.hasOwn(parsed, key)) data[key] = parsed[key];
    else if (Object.hasOwn(smallData, key)) data[key] = smallData[key];
  }
  for (const key of Object.keys(smallData)) if (!Object.hasOwn(data, key)) data[key] = smallData[key];
  return { success: true, data };
}

async function parseArray(
  schema: z.ZodArray,
  value: unknown[],
  yieldNow: YieldNow,
  entries: number,
): Promise<SlicedParse> {
  // The array's own checks (its length), with items that are anything: cheap, and the same rules.
  const shell = schema.clone({ ...schema._zod.def, element: z.unknown() }).safeParse(value);
  if (!shell.success) return { success: false, issues: shell.error.issues };
  const items = z.array(schema.element as z.ZodType);
  const data: unknown[] = [];
  for (let start = 0; start < value.length; start += entries) {
    const slice = items.safeParse(value.slice(start, start + entries));
    if (!slice.success) return { success: false, issues: offsetIssues(slice.error.issues, [], start) };
    for (const item of slice.data) data.push(item);
    await yieldNow();
  }
  return { success: true, data };
}

async function parseRecord(
  schema: z.ZodRecord,
  value: Record<string, unknown>,
  yieldNow: YieldNow,
  entries: number,
): Promise<SlicedParse> {
  const slices = z.record(schema.keyType, schema.valueType as z.ZodType);
  const keys = Object.keys(value);
  const parsed: [string, unknown][] = [];
  for (let start = 0; start < keys.length; start += entries) {
    const part = Object.fromEntries(keys.slice(start, start + entries).map((key) => [key, value[key]]));
    const slice = slices.safeParse(part);
    if (!slice.success) return { success: false, issues: slice.error.issues };
    for (const entry of Object.entries(slice.data)) parsed.push(entry);
    await yieldNow();
  }
  // Own properties whatever the key ("__proto__" included), as assignment would not make.
  return { success: true, data: Object.fromEntries(parsed) };
}
