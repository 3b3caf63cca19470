import { z } from 'zod';
import type { Json, JsonObject } from './messages';

/** Keywords OpenAI's strict mode refuses; zod still checks them locally, so nothing is lost. */
const STRICT_UNSUPPORTED = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'default',
];

/**
 * The JSON Schema a provider sees for a tool's zod schema (never written twice). Derived with
 * zod's own converter, then shaped for the providers:
 * - every object has `properties` (a tool with no arguments sends `{"type":"object","properties":{}}`,
 *   which Groq's validator insists on) and `additionalProperties: false`;
 * - optional fields go out as nullable (Groq and strict models fill omitted fields with null;
 *   {@link stripNulls} turns that null back into "absent"); in strict mode they are also listed in
 *   `required`, as OpenAI's strict mode demands, and keywords it refuses are left out;
 * - zod's ±2^53 integer bounds are dropped: they say nothing and cost tokens.
 */
export function toolParameters(schema: z.ZodType, options: { strict: boolean }): JsonObject {
  const raw = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', reused: 'inline', unrepresentable: 'any' });
  const { $schema: _ignored, ...rest } = raw as JsonObject;
  const shaped = shape(rest, options.strict);
  if (!isObject(shaped) || shaped.type !== 'object') {
    throw new Error('A tool takes a zod object as its input schema.');
  }
  return shaped;
}

function shape(node: Json, strict: boolean): Json {
  if (Array.isArray(node)) return node.map((n) => shape(n, strict));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (strict && STRICT_UNSUPPORTED.includes(key)) continue;
    if ((key === 'maximum' || key === 'minimum') && typeof value === 'number' && Math.abs(value) >= 2 ** 53 - 1) {
      continue;
    }
    if (key === 'properties' && isObject(value)) continue; // handled below
    out[key] = shape(value, strict);
  }
  if (node.type === 'object' || isObject(node.properties)) {
    const properties = isObject(node.properties) ? node.properties : {};
    const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
    const shapedProperties: JsonObject = {};
    for (const [name, property] of Object.entries(properties)) {
      const inner = shape(property, strict);
      shapedProperties[name] = required.has(name) ? inner : nullable(inner);
    }
    out.type = 'object';
    out.properties = shapedProperties;
    const requiredList = strict ? Object.keys(shapedProperties) : [...required];
    if (requiredList.length > 0) out.required = requiredList;
    else delete out.required;
    out.additionalProperties = false;
  }
  return out;
}

/** The schema, also accepting null. */
function nullable(schema: Json): Json {
  if (!isObject(schema)) return schema;
  if (typeof schema.type === 'string' && schema.enum === undefined && schema.const === undefined) {
    return { ...schema, type: [schema.type, 'null'] };
  }
  if (Array.isArray(schema.enum)) {
    const type = typeof schema.type === 'string' ? [schema.type, 'null'] : schema.type;
    return { ...schema, ...(type === undefined ? {} : { type }), enum: [...schema.enum, null] };
  }
  const { description, ...rest } = schema;
  return {
    ...(description === undefined ? {} : { description }),
    anyOf: [rest, { type: 'null' }],
  };
}

/**
 * Removes object keys whose value is null, at every depth: a model that fills an omitted optional
 * field with null meant "absent". Tools never need to tell null from absent.
 */
export function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNulls);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === null) continue;
    // defineProperty: a "__proto__" key stays an own (and so refusable) key, never a prototype.
    Object.defineProperty(out, key, { value: stripNulls(inner), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
