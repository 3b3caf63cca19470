import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { ComponentInstance } from '../../shared/circuit/types';
import { parseEndpoint } from '../../shared/circuit/blueprint';
import { definitionFor, findPin, unknownPin } from '../../shared/components/registry';
import type { ComponentDefinition, PinDefinition } from '../../shared/components/types';
import { fail, ok, type Result } from '../../shared/errors';
import { rankMatches } from '../../shared/fuzzy';

/** The most labels a "did you mean" hint lists. */
const MAX_LISTED = 40;

/**
 * The one way tools find a part: by label (ignoring case), else by id. A miss names the closest
 * labels and the labels that exist, so the model can correct itself in one step.
 */
export function resolveComponent(state: CircuitState, ref: string): Result<ComponentInstance> {
  const found = state.componentByLabel(ref) ?? state.component(ref);
  if (found) return ok(found);
  return fail('UNKNOWN_COMPONENT', `No part is labelled "${ref.slice(0, 64)}".`, labelHint(state, ref));
}

/** "Did you mean G1? The labels are: …" for a label the circuit does not have. */
export function labelHint(state: CircuitState, ref: string): string {
  if (state.componentCount === 0) return 'The circuit is empty: add parts first.';
  const all = [...state.components()].map((c) => c.label);
  const similar = rankMatches(
    ref,
    all.map((label) => ({ value: label, names: [label] })),
    3,
  );
  const listed = all.slice(0, MAX_LISTED).join(', ');
  const more = all.length > MAX_LISTED ? ` and ${all.length - MAX_LISTED} more` : '';
  return `${similar.length > 0 ? `Did you mean ${similar.join(' or ')}? ` : ''}The labels are: ${listed}${more}.`;
}

/** One pin of one part of the circuit. */
export interface ResolvedPin {
  readonly component: ComponentInstance;
  readonly definition: ComponentDefinition;
  readonly pin: PinDefinition;
}

/** Finds "LABEL:pin" (or "LABEL.pin"); misses name the closest labels or the part's real pins. */
export function resolveEndpoint(state: CircuitState, text: string): Result<ResolvedPin> {
  const end = parseEndpoint(text);
  if (!end) {
    return fail(
      'INVALID_INPUT',
      `"${text.slice(0, 64)}" is not a pin.`,
      'Name pins as LABEL:pin, e.g. "SW1:out" or "G1:a".',
    );
  }
  const component = resolveComponent(state, end.label);
  if (!component.success) return component;
  const definition = definitionFor(component.data)!;
  const pin = findPin(definition, end.pin);
  if (!pin) return unknownPin(definition, end.pin, component.data.label);
  return ok({ component: component.data, definition, pin });
}

/** Resolves every ref, or fails on the first miss (so a tool does all or nothing). */
export function resolveAll(state: CircuitState, refs: readonly string[]): Result<ComponentInstance[]> {
  const found: ComponentInstance[] = [];
  for (const ref of refs) {
    const one = resolveComponent(state, ref);
    if (!one.success) return one;
    if (!found.includes(one.data)) found.push(one.data);
  }
  return ok(found);
}
