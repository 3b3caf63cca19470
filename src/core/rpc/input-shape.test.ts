import { describe, expect, it } from 'vitest';
import { exceedsDepth, inputShapeProblem, MAX_INPUT_DEPTH } from './input-shape';

describe('inputShapeProblem', () => {
  it.each([
    ['at the top', '{"__proto__": {"polluted": true}}', []],
    [
      "in a component's properties",
      '{"operations": [{"op": "addComponent", "component": {"properties": {"__proto__": 1}}}]}',
      ['operations', '0', 'component', 'properties'],
    ],
    [
      "in a setting's value",
      '{"key": "assistant.fallback", "value": {"provider": "openai", "__proto__": {"x": 1}}}',
      ['value'],
    ],
    ['deep down', `${'{"a":'.repeat(40)}{"__proto__": null}${'}'.repeat(40)}`, Array<string>(40).fill('a')],
  ])('finds a "__proto__" key %s, with its path', (_where, text, path) => {
    expect(inputShapeProblem(JSON.parse(text))).toEqual({ kind: 'forbidden-key', path });
  });

  it('lets other keys, "__proto__" as a value and inherited names through', () => {
    const value: unknown = JSON.parse(
      '{"constructor": {"prototype": {}}, "name": "__proto__", "list": ["__proto__"], "toString": 1}',
    );
    expect(inputShapeProblem(value)).toBeUndefined();
  });

  it('refuses nesting past the limit, and only that counts as too deep', () => {
    let deep: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH + 1; i++) deep = [deep];
    expect(inputShapeProblem(deep)).toEqual({ kind: 'too-deep' });
    expect(exceedsDepth(deep)).toBe(true);
    expect(exceedsDepth(JSON.parse('{"__proto__": 1}'))).toBe(false);
  });
});
