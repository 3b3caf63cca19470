import { afterEach, describe, expect, it } from 'vitest';
import { CircuitBuilder } from '../simulation/test-support/circuit-builder';
import { halfAdderCircuit } from './test-support/circuits';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';

let harness: ToolHarness;
afterEach(async () => {
  await harness.close();
});

describe('get_circuit_state', () => {
  it('gives one compact line per part: type, position, wires in with their source, simulated values', async () => {
    const circuit = halfAdderCircuit();
    circuit.components[0]!.properties = { initial: true };
    harness = createToolHarness(circuit);
    const result = await harness.call('get_circuit_state');
    expect(result).toEqual({
      success: true,
      circuit: [
        '9 parts, 10 wires',
        'SW1 SWITCH_TOGGLE (0,0) [initial=true] on=1',
        'SW2 SWITCH_TOGGLE (0,100) on=0',
        'G1 XOR_2 (120,0) a<-SW1 b<-SW2 out=1',
        'G2 AND_2 (120,100) a<-SW1 b<-SW2 out=0',
        'LED1 LED_GREEN (240,0) anode<-G1 lit=1',
        'LED2 LED_RED (240,100) anode<-G2 lit=0',
        'R1 RESISTOR (340,10) a<-LED1:cathode b<-GND1',
        'R2 RESISTOR (340,110) a<-LED2:cathode b<-GND1',
        'GND1 GND (440,60)',
      ].join('\n'),
    });
  });

  it('names pins of parts with several outputs, stored bits, rotation and problems', async () => {
    const circuit = new CircuitBuilder()
      .add('CLK', 'CLOCK')
      .add('FF', 'D_FLIPFLOP')
      .add('N', 'NOT')
      .add('HA', 'HALF_ADDER')
      .add('P', 'PROBE')
      .add('L', 'LED_RED')
      .wire('CLK.out', 'FF.CLK')
      .wire('FF.Qn', 'N.in')
      .wire('N.out', 'FF.D')
      .wire('FF.Q', 'HA.A')
      .wire('HA.S', 'P.in')
      .wire('HA.C', 'L.anode')
      .build();
    circuit.components[2]!.rotation = 180;
    harness = createToolHarness(circuit);
    const text = (await harness.call('get_circuit_state')).circuit as string;
    const lines = text.split('\n');
    expect(lines).toContain('FF D_FLIPFLOP (100,0) D<-N CLK<-CLK stored=0');
    expect(lines).toContain('N NOT (200,0) r180 in<-FF:Qn out=0');
    expect(lines).toContain('HA HALF_ADDER (300,0) A<-FF:Q S=X C=0');
    expect(lines).toContain('P PROBE (400,0) in<-HA:S value=X');
    expect(lines.at(-1)).toBe('problems: FLOATING_INPUT HA.B; LED_NO_GROUND L.cathode');
  });

  it('gives the full form with ids, every wire once as "A:pin -> B:pin", and problems with fixes', async () => {
    harness = createToolHarness(halfAdderCircuit());
    await harness.call('disconnect', { from: 'R2:b' });
    const result = await harness.call('get_circuit_state', { detail: 'full' });
    expect((result.components as object[])[2]).toEqual({
      id: 'xor',
      label: 'G1',
      type: 'XOR_2',
      x: 120,
      y: 0,
      state: 'out=0',
    });
    expect(result.wires).toHaveLength(9);
    expect(result.wires).toContain('SW1:out -> G1:a');
    expect(result.wires).toContain('GND1:gnd -> R1:b');
    expect(result.problems).toEqual([
      {
        code: 'LED_NO_GROUND',
        message: 'LED2 can never light: its cathode does not reach GND.',
        fix: 'Connect LED2.cathode to a RESISTOR whose other end goes to GND.',
      },
    ]);
  });

  it('says so when the circuit is empty', async () => {
    harness = createToolHarness();
    expect(await harness.call('get_circuit_state')).toEqual({ success: true, circuit: 'The circuit is empty.' });
  });

  it('lists notes after the parts, one short line each, and in full with their ids', async () => {
    const long = `Press SW1 and SW2 together: ${'both LEDs tell the sum and carry. '.repeat(4)}`;
    const circuit = {
      ...halfAdderCircuit(),
      notes: [
        { id: 'n1', x: 0, y: -80, text: 'Half adder\n(sum and carry)' },
        { id: 'n2', x: 240, y: 200, text: long, width: 240 },
      ],
    };
    harness = createToolHarness(circuit);
    const lines = ((await harness.call('get_circuit_state')).circuit as string).split('\n');
    expect(lines[10]).toBe('note (0,-80) "Half adder (sum and carry)"');
    expect(lines[11]).toMatch(/^note \(240,200\) "Press SW1 and SW2 together: both LEDs .{30,60}…"$/);
    const full = await harness.call('get_circuit_state', { detail: 'full' });
    expect(full.notes).toEqual([
      { id: 'n1', x: 0, y: -80, text: 'Half adder\n(sum and carry)' },
      { id: 'n2', x: 240, y: 200, text: long },
    ]);
  });

  it('shows the notes of a circuit that has no parts yet', async () => {
    harness = createToolHarness({
      components: [],
      wires: [],
      notes: [{ id: 'n1', x: 0, y: 0, text: 'Build a NOT here' }],
    });
    expect((await harness.call('get_circuit_state')).circuit).toBe(
      'The circuit is empty.\nnote (0,0) "Build a NOT here"',
    );
  });
});
