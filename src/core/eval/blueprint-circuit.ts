import type { Blueprint } from '../../shared/circuit/blueprint';
import { blueprintToOperations } from '../../shared/circuit/blueprint-operations';
import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Circuit } from '../../shared/circuit/types';
import { ok, type Result } from '../../shared/errors';

/**
 * Builds the circuit a blueprint describes (a task's start, a reference solution), checking every
 * rule as an edit would. Ids are numbered (c1, w1…) so that the same blueprint always gives the
 * same circuit.
 */
export function circuitFromBlueprint(blueprint: Blueprint): Result<Circuit> {
  let next = 0;
  const converted = blueprintToOperations(blueprint, { newId: (prefix) => `${prefix}${++next}` });
  if (!converted.success) return converted;
  const state = new CircuitState();
  const applied = state.apply(converted.data.operations);
  if (!applied.success) return applied;
  return ok(state.toJSON());
}
