import { z } from 'zod';
import { fail, ok, type Result } from '../errors';
import { rankMatches, normalizeKey, type MatchCandidate } from '../fuzzy';
import { ARITHMETIC_COMPONENTS } from './arithmetic';
import { BLOCK_COMPONENTS } from './blocks';
import { BUS_BLOCK_COMPONENTS, WIRING_COMPONENTS, busCapable } from './buses';
import { GATE_COMPONENTS } from './gates';
import { INPUT_COMPONENTS } from './inputs';
import { MEMORY_COMPONENTS } from './memory';
import { MEMORY_PARTS } from './memories';
import { MULTIPLY_DIVIDE_COMPONENTS } from './multiply-divide';
import { OUTPUT_COMPONENTS } from './outputs';
import { PORT_COMPONENTS } from './ports';
import { POWER_COMPONENTS } from './power';
import { TRANSISTOR_COMPONENTS } from './transistors';
import { CATEGORIES, type Category, type ComponentDefinition, type PinDefinition } from './types';

/** Every component type, in palette order (category, then as listed in its file). */
export const COMPONENT_DEFINITIONS: readonly ComponentDefinition[] = busCapable([
  ...INPUT_COMPONENTS,
  ...OUTPUT_COMPONENTS,
  ...GATE_COMPONENTS,
  ...POWER_COMPONENTS,
  ...TRANSISTOR_COMPONENTS,
  ...MEMORY_COMPONENTS,
  ...BLOCK_COMPONENTS,
  ...PORT_COMPONENTS,
  ...WIRING_COMPONENTS,
  ...BUS_BLOCK_COMPONENTS,
  ...MEMORY_PARTS,
  ...ARITHMETIC_COMPONENTS,
  ...MULTIPLY_DIVIDE_COMPONENTS,
]);

const BY_TYPE = new Map(COMPONENT_DEFINITIONS.map((d) => [d.type, d]));
const BY_KEY = new Map(COMPONENT_DEFINITIONS.map((d) => [normalizeKey(d.type), d]));
const MATCH_CANDIDATES: MatchCandidate<ComponentDefinition>[] = COMPONENT_DEFINITIONS.map((d) => ({
  value: d,
  names: [d.type, d.name, ...d.aliases],
}));

/** Every type name. */
export const COMPONENT_TYPES: readonly string[] = COMPONENT_DEFINITIONS.map((d) => d.type);

/** The definition of an exact type name, or undefined. */
export function getDefinition(type: string): ComponentDefinition | undefined {
  return BY_TYPE.get(type);
}

/** A placed part as far as its definition goes. */
export interface PartOfType {
  readonly type: string;
  readonly properties: Readonly<Record<string, unknown>>;
}

const SHAPED = new Map<string, ComponentDefinition>();

/**
 * The definition of a placed part, with the pins and body its properties give it (a port's width,
 * a subcircuit's interface); for every other type the registry's own definition. Everything that
 * reads a part's pins goes through here. Shapes are cached: parts that agree on the properties the
 * shape reads share one definition object.
 */
export function definitionFor(part: PartOfType): ComponentDefinition | undefined {
  const definition = BY_TYPE.get(part.type);
  if (!definition?.shape) return definition;
  return shapedDefinition(definition, part.properties);
}

/**
 * The values of the properties a shape reads, or undefined when each is absent or its default (the
 * registry's own definition then is the shape: the common case costs no allocation).
 */
function shapeValues(
  definition: ComponentDefinition,
  properties: Readonly<Record<string, unknown>>,
): unknown[] | undefined {
  const keys = definition.shapeProperties ?? [];
  let custom = false;
  for (const k of keys) {
    const v = properties[k];
    if (v !== undefined && v !== definition.properties[k]?.default) custom = true;
  }
  return custom ? keys.map((k) => properties[k] ?? definition.properties[k]?.default) : undefined;
}

/** `definition` with the shape `properties` give it (defaults for the ones left out). */
export function shapedDefinition(
  definition: ComponentDefinition,
  properties: Readonly<Record<string, unknown>>,
): ComponentDefinition {
  if (!definition.shape) return definition;
  const values = shapeValues(definition, properties);
  if (values === undefined) return definition;
  const key = `${definition.type}\u0000${JSON.stringify(values)}`;
  let shaped = SHAPED.get(key);
  if (!shaped) {
    const filled = { ...defaultProperties(definition), ...properties };
    shaped = { ...definition, ...definition.shape(filled) };
    if (SHAPED.size > 10_000) SHAPED.clear();
    SHAPED.set(key, shaped);
  }
  return shaped;
}

/** A key that is equal for parts with the same pins and body. */
export function shapeKey(part: PartOfType): string {
  const definition = BY_TYPE.get(part.type);
  if (!definition?.shape) return part.type;
  const values = shapeValues(definition, part.properties);
  return values === undefined ? part.type : `${part.type}#${JSON.stringify(values)}`;
}

/** Types whose type, name or aliases look like `query`, best first. */
export function suggestTypes(query: string, limit = 3): string[] {
  return rankMatches(query, MATCH_CANDIDATES, limit).map((d) => d.type);
}

/**
 * Looks a type up the way a person or a model writes it: exact, then ignoring case and separators
 * ("and-2" → AND_2). Anything else is a failure whose hint names the closest types.
 */
export function lookupDefinition(type: string): Result<ComponentDefinition> {
  const exact = BY_TYPE.get(type) ?? BY_KEY.get(normalizeKey(type));
  if (exact) return ok(exact);
  const similar = suggestTypes(type);
  return fail(
    'UNKNOWN_COMPONENT_TYPE',
    `Unknown component type "${type}".`,
    similar.length > 0
      ? `Did you mean ${similar.map((s) => `"${s}"`).join(', ')}? GET /api/components (or the get_available_components tool) lists every type.`
      : 'GET /api/components (or the get_available_components tool) lists every type.',
    { similar },
  );
}

/** Finds a pin of a definition: exact name first, then ignoring case. */
export function findPin(definition: ComponentDefinition, name: string): PinDefinition | undefined {
  return (
    definition.pins.find((p) => p.name === name) ??
    definition.pins.find((p) => p.name.toLowerCase() === name.toLowerCase())
  );
}

/** A failure for a pin name the definition does not have, with its real pins in the hint. */
export function unknownPin(definition: ComponentDefinition, name: string, owner = definition.type) {
  const similar = rankMatches(
    name,
    definition.pins.map((p) => ({ value: p.name, names: [p.name] })),
    2,
  );
  const all = definition.pins.map((p) => p.name).join(', ');
  return fail(
    'UNKNOWN_PIN',
    `${owner} has no pin "${name}".`,
    similar.length > 0 ? `Did you mean "${similar[0]}"? Its pins are: ${all}.` : `Its pins are: ${all}.`,
    { pins: definition.pins.map((p) => p.name) },
  );
}

const PROPERTY_SCHEMAS = new WeakMap<ComponentDefinition, z.ZodType<Record<string, unknown>>>();

/**
 * The zod schema of a type's whole property object (every key optional: defaults fill the gaps).
 * Built once per type: zod compiles an object schema on its first parse, and rebuilding it for every
 * component made loading a 10,000-component circuit take seconds.
 */
export function propertiesSchema(definition: ComponentDefinition): z.ZodType<Record<string, unknown>> {
  let schema = PROPERTY_SCHEMAS.get(definition);
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, property] of Object.entries(definition.properties)) shape[key] = property.schema.optional();
    schema = z.strictObject(shape);
    PROPERTY_SCHEMAS.set(definition, schema);
  }
  return schema;
}

/** The default value of every property of a type. */
export function defaultProperties(definition: ComponentDefinition): Record<string, unknown> {
  // A property whose default is not written (a gate's width) stays absent until it is set.
  return Object.fromEntries(
    Object.entries(definition.properties)
      .filter(([, p]) => p.omitWhenDefault !== true)
      .map(([k, p]) => [k, p.default]),
  );
}

/**
 * Validates properties against a type's schema and fills in the defaults. Unknown keys and bad
 * values are a failure that names the property and what it accepts.
 */
export function normalizeProperties(
  definition: ComponentDefinition,
  properties: Readonly<Record<string, unknown>> = {},
): Result<Record<string, unknown>> {
  const parsed = propertiesSchema(definition).safeParse(properties);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
    const known = Object.keys(definition.properties);
    return fail(
      'INVALID_PROPERTY',
      `Invalid property "${key}" for ${definition.name}: ${issue.message}.`,
      known.length === 0
        ? `${definition.name} has no properties.`
        : `${definition.name} accepts: ${known
            .map((k) => `${k} (${definition.properties[k]!.description})`)
            .join('; ')}.`,
      { issues: parsed.error.issues },
    );
  }
  let merged = { ...defaultProperties(definition), ...stripUndefined(parsed.data) };
  const settled = definition.settleProperties?.(merged);
  if (settled && 'error' in settled) {
    return fail(
      'INVALID_PROPERTY',
      `${definition.name}: ${settled.error}`,
      'Change the properties so that they fit together.',
    );
  }
  if (settled) merged = settled.properties;
  // A default that is not written stays out even when set to it (a gate's width set back to 1).
  for (const [key, property] of Object.entries(definition.properties)) {
    if (property.omitWhenDefault === true && merged[key] === property.default) delete merged[key];
  }
  return ok(merged);
}

function stripUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}

/** A component type in lists: what the palette and `get_available_components` show. */
export interface ComponentSummary {
  readonly type: string;
  readonly name: string;
  readonly category: Category;
  readonly description: string;
}

/** Every type grouped by category, categories in palette order. */
export function listByCategory(): { category: Category; components: ComponentSummary[] }[] {
  return CATEGORIES.map((category) => ({
    category,
    components: COMPONENT_DEFINITIONS.filter((d) => d.category === category && d.listed !== false).map(summarize),
  }));
}

/** The list entry of one definition. */
export function summarize(d: ComponentDefinition): ComponentSummary {
  return { type: d.type, name: d.name, category: d.category, description: d.description };
}
