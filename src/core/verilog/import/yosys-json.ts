import { z } from 'zod';

/**
 * The part of Yosys's JSON netlist (`write_json`) an import reads. A bit is a net number, or a
 * constant "0", "1", "x" or "z". Parameters are binary strings (or numbers in older writers).
 */
const Bit = z.union([z.number().int().nonnegative(), z.enum(['0', '1', 'x', 'z'])]);
export type YosysBit = z.infer<typeof Bit>;

const Attributes = z.record(z.string(), z.unknown()).optional();

const Cell = z.object({
  type: z.string(),
  hide_name: z.number().optional(),
  parameters: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  attributes: Attributes,
  port_directions: z.record(z.string(), z.enum(['input', 'output', 'inout'])).optional(),
  connections: z.record(z.string(), z.array(Bit)),
});
export type YosysCell = z.infer<typeof Cell>;

const Port = z.object({
  direction: z.enum(['input', 'output', 'inout']),
  bits: z.array(Bit),
  offset: z.number().int().optional(),
  upto: z.number().int().optional(),
});
export type YosysPort = z.infer<typeof Port>;

const NetName = z.object({
  hide_name: z.number().optional(),
  bits: z.array(Bit),
  offset: z.number().int().optional(),
  upto: z.number().int().optional(),
  attributes: Attributes,
});

const Module = z.object({
  attributes: Attributes,
  ports: z.record(z.string(), Port).default({}),
  cells: z.record(z.string(), Cell).default({}),
  netnames: z.record(z.string(), NetName).default({}),
});
export type YosysModule = z.infer<typeof Module>;

export const YosysJsonSchema = z.object({ modules: z.record(z.string(), Module) });
export type YosysJson = z.infer<typeof YosysJsonSchema>;

/** The first source line named by a `src` attribute ("design.v:12.3-15.6" or "a.v:3|b.v:4"). */
export function sourceLine(attributes: Record<string, unknown> | undefined): number | undefined {
  const src = attributes?.['src'];
  if (typeof src !== 'string') return undefined;
  const match = /:(\d+)(?:\.\d+)?/.exec(src);
  return match ? Number(match[1]) : undefined;
}

/** A parameter as a number (Yosys writes most as 32-bit binary strings). */
export function parameterNumber(cell: YosysCell, name: string): number | undefined {
  const value = cell.parameters?.[name];
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^[01]+$/.test(value)) return undefined;
  return parseInt(value, 2);
}

/** A name as the user wrote it: Yosys prefixes public names with "\" and writes "$…" for its own. */
export function publicName(name: string): string | undefined {
  return name.startsWith('\\') ? name.slice(1) : name.startsWith('$') ? undefined : name;
}
