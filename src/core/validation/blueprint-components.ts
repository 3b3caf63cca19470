import type { Blueprint } from '../../shared/circuit/blueprint';
import { isInsideCanvas } from '../../shared/circuit/blueprint';
import type { CircuitState } from '../../shared/circuit/circuit-state';
import { LABEL_PATTERN } from '../../shared/circuit/types';
import {
  getDefinition,
  lookupDefinition,
  normalizeProperties,
  shapedDefinition,
} from '../../shared/components/registry';
import type { ValidationIssue } from '../../shared/contract/validation-channels';
import type { Part } from './netlist';

/** Keys of a blueprint's own parts: never a component id (ids cannot hold this character). */
export const blueprintKey = (label: string) => `\u0001${label.toLowerCase()}`;

/**
 * Checks every component of a blueprint: its label (pattern, unique in the blueprint, and free in
 * the circuit it is merged into), its type (with "did you mean"), its position and properties.
 * Returns the parts that can take part in the wire and net checks, by lower-cased label.
 */
export function checkComponents(
  components: Blueprint['components'],
  existing: CircuitState | undefined,
  issues: ValidationIssue[],
): Map<string, Part> {
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
    const taken = existing?.componentByLabel(component.label);
    if (taken) {
      const prefix = found.success ? found.data.labelPrefix : (getDefinition(taken.type)?.labelPrefix ?? 'U');
      error(
        'DUPLICATE_LABEL',
        `the circuit already has a part labelled "${taken.label}" (${taken.type}).`,
        `Choose a free label, e.g. "${existing!.nextLabel(prefix, new Set(parts.keys()))}"; to wire to the existing ${taken.label}, leave it out of components and name it in the wires.`,
      );
      continue;
    }
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
    parts.set(key, {
      key: blueprintKey(component.label),
      label: component.label,
      definition: properties.success ? shapedDefinition(found.data, properties.data) : found.data,
    });
  }
  return parts;
}
