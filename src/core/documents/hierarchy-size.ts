import type { CircuitState } from '../../shared/circuit/circuit-state';
import {
  checkFlatSize,
  shapeOf,
  shapeOfState,
  type CircuitShape,
  type ShapeReader,
} from '../../shared/circuit/flat-size';
import type { Operation } from '../../shared/circuit/operations';
import type { BundledSubcircuit } from '../../shared/circuit/file-format';
import type { CircuitMeta } from '../../shared/contract';
import type { Failure } from '../../shared/errors';

/** True when an edit can make a hierarchy bigger: it adds parts, or points a subcircuit at another circuit. */
export function mayGrow(operations: readonly Operation[]): boolean {
  return operations.some(
    (op) =>
      op.op === 'addComponent' ||
      (op.op === 'updateComponent' && op.set.properties !== undefined && 'circuit' in op.set.properties),
  );
}

/**
 * Refuses an edit (already applied to `state`) after which the circuit, or any circuit that places
 * it directly or not, would have more parts with its subcircuits expanded than a circuit may have,
 * naming the circuit and the definition that multiplies it. Reads the library's facts to find the
 * circuits that place this one, and the shapes of the circuits below them.
 */
export function checkHierarchyGrowth(
  circuitId: string,
  state: CircuitState,
  metas: readonly CircuitMeta[],
  read: ShapeReader,
): Failure | undefined {
  const users = usersOf(circuitId, metas);
  if (users.length === 0 && state.uses().size === 0) return undefined;
  const edited = shapeOfState(state);
  const shapes: ShapeReader = (id) => (id === circuitId ? edited : read(id));
  const names = new Map(metas.map((m) => [m.id, m.name]));
  const name = (id: string) => names.get(id) ?? 'this circuit';
  for (const id of [circuitId, ...users]) {
    const shape = shapes(id);
    const refused = shape && checkFlatSize(name(id), shape, shapes, name);
    if (refused) return refused;
  }
  return undefined;
}

/** Every circuit that places `circuitId`, directly or not (from the library's facts). */
function usersOf(circuitId: string, metas: readonly CircuitMeta[]): string[] {
  const found = new Set<string>();
  const queue = [circuitId];
  while (queue.length > 0) {
    const at = queue.pop()!;
    for (const m of metas) {
      if (m.uses?.includes(at) && !found.has(m.id) && m.id !== circuitId) {
        found.add(m.id);
        queue.push(m.id);
      }
    }
  }
  return [...found];
}

/**
 * Refuses a file whose circuit, or any subcircuit it carries, would be larger than a circuit may be
 * with its subcircuits expanded, before anything is stored. The file's definitions are found by the
 * ids the file gives them, then in the library (`library`, for ids the file does not carry).
 */
export function checkBundleSize(
  name: string,
  top: CircuitShape,
  bundle: readonly BundledSubcircuit[],
  library: ShapeReader,
  libraryName: (id: string) => string | undefined,
): Failure | undefined {
  const byId = new Map(bundle.map((b) => [b.id, b]));
  const memo = new Map<string, CircuitShape>();
  const read: ShapeReader = (id) => {
    const given = byId.get(id);
    if (!given) return library(id);
    let shape = memo.get(id);
    if (!shape) memo.set(id, (shape = shapeOf(given.circuit)));
    return shape;
  };
  const nameOf = (id: string) => byId.get(id)?.name ?? libraryName(id) ?? id;
  const refused = checkFlatSize(name, top, read, nameOf);
  if (refused) return refused;
  for (const b of bundle) {
    const inner = checkFlatSize(b.name, read(b.id)!, read, nameOf);
    if (inner) return inner;
  }
  return undefined;
}
