import type { Operation } from '../../../shared/circuit/operations';
import { fail, ok, type Result } from '../../../shared/errors';
import { normalizedProperties } from '../layout';
import type { EventState } from './event-state';
import { addComponent, addWire, removeComponent, removeWire } from './event-topology';

/** What an edit touched: components to re-evaluate and nets to re-resolve. */
export interface EditEffects {
  readonly evaluate: number[];
  readonly nets: number[];
  /** Wires or components came or went (connectivity-derived facts must be recomputed). */
  readonly structural: boolean;
}

/**
 * Patches the event engine's netlist with edit operations, in place: a new wire merges two nets,
 * a removed wire splits one if its ends are no longer connected, moves and renames cost nothing.
 * On failure the state may be partly patched: the caller rebuilds the engine from the circuit.
 */
export function applyEventOperations(state: EventState, operations: readonly Operation[]): Result<EditEffects> {
  const evaluate: number[] = [];
  const nets: number[] = [];
  let structural = false;
  const componentsOfWire = (a: number, b: number) => evaluate.push(state.pinComp[a]!, state.pinComp[b]!);
  for (const op of operations) {
    switch (op.op) {
      case 'addComponent': {
        const result = addComponent(state, op.component);
        if (!result.success) return result;
        structural = true;
        evaluate.push(result.data);
        const comp = state.comps[result.data]!;
        for (let i = 0; i < comp.layout.pinCount; i++) nets.push(state.pinNet[comp.base + i]!);
        break;
      }
      case 'removeComponent': {
        const result = removeComponent(state, op.id);
        if (!result.success) return result;
        structural = true;
        nets.push(...result.data);
        break;
      }
      case 'updateComponent': {
        const c = state.idToComp.get(op.id);
        if (c === undefined) return fail('UNKNOWN_COMPONENT', `No component has id "${op.id}".`, 'Check the id.');
        const comp = state.comps[c]!;
        if (op.set.label !== undefined) comp.label = op.set.label;
        if (op.set.properties !== undefined) {
          const merged = normalizedProperties(comp.layout, { ...comp.properties, ...op.set.properties });
          if (!merged.success) return merged;
          comp.properties = merged.data;
          const delay = typeof merged.data['delay'] === 'number' ? merged.data['delay'] : 0;
          state.delaySum += delay - comp.delay;
          comp.delay = delay;
          evaluate.push(c);
        }
        break;
      }
      case 'addWire': {
        const result = addWire(state, op.wire);
        if (!result.success) return result;
        structural = true;
        nets.push(...result.data);
        const wire = state.wire(op.wire.id)!;
        componentsOfWire(wire.a, wire.b);
        break;
      }
      case 'removeWire': {
        const wire = state.wire(op.id);
        const result = removeWire(state, op.id);
        if (!result.success) return result;
        structural = true;
        nets.push(...result.data);
        componentsOfWire(wire!.a, wire!.b);
        break;
      }
      // Notes and test cases are not part of the logic: nothing to simulate.
      case 'addNote':
      case 'removeNote':
      case 'updateNote':
      case 'addTest':
      case 'removeTest':
      case 'updateTest':
        break;
      // A memory's words: the simulation rebuilds its engine for these (see `touchesBuses`).
      case 'writeMemory':
        break;
    }
  }
  return ok({ evaluate, nets, structural });
}
