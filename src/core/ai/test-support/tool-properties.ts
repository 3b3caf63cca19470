import { Ajv } from 'ajv';
import fc from 'fast-check';
import type { AnyTool } from '../tool';
import { ToolRegistry } from '../tool-registry';

/**
 * The problems of a tool list as providers would see it, for property tests over every tool set
 * of the app: each schema must compile as JSON Schema (draft 7, strict), be an object schema, and
 * the description must say when to use the tool (≥ 20 characters). Empty: all good.
 */
export function toolSchemaProblems(tools: readonly AnyTool[]): string[] {
  const problems: string[] = [];
  let registry: ToolRegistry;
  try {
    registry = new ToolRegistry(tools);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  for (const strict of [false, true]) {
    for (const spec of registry.specs({ strict })) {
      const where = `${spec.name}${strict ? ' (strict)' : ''}`;
      if (spec.description.trim().length < 20) problems.push(`${where}: description shorter than 20 characters`);
      if (spec.parameters.type !== 'object') problems.push(`${where}: type is not "object"`);
      if (typeof spec.parameters.properties !== 'object') problems.push(`${where}: no "properties"`);
      try {
        new Ajv({ strict: true, strictRequired: false }).compile(spec.parameters);
      } catch (error) {
        problems.push(`${where}: not a valid JSON Schema (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  return problems;
}

/** Arguments as a model might send them: valid-looking objects, wrong types, nulls, junk text. */
export function arbitraryArgumentText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 })).map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 60 }),
    fc.constantFrom('', '{', '{"a":', 'null', '[]', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {}}}'),
  );
}

/** The tools exactly as an OpenAI-compatible request carries them (for token counts in tests and `bench:ai`). */
export function openAIToolsJson(registry: ToolRegistry, strict: boolean): string {
  return JSON.stringify(
    registry.specs({ strict }).map((spec) => ({
      type: 'function',
      function: {
        name: spec.name,
        description: spec.description,
        parameters: spec.parameters,
        ...(strict ? { strict } : {}),
      },
    })),
  );
}
