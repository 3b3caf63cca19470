import { describe, expect, it } from 'vitest';
import type { SimSnapshot, SimUpdated } from '../../../shared/contract/sim-channels';
import { SimUpdatedSchema } from '../../../shared/contract/sim-channels';
import type { Result } from '../../../shared/errors';
import { CircuitBuilder } from '../test-support/circuit-builder';
import { FakeTimers } from '../../../shared/test-support/fake-timers';
import type { SimRequest } from './protocol';
import { SimulationHost } from './simulation-host';

function counterCircuit() {
  return new CircuitBuilder()
    .add('CLK', 'CLOCK', { frequency: 100 })
    .add('N', 'COUNTER_4')
    .add('SW', 'SWITCH_TOGGLE')
    .add('L', 'LED_RED')
    .add('G', 'GND')
    .wire('CLK.out', 'N.CLK')
    .wire('SW.out', 'L.anode')
    .wire('L.cathode', 'G.gnd')
    .build();
}

function setup() {
  const timers = new FakeTimers();
  const updates: SimUpdated[] = [];
  const host = new SimulationHost(timers, (update) => updates.push(SimUpdatedSchema.parse(update)));
  const call = (request: SimRequest): Result<unknown> => host.handle(request);
  expect(call({ type: 'load', circuitId: 'c1', circuit: counterCircuit() }).success).toBe(true);
  return { timers, updates, host, call };
}

describe('simulation host', () => {
  it('sends a full update after loading, then deltas with only what changed', () => {
    const { timers, updates, call } = setup();
    timers.advance(20);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ circuitId: 'c1', full: true, running: false, speed: 1 });
    expect(updates[0]!.components['L']).toEqual({ lit: false });
    call({ type: 'setInput', circuitId: 'c1', componentId: 'SW', on: true });
    timers.advance(20);
    expect(updates).toHaveLength(2);
    expect(updates[1]).toMatchObject({ full: false, wires: { w2: '1' } });
    expect(updates[1]!.components).toEqual({ SW: { on: true, value: '1' }, L: { lit: true } });
    expect(updates[1]!.diagnostics).toBeUndefined();
  });

  it('sends at most one update per frame however many inputs change', () => {
    const { timers, updates, call } = setup();
    timers.advance(20);
    for (let i = 0; i < 51; i++) call({ type: 'setInput', circuitId: 'c1', componentId: 'SW', on: i % 2 === 0 });
    timers.advance(5);
    timers.advance(20);
    expect(updates).toHaveLength(2);
    expect(updates[1]!.components['SW']).toEqual({ on: true, value: '1' });
  });

  it('runs the clocks at real time × speed and stops when paused', () => {
    const { timers, updates, call } = setup();
    call({ type: 'run', circuitId: 'c1' });
    timers.advance(100);
    // 100 Hz for 0.1 s: 10 rising edges (± one frame).
    const stored = () => {
      const last = updates.filter((u) => u.components['N']).at(-1);
      return parseInt(last!.components['N']!.stored!, 2);
    };
    expect(stored()).toBeGreaterThanOrEqual(8);
    expect(stored()).toBeLessThanOrEqual(10);
    call({ type: 'setSpeed', circuitId: 'c1', speed: 0.5 });
    const before = updates.length;
    timers.advance(1000);
    expect(updates.length - before).toBeGreaterThan(30);
    expect(updates.length - before).toBeLessThanOrEqual(61);
    call({ type: 'pause', circuitId: 'c1' });
    timers.advance(20);
    const paused = updates.length;
    timers.advance(500);
    expect(updates.length).toBe(paused);
    expect(updates.at(-1)!.running).toBe(false);
  });

  it('steps half-periods and resets to a full update', () => {
    const { timers, updates, call } = setup();
    expect(call({ type: 'step', circuitId: 'c1', halfPeriods: 6 })).toMatchObject({ success: true });
    timers.advance(20);
    expect(updates.at(-1)!.components['N']).toEqual({ stored: '0011' });
    const reset = call({ type: 'reset', circuitId: 'c1' });
    expect(reset.success && (reset.data as { components: Record<string, unknown> }).components['N']).toEqual({
      stored: '0000',
    });
    timers.advance(20);
    expect(updates.at(-1)).toMatchObject({ full: true });
  });

  it('powers a circuit on with its power-on reset active at load and at every reset', () => {
    const host = new SimulationHost(new FakeTimers(), () => {});
    // The reset presets F; a press of BTN clocks in D = 0.
    const circuit = new CircuitBuilder()
      .add('R', 'RESET')
      .add('F', 'D_FLIPFLOP')
      .add('LO', 'CONST_LOW')
      .add('BTN', 'BUTTON_PUSH')
      .wire('R.out', 'F.PRE')
      .wire('LO.out', 'F.D')
      .wire('BTN.out', 'F.CLK')
      .build();
    const components = (result: Result<unknown>) =>
      result.success ? (result.data as SimSnapshot).components : ({} as SimSnapshot['components']);
    expect(host.handle({ type: 'load', circuitId: 'c', circuit }).success).toBe(true);
    const loaded = components(host.handle({ type: 'snapshot', circuitId: 'c' }));
    expect([loaded['F'], loaded['R']]).toEqual([{ stored: '1' }, { value: '0' }]);
    host.handle({ type: 'setInput', circuitId: 'c', componentId: 'BTN', on: true });
    expect(components(host.handle({ type: 'snapshot', circuitId: 'c' }))['F']).toEqual({ stored: '0' });
    const reset = components(host.handle({ type: 'reset', circuitId: 'c' }));
    expect([reset['F'], reset['R']]).toEqual([{ stored: '1' }, { value: '0' }]);
  });

  it('follows a snapshot with a full update, so a client starting from it needs no earlier delta', () => {
    const { timers, updates, call } = setup();
    timers.advance(20);
    call({ type: 'setInput', circuitId: 'c1', componentId: 'SW', on: true });
    const snapshot = call({ type: 'snapshot', circuitId: 'c1' });
    expect(snapshot.success && (snapshot.data as { components: Record<string, unknown> }).components['L']).toEqual({
      lit: true,
    });
    timers.advance(20);
    expect(updates).toHaveLength(2);
    expect(updates[1]).toMatchObject({ full: true });
    expect(updates[1]!.components['L']).toEqual({ lit: true });
    expect(updates[1]!.wires).toMatchObject({ w2: '1' });
  });

  it('cuts big snapshots and sends the full update in parts, which never take back a newer value', () => {
    // Eight switches, each lighting an LED through its own wires: 8 + 16 wires, 8 + 8 + 8 parts with state.
    const builder = new CircuitBuilder();
    for (let i = 0; i < 8; i++) {
      builder.add(`S${i}`, 'SWITCH_TOGGLE').add(`L${i}`, 'LED_RED').add(`G${i}`, 'GND');
      builder.wire(`S${i}.out`, `L${i}.anode`).wire(`L${i}.cathode`, `G${i}.gnd`);
    }
    const timers = new FakeTimers();
    const updates: SimUpdated[] = [];
    const limits = { answerEntries: 5, partEntries: 4, partEveryFrames: 2, diagnostics: 500 };
    const host = new SimulationHost(timers, (update) => updates.push(SimUpdatedSchema.parse(update)), limits);
    const whole = new SimulationHost(timers, () => undefined);
    for (const h of [host, whole]) h.handle({ type: 'load', circuitId: 'c1', circuit: builder.build() });
    timers.advance(1000);
    updates.length = 0;

    const snapshot = host.handle({ type: 'snapshot', circuitId: 'c1' });
    const data = snapshot.success ? (snapshot.data as SimSnapshot) : undefined;
    expect(data?.complete).toBe(false);
    expect(Object.keys(data!.wires).length + Object.keys(data!.components).length).toBe(5);

    // A switch flips while the parts are on their way: its LED must end lit.
    timers.advance(20);
    host.handle({ type: 'setInput', circuitId: 'c1', componentId: 'S7', on: true });
    whole.handle({ type: 'setInput', circuitId: 'c1', componentId: 'S7', on: true });
    timers.advance(2000);
    expect(updates[0]).toMatchObject({ full: true });
    expect(updates.every((u) => Object.keys(u.wires).length + Object.keys(u.components).length <= 4)).toBe(true);
    expect(updates.length).toBeGreaterThan(8);
    // What a client holds after applying them in order, as the renderer's sim slice does.
    const wires: Record<string, string> = {};
    const components: Record<string, unknown> = {};
    for (const update of updates) {
      Object.assign(wires, update.wires);
      Object.assign(components, update.components);
    }
    const expected = whole.handle({ type: 'snapshot', circuitId: 'c1' });
    if (!expected.success) throw new Error(expected.error);
    const all = expected.data as SimSnapshot;
    expect(all.complete).toBeUndefined();
    expect(wires).toEqual(all.wires);
    expect(components).toEqual(all.components);
    expect(components['L7']).toEqual({ lit: true });
  });

  it('sends at most the first diagnostics of a circuit that has very many', () => {
    const builder = new CircuitBuilder();
    for (let i = 0; i < 10; i++) builder.add(`G${i}`, 'NOT'); // ten floating inputs
    const timers = new FakeTimers();
    const updates: SimUpdated[] = [];
    const limits = { answerEntries: 100, partEntries: 100, partEveryFrames: 1, diagnostics: 3 };
    const host = new SimulationHost(timers, (update) => updates.push(update), limits);
    host.handle({ type: 'load', circuitId: 'c1', circuit: builder.build() });
    timers.advance(100);
    expect(updates[0]!.diagnostics).toHaveLength(3);
    const snapshot = host.handle({ type: 'snapshot', circuitId: 'c1' });
    expect(snapshot.success && snapshot.data).toMatchObject({ complete: false, diagnostics: { length: 3 } });
  });

  it('follows edits and reports unknown circuits', () => {
    const { timers, updates, call } = setup();
    timers.advance(20);
    const edit = call({
      type: 'edit',
      circuitId: 'c1',
      operations: [{ op: 'removeWire', id: 'w3' }],
    });
    expect(edit.success).toBe(true);
    timers.advance(20);
    expect(updates.at(-1)!.diagnostics?.map((d) => d.code)).toEqual(['LED_NO_GROUND']);
    expect(call({ type: 'snapshot', circuitId: 'nope' })).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const bad = call({ type: 'edit', circuitId: 'c1', operations: [{ op: 'removeWire', id: 'w3' }] });
    expect(bad).toMatchObject({ success: false, code: 'UNKNOWN_WIRE' });
  });

  it('pauses a running simulation that oscillates', () => {
    const timers = new FakeTimers();
    const updates: SimUpdated[] = [];
    const host = new SimulationHost(timers, (u) => updates.push(u));
    const circuit = new CircuitBuilder()
      .add('CLK', 'CLOCK', { frequency: 10 })
      .add('N', 'NAND_2')
      .wire('CLK.out', 'N.a')
      .wire('N.out', 'N.b')
      .build();
    host.handle({ type: 'load', circuitId: 'c', circuit });
    host.handle({ type: 'run', circuitId: 'c' });
    timers.advance(200);
    expect(updates.at(-1)!.running).toBe(false);
    expect(updates.some((u) => u.diagnostics?.some((d) => d.code === 'OSCILLATION'))).toBe(true);
  });
  it('pauses running clocks when the input of a break rises, saying which break stopped them', () => {
    const timers = new FakeTimers();
    const updates: SimUpdated[] = [];
    const host = new SimulationHost(timers, (u) => updates.push(SimUpdatedSchema.parse(u)));
    // A 4-bit counter at 100 Hz: the break on Q3 stops it at 8.
    const circuit = new CircuitBuilder()
      .add('CLK', 'CLOCK', { frequency: 100 })
      .add('N', 'COUNTER_4')
      .add('B', 'BREAK')
      .wire('CLK.out', 'N.CLK')
      .wire('N.Q3', 'B.in')
      .build();
    host.handle({ type: 'load', circuitId: 'c', circuit });
    host.handle({ type: 'run', circuitId: 'c' });
    timers.advance(1000);
    expect(updates.at(-1)!.running).toBe(false);
    expect(updates.some((u) => u.components['N']?.stored === '1000')).toBe(true);
    expect(updates.every((u) => u.components['N']?.stored === undefined || u.components['N'].stored <= '1000')).toBe(
      true,
    );
    const brk = updates.flatMap((u) => u.diagnostics ?? []).find((d) => d.code === 'BREAK');
    expect(brk).toMatchObject({ severity: 'info', components: ['B'] });
    expect(brk?.message).toMatch(/paused at B/);
  });

  it('builds large truth tables on a fast-engine copy with the same switch positions', () => {
    const timers = new FakeTimers();
    const host = new SimulationHost(timers, () => {});
    const builder = new CircuitBuilder().add('EN', 'SWITCH_TOGGLE').add('G', 'AND_2').add('P', 'PROBE');
    for (let i = 0; i < 9; i++) builder.add(`S${i}`, 'SWITCH_TOGGLE');
    for (let i = 0; i < 8; i++) builder.add(`X${i}`, 'XOR_2');
    builder.wire('S0.out', 'X0.a').wire('S1.out', 'X0.b');
    for (let i = 1; i < 8; i++) builder.wire(`X${i - 1}.out`, `X${i}.a`).wire(`S${i + 1}.out`, `X${i}.b`);
    builder.wire('X7.out', 'G.a').wire('EN.out', 'G.b').wire('G.out', 'P.in');
    host.handle({ type: 'load', circuitId: 'c', circuit: builder.build() });
    const inputs = Array.from({ length: 9 }, (_, i) => `S${i}`);
    const off = host.handle({ type: 'truthTable', circuitId: 'c', inputs, outputs: ['P'] });
    expect(off.success && (off.data as { rows: { outputs: string[] }[] }).rows.every((r) => r.outputs[0] === '0')).toBe(
      true,
    );
    host.handle({ type: 'setInput', circuitId: 'c', componentId: 'EN', on: true });
    const on = host.handle({ type: 'truthTable', circuitId: 'c', inputs, outputs: ['P'] });
    const rows = on.success ? (on.data as { rows: { outputs: string[] }[] }).rows : [];
    const parity = (r: number) =>
      String(
        r
          .toString(2)
          .split('')
          .filter((c) => c === '1').length % 2,
      );
    expect(rows).toHaveLength(512);
    for (const r of [0, 1, 3, 256, 300, 511]) expect(rows[r]!.outputs).toEqual([parity(r)]);
  });
});
