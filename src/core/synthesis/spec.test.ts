import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSynthesisRequest, SynthesisRequestSchema } from './spec';

describe('synthesis requests', () => {
  it('read the same table from rows (strings or arrays; "-" patterns, a don\'t care refined by a later row), columns and minterms', () => {
    const expected = { on: [1, 2], dontCares: [3] };
    const shapes = [
      {
        rows: [
          { in: '00', out: '0' },
          { in: '0 1', out: '1' },
          { in: [1, 0], out: [1] },
          { in: ['1', '1'], out: ['x'] },
        ],
      },
      {
        rows: [
          { in: '1-', out: 'x' },
          { in: '00', out: '0' },
          { in: '01', out: '1' },
          { in: '10', out: '1' },
        ],
      },
      { columns: { f: '01 1x' } },
      { columns: { F: [0, 1, 1, '?'] } },
      { minterms: { F: [2, 1, 2] }, dont_cares: { F: [3] } },
    ];
    for (const shape of shapes) {
      const parsed = parseSynthesisRequest({ inputs: ['A', 'B'], outputs: ['F'], ...shape });
      expect(parsed.success && parsed.data.functions, JSON.stringify(shape)).toEqual([expected]);
    }
  });

  it('default to sum of products with switches and LEDs', () => {
    const parsed = parseSynthesisRequest({ inputs: ['A'], outputs: ['F'], columns: { F: '01' } });
    expect(parsed.success && [parsed.data.style, parsed.data.io]).toEqual(['sum_of_products', 'include']);
  });

  it('convert to a JSON Schema with every field described, for the tool definition', () => {
    const schema = z.toJSONSchema(SynthesisRequestSchema) as {
      properties: Record<string, { description?: string }>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual([
      'inputs',
      'outputs',
      'rows',
      'columns',
      'minterms',
      'dont_cares',
      'style',
      'io',
    ]);
    expect(schema.required).toEqual(['inputs', 'outputs']);
    for (const [key, property] of Object.entries(schema.properties)) expect(property.description, key).toBeTruthy();
  });
});
