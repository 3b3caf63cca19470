import { ROTATIONS } from '../components/geometry';
import {
  CONTENTS_PROPERTY,
  COORDINATE_LIMIT,
  MAX_CONTENTS_TEXT,
  MAX_PROPERTY_TEXT,
  LABEL_PATTERN,
  MAX_PARTS,
  MAX_WAYPOINTS,
  MAX_WIRES,
  type ComponentInstance,
  type Wire,
} from './types';

/**
 * The same rules as `ComponentInstanceSchema` and `WireSchema` (types.ts), checked by hand for the
 * parts of a big file. Checking 200,000 parts through the schemas took about half a second and,
 * since a schema returns a copy, doubled the memory of the parsed file; these checks take a tenth
 * of that and keep the parsed objects. They only say yes or no: on a no, the schema checks the file
 * again and says what is wrong, where. A property test holds them to the schemas' answers.
 */

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const KEYS_OF_COMPONENT = 7;
const MAX_PROPERTY_KEY = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): boolean {
  return typeof value === 'string' && value.length >= 1 && value.length <= 64 && ID_PATTERN.test(value);
}

function isCoordinate(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= COORDINATE_LIMIT;
}

function hasOnly(record: Record<string, unknown>, keys: readonly string[], count: number): boolean {
  let seen = 0;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (!keys.includes(key)) return false;
    seen++;
  }
  return seen === count;
}

const COMPONENT_KEYS = ['id', 'type', 'label', 'x', 'y', 'rotation', 'properties'] as const;

function isPropertyValue(value: unknown, longText: boolean): boolean {
  if (typeof value === 'string') return value.length <= (longText ? MAX_CONTENTS_TEXT : MAX_PROPERTY_TEXT);
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'boolean';
}

function isProperties(value: unknown): boolean {
  if (!isRecord(value) || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key of Object.keys(value)) {
    // A `__proto__` key (JSON.parse makes it an own property) goes the schema's way.
    if (key.length > MAX_PROPERTY_KEY || key === '__proto__') return false;
    if (!isPropertyValue(value[key], key === CONTENTS_PROPERTY)) return false;
  }
  return true;
}

/** Whether `value` is a component the schema takes as it is. */
export function isComponentShape(value: unknown): value is ComponentInstance {
  if (!isRecord(value) || !hasOnly(value, COMPONENT_KEYS, KEYS_OF_COMPONENT)) return false;
  const { id, type, label, x, y, rotation, properties } = value;
  return (
    isId(id) &&
    typeof type === 'string' &&
    type.length >= 1 &&
    type.length <= 64 &&
    typeof label === 'string' &&
    LABEL_PATTERN.test(label) &&
    isCoordinate(x) &&
    isCoordinate(y) &&
    (ROTATIONS as readonly unknown[]).includes(rotation) &&
    isProperties(properties)
  );
}

const PIN_KEYS = ['component', 'pin'] as const;
const POINT_KEYS = ['x', 'y'] as const;
const WIRE_KEYS = ['id', 'from', 'to', 'waypoints'] as const;

function isPinRef(value: unknown): boolean {
  if (!isRecord(value) || !hasOnly(value, PIN_KEYS, 2)) return false;
  const { component, pin } = value;
  return isId(component) && typeof pin === 'string' && pin.length >= 1 && pin.length <= 32;
}

function isWaypoints(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_WAYPOINTS) return false;
  return value.every((p) => isRecord(p) && hasOnly(p, POINT_KEYS, 2) && isCoordinate(p.x) && isCoordinate(p.y));
}

/** Whether `value` is a wire the schema takes as it is. */
export function isWireShape(value: unknown): value is Wire {
  if (!isRecord(value)) return false;
  const bent = Object.hasOwn(value, 'waypoints');
  if (!hasOnly(value, WIRE_KEYS, bent ? 4 : 3)) return false;
  return isId(value.id) && isPinRef(value.from) && isPinRef(value.to) && (!bent || isWaypoints(value.waypoints));
}

/** A circuit's parts when every one passes the checks above (and there are not too many); else undefined. */
export function checkedParts(
  circuit: unknown,
): { readonly components: ComponentInstance[]; readonly wires: Wire[] } | undefined {
  if (!isRecord(circuit)) return undefined;
  const { components, wires } = circuit;
  if (!Array.isArray(components) || components.length > MAX_PARTS || !components.every(isComponentShape)) {
    return undefined;
  }
  if (!Array.isArray(wires) || wires.length > MAX_WIRES || !wires.every(isWireShape)) return undefined;
  return { components, wires };
}
