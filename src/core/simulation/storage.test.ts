import { describe, expect, it } from 'vitest';
import { CircuitBuilder } from './test-support/circuit-builder';
import { ENGINES, pin, set, simulate } from './test-support/simulate';

const stored = (sim: ReturnType<typeof simulate>, label: string) => sim.componentState(label)?.stored;

describe.each(ENGINES)('latches and flip-flops (%s engine)', (engine) => {
  it('SR latch sets, holds, resets, and gives Q = Qn = 0 while S and R are both 1', () => {
    const circuit = new CircuitBuilder()
      .add('S', 'SWITCH_TOGGLE')
      .add('R', 'SWITCH_TOGGLE')
      .add('L', 'SR_LATCH')
      .wire('S.out', 'L.S')
      .wire('R.out', 'L.R')
      .build();
    const sim = simulate(circuit, engine);
    expect([pin(sim, 'L.Q'), pin(sim, 'L.Qn'), stored(sim, 'L')]).toEqual(['0', '1', '0']);
    set(sim, 'S', true);
    expect([pin(sim, 'L.Q'), pin(sim, 'L.Qn')]).toEqual(['1', '0']);
    set(sim, 'S', false);
    expect([pin(sim, 'L.Q'), stored(sim, 'L')]).toEqual(['1', '1']);
    set(sim, 'R', true);
    expect([pin(sim, 'L.Q'), pin(sim, 'L.Qn')]).toEqual(['0', '1']);
    set(sim, 'S', true);
    expect([pin(sim, 'L.Q'), pin(sim, 'L.Qn')]).toEqual(['0', '0']);
    set(sim, 'R', false);
    expect([pin(sim, 'L.Q'), pin(sim, 'L.Qn')]).toEqual(['1', '0']);
  });

  it('D latch follows D while EN is 1 and holds while EN is 0', () => {
    const circuit = new CircuitBuilder()
      .add('D', 'SWITCH_TOGGLE')
      .add('EN', 'SWITCH_TOGGLE')
      .add('L', 'D_LATCH')
      .wire('D.out', 'L.D')
      .wire('EN.out', 'L.EN')
      .build();
    const sim = simulate(circuit, engine);
    set(sim, 'D', true);
    expect(pin(sim, 'L.Q')).toBe('0');
    set(sim, 'EN', true);
    expect(pin(sim, 'L.Q')).toBe('1');
    set(sim, 'D', false);
    expect(pin(sim, 'L.Q')).toBe('0');
    set(sim, 'D', true);
    set(sim, 'EN', false);
    set(sim, 'D', false);
    expect([pin(sim, 'L.Q'), pin(sim, 'L.Qn'), stored(sim, 'L')]).toEqual(['1', '0', '1']);
  });

  it('D flip-flop starts at 0 and takes D on the rising clock edge only', () => {
    const circuit = new CircuitBuilder()
      .add('D', 'SWITCH_TOGGLE')
      .add('C', 'BUTTON_PUSH')
      .add('FF', 'D_FLIPFLOP')
      .wire('D.out', 'FF.D')
      .wire('C.out', 'FF.CLK')
      .build();
    const sim = simulate(circuit, engine);
    expect([pin(sim, 'FF.Q'), pin(sim, 'FF.Qn')]).toEqual(['0', '1']);
    set(sim, 'D', true);
    expect(pin(sim, 'FF.Q')).toBe('0');
    set(sim, 'C', true);
    expect(pin(sim, 'FF.Q')).toBe('1');
    set(sim, 'D', false);
    expect(pin(sim, 'FF.Q')).toBe('1');
    set(sim, 'C', false);
    expect(pin(sim, 'FF.Q')).toBe('1');
    set(sim, 'C', true);
    expect([pin(sim, 'FF.Q'), stored(sim, 'FF')]).toEqual(['0', '0']);
  });

  it('D flip-flop presets and clears at once, whatever the clock; clear wins over preset', () => {
    const circuit = new CircuitBuilder()
      .add('PRE', 'SWITCH_TOGGLE')
      .add('CLR', 'SWITCH_TOGGLE')
      .add('FF', 'D_FLIPFLOP')
      .wire('PRE.out', 'FF.PRE')
      .wire('CLR.out', 'FF.CLR')
      .build();
    const sim = simulate(circuit, engine);
    // D and CLK are unconnected: reported, but they never clock the flip-flop.
    set(sim, 'PRE', true);
    expect(pin(sim, 'FF.Q')).toBe('1');
    set(sim, 'PRE', false);
    expect(pin(sim, 'FF.Q')).toBe('1');
    set(sim, 'CLR', true);
    expect(pin(sim, 'FF.Q')).toBe('0');
    set(sim, 'PRE', true);
    expect(pin(sim, 'FF.Q')).toBe('0');
    set(sim, 'CLR', false);
    expect(pin(sim, 'FF.Q')).toBe('1');
  });

  it('reads unconnected optional pins at their default and does not report them', () => {
    const circuit = new CircuitBuilder()
      .add('D', 'CONST_HIGH')
      .add('C', 'BUTTON_PUSH')
      .add('FF', 'D_FLIPFLOP')
      .wire('D.out', 'FF.D')
      .wire('C.out', 'FF.CLK')
      .build();
    const sim = simulate(circuit, engine);
    expect([pin(sim, 'FF.PRE'), pin(sim, 'FF.CLR')]).toEqual(['0', '0']);
    expect(sim.diagnostics().filter((d) => d.code === 'FLOATING_INPUT')).toEqual([]);
  });

  it('JK flip-flop holds, sets, clears and toggles on rising edges', () => {
    const circuit = new CircuitBuilder()
      .add('J', 'SWITCH_TOGGLE')
      .add('K', 'SWITCH_TOGGLE')
      .add('C', 'BUTTON_PUSH')
      .add('FF', 'JK_FLIPFLOP')
      .wire('J.out', 'FF.J')
      .wire('K.out', 'FF.K')
      .wire('C.out', 'FF.CLK')
      .build();
    const sim = simulate(circuit, engine);
    const clock = () => {
      set(sim, 'C', true);
      set(sim, 'C', false);
      return pin(sim, 'FF.Q');
    };
    expect(clock()).toBe('0');
    set(sim, 'J', true);
    expect(clock()).toBe('1');
    set(sim, 'K', true);
    expect(clock()).toBe('0');
    expect(clock()).toBe('1');
    set(sim, 'J', false);
    expect(clock()).toBe('0');
    set(sim, 'K', false);
    expect(clock()).toBe('0');
  });

  it('T flip-flop toggles on each rising edge while T is 1', () => {
    const circuit = new CircuitBuilder()
      .add('T', 'SWITCH_TOGGLE', { initial: true })
      .add('CLK', 'CLOCK')
      .add('FF', 'T_FLIPFLOP')
      .wire('T.out', 'FF.T')
      .wire('CLK.out', 'FF.CLK')
      .build();
    const sim = simulate(circuit, engine);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      sim.tick();
      seen.push(pin(sim, 'FF.Q'));
    }
    expect(seen).toEqual(['1', '0', '1', '0']);
    set(sim, 'T', false);
    sim.tick(3);
    expect(pin(sim, 'FF.Q')).toBe('0');
  });

  it('D flip-flop with Qn fed back to D divides the clock by two', () => {
    const circuit = new CircuitBuilder()
      .add('CLK', 'CLOCK')
      .add('FF', 'D_FLIPFLOP')
      .wire('CLK.out', 'FF.CLK')
      .wire('FF.Qn', 'FF.D')
      .build();
    const sim = simulate(circuit, engine);
    const trace: string[] = [];
    for (let i = 0; i < 8; i++) {
      sim.step(1);
      trace.push(`${pin(sim, 'CLK.out')}${pin(sim, 'FF.Q')}`);
    }
    expect(trace).toEqual(['11', '01', '10', '00', '11', '01', '10', '00']);
  });

  it('a ripple counter of T flip-flops counts through flip-flop outputs used as clocks', () => {
    const builder = new CircuitBuilder().add('HI', 'CONST_HIGH').add('CLK', 'CLOCK');
    for (let i = 0; i < 4; i++) builder.add(`F${i}`, 'T_FLIPFLOP').wire('HI.out', `F${i}.T`);
    builder.wire('CLK.out', 'F0.CLK').wire('F0.Qn', 'F1.CLK').wire('F1.Qn', 'F2.CLK').wire('F2.Qn', 'F3.CLK');
    const sim = simulate(builder.build(), engine);
    const count = () => [3, 2, 1, 0].map((i) => pin(sim, `F${i}.Q`)).join('');
    sim.tick(5);
    expect(count()).toBe('0101');
    sim.tick(11);
    expect(count()).toBe('0000');
  });

  it('4-bit register loads on a rising edge while EN is 1 and clears at once', () => {
    const builder = new CircuitBuilder().add('C', 'BUTTON_PUSH').add('EN', 'SWITCH_TOGGLE', { initial: true });
    builder.add('CLR', 'SWITCH_TOGGLE').add('R', 'REGISTER_4');
    for (let i = 0; i < 4; i++) builder.add(`D${i}`, 'SWITCH_TOGGLE').wire(`D${i}.out`, `R.D${i}`);
    builder.wire('C.out', 'R.CLK').wire('EN.out', 'R.EN').wire('CLR.out', 'R.CLR');
    const sim = simulate(builder.build(), engine);
    const clock = () => {
      set(sim, 'C', true);
      set(sim, 'C', false);
    };
    set(sim, 'D0', true);
    set(sim, 'D3', true);
    expect(stored(sim, 'R')).toBe('0000');
    clock();
    expect([stored(sim, 'R'), pin(sim, 'R.Q0'), pin(sim, 'R.Q1'), pin(sim, 'R.Q3')]).toEqual(['1001', '1', '0', '1']);
    set(sim, 'EN', false);
    set(sim, 'D1', true);
    clock();
    expect(stored(sim, 'R')).toBe('1001');
    set(sim, 'CLR', true);
    expect(stored(sim, 'R')).toBe('0000');
  });

  it('4-bit counter counts, wraps, raises CARRY at 15 while enabled, and clears', () => {
    const circuit = new CircuitBuilder()
      .add('CLK', 'CLOCK')
      .add('EN', 'SWITCH_TOGGLE', { initial: true })
      .add('CLR', 'SWITCH_TOGGLE')
      .add('N', 'COUNTER_4')
      .wire('CLK.out', 'N.CLK')
      .wire('EN.out', 'N.EN')
      .wire('CLR.out', 'N.CLR')
      .build();
    const sim = simulate(circuit, engine);
    sim.tick(15);
    expect([stored(sim, 'N'), pin(sim, 'N.CARRY')]).toEqual(['1111', '1']);
    set(sim, 'EN', false);
    expect(pin(sim, 'N.CARRY')).toBe('0');
    sim.tick(2);
    expect(stored(sim, 'N')).toBe('1111');
    set(sim, 'EN', true);
    sim.tick(3);
    expect([stored(sim, 'N'), pin(sim, 'N.Q1'), pin(sim, 'N.CARRY')]).toEqual(['0010', '1', '0']);
    set(sim, 'CLR', true);
    expect(stored(sim, 'N')).toBe('0000');
  });

  it('a gate-level NOR latch starts unknown, then sets, holds and resets', () => {
    const circuit = new CircuitBuilder()
      .add('S', 'SWITCH_TOGGLE')
      .add('R', 'SWITCH_TOGGLE')
      .add('N1', 'NOR_2')
      .add('N2', 'NOR_2')
      .wire('R.out', 'N1.a')
      .wire('N2.out', 'N1.b')
      .wire('S.out', 'N2.a')
      .wire('N1.out', 'N2.b')
      .build();
    const sim = simulate(circuit, engine);
    expect(pin(sim, 'N1.out')).toBe('X');
    set(sim, 'S', true);
    expect([pin(sim, 'N1.out'), pin(sim, 'N2.out')]).toEqual(['1', '0']);
    set(sim, 'S', false);
    expect([pin(sim, 'N1.out'), pin(sim, 'N2.out')]).toEqual(['1', '0']);
    set(sim, 'R', true);
    expect([pin(sim, 'N1.out'), pin(sim, 'N2.out')]).toEqual(['0', '1']);
    expect(sim.diagnostics().filter((d) => d.code === 'OSCILLATION')).toEqual([]);
  });

  it('reset clears stored bits, puts switches back and settles', () => {
    const circuit = new CircuitBuilder()
      .add('D', 'SWITCH_TOGGLE')
      .add('CLK', 'CLOCK')
      .add('FF', 'D_FLIPFLOP')
      .wire('D.out', 'FF.D')
      .wire('CLK.out', 'FF.CLK')
      .build();
    const sim = simulate(circuit, engine);
    set(sim, 'D', true);
    sim.tick();
    expect(pin(sim, 'FF.Q')).toBe('1');
    sim.reset();
    expect([pin(sim, 'FF.Q'), pin(sim, 'D.out'), pin(sim, 'CLK.out')]).toEqual(['0', '0', '0']);
    expect(sim.componentState('D')).toEqual({ on: false, value: '0' });
  });
});

describe.each(ENGINES)('clocks (%s engine)', (engine) => {
  it('steps half-periods of the fastest clock; a slower clock changes at its own boundaries', () => {
    const circuit = new CircuitBuilder()
      .add('FAST', 'CLOCK', { frequency: 4 })
      .add('SLOW', 'CLOCK', { frequency: 1 })
      .build();
    const sim = simulate(circuit, engine);
    const trace: string[] = [];
    for (let i = 0; i < 8; i++) {
      sim.step(1);
      trace.push(pin(sim, 'FAST.out') + pin(sim, 'SLOW.out'));
    }
    expect(trace).toEqual(['10', '00', '10', '01', '11', '01', '11', '00']);
  });

  it('starts low and ticks a 4-bit counter once per full period', () => {
    const circuit = new CircuitBuilder()
      .add('CLK', 'CLOCK', { frequency: 1000 })
      .add('N', 'COUNTER_4')
      .wire('CLK.out', 'N.CLK')
      .build();
    const sim = simulate(circuit, engine);
    expect(pin(sim, 'CLK.out')).toBe('0');
    sim.tick(6);
    expect(sim.componentState('N')?.stored).toBe('0110');
  });
});

describe.each(ENGINES)('power-on values (%s engine)', (engine) => {
  it('a flip-flop and a register start at their power-on values, and come back to them at a reset', () => {
    const circuit = new CircuitBuilder()
      .add('CLK', 'SWITCH_TOGGLE')
      .add('D', 'SWITCH_TOGGLE')
      .add('F', 'D_FLIPFLOP', { initial: 1 })
      .add('T', 'T_FLIPFLOP')
      .add('K', 'CONST_VALUE', { width: 8, value: 0 })
      .add('R', 'REGISTER', { width: 8, initial: 0xa5 })
      .add('Y', 'PORT_OUT', { width: 8 })
      .wire('CLK.out', 'F.CLK')
      .wire('D.out', 'F.D')
      .wire('CLK.out', 'R.CLK')
      .wire('K.out', 'R.D')
      .wire('R.Q', 'Y.in')
      .build();
    const sim = simulate(circuit, engine);
    expect([stored(sim, 'F'), stored(sim, 'T'), sim.componentState('Y')?.bus]).toEqual(['1', '0', '10100101']);
    set(sim, 'CLK', true);
    expect([stored(sim, 'F'), sim.componentState('Y')?.bus]).toEqual(['0', '00000000']);
    sim.reset();
    sim.settle();
    expect([stored(sim, 'F'), sim.componentState('Y')?.bus]).toEqual(['1', '10100101']);
  });
});
