import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConnection } from '../circuit/connection-rules';
import { normalizeKey } from '../fuzzy';
import { ComponentDescriptionSchema, describeComponent } from './describe';
import { GRID } from './builders';
import {
  COMPONENT_DEFINITIONS,
  findPin,
  getDefinition,
  listByCategory,
  lookupDefinition,
  normalizeProperties,
  suggestTypes,
} from './registry';
import { CATEGORIES } from './types';

/** The 42 types the foundation issue requires, by category. */
const REQUIRED: Record<string, string[]> = {
  Inputs: ['SWITCH_TOGGLE', 'BUTTON_PUSH', 'CLOCK', 'CONST_HIGH', 'CONST_LOW'],
  Outputs: ['LED_RED', 'LED_GREEN', 'LED_YELLOW', 'LED_BLUE', 'SEVEN_SEGMENT', 'PROBE'],
  Gates: [
    'AND_2',
    'AND_3',
    'AND_4',
    'OR_2',
    'OR_3',
    'OR_4',
    'NAND_2',
    'NAND_3',
    'NOR_2',
    'NOR_3',
    'XOR_2',
    'XNOR_2',
    'NOT',
    'BUFFER',
    'TRISTATE_BUFFER',
  ],
  Power: ['VCC', 'GND', 'RESISTOR'],
  Memory: ['SR_LATCH', 'D_LATCH', 'D_FLIPFLOP', 'JK_FLIPFLOP', 'T_FLIPFLOP'],
  Blocks: ['MUX_2', 'MUX_4', 'DEMUX_2', 'DECODER_2TO4', 'HALF_ADDER', 'FULL_ADDER', 'REGISTER_4', 'COUNTER_4'],
};

describe('the component registry', () => {
  it('holds every required type in its category, each type once', () => {
    const types = COMPONENT_DEFINITIONS.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
    expect(Object.values(REQUIRED).flat()).toHaveLength(42);
    for (const [category, required] of Object.entries(REQUIRED)) {
      for (const type of required) expect(getDefinition(type)?.category, type).toBe(category);
    }
  });

  it('groups types by category in palette order', () => {
    const groups = listByCategory();
    expect(groups.map((g) => g.category)).toEqual([...CATEGORIES]);
    // Every type but those placed another way (a subcircuit comes from the library).
    const listed = COMPONENT_DEFINITIONS.filter((d) => d.listed !== false);
    expect(listed.map((d) => d.type)).not.toContain('SUBCIRCUIT');
    expect(groups.flatMap((g) => g.components)).toHaveLength(listed.length);
    for (const group of groups)
      for (const c of group.components)
        expect(Object.keys(c).sort()).toEqual(['category', 'description', 'name', 'type']);
  });

  describe.each(COMPONENT_DEFINITIONS.map((d) => [d.type, d] as const))('%s', (_type, d) => {
    it('parses as a JSON description', () => {
      expect(ComponentDescriptionSchema.safeParse(describeComponent(d)).success).toBe(true);
      expect(d.name.length).toBeGreaterThan(0);
      expect(d.description.length).toBeGreaterThan(20);
      expect(d.width % GRID).toBe(0);
      expect(d.height % GRID).toBe(0);
    });

    it('has unique pins on the edge of its body, on the grid', () => {
      const names = d.pins.map((p) => p.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      for (const p of d.pins) {
        expect(p.x, p.name).toBeGreaterThanOrEqual(0);
        expect(p.x, p.name).toBeLessThanOrEqual(d.width);
        expect(p.y, p.name).toBeGreaterThanOrEqual(0);
        expect(p.y, p.name).toBeLessThanOrEqual(d.height);
        expect(p.x % GRID, `${p.name}.x on grid`).toBe(0);
        expect(p.y % GRID, `${p.name}.y on grid`).toBe(0);
        const onSide = { left: p.x === 0, right: p.x === d.width, top: p.y === 0, bottom: p.y === d.height }[p.side];
        expect(onSide, `${p.name} sits on its ${p.side} edge`).toBe(true);
        expect(p.maxConnections === -1 || p.maxConnections >= 1).toBe(true);
        expect(p.canConnectTo.length).toBeGreaterThan(0);
      }
      const positions = d.pins.map((p) => `${p.x},${p.y}`);
      expect(new Set(positions).size, 'no two pins at one point').toBe(positions.length);
    });

    it('accepts its own property defaults and rejects unknown properties', () => {
      const normalized = normalizeProperties(d, {});
      expect(normalized.success).toBe(true);
      for (const [key, property] of Object.entries(d.properties)) {
        expect(property.schema.safeParse(property.default).success, key).toBe(true);
        // A default that is not written (a gate's width) stays out of the part's properties.
        expect(normalized.success && normalized.data[key]).toEqual(
          property.omitWhenDefault ? undefined : property.default,
        );
      }
      const bad = normalizeProperties(d, { notAProperty: 1 });
      expect(bad.success).toBe(false);
      if (!bad.success) expect(bad.code).toBe('INVALID_PROPERTY');
    });

    it('gives example connections between real pins that the rules allow', () => {
      // A subcircuit's and a placeholder's pins come from their interface: no fixed pins to give examples with.
      if (d.type !== 'SUBCIRCUIT' && d.type !== 'PLACEHOLDER') expect(d.examples.length).toBeGreaterThan(0);
      for (const example of d.examples) {
        const from = getDefinition(example.from.type);
        const to = getDefinition(example.to.type);
        expect(from, example.from.type).toBeDefined();
        expect(to, example.to.type).toBeDefined();
        const fromPin = findPin(from!, example.from.pin);
        const toPin = findPin(to!, example.to.pin);
        expect(fromPin?.name, `${example.from.type}.${example.from.pin}`).toBe(example.from.pin);
        expect(toPin?.name, `${example.to.type}.${example.to.pin}`).toBe(example.to.pin);
        const checked = checkConnection(
          { name: `A.${fromPin!.name}`, pin: fromPin!, connections: 0 },
          { name: `B.${toPin!.name}`, pin: toPin!, connections: 0 },
        );
        expect(checked.success, `${example.from.type}.${example.from.pin} → ${example.to.type}.${example.to.pin}`).toBe(
          true,
        );
      }
    });
  });

  it('gives LEDs an anode and a cathode so resistor and ground can be checked', () => {
    for (const type of ['LED_RED', 'LED_GREEN', 'LED_YELLOW', 'LED_BLUE']) {
      const d = getDefinition(type)!;
      expect(d.pins.map((p) => p.name)).toEqual(['anode', 'cathode']);
      expect(findPin(d, 'cathode')!.canConnectTo).toEqual(['passive', 'ground']);
    }
  });

  it('lets VCC and GND take any number of connections, and an input only one', () => {
    expect(getDefinition('VCC')!.pins[0]!.maxConnections).toBe(-1);
    expect(getDefinition('GND')!.pins[0]!.maxConnections).toBe(-1);
    expect(findPin(getDefinition('AND_2')!, 'a')!.maxConnections).toBe(1);
  });
});

describe('looking up types', () => {
  it('finds a type written loosely', () => {
    for (const [query, type] of [
      ['AND_2', 'AND_2'],
      ['and-2', 'AND_2'],
      ['And 2', 'AND_2'],
      ['d_flipflop', 'D_FLIPFLOP'],
      ['decoder2to4', 'DECODER_2TO4'],
    ] as const) {
      const found = lookupDefinition(query);
      expect(found.success && found.data.type, query).toBe(type);
    }
  });

  it('suggests similar types for misspellings and aliases', () => {
    expect(suggestTypes('ANDD')[0]).toBe('AND_2');
    expect(suggestTypes('resistr')).toContain('RESISTOR');
    expect(suggestTypes('flip flop')).toContain('D_FLIPFLOP');
    expect(suggestTypes('inverter')).toContain('NOT');
    expect(suggestTypes('7 segment')).toContain('SEVEN_SEGMENT');
    const failure = lookupDefinition('LEDD_RED');
    expect(failure.success).toBe(false);
    if (!failure.success) expect(failure.hint).toContain('LED_RED');
  });

  it('answers any unknown type with success:false, an error naming it and a hint (property)', () => {
    const known = new Set(COMPONENT_DEFINITIONS.map((d) => normalizeKey(d.type)));
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((s) => !known.has(normalizeKey(s))),
        (type) => {
          const result = lookupDefinition(type);
          expect(result.success).toBe(false);
          if (result.success) return;
          expect(result.code).toBe('UNKNOWN_COMPONENT_TYPE');
          expect(result.error).toContain(type);
          expect(result.hint.length).toBeGreaterThan(10);
        },
      ),
      { seed: 20261121, numRuns: 500 },
    );
  });
});
