import { describe, expect, it } from 'vitest';
import { CircuitBuilder } from './test-support/circuit-builder';
import { pin, set, simulate } from './test-support/simulate';

// Delays only exist in the event engine; the fast engine is zero-delay by design.
describe('propagation delays (event engine)', () => {
  it('a glitch from an AND of a signal and its own inverse clocks a flip-flop, as in Logisim', () => {
    const circuit = new CircuitBuilder()
      .add('IN', 'SWITCH_TOGGLE')
      .add('I', 'NOT')
      .add('A', 'AND_2')
      .add('FF', 'T_FLIPFLOP')
      .add('HI', 'CONST_HIGH')
      .wire('IN.out', 'I.in')
      .wire('IN.out', 'A.a')
      .wire('I.out', 'A.b')
      .wire('A.out', 'FF.CLK')
      .wire('HI.out', 'FF.T')
      .build();
    const sim = simulate(circuit, 'event');
    expect(pin(sim, 'FF.Q')).toBe('0');
    set(sim, 'IN', true);
    expect([pin(sim, 'A.out'), pin(sim, 'FF.Q')]).toEqual(['0', '1']);
    set(sim, 'IN', false);
    expect(pin(sim, 'FF.Q')).toBe('1');
    set(sim, 'IN', true);
    expect(pin(sim, 'FF.Q')).toBe('0');
  });

  it('a change reaches the output after the sum of the delays on its path', () => {
    const circuit = new CircuitBuilder()
      .add('IN', 'SWITCH_TOGGLE')
      .add('B1', 'BUFFER', { delay: 3 })
      .add('B2', 'NOT', { delay: 5 })
      .wire('IN.out', 'B1.in')
      .wire('B1.out', 'B2.in')
      .build();
    const sim = simulate(circuit, 'event');
    const start = sim.time;
    set(sim, 'IN', true);
    expect(sim.time - start).toBe(8);
    expect(pin(sim, 'B2.out')).toBe('0');
  });

  it('zero-delay components settle within the same time step', () => {
    const circuit = new CircuitBuilder()
      .add('IN', 'SWITCH_TOGGLE')
      .add('B1', 'BUFFER', { delay: 0 })
      .add('B2', 'NOT', { delay: 0 })
      .wire('IN.out', 'B1.in')
      .wire('B1.out', 'B2.in')
      .build();
    const sim = simulate(circuit, 'event');
    const start = sim.time;
    set(sim, 'IN', true);
    expect([sim.time - start, pin(sim, 'B2.out')]).toEqual([0, '0']);
  });

  it('a zero-delay loop that keeps toggling is stopped as well', () => {
    const circuit = new CircuitBuilder()
      .add('EN', 'SWITCH_TOGGLE')
      .add('N', 'NAND_2', { delay: 0 })
      .wire('EN.out', 'N.a')
      .wire('N.out', 'N.b')
      .build();
    const sim = simulate(circuit, 'event');
    set(sim, 'EN', true);
    expect(sim.diagnostics().find((d) => d.code === 'OSCILLATION')?.components).toEqual(['N']);
  });
});
