import { afterEach, describe, expect, it } from 'vitest';
import { CircuitBuilder } from '../../core/simulation/test-support/circuit-builder';
import { dispatch } from '../../core/rpc/dispatch';
import { SimulationService } from '../../core/simulation/simulation-service';
import type { EventMessage, SimUpdated } from '../../shared/contract';
import type { Result } from '../../shared/errors';
import { createAppServices, type AppServices } from '../app-services';
import { inProcessTransport, type SimTransport } from './transport';
import { sourceWorkerTransport } from './test-support/source-worker';

const TRANSPORTS: [string, () => SimTransport][] = [
  ['in-process host', inProcessTransport],
  ['worker thread', sourceWorkerTransport],
];

/** Waits for a `sim.updated` matching `predicate` (updates already received count). */
function updates(services: AppServices) {
  const seen: SimUpdated[] = [];
  const waiters: { predicate: (u: SimUpdated) => boolean; resolve: (u: SimUpdated) => void }[] = [];
  services.events.subscribe((message: EventMessage) => {
    if (message.name !== 'sim.updated') return;
    seen.push(message.payload);
    for (const w of [...waiters]) {
      if (w.predicate(message.payload)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message.payload);
      }
    }
  });
  return {
    seen,
    next(predicate: (u: SimUpdated) => boolean): Promise<SimUpdated> {
      return new Promise((resolve, reject) => {
        const found = seen.find(predicate);
        if (found) return resolve(found);
        waiters.push({ predicate, resolve });
        setTimeout(() => reject(new Error('no matching sim.updated within 10 s')), 10_000);
      });
    },
    clear: () => (seen.length = 0),
  };
}

describe.each(TRANSPORTS)('simulation service (%s)', (_, transport) => {
  let services: AppServices;
  afterEach(async () => {
    await services.close();
  });

  async function call<T>(channel: string, payload: unknown): Promise<T> {
    const result = (await dispatch(services.handlers, channel, payload, { host: 'browser' })) as Result<T>;
    if (!result.success) throw new Error(`${channel}: ${result.code} ${result.error}`);
    return result.data;
  }

  /** A circuit in the document service: a switch lighting an LED, a clocked counter. */
  function open(): string {
    services = createAppServices({ host: 'browser', simulationTransport: transport });
    const created = services.documents.create('Sim test');
    if (!created.success) throw new Error(created.error);
    const circuitId = created.data.meta.id;
    const circuit = new CircuitBuilder()
      .add('SW', 'SWITCH_TOGGLE')
      .add('L', 'LED_GREEN')
      .add('R', 'RESISTOR')
      .add('G', 'GND')
      .add('CLK', 'CLOCK', { frequency: 1000 })
      .add('N', 'COUNTER_4')
      .wire('SW.out', 'L.anode')
      .wire('L.cathode', 'R.a')
      .wire('R.b', 'G.gnd')
      .wire('CLK.out', 'N.CLK')
      .build();
    const applied = services.documents.apply(
      circuitId,
      [
        ...circuit.components.map((component) => ({ op: 'addComponent' as const, component })),
        ...circuit.wires.map((wire) => ({ op: 'addWire' as const, wire })),
      ],
      'build',
    );
    if (!applied.success) throw new Error(applied.error);
    return circuitId;
  }

  it('simulates a circuit on first use and answers with the whole state', async () => {
    const circuitId = open();
    const snapshot = await call<{ components: Record<string, unknown>; wires: Record<string, string> }>(
      'sim:snapshot',
      { circuitId },
    );
    expect(snapshot).toMatchObject({ circuitId, running: false, speed: 1, diagnostics: [] });
    expect(snapshot.components['L']).toEqual({ lit: false });
    expect(snapshot.wires).toEqual({ w1: '0', w2: 'Z', w3: '0', w4: '0' });
  });

  it('presses switches as simulation state, not as undoable edits, and pushes the change', async () => {
    const circuitId = open();
    const watch = updates(services);
    const history = services.documents.history(circuitId);
    await call('sim:snapshot', { circuitId });
    await call('sim:setInput', { circuitId, componentId: 'SW', on: true });
    const lit = await watch.next((u) => u.components['L']?.lit === true);
    expect(lit).toMatchObject({ circuitId, wires: { w1: '1' } });
    expect(services.documents.history(circuitId)).toEqual(history);
  });

  it('follows edits, undo and redo of the document', async () => {
    const circuitId = open();
    const watch = updates(services);
    await call('sim:setInput', { circuitId, componentId: 'SW', on: true });
    await watch.next((u) => u.components['L']?.lit === true);
    services.documents.apply(circuitId, [{ op: 'removeWire', id: 'w3' }], 'cut ground');
    await watch.next((u) => u.components['L']?.lit === false);
    services.documents.undo(circuitId);
    await watch.next((u) => u.components['L']?.lit === true && u.wires['w3'] === '0');
    const snapshot = await call<{ diagnostics: unknown[] }>('sim:snapshot', { circuitId });
    expect(snapshot.diagnostics).toEqual([]);
  });

  it('steps, runs, pauses and resets the clocks', async () => {
    const circuitId = open();
    const watch = updates(services);
    await call('sim:step', { circuitId, halfPeriods: 10 });
    await watch.next((u) => u.components['N']?.stored === '0101');
    expect(await call('sim:run', { circuitId })).toEqual({ running: true });
    await watch.next((u) => u.running && u.components['N']?.stored === '1111');
    expect(await call('sim:pause', { circuitId })).toEqual({ running: false });
    expect(await call('sim:setSpeed', { circuitId, speed: 2 })).toEqual({ speed: 2 });
    const reset = await call<{ components: Record<string, unknown> }>('sim:reset', { circuitId });
    expect(reset.components['N']).toEqual({ stored: '0000' });
    await watch.next((u) => u.full && u.components['N']?.stored === '0000');
  });

  it('simulates copies that are no document, off the thread, publishing and keeping nothing', async () => {
    const circuitId = open();
    const copies = new SimulationService(services.documents, services.events, transport);
    const watch = updates(services);
    try {
      const circuit = new CircuitBuilder()
        .add('SW', 'SWITCH_TOGGLE')
        .add('L', 'LED_GREEN')
        .add('R', 'RESISTOR')
        .add('G', 'GND')
        .add('CLK', 'CLOCK')
        .add('N', 'COUNTER_4')
        .wire('SW.out', 'L.anode')
        .wire('L.cathode', 'R.a')
        .wire('R.b', 'G.gnd')
        .wire('CLK.out', 'N.CLK')
        .build();
      const run = await copies.run(circuit, [{}, { inputs: [{ componentId: 'SW', on: true }] }, { halfPeriods: 10 }]);
      if (!run.success) throw new Error(run.error);
      expect(run.data.map((s) => [s.components['L'], s.components['N']])).toEqual([
        [{ lit: false }, { stored: '0000' }],
        [{ lit: true }, { stored: '0000' }],
        [{ lit: true }, { stored: '0101' }],
      ]);
      // Each call starts from power-on: the switch is off again.
      const table = await copies.truthTable(circuit, ['SW'], ['L']);
      expect(table).toEqual({
        success: true,
        data: {
          inputs: ['SW'],
          outputs: ['L'],
          rows: [
            { inputs: ['0'], outputs: ['0'] },
            { inputs: ['1'], outputs: ['1'] },
          ],
        },
      });
      expect(await copies.run(circuit, [{ inputs: [{ componentId: 'CLK', on: true }] }])).toMatchObject({
        success: false,
        code: 'INVALID_INPUT',
      });
      expect(await copies.truthTable(circuit, ['SW'], ['nobody'])).toMatchObject({
        success: false,
        code: 'UNKNOWN_COMPONENT',
      });
      expect(
        await copies.run(
          {
            components: [],
            wires: [{ id: 'w', from: { component: 'a', pin: 'out' }, to: { component: 'b', pin: 'in' } }],
          },
          [{}],
        ),
      ).toMatchObject({ success: false });
      // The document's own simulation never saw any of it.
      const snapshot = await call<{ components: Record<string, unknown> }>('sim:snapshot', { circuitId });
      expect(snapshot.components['L']).toEqual({ lit: false });
      expect(watch.seen.every((u) => u.circuitId === circuitId)).toBe(true);
    } finally {
      await copies.close();
    }
  });

  it('ends the simulator when the last simulated circuit is deleted, and starts one for the next call', async () => {
    let started = 0;
    let closed = 0;
    const counted = () => {
      started++;
      const inner = transport();
      return { ...inner, close: () => (closed++, inner.close()) };
    };
    services = createAppServices({ host: 'browser', simulationTransport: counted });
    const first = services.documents.create('First');
    const second = services.documents.create('Second');
    if (!first.success || !second.success) throw new Error('create failed');
    await call('sim:snapshot', { circuitId: first.data.meta.id });
    expect([started, closed]).toEqual([1, 0]);
    services.documents.delete(first.data.meta.id);
    await new Promise((r) => setTimeout(r, 50));
    expect([started, closed]).toEqual([1, 1]);
    const snapshot = await call<{ circuitId: string }>('sim:snapshot', { circuitId: second.data.meta.id });
    expect(snapshot.circuitId).toBe(second.data.meta.id);
    expect(started).toBe(2);
  });

  it('builds truth tables and reports bad requests as failures', async () => {
    const circuitId = open();
    const table = await call<{ rows: unknown[] }>('sim:truthTable', { circuitId, inputs: ['SW'], outputs: ['L'] });
    expect(table.rows).toEqual([
      { inputs: ['0'], outputs: ['0'] },
      { inputs: ['1'], outputs: ['1'] },
    ]);
    const bad = await dispatch(
      services.handlers,
      'sim:setInput',
      { circuitId, componentId: 'N', on: true },
      {
        host: 'browser',
      },
    );
    expect(bad).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    const missing = await dispatch(services.handlers, 'sim:snapshot', { circuitId: 'nope' }, { host: 'browser' });
    expect(missing).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
