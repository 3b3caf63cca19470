import type { CircuitState } from '../../shared/circuit/circuit-state';
import { BlueprintSchema, isInsideCanvas, parseEndpoint } from '../../shared/circuit/blueprint';
import { LABEL_PATTERN } from '../../shared/circuit/types';
import {
  findPin,
  getDefinition,
  lookupDefinition,
  normalizeProperties,
  unknownPin,
} from '../../shared/components/registry';
import type { ValidationIssue } from '../../shared/contract/validation-channels';
import { rankMatches } from '../../shared/fuzzy';
import { checkConnection } from '../../shared/circuit/connection-rules';
import { checkNetlist, type End, type Link, type Part } from './netlist';

/** What validating a blueprint gives: `valid` is true when there is no error (warnings are allowed). */
export interface BlueprintReport {
  readonly valid: boolean;
  readonly issues: ValidationIssue[];
}

/** The live checks of a stored circuit (its structure is already valid: CircuitState guarantees it). */
export function validateCircuit(state: CircuitState): ValidationIssue[] {
  const parts = new Map<string, Part>();
  for (const c of state.components())
    parts.set(c.id, { key: c.id, label: c.label, definition: getDefinition(c.type)! });
  const links: Link[] = [];
  for (const w of state.wires()) {
    const a = parts.get(w.from.component)!;
    const b = parts.get(w.to.component)!;
    links.push({
      name: w.id,
      a: { part: a, pin: findPin(a.definition, w.from.pin)! },
      b: { part: b, pin: findPin(b.definition, w.to.pin)! },
    });
  }
  return checkNetlist([...parts.values()], links);
}

/**
 * Checks a blueprint as the assistant or a script wrote it: its shape, then every component (type,
 * label, position, properties), every wire (endpoints, pins, connection rules), then the netlist.
 * Every issue names its place and says how to fix it; nothing stops at the first problem.
 */
export function validateBlueprint(input: unknown): BlueprintReport {
  const parsed = BlueprintSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 20).map((i): ValidationIssue => ({
      code: 'INVALID_BLUEPRINT',
      severity: 'error',
      message: `${i.path.length > 0 ? i.path.join('.') : 'blueprint'}: ${i.message}.`,
      hint: 'A blueprint is {"components": [{"label", "type", "position"?, "properties"?}], "wires": [{"from": "SW1:out", "to": "G1:a"}]}.',
      components: [],
    }));
    return { valid: false, issues };
  }
  const { components, wires } = parsed.data;
  const issues: ValidationIssue[] = [];
  const parts = new Map<string, Part>();

  for (const [index, component] of components.entries()) {
    const where = `components[${index}] (${component.label})`;
    const error = (code: ValidationIssue['code'], message: string, hint: string) =>
      issues.push({ code, severity: 'error', message: `${where}: ${message}`, hint, components: [component.label] });
    if (!LABEL_PATTERN.test(component.label)) {
      error(
        'INVALID_LABEL',
        `"${component.label}" is not a valid label.`,
        'Labels start with a letter and use letters, digits and "_" (at most 32), e.g. "SW1", "SUM_LED".',
      );
      continue;
    }
    const key = component.label.toLowerCase();
    if (parts.has(key)) {
      error('DUPLICATE_LABEL', `the label "${component.label}" is used twice.`, 'Give every component its own label.');
      continue;
    }
    const found = lookupDefinition(component.type);
    if (!found.success) {
      error('UNKNOWN_TYPE', found.error, found.hint);
      continue;
    }
    if (component.position && !isInsideCanvas(component.position.x, component.position.y)) {
      error(
        'OUT_OF_BOUNDS',
        `position (${component.position.x}, ${component.position.y}) is outside the canvas.`,
        'Keep coordinates between -1,000,000 and 1,000,000.',
      );
    }
    const properties = normalizeProperties(found.data, component.properties ?? {});
    if (!properties.success) error('INVALID_PROPERTY', properties.error, properties.hint);
    parts.set(key, { key: component.label, label: component.label, definition: found.data });
  }

  const labels = [...parts.values()].map((p) => ({ value: p.label, names: [p.label] }));
  const connections = new Map<string, number>();
  const seen = new Set<string>();
  const links: Link[] = [];
  for (const [index, wire] of wires.entries()) {
    const name = `${wire.from}→${wire.to}`;
    const where = `wires[${index}] (${name})`;
    const error = (code: ValidationIssue['code'], message: string, hint: string, involved: string[] = []) =>
      issues.push({
        code,
        severity: 'error',
        message: `${where}: ${message}`,
        hint,
        components: involved,
        wires: [name],
      });
    const ends: End[] = [];
    for (const text of [wire.from, wire.to]) {
      const endpoint = parseEndpoint(text);
      if (!endpoint) {
        error('BAD_ENDPOINT', `"${text}" is not of the form LABEL:pin.`, 'Write endpoints as "SW1:out" or "G1:a".');
        continue;
      }
      const part = parts.get(endpoint.label.toLowerCase());
      if (!part) {
        const similar = rankMatches(endpoint.label, labels, 2);
        error(
          'UNKNOWN_COMPONENT',
          `no component is labelled "${endpoint.label}".`,
          similar.length > 0
            ? `Did you mean "${similar[0]}"? Every wire end must name a component of the blueprint.`
            : 'Every wire end must name a component of the blueprint.',
        );
        continue;
      }
      const pin = findPin(part.definition, endpoint.pin);
      if (!pin) {
        const failure = unknownPin(part.definition, endpoint.pin, part.label);
        error('UNKNOWN_PIN', failure.error, failure.hint, [part.label]);
        continue;
      }
      ends.push({ part, pin });
    }
    if (ends.length !== 2) continue;
    const [a, b] = ends as [End, End];
    const involved = [a.part.label, b.part.label];
    const pairKey = [`${a.part.key}.${a.pin.name}`, `${b.part.key}.${b.pin.name}`].sort().join('|');
    if (seen.has(pairKey)) {
      error(
        'DUPLICATE_WIRE',
        'these two pins are already connected by an earlier wire.',
        'Remove the repeated wire.',
        involved,
      );
      continue;
    }
    const count = (end: End) => connections.get(`${end.part.key}.${end.pin.name}`) ?? 0;
    const aName = `${a.part.label}.${a.pin.name}`;
    const bName = `${b.part.label}.${b.pin.name}`;
    const checked = checkConnection(
      { name: aName, pin: a.pin, connections: count(a) },
      { name: bName, pin: b.pin, connections: count(b) },
    );
    if (!checked.success) {
      const bothOutputs = a.pin.direction === 'output' && b.pin.direction === 'output';
      const fullInput = [a, b].some(
        (e) => e.pin.direction === 'input' && e.pin.maxConnections >= 0 && count(e) >= e.pin.maxConnections,
      );
      error(
        bothOutputs ? 'OUTPUT_TO_OUTPUT' : fullInput ? 'MULTIPLE_DRIVERS' : 'CONNECTION_REFUSED',
        checked.error,
        checked.hint,
        involved,
      );
      continue;
    }
    seen.add(pairKey);
    for (const end of ends) connections.set(`${end.part.key}.${end.pin.name}`, count(end) + 1);
    links.push({ name, a, b });
  }

  issues.push(...checkNetlist([...parts.values()], links));
  return { valid: !issues.some((i) => i.severity === 'error'), issues };
}
