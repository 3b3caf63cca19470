import { fail, ok, type Result } from '../errors';
import { definitionFor, findPin, lookupDefinition, shapedDefinition, unknownPin } from '../components/registry';
import type { ComponentDefinition } from '../components/types';
import { createId } from '../ids';
import { parseEndpoint, type Blueprint } from './blueprint';
import type { CircuitState } from './circuit-state';
import type { Operation } from './operations';
import type { ComponentInstance } from './types';

/** Options of {@link blueprintToOperations}. */
export interface BlueprintOptions {
  /** The circuit the blueprint is added to: its labels are taken and may be wired to. */
  readonly existing?: CircuitState;
  /** Where automatic placement starts (top-left of the new parts). */
  readonly origin?: { readonly x: number; readonly y: number };
  readonly newId?: (prefix: string) => string;
}

const COLUMN = 160;
const ROW = 100;

/**
 * Turns a blueprint into edit operations (add its components, then its wires). Types may be written
 * loosely ("and-2"); wire ends may name components of the blueprint or of `existing`. Parts without
 * a position are placed in columns by their distance from the circuit's inputs, left to right.
 * The result still goes through `CircuitState.apply`, which checks every rule all-or-nothing; the
 * failures here are only those that make building the operations impossible.
 */
export function blueprintToOperations(
  blueprint: Blueprint,
  options: BlueprintOptions = {},
): Result<{ operations: Operation[]; ids: Record<string, string> }> {
  const newId = options.newId ?? createId;
  const ids = new Map<string, { id: string; definition: ComponentDefinition }>();
  const components: ComponentInstance[] = [];
  for (const part of blueprint.components) {
    const found = lookupDefinition(part.type);
    if (!found.success) return fail(found.code, `${part.label}: ${found.error}`, found.hint);
    const id = newId('c');
    ids.set(part.label.toLowerCase(), { id, definition: shapedDefinition(found.data, part.properties ?? {}) });
    components.push({
      id,
      type: found.data.type,
      label: part.label,
      x: part.position?.x ?? 0,
      y: part.position?.y ?? 0,
      rotation: part.rotation ?? 0,
      properties: part.properties ?? {},
    });
  }

  const resolve = (text: string): Result<{ component: string; pin: string }> => {
    const end = parseEndpoint(text);
    if (!end)
      return fail('INVALID_INPUT', `"${text}" is not a wire end.`, 'Write wire ends as LABEL:pin, e.g. "SW1:out".');
    const own = ids.get(end.label.toLowerCase());
    const existing = own ? undefined : options.existing?.componentByLabel(end.label);
    const id = own?.id ?? existing?.id;
    const definition = own?.definition ?? (existing ? definitionFor(existing) : undefined);
    if (id === undefined || !definition) {
      return fail(
        'UNKNOWN_COMPONENT',
        `No component is labelled "${end.label}".`,
        'Wire ends must name components of the blueprint or of the circuit.',
      );
    }
    const pin = findPin(definition, end.pin);
    if (!pin) return unknownPin(definition, end.pin, end.label);
    return ok({ component: id, pin: pin.name });
  };

  const wires: Operation[] = [];
  for (const wire of blueprint.wires) {
    const from = resolve(wire.from);
    if (!from.success) return from;
    const to = resolve(wire.to);
    if (!to.success) return to;
    wires.push({ op: 'addWire', wire: { id: newId('w'), from: from.data, to: to.data } });
  }

  placeUnpositioned(blueprint, components, wires, options.origin ?? { x: 40, y: 40 });
  return ok({
    operations: [...components.map((component): Operation => ({ op: 'addComponent', component })), ...wires],
    ids: Object.fromEntries(
      [...ids].map(([label, { id }]) => [blueprint.components.find((c) => c.label.toLowerCase() === label)!.label, id]),
    ),
  });
}

/** Columns by longest path from a part with no incoming wire; rows in blueprint order. */
function placeUnpositioned(
  blueprint: Blueprint,
  components: ComponentInstance[],
  wires: Operation[],
  origin: { x: number; y: number },
): void {
  const index = new Map(components.map((c, i) => [c.id, i]));
  const incoming = new Map<number, number[]>();
  for (const op of wires) {
    if (op.op !== 'addWire') continue;
    const from = index.get(op.wire.from.component);
    const to = index.get(op.wire.to.component);
    if (from === undefined || to === undefined || from === to) continue;
    incoming.set(to, [...(incoming.get(to) ?? []), from]);
  }
  const depth = new Array<number>(components.length).fill(-1);
  const visiting = new Set<number>();
  const depthOf = (i: number): number => {
    if (depth[i]! >= 0) return depth[i]!;
    if (visiting.has(i)) return 0; // a feedback loop: cut it here
    visiting.add(i);
    const sources = incoming.get(i) ?? [];
    const d = sources.length === 0 ? 0 : 1 + Math.max(...sources.map(depthOf));
    visiting.delete(i);
    depth[i] = d;
    return d;
  };
  const rows = new Map<number, number>();
  components.forEach((component, i) => {
    if (blueprint.components[i]!.position) return;
    const column = depthOf(i);
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    component.x = origin.x + column * COLUMN;
    component.y = origin.y + row * ROW;
  });
}
