import { afterEach, describe, expect, it } from 'vitest';
import { CircuitBuilder } from '../simulation/test-support/circuit-builder';
import { halfAdderCircuit } from './test-support/circuits';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';

let harness: ToolHarness;
afterEach(async () => {
  await harness.close();
});
const open = (circuit = halfAdderCircuit()) => {
  harness = createToolHarness(circuit);
  return (name: string, args: object = {}) => harness.call(name, args as never);
};

/** A clock halved by a D flip-flop (Qn fed back to D), shown on a probe. */
const divider = () =>
  new CircuitBuilder()
    .add('CLK', 'CLOCK')
    .add('FF', 'D_FLIPFLOP')
    .add('P', 'PROBE')
    .add('SW', 'SWITCH_TOGGLE')
    .wire('CLK.out', 'FF.CLK')
    .wire('FF.Qn', 'FF.D')
    .wire('FF.Q', 'P.in')
    .build();

/** Y = A xor B over 3-bit ports. */
const wideXor = () =>
  new CircuitBuilder()
    .add('A', 'PORT_IN', { width: 3 })
    .add('B', 'PORT_IN', { width: 3 })
    .add('X', 'XOR_2', { width: 3 })
    .add('Y', 'PORT_OUT', { width: 3 })
    .wire('A.out', 'X.a')
    .wire('B.out', 'X.b')
    .wire('X.out', 'Y.in')
    .build();

describe('wide ports in the checks', () => {
  it('simulate sets a wide input port to a number and shows the output port', async () => {
    const call = open(wideXor());
    const result = await call('simulate', { inputs: ['A=5 B=0x3', 'B=0b101'] });
    expect(result).toMatchObject({ success: true });
    expect(result.steps).toEqual([
      expect.stringMatching(/^A=5 B=0x3 -> Y:(6|110|0x6)/),
      expect.stringMatching(/-> Y:(0|000|0x0)/),
    ]);
    expect(await call('simulate', { inputs: ['A=8'] })).toMatchObject({
      success: false,
      error: 'A takes a number from 0 to 7, not 8.',
    });
  });

  it('get_truth_table lists wide values as numbers', async () => {
    const call = open(wideXor());
    const result = await call('get_truth_table', { inputs: ['A', 'B'], outputs: ['Y'] });
    expect(result).toMatchObject({ success: true, columns: 'A B | Y' });
    expect(result.rows).toContain('5 3|6');
    expect(result.rows).toContain('0 7|7');
  });

  it('check_truth_table reads numbers for wide ports, in rows and under a header, and says a wide port has no equation', async () => {
    const call = open(wideXor());
    expect(await call('check_truth_table', { expected: ['A=5 B=3 -> Y=6', 'A=0x7 B=0b111 -> Y=0'] })).toMatchObject({
      success: true,
      pass: true,
    });
    const wrong = await call('check_truth_table', { expected: ['A B -> Y', '5 3 7', '1 1 0'] });
    expect(wrong).toMatchObject({ success: true, pass: false, rows: ['A=5 B=3: Y=6 (expected 7)'] });
    expect(await call('check_truth_table', { expected: ['Y = A xor B'] })).toMatchObject({
      success: false,
      error: expect.stringContaining('Y is 3 bits wide') as unknown,
    });
    expect(await call('check_truth_table', { expected: ['A=9 -> Y=1'] })).toMatchObject({
      success: false,
      error: expect.stringContaining('A takes a number from 0 to 7, not 9') as unknown,
    });
  });
});

describe('simulate', () => {
  it('runs steps from power-on, switches keeping their place, and shows the LEDs after each', async () => {
    const call = open();
    expect(await call('simulate', { inputs: ['SW1=1', 'SW2 = 1', 'sw1:0, sw2:off'] })).toEqual({
      success: true,
      steps: ['SW1=1 -> LED1:1 LED2:0', 'SW2 = 1 -> LED1:0 LED2:1', 'sw1:0, sw2:off -> LED1:0 LED2:0'],
    });
    expect(await call('simulate', { inputs: [] })).toMatchObject({ steps: ['(no change) -> LED1:0 LED2:0'] });
  });

  it('runs clock cycles after each step and shows stored bits', async () => {
    const call = open(divider());
    const result = await call('simulate', { inputs: ['', '', ''], clock_cycles: 1 });
    expect(result.steps).toEqual([
      '(no change) -> P:1 stored FF:1',
      '(no change) -> P:0 stored FF:0',
      '(no change) -> P:1 stored FF:1',
    ]);
  });

  it('refuses what cannot be set: clocks, gates, unknown labels, unreadable steps', async () => {
    const call = open(divider());
    expect(await call('simulate', { inputs: ['CLK=1'] })).toMatchObject({
      success: false,
      hint: expect.stringContaining('clock_cycles') as unknown,
    });
    expect(await call('simulate', { inputs: ['FF=1'] })).toMatchObject({
      success: false,
      error: expect.stringContaining('not a switch') as unknown,
    });
    expect(await call('simulate', { inputs: ['SWW=1'] })).toMatchObject({
      success: false,
      hint: expect.stringContaining('Did you mean SW?') as unknown,
    });
    expect(await call('simulate', { inputs: ['SW=maybe'] })).toMatchObject({
      success: false,
      hint: expect.stringContaining('LABEL=0/1') as unknown,
    });
    expect(harness.copy.edited).toBe(false);
  });

  it('reports the problems the simulator finds', async () => {
    // Two enabled tri-state buffers on one bus, driving different values once SW1 is on.
    const bus = new CircuitBuilder()
      .add('SW1', 'SWITCH_TOGGLE')
      .add('HI', 'CONST_HIGH')
      .add('LO', 'CONST_LOW')
      .add('T1', 'TRISTATE_BUFFER')
      .add('T2', 'TRISTATE_BUFFER')
      .add('P', 'PROBE')
      .wire('SW1.out', 'T1.in')
      .fanOut('HI.out', 'T1.en', 'T2.en')
      .wire('LO.out', 'T2.in')
      .wire('T1.out', 'T2.out')
      .wire('T1.out', 'P.in')
      .build();
    const call = open(bus);
    const result = await call('simulate', { inputs: ['SW1=0', 'SW1=1'] });
    expect(result.steps).toEqual(['SW1=0 -> P:0', 'SW1=1 -> P:X']);
    expect((result.problems as string[])[0]).toMatch(/^CONFLICT: T1 and T2 drive the same net/);
  });
});

describe('get_truth_table', () => {
  it('tables every switch against every LED by default, top input first', async () => {
    const call = open();
    expect(await call('get_truth_table')).toEqual({
      success: true,
      columns: 'SW1 SW2 | LED1 LED2',
      rows: ['00|00', '01|10', '10|10', '11|01'],
    });
    expect(await call('get_truth_table', { inputs: ['sw2'], outputs: ['led2', 'G1'] })).toMatchObject({
      columns: 'SW2 | LED2 G1',
      rows: ['0|00', '1|01'],
    });
  });

  it('reads an LED that cannot reach GND as dark, and says so', async () => {
    const call = open();
    await call('disconnect', { from: 'R1:b' });
    const result = await call('get_truth_table');
    expect(result.rows).toEqual(['00|00', '01|00', '10|00', '11|01']);
    expect(result.note).toContain('LED1 never light');
  });

  it('refuses circuits with nothing to vary or read, and sequential outputs', async () => {
    expect(await open(divider())('get_truth_table', { inputs: ['SW'], outputs: ['P'] })).toMatchObject({
      success: false,
      error: expect.stringContaining('FF') as unknown,
    });
    await harness.close();
    expect(await open(new CircuitBuilder().add('L', 'LED_RED').build())('get_truth_table')).toMatchObject({
      success: false,
      error: expect.stringContaining('no switch') as unknown,
    });
  });
});

describe('check_truth_table', () => {
  it('passes a right circuit, whatever form the expectation takes', async () => {
    const call = open();
    for (const expected of [
      ['LED1 = SW1 xor SW2', 'LED2 = sw1 & sw2'],
      [
        'SW1=0 SW2=0 -> LED1=0 LED2=0',
        'SW1=0, SW2=1: LED1=1, LED2=0',
        'SW1=1 SW2=0 -> LED1=1 LED2=0',
        'SW1=1 SW2=1 -> LED1=0 LED2=1',
      ],
      ['SW1 SW2 | LED1 LED2', '00|00', '01|10', '10|10', '1 1 -> 0 1'],
      ['SW1=1 -> LED2=x', 'LED1 = SW1 ^ SW2'],
    ]) {
      expect(await call('check_truth_table', { expected }), expected.join(' / ')).toMatchObject({
        success: true,
        pass: true,
      });
    }
  });

  it('lists the rows where the circuit differs from the request', async () => {
    const call = open();
    const result = await call('check_truth_table', { expected: ['LED1 = SW1 or SW2', 'LED2 = SW1 and SW2'] });
    expect(result).toEqual({
      success: true,
      pass: false,
      checked: '4 of 4 input combinations of SW1 SW2, outputs LED1 LED2',
      wrong: '1 of 4 rows differ',
      rows: ['SW1=1 SW2=1: LED1=0 (expected 1)'],
    });
  });

  it('checks only the rows given, holding other inputs at power-on, and fails LEDs that never light', async () => {
    const call = open();
    const partial = await call('check_truth_table', { expected: ['SW1=1 -> LED1=1'] });
    expect(partial).toMatchObject({ pass: true, checked: '1 of 2 input combinations of SW1, outputs LED1' });
    expect(partial.notes).toEqual(['Not in expected, so held at power-on: SW2=0.']);
    await call('disconnect', { from: 'LED2:cathode' });
    const dark = await call('check_truth_table', { expected: ['LED2 = SW1 and SW2'] });
    expect(dark).toMatchObject({ pass: false, rows: ['SW1=1 SW2=1: LED2=0 (expected 1)'] });
    expect(dark.notes).toEqual(['LED2 never light: the cathode does not reach GND (read as 0).']);
  });

  it('explains what it cannot read unambiguously', async () => {
    const call = open();
    const reasons: [string[], string][] = [
      [['LED9 = SW1'], 'no part is labelled "LED9"'],
      [['LED1 = SW1 xor LED2'], 'LED2 is not a switch or button'],
      [['SW1 = LED1'], 'SW1 is an input'],
      [['LED1 = SW1 +'], 'Unexpected'],
      [['SW1=1 SW1=0 -> LED1=1'], 'sets SW1 twice'],
      [['SW1=1 SW2=0'], 'sets no output'],
      [['SW1 SW2 | LED1', '0 1 1 0'], '4 values for the 3 columns'],
      [['01|1'], 'put a header line first'],
      [['LED1 = SW1', 'LED1 = SW2'], 'two equations'],
      [['SW1=1 -> LED1=1', 'SW1=1 SW2=1 -> LED1=0'], 'disagrees with itself'],
      [['hello there friend!'], 'neither an equation'],
      [['SW1 SW2', '01'], 'names no output'],
      [['SW1=1 -> LED1=x'], "every expected output is a don't-care"],
    ];
    for (const [expected, reason] of reasons) {
      const result = await call('check_truth_table', { expected });
      expect(result.success, expected.join(' / ')).toBe(false);
      expect(result.error, expected.join(' / ')).toContain(reason);
    }
  });
});
