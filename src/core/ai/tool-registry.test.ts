import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool } from './tool';
import { ToolRegistry, formatPath } from './tool-registry';
import { stripNulls, toolParameters } from './tool-schema';

const signal = new AbortController().signal;
const call = (name: string, args: string) => ({ id: 'c1', name, arguments: args });

const place = defineTool({
  name: 'place_part',
  description: 'Places a part on the canvas at a position; use it to add one part.',
  input: z.object({
    type: z.string().min(1).describe('The part type.'),
    x: z.number().int().optional(),
    tags: z.array(z.object({ key: z.string(), value: z.string().optional() })).optional(),
  }),
  run: (args) => ({ success: true, placed: args.type, x: args.x ?? null }),
});
const nothing = defineTool({
  name: 'list_parts',
  description: 'Lists every part on the canvas; use it before editing.',
  input: z.object({}),
  run: () => ({ success: true, parts: [] }),
});
const boom = defineTool({
  name: 'explode',
  description: 'Always throws, to show that a failing tool never ends a turn.',
  input: z.object({}),
  run: () => {
    throw new Error('kaboom');
  },
});

describe('toolParameters', () => {
  it('sends a tool without arguments as an object with empty properties and nothing required', () => {
    expect(toolParameters(nothing.input, { strict: false })).toEqual({
      type: 'object',
      properties: {},
      additionalProperties: false,
    });
  });

  it('sends optional fields as nullable, not required; strict mode requires them all and drops refused keywords', () => {
    const loose = toolParameters(place.input, { strict: false });
    expect(loose.required).toEqual(['type']);
    expect(loose.properties).toMatchObject({
      type: { type: 'string', minLength: 1, description: 'The part type.' },
      x: { type: ['integer', 'null'] },
    });
    expect(JSON.stringify(loose)).not.toContain('9007199254740991');
    const strict = toolParameters(place.input, { strict: true });
    expect(strict.required).toEqual(['type', 'x', 'tags']);
    expect(JSON.stringify(strict)).not.toContain('minLength');
    const tags = (strict.properties as Record<string, { type: string[]; items: { required: string[] } }>).tags!;
    expect(tags.type).toEqual(['array', 'null']);
    expect(tags.items.required).toEqual(['key', 'value']);
  });

  it('null comes back as absent, at any depth, and "__proto__" stays a plain key', () => {
    expect(stripNulls({ a: null, b: { c: null, d: 1 }, e: [null, { f: null }] })).toEqual({
      b: { d: 1 },
      e: [null, {}],
    });
    const parsed = stripNulls(JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('ToolRegistry', () => {
  const registry = new ToolRegistry([place, nothing, boom]);

  it('refuses definitions without a usable name or a description that says when to use them', () => {
    expect(() => new ToolRegistry([{ ...place, name: '' }])).toThrow(/name/);
    expect(() => new ToolRegistry([{ ...place, description: 'Places.' }])).toThrow(/description/);
    expect(() => new ToolRegistry([place, place])).toThrow(/twice/);
  });

  it('runs a valid call, turning null into absent', async () => {
    const run = await registry.execute(call('place_part', '{"type":"AND_2","x":null}'), { signal });
    expect(run).toMatchObject({ success: true, result: { success: true, placed: 'AND_2', x: null } });
  });

  it('reads "" as no arguments', async () => {
    expect((await registry.execute(call('list_parts', ''), { signal })).success).toBe(true);
  });

  it('answers an unknown tool with the valid names and the closest one', async () => {
    const run = await registry.execute(call('place_prat', '{}'), { signal });
    expect(run.result).toMatchObject({ success: false, error: 'There is no tool named "place_prat".' });
    expect(run.result).toHaveProperty('hint', expect.stringContaining('Did you mean place_part?') as unknown);
    expect(run.result).toHaveProperty('hint', expect.stringContaining('list_parts, explode') as unknown);
  });

  it('answers arguments that are not JSON, or not an object', async () => {
    const bad = await registry.execute(call('place_part', '{"type": "AND_2",}'), { signal });
    expect(bad.result).toMatchObject({
      success: false,
      error: expect.stringMatching(/^The arguments are not valid JSON/) as unknown,
    });
    expect(bad.arguments).toBe('{"type": "AND_2",}');
    const array = await registry.execute(call('place_part', '[1]'), { signal });
    expect(array.result).toMatchObject({ success: false, error: expect.stringContaining('not an array') as unknown });
  });

  it('refuses arguments nested deeper than 64 levels before parsing them (no recursion, no stack overflow)', async () => {
    const deep = `{"tags":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const run = await registry.execute(call('place_part', deep), { signal });
    expect(run.result).toEqual({
      success: false,
      error: 'The arguments nest arrays and objects more than 64 levels deep.',
      hint: 'Send the arguments as a flat object, with the shape the tool schema gives.',
    });
    expect(run.arguments).toBe(deep);
    // Brackets inside strings do not count, and 64 levels are fine.
    const quoted = await registry.execute(call('place_part', `{"type":"${'['.repeat(100)}"}`), { signal });
    expect(quoted.success).toBe(true);
    const nested = `{"type":"AND_2","tags":[{"key":"k","value":"v"}]}`;
    expect((await registry.execute(call('place_part', nested), { signal })).success).toBe(true);
  });

  it('answers a huge unknown name without comparing it to every tool', async () => {
    const run = await registry.execute(call('x'.repeat(1_000_000), '{}'), { signal });
    expect(run.result).toMatchObject({ success: false, error: `There is no tool named "${'x'.repeat(64)}".` });
    expect(run.result).not.toHaveProperty('hint', expect.stringContaining('Did you mean') as unknown);
  });

  it('names each path that fails the schema and what was expected', async () => {
    const run = await registry.execute(call('place_part', '{"type": 3, "tags": [{"key": 1}], "extra": true}'), {
      signal,
    });
    expect(run.success).toBe(false);
    const error = (run.result as { error: string }).error;
    expect(error).toContain('type: Invalid input: expected string, received number');
    expect(error).toContain('tags[0].key');
  });

  it('refuses arguments cut off by the length limit instead of repairing them', async () => {
    const run = await registry.execute(call('place_part', '{"type": "AND_2"}'), { signal, truncated: true });
    expect(run.result).toMatchObject({ success: false, error: expect.stringContaining('cut off') as unknown });
  });

  it('turns a tool that throws into a failed result', async () => {
    const run = await registry.execute(call('explode', '{}'), { signal });
    expect(run.result).toMatchObject({ success: false, error: 'explode failed: kaboom' });
  });

  it('answers "cancelled" when the turn was stopped', async () => {
    const controller = new AbortController();
    controller.abort();
    const run = await registry.execute(call('list_parts', '{}'), { signal: controller.signal });
    expect(run.result).toMatchObject({ success: false, error: expect.stringMatching(/^Cancelled/) as unknown });
  });

  it('keeps the tools a filter passes', () => {
    expect(registry.filter((t) => t.name !== 'explode').names).toEqual(['place_part', 'list_parts']);
  });

  it('formats paths as a reader writes them', () => {
    expect(formatPath(['components', 0, 'type'])).toBe('components[0].type');
    expect(formatPath([])).toBe('(arguments)');
  });
});
