import { describe, expect, it } from 'vitest';
import { COMPONENT_DEFINITIONS, getDefinition } from '../../../shared/components';
import { describeRange, parsePropertyInput, propertyFields } from './property-fields';

describe('property forms from the registry', () => {
  it('makes a field for every property of every type, and each default passes its own field', () => {
    let count = 0;
    for (const definition of COMPONENT_DEFINITIONS) {
      for (const field of propertyFields(definition)) {
        count++;
        const fallback = definition.properties[field.key]!.default;
        const raw = typeof fallback === 'boolean' ? fallback : String(fallback);
        expect(parsePropertyInput(definition, field, raw), `${definition.type}.${field.key}`).toEqual({
          success: true,
          data: fallback,
        });
      }
    }
    expect(count).toBeGreaterThan(20);
  });

  it('turns each kind of schema into the right control', () => {
    const kinds = (type: string) => propertyFields(getDefinition(type)!).map((f) => [f.key, f.kind]);
    expect(kinds('SWITCH_TOGGLE')).toEqual([['initial', 'boolean']]);
    expect(kinds('SEVEN_SEGMENT')).toEqual([['colour', 'choice']]);
    expect(kinds('CLOCK')).toEqual([['frequency', 'number']]);
    const delay = propertyFields(getDefinition('AND_2')!)[0]!;
    expect(delay).toMatchObject({ kind: 'number', integer: true, min: 0, max: 1000 });
  });

  it('refuses what the schema refuses, with the allowed range in the hint', () => {
    const definition = getDefinition('RESISTOR')!;
    const field = propertyFields(definition)[0]!;
    const negative = parsePropertyInput(definition, field, '-5');
    expect(negative.success).toBe(false);
    if (!negative.success) expect(negative.hint).toBe('Enter a number more than 0 and at most 1000000000, in Ω.');
    const text = parsePropertyInput(definition, field, 'lots');
    expect(text.success === false && text.error).toBe('Resistance must be a number.');
    expect(parsePropertyInput(definition, field, ' 4,7 ')).toEqual({ success: true, data: 4.7 });
    const delay = propertyFields(getDefinition('AND_2')!)[0]!;
    expect(parsePropertyInput(getDefinition('AND_2')!, delay, '1.5').success).toBe(false);
    expect(describeRange(delay)).toBe('Enter a number at least 0 and at most 1000 (a whole number), in units.');
  });
});
