import { describe, expect, it } from 'vitest';
import type { SimUpdated, TestTrace } from '../../../shared/contract';
import { ok } from '../../../shared/errors';
import { COUNTER } from '../../../shared/examples/sequential';
import { exampleState } from '../../../shared/test-support/example-state';
import { changeEvent, installFakeTransport, openAnswer } from '../test-support/fake-transport';
import { createAppStore } from './app-store';
import { routeEvent } from './event-router';

const counter = exampleState(COUNTER).toJSON();
const id = (label: string) => counter.components.find((c) => c.label === label)!.id;
const anode = (label: string) => counter.wires.find((w) => w.to.component === id(label) && w.to.pin === 'anode')!.id;

const TRACE: TestTrace = {
  signals: [
    { name: 'CLK1', width: 1, role: 'input' },
    { name: 'L0', width: 1, role: 'output' },
  ],
  steps: [
    { row: 1, line: 2, values: ['0', '0'], expected: [null, '0'] },
    { row: 2, line: 4, values: ['0', '0'] },
    { row: 2, line: 4, values: ['1', '0'] },
    { row: 2, line: 4, values: ['0', '0'], expected: [null, '1'] },
  ],
  cut: false,
};

/** A store with the counter open over a fake main process; `sim` hands it a simulator update as the app does. */
async function setup() {
  const store = createAppStore({ eventTimeoutMs: 2000 });
  const calls = installFakeTransport({
    'circuit:open': ({ id: circuitId }) => ok(openAnswer(circuitId, 0, counter)),
    'tests:run': () =>
      ok({
        passed: false,
        engine: 'fast',
        tests: [{ name: 'test', passed: false, rows: 2, failedRows: 1, failures: [], trace: TRACE }],
      }),
  });
  await store.getState().openCircuit('c1');
  store.getState().resetSim('c1');
  const sim = (time: number, wires: Record<string, '0' | '1' | 'X' | 'Z'>, components: SimUpdated['components'] = {}) =>
    routeEvent(
      store.getState(),
      {
        name: 'sim.updated',
        payload: { circuitId: 'c1', full: false, time, running: true, speed: 1, wires, components },
      },
      () => undefined,
    );
  return { store, calls, sim };
}

describe('the waveform slice', () => {
  it('records the inputs and outputs from every simulator update, telling the canvas when something changed', async () => {
    const { store, sim } = await setup();
    sim(0, { [anode('L0')]: '0' }, { [id('CLK1')]: { value: '0' } });
    expect(store.getState().addWaves('io')).toBe(5);
    expect(store.getState().liveWaves.map((w) => w.label)).toEqual(['CLK1', 'L0', 'L1', 'L2', 'L3']);
    expect(store.getState().waveformOpen).toBe(true);
    let told = 0;
    const stop = store.getState().onWavesRecorded(() => told++);
    sim(10, { [anode('L0')]: '1' }, { [id('CLK1')]: { value: '1' } });
    sim(20, {}, { [id('CLK1')]: { value: '0' } });
    stop();
    sim(30, {}, { [id('CLK1')]: { value: '1' } });
    expect(told).toBe(2);
    const recording = store.getState().liveRecording;
    expect([0, 10, 20, 30].map((t) => recording.valueAt(0, t))).toEqual(['0', '1', '0', '1']);
    expect([0, 10, 30].map((t) => recording.valueAt(1, t))).toEqual(['0', '1', '1']);
    // The other LEDs have not been reported: X.
    expect(recording.valueAt(2, 30)).toBe('X');
    // Adding the same signals again adds nothing.
    expect(store.getState().addWaves('io')).toBe(0);
  });

  it('records the selection (the counter by its stored bits) and goes on across a reset of time', async () => {
    const { store, sim } = await setup();
    store.getState().setSelection([id('CNT1')], [], []);
    sim(5, {}, { [id('CNT1')]: { stored: '0011' } });
    expect(store.getState().addWaves('selection')).toBe(1);
    expect(store.getState().liveWaves[0]).toMatchObject({ label: 'CNT1', width: 4 });
    sim(0, {}, { [id('CNT1')]: { stored: '0000' } });
    const recording = store.getState().liveRecording;
    expect(recording.end).toBe(6);
    expect(recording.valueAt(0, 5)).toBe('0011');
    expect(recording.valueAt(0, 6)).toBe('0000');
    store.getState().removeWave(store.getState().liveWaves[0]!.key);
    expect(recording.columns).toHaveLength(0);
  });

  it('gives each change a moment of its own when the simulation’s time does not move on', async () => {
    const { store, sim } = await setup();
    sim(3, {}, { [id('CLK1')]: { value: '0' } });
    store.getState().addWaves('io');
    sim(3, {}, { [id('CLK1')]: { value: '1' } });
    sim(3, {}, { [id('CLK1')]: { value: '0' } });
    sim(3, {}, { [id('CLK1')]: { value: '0' } });
    sim(9, {}, { [id('CLK1')]: { value: '1' } });
    const clk = store.getState().liveRecording.columns[0]!;
    expect(Array.from({ length: clk.count }, (_, i) => [clk.time(i), clk.value(i)])).toEqual([
      [3, '0'],
      [4, '1'],
      [5, '0'],
      [11, '1'],
    ]);
  });

  it('starts again empty when cleared or when another circuit opens', async () => {
    const { store, sim } = await setup();
    sim(0, {}, { [id('CLK1')]: { value: '0' } });
    store.getState().addWaves('io');
    sim(1, {}, { [id('CLK1')]: { value: '1' } });
    store.getState().clearWaves();
    expect(store.getState().liveRecording.start).toBe(1);
    expect(store.getState().liveWaves).toHaveLength(5);
    await store.getState().openCircuit('c2');
    expect(store.getState().liveWaves).toHaveLength(0);
  });

  it('finds an LED’s wire again when the wire into it is replaced', async () => {
    const { store } = await setup();
    store.getState().addWaves('io');
    const old = anode('L0');
    const wire = counter.wires.find((w) => w.id === old)!;
    store.getState().receiveChange(
      changeEvent('c1', 1, [
        { op: 'removeWire', id: old },
        { op: 'addWire', wire: { ...wire, id: 'w-new' } },
      ]),
    );
    expect(store.getState().liveWaves[1]!.source).toMatchObject({ kind: 'pin', wire: 'w-new' });
  });

  it('shows a test’s steps with the failing row’s step under the cursor', async () => {
    const { store, calls } = await setup();
    await store.getState().showTestWaves({ name: 'counts', source: 'CLK1 L0\n0 0\nC 1\n' }, 2);
    expect(calls.find((c) => c.channel === 'tests:run')?.input).toEqual({
      circuitId: 'c1',
      source: 'CLK1 L0\n0 0\nC 1\n',
      trace: true,
    });
    const s = store.getState();
    expect(s.waveMode).toBe('test');
    expect(s.testWaves?.caption).toBe('counts fails');
    expect(s.testWaves?.waves.mismatches[1]).toEqual([{ from: 3, to: 4, expected: '1' }]);
    expect(s.waveCursor.test).toBe(3.5);
  });

  it('opens a dump from a file, and refuses one that is not', async () => {
    const { store } = await setup();
    const good = store.getState().openWaveFile('a.vcd', '$var wire 1 ! a $end $enddefinitions $end #0 1! #4');
    expect(good).toEqual({ ok: true });
    expect(store.getState().waveMode).toBe('file');
    expect(store.getState().fileWaves?.store.end).toBe(4);
    expect(store.getState().openWaveFile('b.vcd', 'nonsense')).toMatchObject({ ok: false });
    expect(store.getState().fileWaves?.name).toBe('a.vcd');
  });
});
