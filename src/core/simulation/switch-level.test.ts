import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Circuit } from '../../shared/circuit/types';
import type { EngineKind } from './engine';
import { CircuitBuilder } from './test-support/circuit-builder';
import { pin, set, simulate } from './test-support/simulate';

/** Checks the circuit model accepts a circuit (the connection rules), and returns it. */
function valid(circuit: Circuit): Circuit {
  const state = CircuitState.fromCircuit(circuit);
  if (!state.success) throw new Error(state.error);
  return circuit;
}

/** A CMOS NAND of switches A and B onto probe Y: two PMOS in parallel to VCC, two NMOS in series to GND. */
const CMOS_NAND = valid(
  new CircuitBuilder()
    .add('A', 'SWITCH_TOGGLE')
    .add('B', 'SWITCH_TOGGLE')
    .add('VDD', 'VCC')
    .add('VSS', 'GND')
    .add('PA', 'PMOS')
    .add('PB', 'PMOS')
    .add('NA', 'NMOS')
    .add('NB', 'NMOS')
    .add('Y', 'PROBE')
    .fanOut('A.out', 'PA.G', 'NA.G')
    .fanOut('B.out', 'PB.G', 'NB.G')
    .fanOut('VDD.vcc', 'PA.S', 'PB.S')
    .wire('PA.D', 'PB.D')
    .wire('PA.D', 'NA.D')
    .wire('NA.S', 'NB.D')
    .wire('NB.S', 'VSS.gnd')
    .wire('NA.D', 'Y.in')
    .build(),
);

/** An open-drain NMOS pulling a pulled-up line low, read by a NOT gate. */
const OPEN_DRAIN = valid(
  new CircuitBuilder()
    .add('A', 'SWITCH_TOGGLE')
    .add('R', 'PULL_UP')
    .add('N', 'NMOS')
    .add('VSS', 'GND')
    .add('G', 'NOT')
    .add('Y', 'PROBE')
    .add('L', 'PROBE')
    .wire('A.out', 'N.G')
    .wire('N.S', 'VSS.gnd')
    .wire('R.out', 'N.D')
    .wire('N.D', 'G.in')
    .wire('N.D', 'L.in')
    .wire('G.out', 'Y.in')
    .build(),
);

/**
 * A GDI full adder (gate diffusion input: pass transistors, two CMOS inverters, and one-way
 * switches as tri-state buffers), as in Digital's test files: inputs A, B and CI, sum S, carry CO.
 * When B falls, the PMOS P2 joins A to the line T1 drove a moment longer: inputs hold their level
 * as rails do, so that fight leaves no unknown that holds itself through the gates it reaches.
 */
const GDI_FULL_ADDER = valid(
  new CircuitBuilder()
    .add('A', 'SWITCH_TOGGLE')
    .add('B', 'SWITCH_TOGGLE')
    .add('CI', 'SWITCH_TOGGLE')
    .add('P1', 'PMOS')
    .add('N1', 'NMOS')
    .add('K1', 'CONST_HIGH')
    .add('K2', 'CONST_LOW')
    .add('P2', 'PMOS')
    .add('T1', 'TRISTATE_BUFFER')
    .add('T2', 'TRISTATE_BUFFER')
    .add('G1', 'NOT')
    .add('T3', 'TRISTATE_BUFFER')
    .add('P3', 'PMOS')
    .add('N2', 'NMOS')
    .add('P4', 'PMOS')
    .add('N3', 'NMOS')
    .add('K3', 'CONST_HIGH')
    .add('K4', 'CONST_LOW')
    .add('S', 'PROBE')
    .add('CO', 'PROBE')
    .wire('G1.out', 'T2.en')
    .fanOut('A.out', 'P1.G', 'N1.G', 'P2.S', 'P3.D')
    .fanOut('B.out', 'P2.G', 'T1.en')
    .fanOut('P1.D', 'N1.D', 'T1.in')
    .wire('K1.out', 'P1.S')
    .wire('K2.out', 'N1.S')
    .fanOut('T1.out', 'P2.D', 'T2.in', 'P3.G', 'N2.G', 'P4.G', 'N3.G')
    .fanOut('T2.out', 'T3.out', 'S.in')
    .fanOut('CI.out', 'G1.in', 'T3.en', 'N2.D')
    .fanOut('P4.D', 'T3.in', 'N3.D')
    .fanOut('P3.S', 'N2.S', 'CO.in')
    .wire('K3.out', 'P4.S')
    .wire('K4.out', 'N3.S')
    .build(),
);

describe('transistors at switch level', () => {
  for (const engine of ['event', 'fast'] as EngineKind[]) {
    it(`a CMOS NAND of four transistors is a NAND (asked for the ${engine} engine)`, () => {
      const sim = simulate(CMOS_NAND, engine);
      // Transistors need the event engine: a circuit with them gets it whatever was asked.
      expect(sim.core.kind).toBe('event');
      for (const [a, b] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        set(sim, 'A', a === 1);
        set(sim, 'B', b === 1);
        expect(pin(sim, 'Y.in'), `A=${a} B=${b}`).toBe(a && b ? '0' : '1');
      }
    });
  }

  it('a GDI full adder adds after every change of its inputs, from every state (inputs hold as rails do)', () => {
    const sim = simulate(GDI_FULL_ADDER, 'event');
    const apply = (bits: number) => {
      for (const [i, label] of ['A', 'B', 'CI'].entries()) {
        const result = sim.setInput(label, ((bits >> (2 - i)) & 1) === 1);
        if (!result.success) throw new Error(result.error);
      }
      sim.settle();
      const ones = [4, 2, 1].filter((m) => (bits & m) !== 0).length;
      return [pin(sim, 'S.in'), pin(sim, 'CO.in'), String(ones & 1), ones >= 2 ? '1' : '0'];
    };
    for (let from = 0; from < 8; from++) {
      for (let to = 0; to < 8; to++) {
        apply(from);
        const [sum, carry, wantSum, wantCarry] = apply(to);
        expect([sum, carry], `from ${from.toString(2).padStart(3, '0')} to ${to.toString(2).padStart(3, '0')}`).toEqual(
          [wantSum, wantCarry],
        );
      }
    }
  });

  it('lets an input hold its line against a driver inside the circuit that a transistor joins to it', () => {
    const sim = simulate(
      valid(
        new CircuitBuilder()
          .add('A', 'SWITCH_TOGGLE')
          .add('ON', 'CONST_HIGH')
          .add('N', 'NMOS')
          .add('D', 'CONST_LOW')
          .add('G', 'BUFFER')
          .add('Y', 'PROBE')
          .wire('ON.out', 'N.G')
          .wire('D.out', 'G.in')
          .wire('A.out', 'N.D')
          .wire('G.out', 'N.S')
          .wire('G.out', 'Y.in')
          .build(),
      ),
      'event',
    );
    set(sim, 'A', true);
    expect(pin(sim, 'Y.in')).toBe('1');
    set(sim, 'A', false);
    expect(pin(sim, 'Y.in')).toBe('0');
  });

  it('gives a pulled-up line 1 until an open-drain transistor pulls it to 0', () => {
    const sim = simulate(OPEN_DRAIN, 'event');
    set(sim, 'A', false);
    expect([pin(sim, 'L.in'), pin(sim, 'Y.in')]).toEqual(['1', '0']);
    set(sim, 'A', true);
    expect([pin(sim, 'L.in'), pin(sim, 'Y.in')]).toEqual(['0', '1']);
    set(sim, 'A', false);
    expect(pin(sim, 'L.in')).toBe('1');
  });

  it('reads Z on a line nothing drives or pulls, X where both halves of a CMOS stage conduct', () => {
    const floating = simulate(
      valid(
        new CircuitBuilder()
          .add('A', 'SWITCH_TOGGLE')
          .add('N', 'NMOS')
          .add('VSS', 'GND')
          .add('Y', 'PROBE')
          .wire('A.out', 'N.G')
          .wire('N.S', 'VSS.gnd')
          .wire('N.D', 'Y.in')
          .build(),
      ),
      'event',
    );
    set(floating, 'A', false);
    expect(pin(floating, 'Y.in')).toBe('Z');
    set(floating, 'A', true);
    expect(pin(floating, 'Y.in')).toBe('0');

    // The PMOS's gate tied low and the NMOS's switched: with A = 1 both conduct, VCC against GND.
    const short = simulate(
      valid(
        new CircuitBuilder()
          .add('A', 'SWITCH_TOGGLE')
          .add('VDD', 'VCC')
          .add('VSS', 'GND')
          .add('LOW', 'CONST_LOW')
          .add('P', 'PMOS')
          .add('N', 'NMOS')
          .add('Y', 'PROBE')
          .wire('LOW.out', 'P.G')
          .wire('A.out', 'N.G')
          .wire('VDD.vcc', 'P.S')
          .wire('P.D', 'N.D')
          .wire('N.S', 'VSS.gnd')
          .wire('N.D', 'Y.in')
          .build(),
      ),
      'event',
    );
    set(short, 'A', false);
    expect(pin(short, 'Y.in')).toBe('1');
    set(short, 'A', true);
    expect(pin(short, 'Y.in')).toBe('X');
  });

  it('passes a value both ways through a conducting transistor, and keeps the sides apart when it is off', () => {
    // A pass transistor between two tri-state buses: whichever side is driven drives the other.
    const sim = simulate(
      valid(
        new CircuitBuilder()
          .add('EN', 'SWITCH_TOGGLE')
          .add('LEFT', 'SWITCH_TOGGLE')
          .add('DL', 'SWITCH_TOGGLE')
          .add('RIGHT', 'SWITCH_TOGGLE')
          .add('DR', 'SWITCH_TOGGLE')
          .add('TL', 'TRISTATE_BUFFER')
          .add('TR', 'TRISTATE_BUFFER')
          .add('N', 'NMOS')
          .add('YL', 'PROBE')
          .add('YR', 'PROBE')
          .wire('EN.out', 'N.G')
          .wire('LEFT.out', 'TL.in')
          .wire('DL.out', 'TL.en')
          .wire('RIGHT.out', 'TR.in')
          .wire('DR.out', 'TR.en')
          .wire('TL.out', 'N.D')
          .wire('TR.out', 'N.S')
          .wire('N.D', 'YL.in')
          .wire('N.S', 'YR.in')
          .build(),
      ),
      'event',
    );
    set(sim, 'DL', true);
    set(sim, 'LEFT', true);
    expect([pin(sim, 'YL.in'), pin(sim, 'YR.in')]).toEqual(['1', 'Z']);
    set(sim, 'EN', true);
    expect([pin(sim, 'YL.in'), pin(sim, 'YR.in')]).toEqual(['1', '1']);
    set(sim, 'DL', false);
    set(sim, 'DR', true);
    expect([pin(sim, 'YL.in'), pin(sim, 'YR.in')]).toEqual(['0', '0']);
    set(sim, 'RIGHT', true);
    expect([pin(sim, 'YL.in'), pin(sim, 'YR.in')]).toEqual(['1', '1']);
    set(sim, 'EN', false);
    expect([pin(sim, 'YL.in'), pin(sim, 'YR.in')]).toEqual(['Z', '1']);
  });

  it('makes a side X when a transistor with an unknown gate joins it to a side of another value', () => {
    const unknownGate = simulate(
      valid(
        new CircuitBuilder()
          .add('A', 'SWITCH_TOGGLE')
          .add('X', 'AND_2')
          .add('N', 'NMOS')
          .add('R', 'PULL_DOWN')
          .add('VDD', 'VCC')
          .add('Y', 'PROBE')
          .wire('A.out', 'X.a') // X.b unconnected: the AND gives X while A is 1
          .wire('X.out', 'N.G')
          .wire('VDD.vcc', 'N.D')
          .wire('R.out', 'N.S')
          .wire('N.S', 'Y.in')
          .build(),
      ),
      'event',
    );
    set(unknownGate, 'A', false);
    expect(pin(unknownGate, 'Y.in')).toBe('0');
    set(unknownGate, 'A', true);
    expect(pin(unknownGate, 'Y.in')).toBe('X');
  });

  it('a CMOS gate of any two-input function agrees with the logic gate on random inputs (property)', () => {
    // NOR: PMOS in series to VCC, NMOS in parallel to GND; compared with a NOR_2 on the same inputs.
    const nor = valid(
      new CircuitBuilder()
        .add('A', 'SWITCH_TOGGLE')
        .add('B', 'SWITCH_TOGGLE')
        .add('VDD', 'VCC')
        .add('VSS', 'GND')
        .add('PA', 'PMOS')
        .add('PB', 'PMOS')
        .add('NA', 'NMOS')
        .add('NB', 'NMOS')
        .add('REF', 'NOR_2')
        .add('Y', 'PROBE')
        .add('Z', 'PROBE')
        .fanOut('A.out', 'PA.G', 'NA.G', 'REF.a')
        .fanOut('B.out', 'PB.G', 'NB.G', 'REF.b')
        .wire('VDD.vcc', 'PA.S')
        .wire('PA.D', 'PB.S')
        .wire('PB.D', 'NA.D')
        .wire('PB.D', 'NB.D')
        .fanOut('VSS.gnd', 'NA.S', 'NB.S')
        .wire('NA.D', 'Y.in')
        .wire('REF.out', 'Z.in')
        .build(),
    );
    const sim = simulate(nor, 'event');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 30 }), (steps) => {
        for (const [a, b] of steps) {
          set(sim, 'A', a);
          set(sim, 'B', b);
          expect(pin(sim, 'Y.in')).toBe(pin(sim, 'Z.in'));
        }
      }),
      { seed: 20261127, numRuns: 50 },
    );
  });
});

describe('transistor loops', () => {
  it('reports a ring of a CMOS NAND and two CMOS inverters as oscillating once enabled, instead of running forever', () => {
    // Transistors switch at once: the ring changes without time passing, and the step bound stops it.
    const b = new CircuitBuilder().add('EN', 'SWITCH_TOGGLE').add('VDD', 'VCC').add('VSS', 'GND').add('Y', 'PROBE');
    b.add('PA', 'PMOS').add('PB', 'PMOS').add('NA', 'NMOS').add('NB', 'NMOS');
    b.fanOut('VDD.vcc', 'PA.S', 'PB.S')
      .wire('PA.D', 'PB.D')
      .wire('PA.D', 'NA.D')
      .wire('NA.S', 'NB.D')
      .wire('NB.S', 'VSS.gnd');
    b.fanOut('EN.out', 'PA.G', 'NA.G');
    let out = 'NA.D';
    for (let i = 0; i < 2; i++) {
      b.add(`P${i}`, 'PMOS').add(`N${i}`, 'NMOS');
      b.wire('VDD.vcc', `P${i}.S`).wire(`N${i}.S`, 'VSS.gnd').wire(`P${i}.D`, `N${i}.D`);
      b.wire(out, `P${i}.G`).wire(out, `N${i}.G`);
      out = `N${i}.D`;
    }
    b.wire(out, 'PB.G').wire(out, 'NB.G').wire('NA.D', 'Y.in');
    const sim = simulate(valid(b.build()), 'event');
    set(sim, 'EN', false);
    expect(pin(sim, 'Y.in')).toBe('1');
    expect(sim.diagnostics().some((d) => d.code === 'OSCILLATION')).toBe(false);
    set(sim, 'EN', true);
    expect(sim.diagnostics().some((d) => d.code === 'OSCILLATION')).toBe(true);
  });
});

/**
 * A self-holding contact (Digital's "Selbsthaltung"): H joins the line L to VCC while L is 1, so
 * once S has set L it stays set. L is pulled down; nothing has set it at power-on.
 */
const SELF_HOLDING = valid(
  new CircuitBuilder()
    .add('S', 'SWITCH_TOGGLE')
    .add('VDD', 'VCC')
    .add('N', 'NMOS')
    .add('H', 'NMOS')
    .add('R', 'PULL_DOWN')
    .add('L', 'PROBE')
    .fanOut('VDD.vcc', 'N.D', 'H.D')
    .wire('S.out', 'N.G')
    .wire('N.S', 'H.S')
    .wire('H.S', 'H.G')
    .wire('R.out', 'H.S')
    .wire('H.S', 'L.in')
    .build(),
);

describe('power-on', () => {
  for (const engine of ['event', 'fast'] as EngineKind[]) {
    it(`a self-holding contact starts released, not in doubt (asked for the ${engine} engine)`, () => {
      // Sources drive their values from the start: no unknown from them reaches H's gate before
      // they are evaluated, which the loop through H would then keep.
      const sim = simulate(SELF_HOLDING, engine);
      expect(pin(sim, 'L.in')).toBe('0');
      set(sim, 'S', true);
      expect(pin(sim, 'L.in')).toBe('1');
      set(sim, 'S', false);
      expect(pin(sim, 'L.in'), 'held').toBe('1');
      sim.reset();
      expect(pin(sim, 'L.in'), 'after a reset').toBe('0');
    });
  }
});
