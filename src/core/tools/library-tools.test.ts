import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CircuitBuilder } from '../simulation/test-support/circuit-builder';
import { halfAdderCircuit } from './test-support/circuits';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';

let harness: ToolHarness;
beforeEach(() => {
  harness = createToolHarness(halfAdderCircuit());
});
afterEach(async () => {
  await harness.close();
});
const call = (name: string, args: object = {}) => harness.call(name, args as never);

describe('list_circuits and open_circuit', () => {
  it("lists the user's other circuits (never the one being edited), filtered by a query", async () => {
    expect(await call('list_circuits')).toEqual({
      success: true,
      circuits: [],
      note: 'The user has no other circuit.',
    });
    harness.addToLibrary(
      'Full adder',
      new CircuitBuilder().add('A', 'SWITCH_TOGGLE').add('FA', 'FULL_ADDER').wire('A.out', 'FA.A').build(),
    );
    harness.addToLibrary('Traffic light', new CircuitBuilder().add('L', 'LED_RED').build());
    const all = await call('list_circuits');
    expect(all.success).toBe(true);
    expect((all.circuits as string[]).sort()).toEqual(['Full adder (2 parts)', 'Traffic light (1 part)']);
    expect(await call('list_circuits', { query: 'adder' })).toEqual({
      success: true,
      circuits: ['Full adder (2 parts)'],
    });
    expect(await call('list_circuits', { query: 'zzz' })).toMatchObject({ success: false });
  });

  it('reads another circuit by name, in the compact form, without touching the one being edited', async () => {
    harness.addToLibrary(
      'Full adder',
      new CircuitBuilder().add('A', 'SWITCH_TOGGLE').add('FA', 'FULL_ADDER').wire('A.out', 'FA.A').build(),
    );
    const before = JSON.stringify(harness.copy.state.toJSON());
    for (const name of ['full ADDER', 'full add']) {
      const result = await call('open_circuit', { name });
      expect(result).toMatchObject({ success: true, name: 'Full adder' });
      expect(result.circuit).toBe(
        [
          '2 parts, 1 wires',
          'A SWITCH_TOGGLE (0,0)',
          'FA FULL_ADDER (100,0) A<-A',
          'problems: FLOATING_INPUT FA.B,FA.CIN',
        ].join('\n'),
      );
    }
    expect(JSON.stringify(harness.copy.state.toJSON())).toBe(before);
    const missing = await call('open_circuit', { name: 'Calculator' });
    expect(missing).toMatchObject({ success: false, hint: 'The circuits are: Full adder.' });
  });
});

describe('focus', () => {
  it('shows the named parts (by id) without editing, or nothing when a label is unknown', async () => {
    expect(await call('focus', { labels: ['g1', 'LED1'] })).toEqual({ success: true, done: 'Showing G1, LED1' });
    expect(harness.focused).toEqual([['xor', 'led1']]);
    expect(harness.copy.edited).toBe(false);
    expect(await call('focus', { labels: ['G1', 'G7'] })).toMatchObject({
      success: false,
      hint: expect.stringContaining('G1') as unknown,
    });
    expect(harness.focused).toHaveLength(1);
  });
});
