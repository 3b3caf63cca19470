import { describe, expect, it } from 'vitest';
import type { Blueprint } from '../../shared/circuit/blueprint';
import { CircuitState } from '../../shared/circuit/circuit-state';
import { add, component, connect, wire } from '../../shared/test-support/circuit-builders';
import { normalizeBlueprint } from './normalize';
import { validateBlueprint } from './validate';

/** SW1 and SW2 into an AND gate G1 whose output lights L1 through R1 to GND1; ids are lower-case. */
function circuit(): CircuitState {
  const state = new CircuitState();
  const applied = state.apply([
    add(component('SW1', 'SWITCH_TOGGLE', { id: 'sw1', x: 0, y: 0 })),
    add(component('SW2', 'SWITCH_TOGGLE', { id: 'sw2', x: 0, y: 100 })),
    add(component('G1', 'AND_2', { id: 'g1', x: 120, y: 40 })),
    add(component('L1', 'LED_RED', { id: 'l1', x: 240, y: 40 })),
    add(component('R1', 'RESISTOR', { id: 'r1', x: 340, y: 40 })),
    add(component('GND1', 'GND', { id: 'gnd1', x: 440, y: 40 })),
    add(component('L9', 'LED_BLUE', { id: 'l9', x: 240, y: 300 })),
    connect(wire('w1', 'sw1.out', 'g1.a')),
    connect(wire('w2', 'sw2.out', 'g1.b')),
    connect(wire('w3', 'g1.out', 'l1.anode')),
    connect(wire('w4', 'l1.cathode', 'r1.a')),
    connect(wire('w5', 'gnd1.gnd', 'r1.b')),
  ]);
  if (!applied.success) throw new Error(applied.error);
  return state;
}

const errors = (report: ReturnType<typeof validateBlueprint>) =>
  report.issues.filter((i) => i.severity === 'error').map((i) => i.code);

describe('validateBlueprint in merge mode', () => {
  it('lets wires name parts of the circuit, and counts them as grounded', () => {
    const blueprint: Blueprint = {
      components: [
        { label: 'N1', type: 'NOT' },
        { label: 'L2', type: 'LED_GREEN' },
        { label: 'R2', type: 'RESISTOR' },
      ],
      wires: [
        { from: 'g1:out', to: 'N1:in' },
        { from: 'N1:out', to: 'L2:anode' },
        { from: 'L2:cathode', to: 'R2:a' },
        { from: 'R2:b', to: 'GND1:gnd' },
      ],
    };
    expect(validateBlueprint(blueprint, { existing: circuit() })).toEqual({ valid: true, issues: [] });
    const alone = validateBlueprint(blueprint);
    expect(errors(alone)).toEqual(['UNKNOWN_COMPONENT', 'UNKNOWN_COMPONENT', 'LED_NO_GROUND']);
    expect(alone.issues[0]!.hint).toContain('merge mode');
  });

  it('refuses a new label the circuit already uses, suggesting a free one', () => {
    const report = validateBlueprint(
      { components: [{ label: 'g1', type: 'OR_2' }], wires: [] },
      { existing: circuit() },
    );
    expect(errors(report)).toEqual(['DUPLICATE_LABEL']);
    expect(report.issues[0]!.message).toContain('already has a part labelled "G1"');
    expect(report.issues[0]!.hint).toContain('"G2"');
  });

  it("counts the circuit's wires: a second driver, a wire that exists, and an input wired to an input", () => {
    const existing = circuit();
    const report = validateBlueprint(
      {
        components: [{ label: 'SW3', type: 'SWITCH_TOGGLE' }],
        wires: [
          { from: 'SW3:out', to: 'G1:a' },
          { from: 'SW1:out', to: 'G1:a' },
          { from: 'G1:b', to: 'L9:anode' },
        ],
      },
      { existing },
    );
    expect(errors(report)).toEqual(['MULTIPLE_DRIVERS', 'DUPLICATE_WIRE', 'INPUT_TO_INPUT']);
    expect(report.issues[1]!.message).toContain('already connected in the circuit');
  });

  it("reports only the problems the blueprint brings, not the circuit's own", () => {
    // L9 never lights in the circuit as it is; that is not this blueprint's doing.
    const existing = circuit();
    expect(
      validateBlueprint(
        { components: [{ label: 'P1', type: 'PROBE' }], wires: [{ from: 'G1:out', to: 'P1:in' }] },
        { existing },
      ),
    ).toEqual({ valid: true, issues: [] });
    // Two switches of the circuit wired onto one net through a resistor pin: a new problem, though
    // every part involved was already there.
    const report = validateBlueprint(
      {
        components: [],
        wires: [
          { from: 'SW1:out', to: 'R1:a' },
          { from: 'SW2:out', to: 'R1:a' },
        ],
      },
      { existing },
    );
    expect(report.issues.map((i) => `${i.code} ${i.components.join(',')}`)).toEqual(['MULTIPLE_DRIVERS SW1,SW2']);
    // Fixing L9 with the blueprint's own resistor clears its problem.
    const fixed = validateBlueprint(
      {
        components: [{ label: 'R9', type: 'RESISTOR' }],
        wires: [
          { from: 'L9:cathode', to: 'R9:a' },
          { from: 'R9:b', to: 'GND1:gnd' },
        ],
      },
      { existing },
    );
    expect(fixed).toEqual({ valid: true, issues: [] });
  });
});

describe('validateBlueprint positions and connection codes', () => {
  it('warns about negative positions and parts that overlap each other or the circuit', () => {
    const report = validateBlueprint(
      {
        components: [
          { label: 'A', type: 'NOT', position: { x: -100, y: 10 } },
          { label: 'B', type: 'NOT', position: { x: 200, y: 200 } },
          { label: 'C', type: 'NOT', position: { x: 220, y: 210 } },
          { label: 'D', type: 'NOT', position: { x: 130, y: 50 } },
          { label: 'E', type: 'NOT' },
        ],
        wires: [],
      },
      { existing: circuit() },
    );
    const found = report.issues
      .filter((i) => i.code !== 'FLOATING_INPUT')
      .map((i) => `${i.severity} ${i.code} ${i.components.join(',')}`);
    expect(found).toEqual([
      'warning NEGATIVE_POSITION A',
      'warning OVERLAPPING_PARTS D,G1',
      'warning OVERLAPPING_PARTS B,C',
    ]);
    expect(report.valid).toBe(true);
    expect(report.issues.find((i) => i.code === 'OVERLAPPING_PARTS' && i.components[0] === 'D')!.message).toContain(
      'already in the circuit',
    );
  });

  it('gives input-to-input its own code', () => {
    const report = validateBlueprint({
      components: [
        { label: 'G1', type: 'AND_2' },
        { label: 'G2', type: 'OR_2' },
      ],
      wires: [{ from: 'G1:a', to: 'G2:b' }],
    });
    expect(errors(report)).toEqual(['INPUT_TO_INPUT']);
    expect(report.issues[0]!.wires).toEqual(['G1:a→G2:b']);
  });
});

describe('normalizeBlueprint', () => {
  it('writes types and wire ends exactly, against the blueprint and the circuit', () => {
    const blueprint: Blueprint = {
      components: [{ label: 'Inv', type: 'not', position: { x: 10, y: 20 }, properties: { delay: 2 } }],
      wires: [
        { from: 'g1.OUT', to: 'inv:IN' },
        { from: 'nobody:x', to: 'Inv:out' },
      ],
    };
    expect(normalizeBlueprint(blueprint, circuit())).toEqual({
      components: [{ label: 'Inv', type: 'NOT', position: { x: 10, y: 20 }, properties: { delay: 2 } }],
      wires: [
        { from: 'G1:out', to: 'Inv:in' },
        { from: 'nobody:x', to: 'Inv:out' },
      ],
    });
  });
});
