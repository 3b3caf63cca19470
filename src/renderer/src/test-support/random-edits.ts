import fc from 'fast-check';
import { COMPONENT_DEFINITIONS, GRID, ROTATIONS, definitionFor } from '../../../shared/components';
import type { CircuitState, Operation } from '../../../shared/circuit';

/** An abstract edit; {@link toOperations} turns it into valid operations against a circuit. */
export type EditCommand =
  | { kind: 'add'; type: number; x: number; y: number }
  | { kind: 'wire'; a: number; b: number; pa: number; pb: number }
  | { kind: 'remove'; a: number }
  | { kind: 'removeWire'; a: number }
  | { kind: 'move'; a: number; x: number; y: number; rotation: number }
  | { kind: 'relabel'; a: number; n: number }
  | { kind: 'note'; a: number; x: number; y: number; n: number };

/** Arbitrary edit commands (for seeded property tests). */
export const editCommand: fc.Arbitrary<EditCommand> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    type: fc.nat(),
    x: fc.integer({ min: -40, max: 40 }),
    y: fc.integer({ min: -40, max: 40 }),
  }),
  fc.record({ kind: fc.constant('wire' as const), a: fc.nat(), b: fc.nat(), pa: fc.nat(), pb: fc.nat() }),
  fc.record({ kind: fc.constant('wire' as const), a: fc.nat(), b: fc.nat(), pa: fc.nat(), pb: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), a: fc.nat() }),
  fc.record({ kind: fc.constant('removeWire' as const), a: fc.nat() }),
  fc.record({
    kind: fc.constant('move' as const),
    a: fc.nat(),
    x: fc.integer({ min: -40, max: 40 }),
    y: fc.integer({ min: -40, max: 40 }),
    rotation: fc.nat(),
  }),
  fc.record({ kind: fc.constant('relabel' as const), a: fc.nat(), n: fc.nat({ max: 99 }) }),
  fc.record({
    kind: fc.constant('note' as const),
    a: fc.nat(),
    x: fc.integer({ min: -40, max: 40 }),
    y: fc.integer({ min: -40, max: 40 }),
    n: fc.nat({ max: 99 }),
  }),
);

let serial = 0;

/** Interfaces random subcircuit instances get (no library behind them: only their pins matter here). */
const INTERFACES = ['A,B>S,C', 'D,CLK>Q', 'X>Y'];

/** Valid operations for a command against the circuit as it is (empty when it does not apply). */
export function toOperations(state: CircuitState, command: EditCommand): Operation[] {
  const components = [...state.components()];
  const wires = [...state.wires()];
  const pick = <T>(items: readonly T[], n: number): T | undefined =>
    items.length === 0 ? undefined : items[n % items.length];
  switch (command.kind) {
    case 'add': {
      const definition = COMPONENT_DEFINITIONS[command.type % COMPONENT_DEFINITIONS.length]!;
      const id = `rc${++serial}`;
      return [
        {
          op: 'addComponent',
          component: {
            id,
            type: definition.type,
            label: state.nextLabel(definition.labelPrefix),
            x: command.x * GRID,
            y: command.y * GRID,
            rotation: 0,
            properties:
              definition.type === 'SUBCIRCUIT' ? { ports: INTERFACES[Math.abs(command.x) % INTERFACES.length]! } : {},
          },
        },
      ];
    }
    case 'wire': {
      const a = pick(components, command.a);
      const b = pick(components, command.b);
      if (!a || !b) return [];
      const pa = pick(definitionFor(a)!.pins, command.pa);
      const pb = pick(definitionFor(b)!.pins, command.pb);
      if (!pa || !pb) return [];
      const checked = state.checkWire({ component: a.id, pin: pa.name }, { component: b.id, pin: pb.name });
      return checked.success ? [{ op: 'addWire', wire: { id: `rw${++serial}`, ...checked.data } }] : [];
    }
    case 'remove': {
      const a = pick(components, command.a);
      return a ? [{ op: 'removeComponent', id: a.id }] : [];
    }
    case 'removeWire': {
      const w = pick(wires, command.a);
      return w ? [{ op: 'removeWire', id: w.id }] : [];
    }
    case 'move': {
      const a = pick(components, command.a);
      const rotation = ROTATIONS[command.rotation % ROTATIONS.length]!;
      return a
        ? [{ op: 'updateComponent', id: a.id, set: { x: command.x * GRID, y: command.y * GRID, rotation } }]
        : [];
    }
    case 'relabel': {
      const a = pick(components, command.a);
      const label = `N${command.n}`;
      return a && state.isLabelFree(label, a.id) ? [{ op: 'updateComponent', id: a.id, set: { label } }] : [];
    }
    case 'note': {
      // Adds a note, or moves, edits or removes one (n chooses).
      const note = pick([...state.notes()], command.a);
      const at = { x: command.x * GRID, y: command.y * GRID };
      if (!note || command.n % 4 === 0)
        return [{ op: 'addNote', note: { id: `rn${++serial}`, ...at, text: `Note ${command.n}` } }];
      if (command.n % 4 === 1) return [{ op: 'removeNote', id: note.id }];
      return [{ op: 'updateNote', id: note.id, set: command.n % 4 === 2 ? at : { text: `Edited ${command.n}` } }];
    }
  }
}
