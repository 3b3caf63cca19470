import { describe, expect, it } from 'vitest';
import { CircuitBuilder } from './test-support/circuit-builder';
import { ENGINES, pin, simulate } from './test-support/simulate';

function halfAdder() {
  return new CircuitBuilder()
    .add('A', 'SWITCH_TOGGLE')
    .add('B', 'BUTTON_PUSH', { activeLow: true })
    .add('X', 'XOR_2')
    .add('N', 'AND_2')
    .add('SUM', 'PROBE')
    .add('CARRY', 'LED_RED')
    .fanOut('A.out', 'X.a', 'N.a')
    .fanOut('B.out', 'X.b', 'N.b')
    .wire('X.out', 'SUM.in')
    .wire('N.out', 'CARRY.anode')
    .build();
}

/** Y = A xor B over 3-bit ports, and a one-bit probe on their lowest bits' AND. */
function wideXor() {
  return new CircuitBuilder()
    .add('A', 'PORT_IN', { width: 3 })
    .add('B', 'PORT_IN', { width: 3 })
    .add('X', 'XOR_2', { width: 3 })
    .add('Y', 'PORT_OUT', { width: 3 })
    .wire('A.out', 'X.a')
    .wire('B.out', 'X.b')
    .wire('X.out', 'Y.in')
    .build();
}

describe.each(ENGINES)('truth tables (%s engine)', (engine) => {
  it('takes wide input ports bit by bit, the top bit of the first input most significant, and reads wide outputs as bit strings', () => {
    const sim = simulate(wideXor(), engine);
    const table = sim.truthTable(['A', 'B'], ['Y']);
    if (!table.success) throw new Error(table.error);
    expect(table.data.rows).toHaveLength(64);
    table.data.rows.forEach((row, r) => {
      const a = r >> 3;
      const b = r & 7;
      expect(row.inputs).toEqual([a.toString(2).padStart(3, '0'), b.toString(2).padStart(3, '0')]);
      expect(row.outputs).toEqual([(a ^ b).toString(2).padStart(3, '0')]);
    });
    const tooWide = simulate(
      new CircuitBuilder()
        .add('W', 'PORT_IN', { width: 17 })
        .add('O', 'PORT_OUT', { width: 17 })
        .wire('W.out', 'O.in')
        .build(),
      engine,
    ).truthTable(['W'], ['O']);
    expect(tooWide).toMatchObject({
      success: false,
      error: expect.stringContaining('these inputs have 17') as unknown,
    });
  });

  it('lists every input combination, first input most significant, and restores the switches', () => {
    const sim = simulate(halfAdder(), engine);
    sim.setInput('A', true);
    sim.settle();
    const table = sim.truthTable(['A', 'B'], ['SUM', 'CARRY']);
    expect(table.success && table.data.rows).toEqual([
      { inputs: ['0', '0'], outputs: ['0', '0'] },
      { inputs: ['0', '1'], outputs: ['1', '0'] },
      { inputs: ['1', '0'], outputs: ['1', '0'] },
      { inputs: ['1', '1'], outputs: ['0', '1'] },
    ]);
    expect([pin(sim, 'A.out'), pin(sim, 'B.out')]).toEqual(['1', '1']);
  });

  it('reads any pin written LABEL.pin, including X from a floating input', () => {
    const circuit = new CircuitBuilder().add('A', 'SWITCH_TOGGLE').add('G', 'OR_2').wire('A.out', 'G.a').build();
    const table = simulate(circuit, engine).truthTable(['a'], ['G.out', 'G.b']);
    expect(table.success && table.data.rows.map((r) => r.outputs)).toEqual([
      ['X', 'Z'],
      ['1', 'Z'],
    ]);
  });

  it('handles 16 inputs (65,536 rows)', () => {
    const builder = new CircuitBuilder().add('P', 'PROBE');
    const names: string[] = [];
    for (let i = 0; i < 16; i++) names.push(`S${i}`);
    names.forEach((n) => builder.add(n, 'SWITCH_TOGGLE'));
    for (let i = 0; i < 15; i++) builder.add(`X${i}`, 'XOR_2');
    builder.wire('S0.out', 'X0.a').wire('S1.out', 'X0.b');
    for (let i = 1; i < 15; i++) builder.wire(`X${i - 1}.out`, `X${i}.a`).wire(`S${i + 1}.out`, `X${i}.b`);
    builder.wire('X14.out', 'P.in');
    const table = simulate(builder.build(), engine).truthTable(names, ['P']);
    if (!table.success) throw new Error(table.error);
    expect(table.data.rows).toHaveLength(65536);
    const parity = (r: number) =>
      r
        .toString(2)
        .split('')
        .filter((c) => c === '1').length % 2;
    for (const r of [0, 1, 2, 3, 255, 4097, 65535]) expect(table.data.rows[r]!.outputs).toEqual([String(parity(r))]);
  });

  it('refuses outputs that depend on stored state or a feedback loop', () => {
    const latch = new CircuitBuilder()
      .add('S', 'SWITCH_TOGGLE')
      .add('N1', 'NOR_2')
      .add('N2', 'NOR_2')
      .wire('S.out', 'N1.a')
      .wire('N1.out', 'N2.a')
      .wire('N2.out', 'N1.b')
      .build();
    expect(simulate(latch, engine).truthTable(['S'], ['N1'])).toMatchObject({
      success: false,
      code: 'NOT_COMBINATIONAL',
    });
    const ff = new CircuitBuilder().add('D', 'SWITCH_TOGGLE').add('F', 'D_FLIPFLOP').wire('D.out', 'F.D').build();
    expect(simulate(ff, engine).truthTable(['D'], ['F.Q'])).toMatchObject({
      success: false,
      code: 'NOT_COMBINATIONAL',
    });
  });

  it('names what is wrong with bad inputs and outputs', () => {
    const sim = simulate(halfAdder(), engine);
    expect(sim.truthTable(['SUM'], ['CARRY'])).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(sim.truthTable(['A', 'A'], ['CARRY'])).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(sim.truthTable(['Q'], ['CARRY'])).toMatchObject({ success: false, code: 'UNKNOWN_COMPONENT' });
    expect(sim.truthTable(['A'], ['X.nope'])).toMatchObject({ success: false, code: 'UNKNOWN_PIN' });
  });
});
