import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCircuitFile, serializeCircuitFile } from './file-format';
import { isComponentShape, isWireShape } from './shape-fast-path';
import { ComponentInstanceSchema, WireSchema, type Circuit } from './types';

// Values near each rule's edges, valid and not: what a damaged or hostile file holds.
const texts = fc.oneof(
  fc.constantFrom('', 'a', 'G1', 'AND', 'x-1_y', '1abc', 'has space', 'é', 'A'.repeat(32), 'A'.repeat(33)),
  fc.constantFrom('a'.repeat(64), 'a'.repeat(65), 'a'.repeat(1000), 'a'.repeat(1001)),
  fc.string({ maxLength: 6 }),
);
const numbers = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 1_000_000, -1_000_000, 1_000_001, -1_000_001, 1e300, 90, 180, 270, 45),
  fc.integer({ min: -2_000_000, max: 2_000_000 }),
);
const scalars = fc.oneof(texts, numbers, fc.boolean(), fc.constant(null));
const values = fc.oneof(scalars, fc.constant([]), fc.constant({}), fc.array(scalars, { maxLength: 2 }));
const properties = fc.oneof(
  fc.dictionary(texts, fc.oneof(texts, numbers, fc.boolean()), { maxKeys: 3 }),
  // A memory's contents may be longer than any other property's text.
  fc.dictionary(fc.constantFrom('contents', 'label', 'bits'), texts, { maxKeys: 3 }),
  fc.dictionary(texts, values, { maxKeys: 3 }),
  values,
);

/** A valid component, then maybe one field replaced, removed, or a key added. */
const components = fc
  .tuple(
    fc.record({
      id: fc.constantFrom('c1', 'g-2', 'X_9'),
      type: fc.constantFrom('AND', 'NOT', 'ROM'),
      label: fc.constantFrom('G1', 'carry_out'),
      x: fc.integer({ min: -1000, max: 1000 }),
      y: fc.integer({ min: -1000, max: 1000 }),
      rotation: fc.constantFrom(0, 90, 180, 270),
      properties: fc.dictionary(fc.constantFrom('inputs', 'bits', 'negate'), fc.oneof(numbers, fc.boolean())),
    }),
    fc.constantFrom('id', 'type', 'label', 'x', 'y', 'rotation', 'properties', 'extra', 'none'),
    fc.oneof(values, properties),
    fc.boolean(),
  )
  .map(([valid, field, value, remove]) => {
    const component: Record<string, unknown> = { ...valid };
    if (field === 'none') return component;
    if (remove) delete component[field];
    else component[field] = value;
    return component;
  });

const pins = fc.oneof(
  fc.record({ component: fc.constantFrom('c1', 'bad id'), pin: fc.constantFrom('in', 'out', '', 'p'.repeat(33)) }),
  values,
);
const points = fc.oneof(fc.record({ x: numbers, y: numbers }), values);
const wires = fc
  .tuple(
    fc.record({ id: fc.constantFrom('w1', ''), from: pins, to: pins }),
    fc.option(fc.oneof(fc.array(points, { maxLength: 3 }), fc.constant(Array(65).fill({ x: 0, y: 0 })), values)),
    fc.option(fc.constantFrom('extra', 'from')),
  )
  .map(([wire, waypoints, drop]) => {
    const shaped: Record<string, unknown> = { ...wire };
    if (waypoints !== null) shaped.waypoints = waypoints;
    if (drop === 'from') delete shaped.from;
    else if (drop) shaped[drop] = 1;
    return shaped;
  });

/** As a file holds it: what JSON.parse gives back. */
const asParsed = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the checks by hand of a big file’s parts', () => {
  it('say yes to a component exactly when its schema does', () => {
    fc.assert(
      fc.property(components, (component) => {
        const value = asParsed(component);
        expect(isComponentShape(value)).toBe(ComponentInstanceSchema.safeParse(value).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('say yes to a wire exactly when its schema does', () => {
    fc.assert(
      fc.property(wires, (wire) => {
        const value = asParsed(wire);
        expect(isWireShape(value)).toBe(WireSchema.safeParse(value).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('leave a property named __proto__ to the schema', () => {
    const component: unknown = JSON.parse(
      '{"id":"c1","type":"AND","label":"G1","x":0,"y":0,"rotation":0,"properties":{"__proto__":{"polluted":1}}}',
    );
    expect(isComponentShape(component)).toBe(false);
  });

  it('read a file to the same circuit as the schema alone, and still name a broken part', () => {
    const circuit: Circuit = {
      components: [
        { id: 'a', type: 'INPUT', label: 'A', x: 0, y: 0, rotation: 0, properties: {} },
        { id: 'n', type: 'NOT', label: 'N', x: 100, y: 0, rotation: 90, properties: { delay: 2 } },
      ],
      wires: [
        {
          id: 'w',
          from: { component: 'a', pin: 'out' },
          to: { component: 'n', pin: 'in' },
          waypoints: [{ x: 50, y: 0 }],
        },
      ],
    };
    const text = serializeCircuitFile('Fast', circuit);
    const read = parseCircuitFile(text);
    expect(read.success && read.data.circuit).toEqual(circuit);
    const broken = text.replace('"label": "N"', '"label": "9N"');
    const refused = parseCircuitFile(broken);
    expect(refused.success).toBe(false);
    expect(!refused.success && refused.error).toMatch(/components\b.*label|label/i);
  });
});
