import { describe, expect, it } from 'vitest';
import { CircuitBuilder } from './test-support/circuit-builder';
import { ENGINES, pin, set, simulate } from './test-support/simulate';

/** Two tri-state buffers sharing a bus read by a probe and a gate. */
function bus() {
  return new CircuitBuilder()
    .add('A', 'SWITCH_TOGGLE')
    .add('B', 'SWITCH_TOGGLE')
    .add('EA', 'SWITCH_TOGGLE')
    .add('EB', 'SWITCH_TOGGLE')
    .add('TA', 'TRISTATE_BUFFER')
    .add('TB', 'TRISTATE_BUFFER')
    .add('P', 'PROBE')
    .add('G', 'NOT')
    .wire('A.out', 'TA.in')
    .wire('EA.out', 'TA.en')
    .wire('B.out', 'TB.in')
    .wire('EB.out', 'TB.en')
    .wire('TA.out', 'TB.out')
    .wire('TA.out', 'P.in')
    .wire('TB.out', 'G.in')
    .build();
}

describe.each(ENGINES)('nets, buses and conflicts (%s engine)', (engine) => {
  it('a tri-state bus carries the value of the one enabled driver', () => {
    const sim = simulate(bus(), engine);
    set(sim, 'A', true);
    set(sim, 'EA', true);
    expect([pin(sim, 'P.in'), pin(sim, 'G.out')]).toEqual(['1', '0']);
    set(sim, 'EA', false);
    set(sim, 'EB', true);
    expect([pin(sim, 'P.in'), pin(sim, 'G.out')]).toEqual(['0', '1']);
    expect(sim.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    expect(sim.wireValue('w5')).toBe('0');
  });

  it('a released bus is Z, and the gate reading it is reported as floating', () => {
    const sim = simulate(bus(), engine);
    expect([pin(sim, 'P.in'), pin(sim, 'G.out')]).toEqual(['Z', 'X']);
    const floating = sim.diagnostics().filter((d) => d.code === 'FLOATING_INPUT');
    expect(floating.map((d) => d.components)).toEqual([['G']]);
    expect(floating[0]!.message).toContain('nothing drives');
    expect(floating[0]!.wires).toEqual(expect.arrayContaining(['w5', 'w6', 'w7']));
  });

  it('two enabled drivers that disagree give X and a conflict naming both', () => {
    const sim = simulate(bus(), engine);
    set(sim, 'A', true);
    set(sim, 'EA', true);
    set(sim, 'EB', true);
    expect(pin(sim, 'P.in')).toBe('X');
    const conflicts = sim.diagnostics().filter((d) => d.code === 'CONFLICT');
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]!.components.sort()).toEqual(['TA', 'TB']);
    expect(conflicts[0]!.message).toMatch(/TA and TB|TB and TA/);
    set(sim, 'B', true);
    expect(pin(sim, 'P.in')).toBe('1');
    expect(sim.diagnostics().filter((d) => d.code === 'CONFLICT')).toEqual([]);
  });

  it('two ordinary outputs joined through a passive pin conflict when they disagree', () => {
    const circuit = new CircuitBuilder()
      .add('S', 'SWITCH_TOGGLE')
      .add('G1', 'BUFFER')
      .add('G2', 'NOT')
      .add('R', 'RESISTOR')
      .add('P', 'PROBE')
      .fanOut('S.out', 'G1.in', 'G2.in')
      .wire('G1.out', 'R.a')
      .wire('G2.out', 'R.a')
      .wire('R.a', 'P.in')
      .build();
    const sim = simulate(circuit, engine);
    expect(pin(sim, 'P.in')).toBe('X');
    expect(
      sim
        .diagnostics()
        .find((d) => d.code === 'CONFLICT')
        ?.components.sort(),
    ).toEqual(['G1', 'G2']);
  });

  it('VCC drives 1 and GND drives 0', () => {
    const circuit = new CircuitBuilder()
      .add('V', 'VCC')
      .add('GND1', 'GND')
      .add('G', 'AND_2')
      .wire('V.vcc', 'G.a')
      .wire('GND1.gnd', 'G.b')
      .build();
    const sim = simulate(circuit, engine);
    expect([pin(sim, 'G.a'), pin(sim, 'G.b'), pin(sim, 'G.out')]).toEqual(['1', '0', '0']);
  });

  it('a loop without storage that keeps toggling is stopped and reported, naming the loop only', () => {
    const circuit = new CircuitBuilder()
      .add('EN', 'SWITCH_TOGGLE')
      .add('N', 'NAND_2')
      .add('I1', 'NOT')
      .add('I2', 'NOT')
      .add('AFTER', 'NOT')
      .add('P', 'PROBE')
      .wire('EN.out', 'N.a')
      .wire('N.out', 'I1.in')
      .wire('I1.out', 'I2.in')
      .wire('I2.out', 'N.b')
      .wire('I2.out', 'AFTER.in')
      .wire('AFTER.out', 'P.in')
      .build();
    const sim = simulate(circuit, engine);
    expect(sim.diagnostics().filter((d) => d.code === 'OSCILLATION')).toEqual([]);
    expect(pin(sim, 'N.out')).toBe('1');
    set(sim, 'EN', true);
    const oscillation = sim.diagnostics().filter((d) => d.code === 'OSCILLATION');
    expect(oscillation).toHaveLength(1);
    expect(oscillation[0]!.components.sort()).toEqual(['I1', 'I2', 'N']);
    set(sim, 'EN', false);
    expect(sim.diagnostics().filter((d) => d.code === 'OSCILLATION')).toEqual([]);
    expect([pin(sim, 'N.out'), pin(sim, 'I2.out'), pin(sim, 'P.in')]).toEqual(['1', '1', '0']);
  });

  it('a transparent latch feeding its own inverse back is reported as oscillating', () => {
    const circuit = new CircuitBuilder()
      .add('EN', 'SWITCH_TOGGLE')
      .add('L', 'D_LATCH')
      .add('I', 'NOT')
      .wire('EN.out', 'L.EN')
      .wire('L.Q', 'I.in')
      .wire('I.out', 'L.D')
      .build();
    const sim = simulate(circuit, engine);
    expect(pin(sim, 'L.Q')).toBe('0');
    set(sim, 'EN', true);
    expect(
      sim
        .diagnostics()
        .find((d) => d.code === 'OSCILLATION')
        ?.components.sort(),
    ).toEqual(['I', 'L']);
    set(sim, 'EN', false);
    expect(sim.diagnostics().find((d) => d.code === 'OSCILLATION')).toBeUndefined();
    expect(pin(sim, 'I.out')).toBe(pin(sim, 'L.Q') === '1' ? '0' : '1');
  });
  // Equal delays make the two gates change in lockstep, as the fast engine's loop iteration does.
  it('a NOR latch whose inputs are released together oscillates in lockstep and is reported', () => {
    const circuit = new CircuitBuilder()
      .add('S', 'SWITCH_TOGGLE', { initial: true })
      .add('N1', 'NOR_2')
      .add('N2', 'NOR_2')
      .wire('S.out', 'N1.a')
      .wire('S.out', 'N2.a')
      .wire('N1.out', 'N2.b')
      .wire('N2.out', 'N1.b')
      .build();
    const sim = simulate(circuit, engine);
    expect([pin(sim, 'N1.out'), pin(sim, 'N2.out')]).toEqual(['0', '0']);
    set(sim, 'S', false);
    expect(
      sim
        .diagnostics()
        .find((d) => d.code === 'OSCILLATION')
        ?.components.sort(),
    ).toEqual(['N1', 'N2']);
  });

  it('changing one input re-evaluates only what depends on it', () => {
    const builder = new CircuitBuilder().add('A', 'SWITCH_TOGGLE').add('B', 'SWITCH_TOGGLE');
    for (const side of ['A', 'B']) {
      builder.add(`${side}0`, 'NOT').wire(`${side}.out`, `${side}0.in`);
      for (let i = 1; i < 3000; i++) builder.add(`${side}${i}`, 'NOT').wire(`${side}${i - 1}.out`, `${side}${i}.in`);
    }
    const one = simulate(builder.build(), engine);
    const both = simulate(builder.build(), engine);
    const work = (sim: typeof one, labels: string[]) => {
      const before = sim.core.work;
      labels.forEach((label) => sim.setInput(label, true));
      sim.settle();
      return sim.core.work - before;
    };
    const forA = work(one, ['A']);
    const forBoth = work(both, ['A', 'B']);
    expect([pin(one, 'A2999.out'), pin(one, 'B2999.out'), pin(both, 'B2999.out')]).toEqual(['1', '0', '1']);
    expect(forA).toBeGreaterThan(0);
    expect(forA).toBeLessThanOrEqual(forBoth / 2 + 2);
  });
});
