import type { z } from 'zod';
import { ok, type Result } from '../../shared/errors';
import type { ComponentInstance } from '../../shared/circuit/types';
import {
  defaultProperties,
  definitionFor,
  getDefinition,
  shapeKey,
  normalizeProperties,
  propertiesSchema,
} from '../../shared/components/registry';
import type { ComponentDefinition } from '../../shared/components/types';
import { MEMORY_TYPES, memoryModel } from './memory-model';
import { modelOf, type ComponentModel } from './models';

/** A pin that reads a net. */
export const ROLE_INPUT = 0;
/** A pin that drives a net (outputs, tri-state outputs, VCC and GND rails). */
export const ROLE_DRIVER = 1;
/** A pin with no logic role (resistor ends, LED cathodes). */
export const ROLE_PASSIVE = 2;

/**
 * How an engine sees one registry type: its model and where each model input and output sits
 * among the registry's pins. Pin numbers are indexes into `definition.pins`.
 */
export interface TypeLayout {
  readonly type: string;
  readonly definition: ComponentDefinition;
  readonly model: ComponentModel;
  readonly pinCount: number;
  /** Role of each registry pin. */
  readonly roles: readonly number[];
  /** Value an unconnected pin reads (the registry's `defaultValue`), or -1. */
  readonly defaults: readonly number[];
  /** Registry pin of each model input. */
  readonly inputPins: readonly number[];
  /** Registry pin of each model output. */
  readonly outputPins: readonly number[];
  /** Model input index of the edge-triggered clock, or -1. */
  readonly clockInput: number;
  /** Bit mask of the model inputs that are controls (see `ComponentModel.controls`). */
  readonly controlMask: number;
  /** Inputs of this type are reported when floating (logic parts; not displays). */
  readonly reportsFloating: boolean;
  /** The output may share a net with other tri-state outputs. */
  readonly tristate: boolean;
  /** A transistor's two channel pins (registry pin numbers). */
  readonly channelPins?: readonly [number, number];
}

const cache = new Map<string, TypeLayout | null>();

/** The layout of a registry type, or undefined for a type the registry or the simulator lacks. */
export function layoutOf(type: string): TypeLayout | undefined {
  let layout = cache.get(type);
  if (layout === undefined) {
    const registered = getDefinition(type);
    layout = buildLayout(type, registered, modelOf(type));
    cache.set(type, layout);
  }
  return layout ?? undefined;
}

/**
 * The layout of one part: its type's, or for a memory (whose pins follow its widths) the layout of
 * its shape, built once per shape.
 */
export function layoutFor(part: Pick<ComponentInstance, 'type' | 'properties'>): TypeLayout | undefined {
  if (!MEMORY_TYPES.has(part.type)) return layoutOf(part.type);
  const key = `${part.type}:${shapeKey(part)}`;
  let layout = cache.get(key);
  if (layout === undefined) {
    layout = buildLayout(part.type, definitionFor(part), memoryModel(part.type, part.properties));
    cache.set(key, layout);
  }
  return layout ?? undefined;
}

function buildLayout(
  type: string,
  registered: ComponentDefinition | undefined,
  model: ComponentModel | undefined,
): TypeLayout | null {
  // A fixed bus pin (a hex display's 4-bit input) is one pin per bit for the engines: `in#0`…`in#3`.
  const definition = registered && bitLevel(registered);
  if (!definition || !model) return null;
  const index = (name: string) => {
    const i = definition.pins.findIndex((p) => p.name === name);
    if (i < 0) throw new Error(`model of ${type} names pin ${name} the registry lacks`);
    return i;
  };
  const inputPins = model.inputs.map(index);
  const outputPins = model.outputs.map(index);
  const roles = definition.pins.map((p, i) =>
    outputPins.includes(i) ? ROLE_DRIVER : inputPins.includes(i) ? ROLE_INPUT : ROLE_PASSIVE,
  );
  return {
    type,
    definition,
    model,
    pinCount: definition.pins.length,
    roles,
    defaults: definition.pins.map((p) => p.defaultValue ?? -1),
    inputPins,
    outputPins,
    clockInput: model.clock === undefined ? -1 : model.inputs.indexOf(model.clock),
    controlMask: (model.controls ?? []).reduce((mask, name) => mask | (1 << model.inputs.indexOf(name)), 0),
    reportsFloating:
      model.kind !== 'display' && model.kind !== 'passive' && model.kind !== 'source' && model.kind !== 'pull',
    tristate: model.kind === 'tristate' || model.kind === 'memory',
    ...(model.channel ? { channelPins: [index(model.channel[0]), index(model.channel[1])] as const } : {}),
  };
}

function bitLevel(definition: ComponentDefinition): ComponentDefinition {
  if (!definition.pins.some((p) => (p.width ?? 1) > 1)) return definition;
  const pins = definition.pins.flatMap((p) =>
    (p.width ?? 1) > 1 ? Array.from({ length: p.width! }, (_, i) => ({ ...p, name: `${p.name}#${i}`, width: 1 })) : [p],
  );
  return { ...definition, pins };
}

const schemas = new Map<string, { schema: z.ZodType<Record<string, unknown>>; defaults: Record<string, unknown> }>();

/**
 * The registry's `normalizeProperties` with the schema built once per type (building a zod schema
 * per component dominated compiling a large circuit).
 */
export function normalizedProperties(
  layout: TypeLayout,
  properties: Readonly<Record<string, unknown>>,
): Result<Readonly<Record<string, unknown>>> {
  let entry = schemas.get(layout.type);
  if (!entry) {
    entry = { schema: propertiesSchema(layout.definition), defaults: defaultProperties(layout.definition) };
    schemas.set(layout.type, entry);
  }
  const keys = Object.keys(properties);
  if (keys.length === 0) return ok(entry.defaults);
  const parsed = entry.schema.safeParse(properties);
  if (!parsed.success) return normalizeProperties(layout.definition, properties);
  const merged: Record<string, unknown> = { ...entry.defaults };
  for (const [key, value] of Object.entries(parsed.data)) if (value !== undefined) merged[key] = value;
  return ok(merged);
}
