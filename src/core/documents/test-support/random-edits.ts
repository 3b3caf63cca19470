import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Operation } from '../../../shared/circuit/operations';
import type { Circuit, ComponentInstance } from '../../../shared/circuit/types';
import { COMPONENT_DEFINITIONS, definitionFor, getDefinition } from '../../../shared/components/registry';
import { ROTATIONS } from '../../../shared/components/geometry';

/**
 * One random edit step, as small numbers that shrink well in fast-check. It is resolved against a
 * model circuit: `kind` chooses what to do, `a`…`d` choose among what exists at that moment.
 */
export interface EditIntent {
  readonly kind: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

/** Operations for one change, and whether the model accepted them (invalid ones must change nothing). */
export interface GeneratedChange {
  readonly operations: Operation[];
  readonly valid: boolean;
}

/** Candidate property values; each property gets those its schema accepts. */
const PROPERTY_CANDIDATES: readonly unknown[] = [
  true,
  false,
  0,
  1,
  5,
  250,
  0.5,
  2000,
  'red',
  'green',
  'blue',
  'hex',
  'bin',
  // Interfaces of a subcircuit: changing one may drop pins that have wires (refused) or keep them.
  'A,B>S,C',
  'A>S',
];

const PLACEABLE = COMPONENT_DEFINITIONS.filter((d) => d.type !== 'SUBCIRCUIT');

/**
 * Turns intents into operations that exercise every kind of edit (add, remove, update, wire, unwire,
 * notes)
 * and, on purpose, some that break a rule. Ids are `<prefix><n>`, unique per generator.
 */
export class EditGenerator {
  private next = 0;

  constructor(private readonly prefix = 'r') {}

  /**
   * Resolves intents one after the other against `model`, which is left exactly as it was. The
   * first operation the model refuses ends the change (then `valid` is false), unless `skipInvalid`
   * drops refused operations instead, which builds large valid changes like an assistant turn.
   */
  change(model: CircuitState, intents: readonly EditIntent[], skipInvalid = false): GeneratedChange {
    const operations: Operation[] = [];
    const undo: Operation[][] = [];
    let valid = true;
    for (const intent of intents) {
      const op = this.resolve(model, intent);
      const applied = model.apply([op]);
      if (!applied.success && skipInvalid) continue;
      operations.push(op);
      if (!applied.success) {
        valid = false;
        break;
      }
      undo.push(applied.data.inverse);
    }
    for (let i = undo.length - 1; i >= 0; i--) {
      const back = model.apply(undo[i]!);
      if (!back.success) throw new Error(`generator could not restore its model: ${back.error}`);
    }
    return { operations, valid };
  }

  /** A circuit of `size` components built with this generator's add and wire steps. */
  circuit(size: number, random: () => number): Circuit {
    const model = new CircuitState();
    while (model.componentCount < size) {
      const kind = model.componentCount < 2 || random() < 0.6 ? 0 : 3;
      const intent = { kind, a: int(random), b: int(random), c: int(random), d: 1 + int(random) };
      const { operations, valid } = this.change(model, [intent]);
      if (valid) model.apply(operations);
    }
    return model.toJSON();
  }

  private id(kind: 'c' | 'w' | 'n'): string {
    return `${this.prefix}${kind}${this.next++}`;
  }

  private resolve(model: CircuitState, { kind, a, b, c, d }: EditIntent): Operation {
    const components = [...model.components()];
    const pick = () => components[a % components.length]!;
    switch (kind % 12) {
      case 3:
      case 4:
        if (components.length >= 2) return this.wire(model, pick(), components[b % components.length]!, c, d);
        return this.addComponent(model, a, b, c, d);
      case 5:
        if (components.length > 0) return { op: 'updateComponent', id: pick().id, set: { x: b % 400, y: c % 400 } };
        return this.addComponent(model, a, b, c, d);
      case 6:
        if (components.length > 0) return this.updateOther(model, pick(), b, c);
        return this.addComponent(model, a, b, c, d);
      case 7: {
        const wires = [...model.wires()];
        if (wires.length > 0) return { op: 'removeWire', id: wires[a % wires.length]!.id };
        return this.addComponent(model, a, b, c, d);
      }
      case 8:
        if (components.length > 0) return { op: 'removeComponent', id: pick().id };
        return this.addComponent(model, a, b, c, d);
      case 9:
        return this.invalid(components, a, b);
      case 10:
      case 11:
        return this.noteEdit(model, kind % 12 === 11, a, b, c);
      default:
        return this.addComponent(model, a, b, c, d);
    }
  }

  private addComponent(model: CircuitState, a: number, b: number, c: number, d: number): Operation {
    // No subcircuits: the document service refuses one without a circuit of the library behind it.
    const definition = PLACEABLE[a % PLACEABLE.length]!;
    const component: ComponentInstance = {
      id: this.id('c'),
      type: definition.type,
      label: model.nextLabel(definition.labelPrefix),
      x: (b % 200) * 10,
      y: (c % 200) * 10,
      rotation: ROTATIONS[d % ROTATIONS.length]!,
      properties: {},
    };
    return { op: 'addComponent', component };
  }

  /** Mostly output → input (which usually passes the rules); one in four between any two pins. */
  private wire(model: CircuitState, from: ComponentInstance, to: ComponentInstance, c: number, d: number): Operation {
    const pinsFrom = definitionFor(from)!.pins;
    const pinsTo = definitionFor(to)!.pins;
    // A part without pins (a subcircuit without ports): add a part instead.
    if (pinsFrom.length === 0 || pinsTo.length === 0) return this.addComponent(model, c, d, c + d, d);
    const anyPins = d % 4 === 0;
    const drivers = anyPins ? pinsFrom : pinsFrom.filter((p) => p.direction === 'output' || p.direction === 'power');
    const loads = anyPins ? pinsTo : pinsTo.filter((p) => p.direction === 'input' || p.direction === 'passive');
    const pinA = (drivers.length > 0 ? drivers : pinsFrom)[c % Math.max(1, drivers.length || pinsFrom.length)]!;
    const free = loads.filter((p) => model.wiresAt({ component: to.id, pin: p.name }).length === 0);
    const choices = free.length > 0 ? free : loads.length > 0 ? loads : pinsTo;
    const pinB = choices[d % choices.length]!;
    return {
      op: 'addWire',
      wire: {
        id: this.id('w'),
        from: { component: from.id, pin: pinA.name },
        to: { component: to.id, pin: pinB.name },
      },
    };
  }

  /** A new note; or, when there are notes, a move, new text, a width, or a removal. */
  private noteEdit(model: CircuitState, remove: boolean, a: number, b: number, c: number): Operation {
    const notes = [...model.notes()];
    const target = notes[a % Math.max(1, notes.length)];
    if (target === undefined || b % 3 === 0) {
      const width = c % 2 === 0 ? { width: 80 + (c % 40) * 10 } : {};
      return {
        op: 'addNote',
        note: { id: this.id('n'), x: (b % 200) * 10, y: (c % 200) * 10, text: `Note ${b % 97}`, ...width },
      };
    }
    if (remove && c % 2 === 0) return { op: 'removeNote', id: target.id };
    const sets = [
      { x: b % 400, y: c % 400 },
      { text: `Step ${c % 50}\nthen ${b % 50}` },
      { width: c % 2 === 0 ? null : 120 },
    ];
    return { op: 'updateNote', id: target.id, set: sets[c % 3]! };
  }

  /** A new label, a rotation, or a property value its schema accepts. */
  private updateOther(model: CircuitState, target: ComponentInstance, b: number, c: number): Operation {
    const definition = getDefinition(target.type)!;
    const keys = Object.keys(definition.properties);
    if (b % 3 === 0 && keys.length > 0) {
      const key = keys[c % keys.length]!;
      const schema = definition.properties[key]!.schema;
      const values = PROPERTY_CANDIDATES.filter((v) => schema.safeParse(v).success) as (string | number | boolean)[];
      return { op: 'updateComponent', id: target.id, set: { properties: { [key]: values[c % values.length]! } } };
    }
    if (b % 3 === 1) return { op: 'updateComponent', id: target.id, set: { rotation: ROTATIONS[c % 4]! } };
    return { op: 'updateComponent', id: target.id, set: { label: model.nextLabel(`${definition.labelPrefix}X`) } };
  }

  /** An operation the rules refuse: unknown ids, an unknown type, a taken label. */
  private invalid(components: ComponentInstance[], a: number, b: number): Operation {
    switch (b % 4) {
      case 0:
        return { op: 'removeComponent', id: 'no_such_component' };
      case 1:
        return { op: 'removeWire', id: 'no_such_wire' };
      case 2:
        return {
          op: 'addComponent',
          component: {
            id: this.id('c'),
            type: 'FLUX_CAPACITOR',
            label: 'FC1',
            x: 0,
            y: 0,
            rotation: 0,
            properties: {},
          },
        };
      default: {
        const taken = components[a % Math.max(1, components.length)];
        if (taken === undefined) return { op: 'removeComponent', id: 'no_such_component' };
        const other = getDefinition('AND_2')!;
        return {
          op: 'addComponent',
          component: {
            id: this.id('c'),
            type: other.type,
            label: taken.label,
            x: 0,
            y: 0,
            rotation: 0,
            properties: {},
          },
        };
      }
    }
  }
}

/** A small deterministic random source (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` random intents from a seeded source. */
export function randomIntents(random: () => number, count: number): EditIntent[] {
  return Array.from({ length: count }, () => ({
    kind: int(random),
    a: int(random),
    b: int(random),
    c: int(random),
    d: int(random),
  }));
}

/** Builds a state or throws: for test set-up, where an invalid circuit is a bug in the test. */
export function stateOf(circuit: Circuit): CircuitState {
  const state = CircuitState.fromCircuit(circuit);
  if (!state.success) throw new Error(state.error);
  return state.data;
}

function int(random: () => number): number {
  return Math.floor(random() * 1_000_000);
}
