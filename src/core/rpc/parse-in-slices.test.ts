import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CircuitSchema } from '../../shared/circuit/types';
import { OpenCircuitSchema, SimSnapshotSchema } from '../../shared/contract';
import { parseInSlices } from './parse-in-slices';

const component = fc.record({
  id: fc.oneof(fc.stringMatching(/^[a-z0-9]{1,6}$/), fc.constant(''), fc.constant(5)),
  type: fc.constantFrom('NOT', 'AND_2'),
  label: fc.oneof(fc.stringMatching(/^G[0-9]{1,3}$/), fc.constant('1bad')),
  x: fc.oneof(fc.integer({ min: -10, max: 10 }), fc.constant(Number.NaN), fc.constant('left')),
  y: fc.integer({ min: -10, max: 10 }),
  rotation: fc.constantFrom(0, 90, 45),
  properties: fc.dictionary(fc.constantFrom('delay', 'on'), fc.oneof(fc.boolean(), fc.integer(), fc.constant(null))),
});
const wire = fc.record({
  id: fc.stringMatching(/^w[0-9]{1,3}$/),
  from: fc.record({ component: fc.constant('a'), pin: fc.constant('out') }),
  to: fc.record({ component: fc.constant('b'), pin: fc.oneof(fc.constant('in'), fc.constant('')) }),
});
const circuit = fc.record(
  { components: fc.array(component, { maxLength: 12 }), wires: fc.array(wire, { maxLength: 12 }), extra: fc.nat() },
  { requiredKeys: ['components', 'wires'] },
);
const open = fc.record({
  meta: fc.record({
    id: fc.constant('c1'),
    name: fc.string(),
    createdAt: fc.nat(),
    updatedAt: fc.nat(),
    componentCount: fc.nat(),
    wireCount: fc.oneof(fc.nat(), fc.constant(0.5)),
  }),
  circuit,
  history: fc.record({
    revision: fc.nat(),
    position: fc.nat(),
    length: fc.nat(),
    canUndo: fc.boolean(),
    canRedo: fc.boolean(),
  }),
  stray: fc.option(fc.string(), { nil: undefined }),
});
const value = fc.constantFrom('0', '1', 'X', 'Z', 'Q');
const snapshot = fc.record({
  circuitId: fc.constant('c1'),
  time: fc.nat(),
  running: fc.boolean(),
  speed: fc.constant(1),
  wires: fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), value, { maxKeys: 12 }),
  components: fc.dictionary(
    fc.string({ minLength: 1, maxLength: 4 }),
    fc.record({ value, lit: fc.boolean() }, { requiredKeys: [] }),
    { maxKeys: 12 },
  ),
  diagnostics: fc.constant([]),
});

/** Same success as zod, and the same data when it succeeds. */
async function agrees(schema: z.ZodType, input: unknown, entries: number): Promise<void> {
  const expected = schema.safeParse(input);
  const sliced = await parseInSlices(schema, input, () => Promise.resolve(), entries);
  expect(sliced.success).toBe(expected.success);
  if (sliced.success && expected.success) expect(JSON.stringify(sliced.data)).toBe(JSON.stringify(expected.data));
}

describe('parseInSlices', () => {
  const seed = 4242;
  it.each([
    ['a circuit', CircuitSchema, circuit],
    ['an opened circuit', OpenCircuitSchema, open],
    ['a simulation snapshot', SimSnapshotSchema, snapshot],
  ] as const)('agrees with safeParse on %s, valid or not (seeded)', async (_name, schema, values) => {
    await fc.assert(
      fc.asyncProperty(values as fc.Arbitrary<unknown>, fc.integer({ min: 1, max: 4 }), (input, entries) =>
        agrees(schema, input, entries),
      ),
      { seed, numRuns: 300 },
    );
  });

  it('keeps the array’s own length limit', async () => {
    const tooMany = { components: Array.from({ length: 200_001 }, () => ({})), wires: [] };
    const sliced = await parseInSlices(CircuitSchema, tooMany, () => Promise.resolve(), 1000);
    expect(sliced.success).toBe(false);
    expect(!sliced.success && sliced.issues[0]!.code).toBe('too_big');
  });

  it('pauses between slices and names the place of a bad item over the whole array', async () => {
    const items = Array.from({ length: 9 }, (_v, i) => ({
      id: `c${i}`,
      type: 'NOT',
      label: `G${i}`,
      x: i === 7 ? 'left' : 0,
      y: 0,
      rotation: 0,
      properties: {},
    }));
    let pauses = 0;
    const sliced = await parseInSlices(
      CircuitSchema,
      { components: items, wires: [] },
      () => Promise.resolve(void pauses++),
      2,
    );
    expect(sliced.success).toBe(false);
    expect(!sliced.success && sliced.issues[0]!.path).toEqual(['components', 7, 'x']);
    expect(pauses).toBeGreaterThan(2);
  });
});
