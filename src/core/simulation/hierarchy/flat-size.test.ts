import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkFlatSize,
  flatPartCounter,
  flatSize,
  MAX_FLAT_PARTS,
  shapeOf,
  shapesOf,
} from '../../../shared/circuit/flat-size';
import type { Circuit, ComponentInstance } from '../../../shared/circuit/types';
import { compile } from '../simulation';
import { nestedHierarchy } from '../test-support/nested-hierarchies';
import { flatten } from './flatten';

/** The property runs' seed (a failure prints it; change it to explore other cases). */
const SEED = 20261126;

const libraryOf = (h: ReturnType<typeof nestedHierarchy>) => {
  const byId = new Map(h.definitions.map((d) => [d.id, d]));
  return (id: string) => byId.get(id);
};

describe('the size of a hierarchy, counted from its definitions', () => {
  it('counts own parts and every copy, and names the definition that multiplies it', () => {
    const h = nestedHierarchy(3, 10, 'chain'); // 1,000 NOT gates; each level adds its two ports
    const read = shapesOf((id) => libraryOf(h)(id)?.circuit);
    const count = flatPartCounter(read);
    expect(count('L0')).toBe(12);
    expect(count('L1')).toBe(10 * 12 + 2);
    expect(count('L2')).toBe(10 * 122 + 2);
    const size = flatSize(shapeOf(h.top), read);
    expect(size.parts).toBe(2 + 1222);
    expect(size.heaviest).toEqual({ id: 'L0', placed: 100, own: 12 });
  });

  it('counts a missing definition as nothing and a circuit that contains itself once', () => {
    const loop: Circuit = {
      components: [
        { id: 'g', type: 'NOT', label: 'G', x: 0, y: 0, rotation: 0, properties: {} },
        { id: 'u', type: 'SUBCIRCUIT', label: 'U', x: 0, y: 0, rotation: 0, properties: { circuit: 'loop' } },
        { id: 'v', type: 'SUBCIRCUIT', label: 'V', x: 0, y: 0, rotation: 0, properties: { circuit: 'gone' } },
      ],
      wires: [],
    };
    const count = flatPartCounter(shapesOf((id) => (id === 'loop' ? loop : undefined)));
    expect(count('loop')).toBe(1);
    expect(count('gone')).toBe(0);
  });

  it('refuses the subcircuit bomb from its 15 KB of definitions, saying its size and what multiplies it', () => {
    const bomb = nestedHierarchy(7, 10, 'bomb'); // a million NOT gates when expanded
    const read = shapesOf((id) => libraryOf(bomb)(id)?.circuit);
    const refused = checkFlatSize('Bomb', shapeOf(bomb.top), read, (id) => libraryOf(bomb)(id)?.name ?? id);
    expect(refused?.error).toBe(
      'Bomb would have 3,222,224 parts with its subcircuits expanded, more than the 200,000 a circuit can have. Level0 is placed 1,000,000 times in all (3 parts of its own each).',
    );
    expect(refused?.hint).toContain('Place fewer copies of Level0');
    const fits = nestedHierarchy(5, 10, 'chain');
    const fitsRead = shapesOf((id) => libraryOf(fits)(id)?.circuit);
    expect(checkFlatSize('Chain', shapeOf(fits.top), fitsRead, (id) => id)).toBeUndefined();
  });

  it('flattening stops at the count: an instance past the limit is a problem on it and is not built', () => {
    const bomb = nestedHierarchy(7, 10, 'bomb');
    const flat = flatten(bomb.top, libraryOf(bomb));
    expect(flat.circuit.components.length).toBe(2);
    expect(flat.problems.map((p) => [p.components, p.message])).toEqual([
      [
        ['u'],
        `U (Level6) would add 3,222,222 parts, more than the ${MAX_FLAT_PARTS.toLocaleString('en-US')} a circuit can simulate.`,
      ],
    ]);
    const simulation = compile(bomb.top, { library: libraryOf(bomb) });
    expect(simulation.success && simulation.data.diagnostics().map((d) => d.components)).toEqual([['u']]);
  });

  it('the count is what flattening builds, on random hierarchies (property)', () => {
    const part = (id: string, type: string, properties: ComponentInstance['properties'] = {}): ComponentInstance => ({
      id,
      type,
      label: id.toUpperCase(),
      x: 0,
      y: 0,
      rotation: 0,
      properties,
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ gates: fc.nat(4), ports: fc.nat(2), uses: fc.array(fc.nat(5), { maxLength: 4 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (levels) => {
          // Circuit i may place circuits below it (j < i), or a missing one: a DAG with gaps.
          const definitions = new Map<string, { name: string; circuit: Circuit }>();
          levels.forEach((level, i) => {
            const components = [
              ...Array.from({ length: level.gates }, (_, g) => part(`g${g}`, 'AND_2')),
              ...Array.from({ length: level.ports }, (_, p) => part(`p${p}`, p % 2 ? 'PORT_OUT' : 'PORT_IN')),
              ...level.uses.map((j, u) =>
                part(`u${u}`, 'SUBCIRCUIT', { circuit: j < i ? `c${j}` : 'missing', ports: '' }),
              ),
            ];
            definitions.set(`c${i}`, { name: `C${i}`, circuit: { components, wires: [] } });
          });
          const top = definitions.get(`c${levels.length - 1}`)!.circuit;
          const built = flatten(top, (id) => definitions.get(id));
          const counted = flatSize(
            shapeOf(top),
            shapesOf((id) => definitions.get(id)?.circuit),
          );
          expect(counted.parts).toBe(built.circuit.components.length);
        },
      ),
      { numRuns: 100, seed: SEED },
    );
  });
});
