import { describe, expect, it } from 'vitest';
import { CircuitBuilder } from './test-support/circuit-builder';
import { ENGINES, simulate } from './test-support/simulate';

/** A 4-bit counter on CLK (and a slower clock SLOW when asked), its Q3 on break B. */
function counterWithBreak(properties: Record<string, boolean> = {}, twoClocks = false) {
  const builder = new CircuitBuilder()
    .add('CLK', 'CLOCK', { frequency: 10 })
    .add('N', 'COUNTER_4')
    .add('B', 'BREAK', properties)
    .wire('CLK.out', 'N.CLK')
    .wire('N.Q3', 'B.in');
  if (twoClocks) builder.add('SLOW', 'CLOCK', { frequency: 1 }).add('P', 'PROBE').wire('SLOW.out', 'P.in');
  return builder.build();
}

describe.each(ENGINES)('breaks (%s engine)', (engine) => {
  it.each([false, true])('stop the clocks at the half-period the input rises (two clocks: %s)', (twoClocks) => {
    const sim = simulate(counterWithBreak({}, twoClocks), engine);
    const outcome = sim.step(100);
    // Q3 rises at the eighth rising edge: the fifteenth half-period.
    expect(outcome.breakAt).toEqual([sim.find('B')]);
    expect(sim.componentState('N')?.stored).toBe('1000');
    expect(sim.diagnostics()).toContainEqual(
      expect.objectContaining({ code: 'BREAK', severity: 'info', components: ['B'] }),
    );
    // Going on: the input stays 1 until the count wraps, so the next stop is at the next 8.
    const again = sim.step(100);
    expect(again.breakAt).toBeDefined();
    expect(sim.componentState('N')?.stored).toBe('1000');
    // A change settles the circuit anew: the pause is no longer reported.
    sim.settle();
    expect(sim.diagnostics().some((d) => d.code === 'BREAK')).toBe(false);
  });

  it('never stops while disabled', () => {
    const sim = simulate(counterWithBreak({ enabled: false }), engine);
    expect(sim.step(40).breakAt).toBeUndefined();
    expect(sim.componentState('N')?.stored).toBe('0100');
  });
});
