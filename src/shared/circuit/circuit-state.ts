import { fail, ok, type Failure, type Result } from '../errors';
import {
  definitionFor,
  findPin,
  getDefinition,
  lookupDefinition,
  normalizeProperties,
  shapeKey,
  unknownPin,
} from '../components/registry';
import { interfaceOf, type SubcircuitInterface } from '../components/subcircuit-interface';
import { pinWidth } from '../components/types';
import type { ComponentDefinition, PinDefinition } from '../components/types';
import { checkConnection } from './connection-rules';
import { NoteTable } from './note-table';
import { TestTable } from './test-table';
import { writeWords } from './memory-writes';
import { OperationSchema, type Operation } from './operations';
import {
  CONTENTS_PROPERTY,
  pinKey,
  type Circuit,
  type ComponentInstance,
  type Note,
  type PinRef,
  type PowerOn,
  type TestCase,
  type Wire,
} from './types';

/** What {@link CircuitState.apply} returns on success. */
export interface AppliedChange {
  /** Operations that undo the change, in the order to apply them. */
  readonly inverse: Operation[];
}

/**
 * A circuit held in memory with the indexes edits need (labels, wires per pin, wire per pin pair),
 * so that the cost of an edit grows with the edit, not with the circuit.
 *
 * Invariant: every component has a known type, a unique label (case-insensitive) and normalised
 * properties; every wire joins two existing pins and obeys the registry's connection rules.
 * {@link apply} keeps it: a list of operations is applied entirely or not at all.
 */
export class CircuitState {
  private readonly componentsById = new Map<string, ComponentInstance>();
  private readonly wiresById = new Map<string, Wire>();
  private readonly idByLabel = new Map<string, string>();
  private readonly wiresByPin = new Map<string, Set<string>>();
  private readonly wiresByComponent = new Map<string, Set<string>>();
  private readonly wireByPair = new Map<string, string>();
  private readonly notesById = new NoteTable();
  private readonly testsById = new TestTable();
  /** Ids of the input and output ports: the circuit's interface as a subcircuit. */
  private readonly portIds = new Set<string>();
  /** How many instances of each circuit this one places, by the circuit's id. */
  private readonly usesById = new Map<string, number>();
  /** How its nets start at power-on: kept as the file had it (no operation changes it yet). */
  private powerOn: PowerOn = 'unknown';

  /** Builds a state from a circuit, checking every component and wire as an edit would. */
  static fromCircuit(circuit: Circuit): Result<CircuitState> {
    const state = new CircuitState();
    state.powerOn = circuit.powerOn ?? 'unknown';
    const notes = circuit.notes ?? [];
    const tests = circuit.tests ?? [];
    if (circuit.components.length === 0 && circuit.wires.length === 0 && notes.length === 0 && tests.length === 0)
      return ok(state);
    const result = state.apply([
      ...circuit.components.map((component) => ({ op: 'addComponent' as const, component })),
      ...circuit.wires.map((wire) => ({ op: 'addWire' as const, wire })),
      ...notes.map((note) => ({ op: 'addNote' as const, note })),
      ...tests.map((test) => ({ op: 'addTest' as const, test })),
    ]);
    return result.success ? ok(state) : result;
  }

  /** Sets how the circuit's nets start at power-on (an import's setting: no operation, no undo). */
  setPowerOn(mode: PowerOn): void {
    this.powerOn = mode;
  }

  get componentCount(): number {
    return this.componentsById.size;
  }

  get wireCount(): number {
    return this.wiresById.size;
  }

  get noteCount(): number {
    return this.notesById.size;
  }

  note(id: string): Note | undefined {
    return this.notesById.get(id);
  }

  get testCount(): number {
    return this.testsById.size;
  }

  test(id: string): TestCase | undefined {
    return this.testsById.get(id);
  }

  /** A test case by name, ignoring case. */
  testByName(name: string): TestCase | undefined {
    return this.testsById.byName(name);
  }

  /** The test cases, in no particular order. */
  tests(): IterableIterator<TestCase> {
    return this.testsById.values();
  }

  notes(): IterableIterator<Note> {
    return this.notesById.values();
  }

  component(id: string): ComponentInstance | undefined {
    return this.componentsById.get(id);
  }

  /** The input and output ports (`PORT_IN`, `PORT_OUT`), in no particular order. */
  ports(): ComponentInstance[] {
    return [...this.portIds].map((id) => this.componentsById.get(id)!);
  }

  /** The interface this circuit offers as a subcircuit (cost: its ports, not the circuit). */
  interface(): SubcircuitInterface {
    return interfaceOf(this.ports());
  }

  /** The circuits this one places as subcircuits, with how many instances of each. */
  uses(): ReadonlyMap<string, number> {
    return this.usesById;
  }

  /** Finds a component by label, ignoring case. */
  componentByLabel(label: string): ComponentInstance | undefined {
    const id = this.idByLabel.get(label.toLowerCase());
    return id === undefined ? undefined : this.componentsById.get(id);
  }

  wire(id: string): Wire | undefined {
    return this.wiresById.get(id);
  }

  components(): IterableIterator<ComponentInstance> {
    return this.componentsById.values();
  }

  wires(): IterableIterator<Wire> {
    return this.wiresById.values();
  }

  /** Wires ending on one pin. */
  wiresAt(ref: PinRef): Wire[] {
    const ids = this.wiresByPin.get(pinKey(ref));
    return ids ? [...ids].map((id) => this.wiresById.get(id)!) : [];
  }

  /** Wires touching any pin of a component. */
  wiresOf(componentId: string): Wire[] {
    const ids = this.wiresByComponent.get(componentId);
    return ids ? [...ids].map((id) => this.wiresById.get(id)!) : [];
  }

  /** True when the label (ignoring case) is free, or taken by `exceptId`. */
  isLabelFree(label: string, exceptId?: string): boolean {
    const owner = this.idByLabel.get(label.toLowerCase());
    return owner === undefined || owner === exceptId;
  }

  /** The first free label with this prefix: SW1, SW2… */
  nextLabel(prefix: string, taken: ReadonlySet<string> = new Set()): string {
    for (let n = 1; ; n++) {
      const label = `${prefix}${n}`;
      if (this.isLabelFree(label) && !taken.has(label.toLowerCase())) return label;
    }
  }

  /**
   * The circuit as plain JSON, in canonical order (components, wires and notes sorted by id);
   * `notes` only when there are some, so a circuit without notes reads as it always has.
   */
  toJSON(): Circuit {
    const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const circuit: Circuit = {
      components: [...this.componentsById.values()].sort(byId),
      wires: [...this.wiresById.values()].sort(byId),
    };
    if (this.notesById.size > 0) circuit.notes = [...this.notesById.values()].sort(byId);
    if (this.testsById.size > 0) circuit.tests = [...this.testsById.values()].sort(byId);
    if (this.powerOn !== 'unknown') circuit.powerOn = this.powerOn;
    return circuit;
  }

  /**
   * Applies operations in order, all or nothing. On success returns their inverse; on failure the
   * state is unchanged and the failure names the operation (`details.index`) and what to fix.
   */
  apply(operations: readonly Operation[]): Result<AppliedChange> {
    const undo: Operation[][] = [];
    for (let index = 0; index < operations.length; index++) {
      const parsed = OperationSchema.safeParse(operations[index]);
      const result = parsed.success
        ? this.applyOne(parsed.data)
        : fail(
            'INVALID_INPUT',
            `Operation ${index} is malformed: ${parsed.error.issues[0]!.message}.`,
            'Check the operation against the contract.',
            {
              issues: parsed.error.issues,
            },
          );
      if (!result.success) {
        this.rollBack(undo);
        return withIndex(result, index, operations.length);
      }
      undo.push(result.data);
    }
    return ok({ inverse: undo.reverse().flat() });
  }

  private rollBack(undo: Operation[][]): void {
    for (let i = undo.length - 1; i >= 0; i--) {
      for (const op of undo[i]!) {
        const result = this.applyOne(op);
        if (!result.success) throw new Error(`Rollback failed: ${result.error}`);
      }
    }
  }

  /** Applies one validated operation; returns the operations that undo it. */
  private applyOne(op: Operation): Result<Operation[]> {
    switch (op.op) {
      case 'addComponent':
        return this.addComponent(op.component);
      case 'removeComponent':
        return this.removeComponent(op.id);
      case 'updateComponent':
        return this.updateComponent(op.id, op.set);
      case 'addWire':
        return this.addWire(op.wire);
      case 'removeWire':
        return this.removeWire(op.id);
      case 'addNote':
        return this.notesById.add(op.note);
      case 'removeNote':
        return this.notesById.remove(op.id);
      case 'updateNote':
        return this.notesById.update(op.id, op.set);
      case 'addTest':
        return this.testsById.add(op.test);
      case 'removeTest':
        return this.testsById.remove(op.id);
      case 'updateTest':
        return this.testsById.update(op.id, op.set);
      case 'writeMemory':
        return this.writeMemory(op.id, op.address, op.words);
    }
  }

  /** Writes words of a memory part's contents (see `writeMemory` in operations.ts). */
  private writeMemory(id: string, address: number, words: readonly number[]): Result<Operation[]> {
    const current = this.componentsById.get(id);
    if (!current) return unknownComponent(id);
    const written = writeWords(current, address, words);
    if (!written.success) return written;
    const next: ComponentInstance = {
      ...current,
      properties: { ...current.properties, [CONTENTS_PROPERTY]: written.data.contents },
    };
    this.componentsById.set(id, next);
    if (written.data.canonical) return ok([{ op: 'writeMemory', id, address, words: written.data.replaced }]);
    const before = current.properties[CONTENTS_PROPERTY] ?? '';
    return ok([{ op: 'updateComponent', id, set: { properties: { [CONTENTS_PROPERTY]: before } } }]);
  }

  private addComponent(component: ComponentInstance): Result<Operation[]> {
    if (this.componentsById.has(component.id)) {
      return fail('DUPLICATE_ID', `A component with id "${component.id}" already exists.`, 'Use a new id.');
    }
    const definition = getDefinition(component.type);
    if (!definition) {
      const found = lookupDefinition(component.type);
      return found.success
        ? fail(
            'UNKNOWN_COMPONENT_TYPE',
            `Unknown component type "${component.type}".`,
            `Write it exactly as "${found.data.type}".`,
          )
        : found;
    }
    if (!this.isLabelFree(component.label)) {
      return fail(
        'DUPLICATE_LABEL',
        `The label "${component.label}" is already used.`,
        `Choose another label, e.g. "${this.nextLabel(definition.labelPrefix)}".`,
      );
    }
    const properties = normalizeProperties(definition, component.properties);
    if (!properties.success) return properties;
    const stored: ComponentInstance = { ...component, properties: properties.data as ComponentInstance['properties'] };
    this.componentsById.set(stored.id, stored);
    this.idByLabel.set(stored.label.toLowerCase(), stored.id);
    this.track(stored, 1);
    return ok([{ op: 'removeComponent', id: stored.id }]);
  }

  private removeComponent(id: string): Result<Operation[]> {
    const component = this.componentsById.get(id);
    if (!component) return unknownComponent(id);
    const inverse: Operation[] = [{ op: 'addComponent', component }];
    for (const wire of this.wiresOf(id)) {
      this.detachWire(wire);
      inverse.push({ op: 'addWire', wire });
    }
    this.componentsById.delete(id);
    this.idByLabel.delete(component.label.toLowerCase());
    this.track(component, -1);
    return ok(inverse);
  }

  private updateComponent(id: string, set: Extract<Operation, { op: 'updateComponent' }>['set']): Result<Operation[]> {
    const current = this.componentsById.get(id);
    if (!current) return unknownComponent(id);
    const definition = getDefinition(current.type)!;
    const previous: Record<string, unknown> = {};
    const next: ComponentInstance = { ...current };
    if (set.label !== undefined) {
      if (!this.isLabelFree(set.label, id)) {
        return fail(
          'DUPLICATE_LABEL',
          `The label "${set.label}" is already used.`,
          `Choose another label, e.g. "${this.nextLabel(definition.labelPrefix)}".`,
        );
      }
      previous.label = current.label;
      next.label = set.label;
    }
    for (const key of ['x', 'y', 'rotation'] as const) {
      if (set[key] !== undefined) {
        previous[key] = current[key];
        (next as Record<string, unknown>)[key] = set[key];
      }
    }
    if (set.properties !== undefined) {
      const merged = normalizeProperties(definition, { ...current.properties, ...set.properties });
      if (!merged.success) return merged;
      // A property absent before (a default that is not written) comes back as its default.
      previous.properties = Object.fromEntries(
        Object.keys(set.properties).map((k) => [k, current.properties[k] ?? definition.properties[k]?.default]),
      );
      next.properties = merged.data as ComponentInstance['properties'];
    }
    if (shapeKey(next) !== shapeKey(current)) {
      const refused = this.wiresStillFit(next);
      if (refused) return refused;
    }
    if (next.label !== current.label) {
      this.idByLabel.delete(current.label.toLowerCase());
      this.idByLabel.set(next.label.toLowerCase(), id);
    }
    this.track(current, -1);
    this.componentsById.set(id, next);
    this.track(next, 1);
    return ok([{ op: 'updateComponent', id, set: previous }]);
  }

  /** Keeps the port set and the subcircuit counts in step as a part comes (+1) or goes (-1). */
  private track(component: ComponentInstance, delta: 1 | -1): void {
    if (component.type === 'PORT_IN' || component.type === 'PORT_OUT') {
      if (delta > 0) this.portIds.add(component.id);
      else this.portIds.delete(component.id);
    } else if (component.type === 'SUBCIRCUIT') {
      const circuit = component.properties.circuit;
      if (typeof circuit !== 'string' || circuit === '') return;
      const count = (this.usesById.get(circuit) ?? 0) + delta;
      if (count > 0) this.usesById.set(circuit, count);
      else this.usesById.delete(circuit);
    }
  }

  /**
   * A part whose pins follow its properties (a port's width, a subcircuit's interface) keeps its
   * wires only while each still ends on a pin it has, of the width of the pin at its other end.
   */
  private wiresStillFit(next: ComponentInstance): Failure | undefined {
    const definition = definitionFor(next)!;
    const lost: string[] = [];
    const misfit: string[] = [];
    for (const wire of this.wiresOf(next.id)) {
      for (const [mine, other] of [
        [wire.from, wire.to],
        [wire.to, wire.from],
      ] as const) {
        if (mine.component !== next.id) continue;
        const pin = definition.pins.find((p) => p.name === mine.pin);
        if (!pin) {
          lost.push(mine.pin);
          continue;
        }
        const far = other.component === next.id ? next : this.componentsById.get(other.component)!;
        const farPin = definitionFor(far)!.pins.find((p) => p.name === other.pin);
        if (farPin && pinWidth(farPin) !== pinWidth(pin)) {
          misfit.push(
            `${next.label}.${pin.name} (${bits(pinWidth(pin))}) to ${far.label}.${farPin.name} (${bits(pinWidth(farPin))})`,
          );
        }
      }
    }
    if (lost.length > 0) {
      const pins = [...new Set(lost)].map((p) => `${next.label}.${p}`).join(', ');
      return fail(
        'CONNECTION_REFUSED',
        `${next.label} would no longer have the pins its wires end on: ${pins}.`,
        'Remove those wires first.',
      );
    }
    if (misfit.length > 0) {
      return fail(
        'CONNECTION_REFUSED',
        `The new width would join pins of different widths: ${misfit.join('; ')}.`,
        'Remove or change those wires first, or use a splitter.',
      );
    }
    return undefined;
  }

  private resolvePin(
    ref: PinRef,
  ): Result<{ component: ComponentInstance; definition: ComponentDefinition; pin: PinDefinition }> {
    const component = this.componentsById.get(ref.component);
    if (!component) return unknownComponent(ref.component);
    const definition = definitionFor(component)!;
    const pin = findPin(definition, ref.pin);
    if (!pin) return unknownPin(definition, ref.pin, component.label);
    return ok({ component, definition, pin });
  }

  /**
   * Checks a wire between two pins as {@link apply} would add it — both pins exist, they are not
   * already joined, and the registry's connection rules allow it — without changing anything. On
   * success returns the ends ordered driver first (the wire's `from`). The editor calls it while a
   * connection is dragged, so the canvas refuses exactly what an edit would.
   */
  checkWire(a: PinRef, b: PinRef): Result<{ from: PinRef; to: PinRef }> {
    const endA = this.resolvePin(a);
    if (!endA.success) return endA;
    const endB = this.resolvePin(b);
    if (!endB.success) return endB;
    const refA = { component: endA.data.component.id, pin: endA.data.pin.name };
    const refB = { component: endB.data.component.id, pin: endB.data.pin.name };
    const nameA = `${endA.data.component.label}.${refA.pin}`;
    const nameB = `${endB.data.component.label}.${refB.pin}`;
    if (this.wireByPair.has(pairKey(refA, refB))) {
      return fail('DUPLICATE_WIRE', `${nameA} and ${nameB} are already connected.`, 'Nothing to do: the wire exists.');
    }
    const checked = checkConnection(
      { name: nameA, pin: endA.data.pin, connections: this.wiresByPin.get(pinKey(refA))?.size ?? 0 },
      { name: nameB, pin: endB.data.pin, connections: this.wiresByPin.get(pinKey(refB))?.size ?? 0 },
    );
    if (!checked.success) return checked;
    return ok(checked.data.from.name === nameA ? { from: refA, to: refB } : { from: refB, to: refA });
  }

  private addWire(wire: Wire): Result<Operation[]> {
    if (this.wiresById.has(wire.id)) {
      return fail('DUPLICATE_ID', `A wire with id "${wire.id}" already exists.`, 'Use a new id.');
    }
    const checked = this.checkWire(wire.from, wire.to);
    if (!checked.success) return checked;
    const stored: Wire = { id: wire.id, ...checked.data, ...(wire.waypoints ? { waypoints: wire.waypoints } : {}) };
    this.attachWire(stored);
    return ok([{ op: 'removeWire', id: stored.id }]);
  }

  private removeWire(id: string): Result<Operation[]> {
    const wire = this.wiresById.get(id);
    if (!wire)
      return fail('UNKNOWN_WIRE', `No wire has id "${id}".`, 'Read the circuit state for the current wire ids.');
    this.detachWire(wire);
    return ok([{ op: 'addWire', wire }]);
  }

  private attachWire(wire: Wire): void {
    this.wiresById.set(wire.id, wire);
    this.wireByPair.set(pairKey(wire.from, wire.to), wire.id);
    for (const end of [wire.from, wire.to]) {
      const key = pinKey(end);
      let set = this.wiresByPin.get(key);
      if (!set) this.wiresByPin.set(key, (set = new Set()));
      set.add(wire.id);
      let own = this.wiresByComponent.get(end.component);
      if (!own) this.wiresByComponent.set(end.component, (own = new Set()));
      own.add(wire.id);
    }
  }

  private detachWire(wire: Wire): void {
    this.wiresById.delete(wire.id);
    this.wireByPair.delete(pairKey(wire.from, wire.to));
    for (const end of [wire.from, wire.to]) {
      const key = pinKey(end);
      const set = this.wiresByPin.get(key);
      set?.delete(wire.id);
      if (set?.size === 0) this.wiresByPin.delete(key);
      const own = this.wiresByComponent.get(end.component);
      own?.delete(wire.id);
      if (own?.size === 0) this.wiresByComponent.delete(end.component);
    }
  }
}

function bits(width: number): string {
  return width === 1 ? '1 bit' : `${width} bits`;
}

function pairKey(a: PinRef, b: PinRef): string {
  const ka = pinKey(a);
  const kb = pinKey(b);
  return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
}

function unknownComponent(id: string): Failure {
  return fail(
    'UNKNOWN_COMPONENT',
    `No component has id "${id}".`,
    'Read the circuit state for the current component ids.',
  );
}

function withIndex(failure: Failure, index: number, count: number): Failure {
  const details = {
    ...(typeof failure.details === 'object' && failure.details !== null ? failure.details : {}),
    index,
  };
  const where = count > 1 ? `Operation ${index + 1} of ${count}: ` : '';
  return { ...failure, error: `${where}${failure.error}`, details };
}
