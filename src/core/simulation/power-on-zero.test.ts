import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../shared/circuit/types';
import { CircuitBuilder } from './test-support/circuit-builder';
import { jkMasterSlave, norLatch } from './test-support/gate-latches';
import { ENGINES, pin, set, simulate } from './test-support/simulate';

const zero = (circuit: Circuit | CircuitBuilder): Circuit => ({
  ...(circuit instanceof CircuitBuilder ? circuit.build() : circuit),
  powerOn: 'zero',
});

/** Digital's `invClock` test: a D flip-flop toggling (D = NOT Q) on an inverted clock. */
function invertedClock(): Circuit {
  return new CircuitBuilder()
    .add('C', 'SWITCH_TOGGLE')
    .add('NC', 'NOT')
    .add('ND', 'NOT')
    .add('FF', 'D_FLIPFLOP')
    .wire('C.out', 'NC.in')
    .wire('NC.out', 'FF.CLK')
    .wire('FF.Q', 'ND.in')
    .wire('ND.out', 'FF.D')
    .build();
}

/** A clock pulse on switch C: up, then down. */
function pulse(sim: ReturnType<typeof simulate>): void {
  set(sim, 'C', true);
  set(sim, 'C', false);
}

describe.each(ENGINES)("power-on from 0, as in Digital (`powerOn: 'zero'`, %s engine)", (engine) => {
  it('an SR latch of NOR gates is X without the setting and definite with it', () => {
    const unknown = simulate(norLatch().build(), engine);
    expect([pin(unknown, 'GQ.out'), pin(unknown, 'GQn.out')]).toEqual(['X', 'X']);

    const sim = simulate(zero(norLatch()), engine);
    // Evaluated in circuit order from 0: GQ first sees Qn = 0 and rises, so Q = 1.
    expect([pin(sim, 'GQ.out'), pin(sim, 'GQn.out')]).toEqual(['1', '0']);
    expect(sim.diagnostics().filter((d) => d.code === 'OSCILLATION')).toEqual([]);
    set(sim, 'R', true);
    expect([pin(sim, 'GQ.out'), pin(sim, 'GQn.out')]).toEqual(['0', '1']);
    set(sim, 'R', false);
    expect([pin(sim, 'GQ.out'), pin(sim, 'GQn.out')]).toEqual(['0', '1']);
    set(sim, 'S', true);
    set(sim, 'S', false);
    expect([pin(sim, 'GQ.out'), pin(sim, 'GQn.out')]).toEqual(['1', '0']);
  });

  it('starts again from 0 on reset()', () => {
    const sim = simulate(zero(norLatch()), engine);
    set(sim, 'R', true);
    set(sim, 'R', false);
    expect(pin(sim, 'GQ.out')).toBe('0');
    sim.reset();
    expect([pin(sim, 'GQ.out'), pin(sim, 'GQn.out')]).toEqual(['1', '0']);
  });

  it('a master–slave JK flip-flop of gates comes up definite, sets, resets and toggles (Digital’s JK-MS test)', () => {
    const unknown = simulate(jkMasterSlave().build(), engine);
    expect(pin(unknown, 'Q.out')).toBe('X');
    pulse(unknown);
    set(unknown, 'J', true);
    pulse(unknown);
    expect(pin(unknown, 'Q.out')).toBe('X');

    const sim = simulate(zero(jkMasterSlave()), engine);
    const q = () => [pin(sim, 'Q.out'), pin(sim, 'Qn.out')].join('');
    expect(['10', '01']).toContain(q());
    // The rows of Digital's test: C J K → Q Qn.
    const rows: [boolean, boolean, string][] = [
      [true, false, '10'],
      [false, false, '10'],
      [false, true, '01'],
      [false, false, '01'],
      [true, true, '10'],
      [true, true, '01'],
      [true, true, '10'],
      [true, true, '01'],
    ];
    for (const [j, k, expected] of rows) {
      set(sim, 'J', j);
      set(sim, 'K', k);
      pulse(sim);
      expect(q()).toBe(expected);
    }
  });

  it('a clock that comes up 1 is an edge at power-on, as Digital counts an inverted clock input (invClock)', () => {
    const unknown = simulate(invertedClock(), engine);
    expect(pin(unknown, 'FF.Q')).toBe('0');

    const sim = simulate(zero(invertedClock()), engine);
    // C = 0, so the inverted clock rose from 0 to 1 as the circuit came up: Q took D = NOT 0.
    expect(pin(sim, 'FF.Q')).toBe('1');
    set(sim, 'C', true);
    expect(pin(sim, 'FF.Q')).toBe('1');
    set(sim, 'C', false);
    expect(pin(sim, 'FF.Q')).toBe('0');
  });

  it('a ring of three inverters still oscillates, reported as before', () => {
    const ring = new CircuitBuilder()
      .add('A', 'NOT')
      .add('B', 'NOT')
      .add('C', 'NOT')
      .wire('A.out', 'B.in')
      .wire('B.out', 'C.in')
      .wire('C.out', 'A.in')
      .build();
    const sim = simulate(zero(ring), engine);
    expect(sim.diagnostics().some((d) => d.code === 'OSCILLATION')).toBe(true);
  });

  it('leaves circuits without loops or start-up edges as they were', () => {
    const circuit = new CircuitBuilder()
      .add('A', 'SWITCH_TOGGLE')
      .add('CLK', 'CLOCK')
      .add('G', 'AND_2')
      .add('FF', 'D_FLIPFLOP')
      .wire('A.out', 'G.a')
      .wire('CLK.out', 'G.b')
      .wire('G.out', 'FF.D')
      .wire('CLK.out', 'FF.CLK')
      .build();
    const before = simulate(circuit, engine);
    const after = simulate(zero(circuit), engine);
    expect(after.snapshot().wires).toEqual(before.snapshot().wires);
    expect(after.snapshot().components).toEqual(before.snapshot().components);
  });
});
