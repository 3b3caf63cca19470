import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool } from './tool';
import { ToolRegistry } from './tool-registry';
import { arbitraryArgumentText, toolSchemaProblems } from './test-support/tool-properties';

const tools = [
  defineTool({
    name: 'shape_tool',
    description: 'A tool with every kind of field, to check schemas and argument checks.',
    input: z.object({
      text: z.string().min(1).max(20),
      count: z.number().int().min(0).optional(),
      mode: z.enum(['a', 'b']).default('a'),
      list: z
        .array(z.object({ x: z.number(), y: z.number().optional() }))
        .max(5)
        .optional(),
      either: z.union([z.string(), z.array(z.string())]).optional(),
      flag: z.boolean().nullable().optional(),
    }),
    run: (args) => ({ success: true, echoed: args.text }),
  }),
  defineTool({
    name: 'empty_tool',
    description: 'A tool without arguments, to check the empty schema.',
    input: z.object({}),
    run: () => ({ success: true }),
  }),
  defineTool({
    name: 'throwing_tool',
    description: 'A tool that throws on some input, to check nothing escapes.',
    input: z.object({ n: z.number().optional() }),
    run: ({ n }) => {
      if (n !== undefined && n > 0) throw new Error('positive');
      return { success: true };
    },
  }),
];

describe('tool properties', () => {
  it('every schema is a valid JSON Schema object with a description of at least 20 characters', () => {
    expect(toolSchemaProblems(tools)).toEqual([]);
  });

  it('finds a schema or description that breaks the rules', () => {
    const bad = defineTool({
      name: 'bad_tool',
      description: 'x'.repeat(25),
      input: z.object({}),
      run: () => ({ success: true }),
    });
    expect(toolSchemaProblems([{ ...bad, description: '   short   ' + ' '.repeat(20) }])).toEqual([
      expect.stringContaining('the description must say when to use it') as unknown,
    ]);
  });

  it('random arguments to every tool always give {success: boolean} and never throw', async () => {
    const registry = new ToolRegistry(tools);
    const signal = new AbortController().signal;
    const errors = console.error;
    console.error = () => {};
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...registry.names, 'no_such_tool'),
          arbitraryArgumentText(),
          fc.boolean(),
          async (name, args, truncated) => {
            const run = await registry.execute({ id: 'c', name, arguments: args }, { signal, truncated });
            expect(typeof run.result.success).toBe('boolean');
            expect(run.success).toBe(run.result.success);
            if (!run.result.success) expect(run.result.error.length).toBeGreaterThan(0);
            expect(({} as Record<string, unknown>).x).toBeUndefined();
          },
        ),
        { numRuns: 400, seed: Number(process.env.FC_SEED ?? 11) },
      );
    } finally {
      console.error = errors;
    }
  });
});
