import { z } from 'zod';
import { CATEGORIES, PIN_DIRECTIONS, type ComponentDefinition } from './types';

/** JSON-safe form of a property: its JSON Schema instead of the zod object. */
export const PropertyDescriptionSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  unit: z.string().optional(),
  default: z.unknown(),
  schema: z.record(z.string(), z.unknown()),
});

export const PinDescriptionSchema = z.object({
  name: z.string(),
  direction: z.enum(PIN_DIRECTIONS),
  x: z.number(),
  y: z.number(),
  side: z.enum(['left', 'right', 'top', 'bottom']),
  description: z.string(),
  can_connect_to: z.array(z.enum(PIN_DIRECTIONS)),
  max_connections: z.number().int(),
  clock: z.boolean().optional(),
  tristate: z.boolean().optional(),
  default_value: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Bits the pin carries, when over 1 (a bus): it is wired only to a pin of the same width. */
  bits: z.number().int().optional(),
});

/** The full, JSON-safe description of a component type, as the REST view and the assistant see it. */
export const ComponentDescriptionSchema = z.object({
  type: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  family: z.string(),
  description: z.string(),
  aliases: z.array(z.string()),
  label_prefix: z.string(),
  width: z.number(),
  height: z.number(),
  pins: z.array(PinDescriptionSchema),
  properties: z.array(PropertyDescriptionSchema),
  example_connections: z.array(
    z.object({
      description: z.string(),
      from: z.string(),
      to: z.string(),
    }),
  ),
});
export type ComponentDescription = z.infer<typeof ComponentDescriptionSchema>;

const jsonSchemaCache = new Map<string, ComponentDescription>();

/** Describes a definition as plain JSON (cached: definitions never change at run time). */
export function describeComponent(d: ComponentDefinition): ComponentDescription {
  const cached = jsonSchemaCache.get(d.type);
  if (cached) return cached;
  const description: ComponentDescription = {
    type: d.type,
    name: d.name,
    category: d.category,
    family: d.family,
    description: d.description,
    aliases: [...d.aliases],
    label_prefix: d.labelPrefix,
    width: d.width,
    height: d.height,
    pins: d.pins.map((p) => ({
      name: p.name,
      direction: p.direction,
      x: p.x,
      y: p.y,
      side: p.side,
      description: p.description,
      can_connect_to: [...p.canConnectTo],
      max_connections: p.maxConnections,
      ...(p.clock ? { clock: true } : {}),
      ...(p.tristate ? { tristate: true } : {}),
      ...(p.defaultValue !== undefined ? { default_value: p.defaultValue } : {}),
      ...((p.width ?? 1) > 1 ? { bits: p.width } : {}),
    })),
    properties: Object.entries(d.properties).map(([name, p]) => {
      const { $schema: _ignored, ...schema } = z.toJSONSchema(p.schema) as Record<string, unknown>;
      return {
        name,
        label: p.label,
        description: p.description,
        ...(p.unit ? { unit: p.unit } : {}),
        default: p.default,
        schema,
      };
    }),
    example_connections: d.examples.map((e) => ({
      description: e.description,
      from: `${e.from.type}.${e.from.pin}`,
      to: `${e.to.type}.${e.to.pin}`,
    })),
  };
  jsonSchemaCache.set(d.type, description);
  return description;
}
