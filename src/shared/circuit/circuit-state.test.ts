import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPONENT_DEFINITIONS } from '../components/registry';
import { add, component, connect, wire } from '../test-support/circuit-builders';
import { CircuitState } from './circuit-state';
import type { Operation } from './operations';
import { MAX_NOTE_TEXT, type NotePatch } from './types';

function stateWith(ops: Operation[]): CircuitState {
  const state = new CircuitState();
  const result = state.apply(ops);
  if (!result.success) throw new Error(result.error);
  return state;
}

const halfAdder = (): Operation[] => [
  add(component('SW1', 'SWITCH_TOGGLE')),
  add(component('SW2', 'SWITCH_TOGGLE')),
  add(component('G1', 'XOR_2')),
  add(component('G2', 'AND_2')),
  connect(wire('w1', 'SW1.out', 'G1.a')),
  connect(wire('w2', 'SW2.out', 'G1.b')),
  connect(wire('w3', 'SW1.out', 'G2.a')),
  connect(wire('w4', 'SW2.out', 'G2.b')),
];

describe('CircuitState', () => {
  it("keeps a circuit's power-on setting, written only when it is `zero`", () => {
    const circuit = stateWith(halfAdder()).toJSON();
    expect(circuit).not.toHaveProperty('powerOn');
    const zero = CircuitState.fromCircuit({ ...circuit, powerOn: 'zero' });
    expect(zero.success && zero.data.toJSON()).toEqual({ ...circuit, powerOn: 'zero' });
    const unknown = CircuitState.fromCircuit({ ...circuit, powerOn: 'unknown' });
    expect(unknown.success && unknown.data.toJSON()).toEqual(circuit);
    const empty = CircuitState.fromCircuit({ components: [], wires: [], powerOn: 'zero' });
    expect(empty.success && empty.data.toJSON()).toEqual({ components: [], wires: [], powerOn: 'zero' });
  });

  it('applies a list of operations and fills in property defaults', () => {
    const state = stateWith(halfAdder());
    expect(state.componentCount).toBe(4);
    expect(state.wireCount).toBe(4);
    expect(state.component('SW1')!.properties).toEqual({ initial: false });
    expect(state.componentByLabel('g1')!.type).toBe('XOR_2');
    expect(state.wiresAt({ component: 'SW1', pin: 'out' })).toHaveLength(2);
  });

  it('applies nothing when one operation of the list fails, and says which one', () => {
    const state = stateWith(halfAdder());
    const before = state.toJSON();
    const result = state.apply([
      add(component('LED1', 'LED_RED')),
      connect(wire('w5', 'G1.out', 'LED1.anode')),
      connect(wire('w6', 'G2.out', 'LED1.anode')),
    ]);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.code).toBe('CONNECTION_REFUSED');
    expect(result.error).toContain('Operation 3 of 3');
    expect(result.error).toContain('LED1.anode already has a driver');
    expect(result.details).toMatchObject({ index: 2 });
    expect(state.toJSON()).toEqual(before);
  });

  it('refuses unknown types with a suggestion, duplicate labels and bad properties', () => {
    const state = stateWith(halfAdder());
    const unknown = state.apply([add(component('X1', 'AND2X'))]);
    expect(!unknown.success && unknown.code).toBe('UNKNOWN_COMPONENT_TYPE');
    const loose = state.apply([add(component('X1', 'and-2'))]);
    expect(!loose.success && loose.hint).toContain('AND_2');
    const duplicate = state.apply([add(component('X1', 'AND_2', { label: 'g1' }))]);
    expect(!duplicate.success && duplicate.code).toBe('DUPLICATE_LABEL');
    const property = state.apply([add(component('C1', 'CLOCK', { properties: { frequency: -3 } }))]);
    expect(!property.success && property.code).toBe('INVALID_PROPERTY');
    const unknownPin = state.apply([connect(wire('w9', 'SW1.out', 'G1.z'))]);
    expect(!unknownPin.success && unknownPin.code).toBe('UNKNOWN_PIN');
    expect(!unknownPin.success && unknownPin.hint).toContain('a, b, out');
  });

  it('enforces the connection rules and orients wires driver first', () => {
    const state = stateWith([
      add(component('G1', 'AND_2')),
      add(component('G2', 'OR_2')),
      add(component('T1', 'TRISTATE_BUFFER')),
      add(component('T2', 'TRISTATE_BUFFER')),
      add(component('V1', 'VCC')),
      add(component('GND1', 'GND')),
    ]);
    const outToOut = state.apply([connect(wire('a', 'G1.out', 'G2.out'))]);
    expect(!outToOut.success && outToOut.error).toContain('two outputs');
    const short = state.apply([connect(wire('b', 'G1.out', 'GND1.gnd'))]);
    expect(!short.success && short.code).toBe('CONNECTION_REFUSED');
    expect(state.apply([connect(wire('c', 'T1.out', 'T2.out'))]).success).toBe(true);
    expect(state.apply([connect(wire('d', 'G2.a', 'V1.vcc')), connect(wire('e', 'G2.b', 'V1.vcc'))]).success).toBe(
      true,
    );
    expect(state.wire('d')!.from).toEqual({ component: 'V1', pin: 'vcc' });
    const twice = state.apply([connect(wire('f', 'V1.vcc', 'G2.a'))]);
    expect(!twice.success && twice.code).toBe('DUPLICATE_WIRE');
  });

  it('removes a component with its wires and restores both on undo', () => {
    const state = stateWith(halfAdder());
    const before = state.toJSON();
    const removed = state.apply([{ op: 'removeComponent', id: 'SW1' }]);
    expect(removed.success).toBe(true);
    expect(state.wireCount).toBe(2);
    if (removed.success) expect(state.apply(removed.data.inverse).success).toBe(true);
    expect(state.toJSON()).toEqual(before);
  });

  it('updates labels, positions and properties, and the inverse restores them', () => {
    const state = stateWith([add(component('C1', 'CLOCK'))]);
    const before = state.toJSON();
    const result = state.apply([
      {
        op: 'updateComponent',
        id: 'C1',
        set: { label: 'MAIN_CLK', x: 40, rotation: 90, properties: { frequency: 10 } },
      },
    ]);
    expect(result.success).toBe(true);
    expect(state.componentByLabel('main_clk')!.properties.frequency).toBe(10);
    expect(state.isLabelFree('C1')).toBe(true);
    if (result.success) state.apply(result.data.inverse);
    expect(state.toJSON()).toEqual(before);
    expect(state.isLabelFree('MAIN_CLK')).toBe(true);
  });

  it('hands out the first free label of a prefix', () => {
    const state = stateWith([add(component('SW1', 'SWITCH_TOGGLE')), add(component('SW3', 'SWITCH_TOGGLE'))]);
    expect(state.nextLabel('SW')).toBe('SW2');
    expect(state.nextLabel('SW', new Set(['sw2']))).toBe('SW4');
  });

  it('rebuilds an equal state from its JSON', () => {
    const state = stateWith([
      ...halfAdder(),
      { op: 'addNote', note: { id: 'n1', x: 5, y: 6, text: 'Sum\nand carry' } },
    ]);
    const copy = CircuitState.fromCircuit(state.toJSON());
    expect(copy.success && copy.data.toJSON()).toEqual(state.toJSON());
    expect(state.toJSON().notes).toEqual([{ id: 'n1', x: 5, y: 6, text: 'Sum\nand carry' }]);
  });

  it('writes no notes field for a circuit without notes', () => {
    expect(Object.keys(stateWith(halfAdder()).toJSON())).toEqual(['components', 'wires']);
  });

  it('adds, moves, edits and removes notes, each undone exactly by its inverse', () => {
    const state = stateWith(halfAdder());
    const empty = state.toJSON();
    const added = state.apply([{ op: 'addNote', note: { id: 'n1', x: 0, y: 0, text: '' } }]);
    expect(added).toEqual({ success: true, data: { inverse: [{ op: 'removeNote', id: 'n1' }] } });
    const afterAdd = state.toJSON();
    const edited = state.apply([{ op: 'updateNote', id: 'n1', set: { text: 'Half adder', x: 40, width: 160 } }]);
    expect(edited.success && edited.data.inverse).toEqual([
      { op: 'updateNote', id: 'n1', set: { x: 0, text: '', width: null } },
    ]);
    expect(state.note('n1')).toEqual({ id: 'n1', x: 40, y: 0, text: 'Half adder', width: 160 });
    if (edited.success) state.apply(edited.data.inverse);
    expect(state.toJSON()).toEqual(afterAdd);
    expect(state.note('n1')).not.toHaveProperty('width');
    const removed = state.apply([{ op: 'removeNote', id: 'n1' }]);
    expect(removed.success && removed.data.inverse).toEqual([
      { op: 'addNote', note: { id: 'n1', x: 0, y: 0, text: '' } },
    ]);
    expect(state.toJSON()).toEqual(empty);
  });

  it('refuses a duplicate note id, an unknown note, and text beyond the limit', () => {
    const state = stateWith([{ op: 'addNote', note: { id: 'n1', x: 0, y: 0, text: 'a' } }]);
    const duplicate = state.apply([{ op: 'addNote', note: { id: 'n1', x: 1, y: 1, text: 'b' } }]);
    expect(!duplicate.success && duplicate.code).toBe('DUPLICATE_ID');
    const unknown = state.apply([{ op: 'updateNote', id: 'n9', set: { text: 'b' } }]);
    expect(!unknown.success && unknown.code).toBe('UNKNOWN_NOTE');
    const long = state.apply([{ op: 'updateNote', id: 'n1', set: { text: 'x'.repeat(MAX_NOTE_TEXT + 1) } }]);
    expect(!long.success && long.error).toContain(`at most ${MAX_NOTE_TEXT} characters`);
    expect(state.note('n1')!.text).toBe('a');
  });
});

/** One random edit intent, resolved against the current state into an operation (valid or not). */
const intent = fc.record({
  kind: fc.integer({ min: 0, max: 12 }),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
  d: fc.nat(),
});

type Intent = { kind: number; a: number; b: number; c: number; d: number };

function toOperation(state: CircuitState, step: number, { kind, a, b, c, d }: Intent): Operation {
  const components = [...state.components()];
  const wires = [...state.wires()];
  const notes = [...state.notes()];
  const pick = <T>(list: T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);
  switch (kind) {
    case 0:
    case 1:
    case 2:
    case 3: {
      const definition = COMPONENT_DEFINITIONS[a % COMPONENT_DEFINITIONS.length]!;
      // Sometimes reuse a label on purpose: those operations must be refused and change nothing.
      const label =
        b % 5 === 0 && components.length > 0 ? pick(components, c)!.label : `${definition.labelPrefix}${step}`;
      return {
        op: 'addComponent',
        component: {
          id: `c${step}`,
          type: definition.type,
          label,
          x: (c % 100) * 10,
          y: (d % 100) * 10,
          rotation: 0,
          properties: {},
        },
      };
    }
    case 4: {
      const target = pick(components, a);
      return { op: 'removeComponent', id: target?.id ?? `missing${step}` };
    }
    case 5: {
      const target = pick(components, a);
      return {
        op: 'updateComponent',
        id: target?.id ?? `missing${step}`,
        set: { x: (b % 50) * 10, y: (c % 50) * 10, rotation: ([0, 90, 180, 270] as const)[d % 4] },
      };
    }
    case 6:
    case 7: {
      // Mostly a driver pin to an input pin (often valid); every fifth time any pin to any pin.
      const anyPin = d % 5 === 0;
      const pins = (id: string | undefined) =>
        COMPONENT_DEFINITIONS.find((x) => x.type === state.component(id ?? '')?.type)?.pins ?? [];
      const from = pick(components, a);
      const to = pick(components, b);
      const fromPin = pick(
        pins(from?.id).filter((p) => anyPin || p.direction === 'output' || p.direction === 'power'),
        c,
      );
      const toPin = pick(
        pins(to?.id).filter((p) => anyPin || p.direction === 'input'),
        d,
      );
      return {
        op: 'addWire',
        wire: {
          id: `w${step}`,
          from: { component: from?.id ?? 'none', pin: fromPin?.name ?? 'x' },
          to: { component: to?.id ?? 'none', pin: toPin?.name ?? 'x' },
        },
      };
    }
    case 8: {
      const target = pick(wires, a);
      return { op: 'removeWire', id: target?.id ?? `missing${step}` };
    }
    case 10: {
      // Now and then a note id that is taken, or text beyond the limit: refused, nothing changes.
      const id = b % 7 === 0 && notes.length > 0 ? pick(notes, c)!.id : `n${step}`;
      const text = d % 11 === 0 ? 'x'.repeat(MAX_NOTE_TEXT + 1) : `Note ${step}\nline two`;
      const width = c % 3 === 0 ? undefined : 80 + (d % 50) * 10;
      return { op: 'addNote', note: { id, x: (c % 100) * 10, y: (d % 100) * 10, text, ...(width ? { width } : {}) } };
    }
    case 11: {
      const target = pick(notes, a);
      return { op: 'removeNote', id: target?.id ?? `missing${step}` };
    }
    case 12: {
      const target = pick(notes, a);
      const set: NotePatch = [
        { x: (b % 50) * 10, y: (c % 50) * 10 },
        { text: `Edited ${step}` },
        { width: d % 2 === 0 ? null : 100 + (d % 30) * 10 },
        { text: '', width: 200, x: -40 },
      ][b % 4]!;
      return { op: 'updateNote', id: target?.id ?? `missing${step}`, set };
    }
    default: {
      const target = pick(components, a);
      return {
        op: 'updateComponent',
        id: target?.id ?? `missing${step}`,
        set: { label: b % 3 === 0 && components.length > 1 ? pick(components, c)!.label : `L${step}` },
      };
    }
  }
}

describe('CircuitState properties', () => {
  it('undoing every change in reverse order gives back the original circuit, and redo gives the final one', () => {
    let appliedChanges = 0;
    let refusedChanges = 0;
    let noteChanges = 0;
    fc.assert(
      fc.property(
        fc.array(fc.array(intent, { minLength: 1, maxLength: 3 }), { minLength: 5, maxLength: 40, size: 'max' }),
        (changes) => {
          const state = new CircuitState();
          const snapshots = [state.toJSON()];
          const applied: { forward: Operation[]; inverse: Operation[] }[] = [];
          changes.forEach((change, i) => {
            const forward = change.map((x, j) => toOperation(state, i * 10 + j, x));
            const before = state.toJSON();
            const result = state.apply(forward);
            if (result.success) {
              appliedChanges++;
              if (forward.some((op) => op.op.endsWith('Note'))) noteChanges++;
              applied.push({ forward, inverse: result.data.inverse });
              snapshots.push(state.toJSON());
            } else {
              // A refused change changes nothing.
              refusedChanges++;
              expect(state.toJSON()).toEqual(before);
            }
          });
          const final = state.toJSON();
          for (let i = applied.length - 1; i >= 0; i--) {
            const undo = state.apply(applied[i]!.inverse);
            expect(undo.success).toBe(true);
            expect(state.toJSON()).toEqual(snapshots[i]);
          }
          for (const { forward } of applied) expect(state.apply(forward).success).toBe(true);
          expect(state.toJSON()).toEqual(final);
        },
      ),
      { seed: 4242, numRuns: 200 },
    );
    // The generator must exercise both paths, or the property says little.
    expect(appliedChanges).toBeGreaterThan(1000);
    expect(refusedChanges).toBeGreaterThan(1000);
    expect(noteChanges).toBeGreaterThan(300);
  });
});
