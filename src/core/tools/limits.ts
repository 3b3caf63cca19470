import { z } from 'zod';

/*
 * Argument limits are checked here but not advertised: in a tool's JSON Schema every "maxLength"
 * or "maximum" costs prompt tokens on every request, and a model never comes near them. A
 * refinement is checked by zod and left out of the schema the provider sees.
 */

/** A string of at most `max` characters. */
export const text = (max: number) => z.string().refine((s) => s.length <= max, `at most ${max} characters`);

/** A list of at most `max` items. */
export const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).refine((items) => items.length <= max, `at most ${max} items`);

/** A number between `min` and `max`. */
export const between = (min: number, max: number) =>
  z.number().refine((n) => n >= min && n <= max, `between ${min} and ${max}`);

/** Properties as text, the way the tools take them (see properties-text.ts). */
export const propertiesText = () => text(1000).describe('"name=value, …"');

/** A whole number between `min` and `max`. */
export const integer = (min: number, max: number) =>
  z
    .number()
    .int()
    .refine((n) => n >= min && n <= max, `between ${min} and ${max}`);
