import { z } from 'zod';
import type { Blueprint } from '../../shared/circuit/blueprint';
import type { ValidationIssue } from '../../shared/contract/validation-channels';
import { formatProperties, parseProperties } from './properties-text';

/**
 * A blueprint as the tools take it: the format of `src/shared/circuit/blueprint.ts`, except that
 * `properties` is text ("frequency=2, initial=true"), because a provider's strict tool schemas
 * cannot hold a free-form object. Deliberately plain (no limits here): `validateBlueprint` checks
 * everything and reports every mistake with a fix, which a schema error could not.
 */
export const ToolBlueprintSchema = z.object({
  components: z.array(
    z.object({
      label: z.string(),
      type: z.string(),
      position: z.object({ x: z.number(), y: z.number() }).optional(),
      properties: z.string().describe('"name=value, …"').optional(),
    }),
  ),
  wires: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type ToolBlueprint = z.infer<typeof ToolBlueprintSchema>;

/** A tool blueprint in the shared format; properties text that cannot be read is an issue, with its place. */
export function fromToolBlueprint(input: ToolBlueprint): { blueprint: Blueprint; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const components = input.components.map((c, index) => {
    const { properties, ...rest } = c;
    if (properties === undefined || properties.trim() === '') return rest;
    const parsed = parseProperties(properties);
    if (parsed.success) return { ...rest, properties: parsed.data };
    issues.push({
      code: 'INVALID_PROPERTY',
      severity: 'error',
      message: `components[${index}] (${c.label}): ${parsed.error}`,
      hint: parsed.hint,
      components: [c.label],
    });
    return rest;
  });
  return { blueprint: { components, wires: input.wires }, issues };
}

/** A shared-format blueprint back in the tools' form (properties as text). */
export function toToolBlueprint(blueprint: Blueprint): ToolBlueprint {
  return {
    components: blueprint.components.map(({ rotation: _rotation, properties, ...rest }) => {
      const text = properties ? formatProperties(properties) : '';
      return text === '' ? rest : { ...rest, properties: text };
    }),
    wires: blueprint.wires,
  };
}
