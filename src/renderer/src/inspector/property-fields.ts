import { z } from 'zod';
import type { ComponentDefinition, PropertyDefinition } from '../../../shared/components';
import type { PropertyValue } from '../../../shared/circuit';
import { fail, ok, type Result } from '../../../shared/errors';

interface FieldBase {
  readonly key: string;
  readonly label: string;
  readonly description: string;
  readonly unit?: string;
}

/** One form field, generated from a property's zod schema (through its JSON Schema). */
export type PropertyField =
  | (FieldBase & { readonly kind: 'boolean' })
  | (FieldBase & {
      readonly kind: 'number';
      readonly integer: boolean;
      readonly min?: number;
      readonly max?: number;
      /** True when `min` itself is not allowed (e.g. a positive number). */
      readonly minExclusive: boolean;
    })
  | (FieldBase & { readonly kind: 'choice'; readonly options: readonly string[] })
  | (FieldBase & { readonly kind: 'text'; readonly maxLength?: number });

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
}

function fieldOf(key: string, property: PropertyDefinition): PropertyField {
  const schema = z.toJSONSchema(property.schema) as JsonSchema;
  const base: FieldBase = {
    key,
    label: property.label,
    description: property.description,
    ...(property.unit !== undefined ? { unit: property.unit } : {}),
  };
  if (Array.isArray(schema.enum)) return { ...base, kind: 'choice', options: schema.enum.map(String) };
  if (schema.type === 'boolean') return { ...base, kind: 'boolean' };
  if (schema.type === 'number' || schema.type === 'integer') {
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum ?? schema.exclusiveMaximum;
    return {
      ...base,
      kind: 'number',
      integer: schema.type === 'integer',
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      minExclusive: schema.exclusiveMinimum !== undefined,
    };
  }
  return { ...base, kind: 'text', ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}) };
}

/** The form fields of a component type's properties, in the registry's order. */
export function propertyFields(definition: ComponentDefinition): PropertyField[] {
  return Object.entries(definition.properties).map(([key, property]) => fieldOf(key, property));
}

/**
 * Turns what the user typed (or ticked) into a property value, checked against the property's own
 * zod schema, so the form accepts exactly what the registry does.
 */
export function parsePropertyInput(
  definition: ComponentDefinition,
  field: PropertyField,
  raw: string | boolean,
): Result<PropertyValue> {
  const property = definition.properties[field.key];
  if (!property)
    return fail('INVALID_PROPERTY', `${definition.name} has no property "${field.key}".`, 'Reload the app.');
  let value: unknown = raw;
  if (field.kind === 'number') {
    const text = String(raw).trim().replace(',', '.');
    value = text === '' ? Number.NaN : Number(text);
    if (!Number.isFinite(value)) {
      return fail('INVALID_PROPERTY', `${field.label} must be a number.`, describeRange(field));
    }
  }
  const parsed = property.schema.safeParse(value);
  if (!parsed.success) {
    return fail(
      'INVALID_PROPERTY',
      `${field.label}: ${parsed.error.issues[0]?.message ?? 'invalid value'}.`,
      describeRange(field),
    );
  }
  return ok(parsed.data as PropertyValue);
}

/** "Between 0 and 1000 (whole numbers)." — the hint of a number field. */
export function describeRange(field: PropertyField): string {
  if (field.kind !== 'number') return field.description;
  const parts: string[] = [];
  if (field.min !== undefined) parts.push(field.minExclusive ? `more than ${field.min}` : `at least ${field.min}`);
  if (field.max !== undefined) parts.push(`at most ${field.max}`);
  const range = parts.length > 0 ? `Enter a number ${parts.join(' and ')}` : 'Enter a number';
  return `${range}${field.integer ? ' (a whole number)' : ''}${field.unit ? `, in ${field.unit}` : ''}.`;
}
