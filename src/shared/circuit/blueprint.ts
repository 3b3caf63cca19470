import { z } from 'zod';
import { COORDINATE_LIMIT, PropertiesSchema } from './types';

/**
 * The blueprint: how the assistant (and scripts) describe a circuit — by labels, not ids:
 * `{components: [{label, type, position?, properties?}], wires: [{from: "SW1:out", to: "G1:a"}]}`.
 * Deliberately loose (types and pins are plain strings) so that validation can report every
 * mistake with a "did you mean" instead of a schema error.
 */
export const BlueprintSchema = z.strictObject({
  components: z
    .array(
      z.strictObject({
        label: z.string().min(1).max(64),
        type: z.string().min(1).max(64),
        position: z.strictObject({ x: z.number().finite(), y: z.number().finite() }).optional(),
        rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).optional(),
        properties: PropertiesSchema.optional(),
      }),
    )
    .max(5000),
  wires: z.array(z.strictObject({ from: z.string().min(3).max(100), to: z.string().min(3).max(100) })).max(10000),
});
export type Blueprint = z.infer<typeof BlueprintSchema>;

/** "SW1:out" → {label: "SW1", pin: "out"}; also accepts "SW1.out". Undefined when malformed. */
export function parseEndpoint(text: string): { label: string; pin: string } | undefined {
  const match = /^\s*([A-Za-z][A-Za-z0-9_]*)\s*[:.]\s*([A-Za-z][A-Za-z0-9_]*)\s*$/.exec(text);
  return match ? { label: match[1]!, pin: match[2]! } : undefined;
}

/** Positions a blueprint may use. */
export function isInsideCanvas(x: number, y: number): boolean {
  return Math.abs(x) <= COORDINATE_LIMIT && Math.abs(y) <= COORDINATE_LIMIT;
}
