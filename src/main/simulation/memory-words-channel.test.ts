import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../core/rpc/dispatch';
import type { ComponentInstance, Operation } from '../../shared/circuit';
import type { ChannelOutput } from '../../shared/contract';
import type { Result } from '../../shared/errors';
import { createAppServices, type AppServices } from '../app-services';
import { inProcessTransport, type SimTransport } from './transport';
import { sourceWorkerTransport } from './test-support/source-worker';

const TRANSPORTS: [string, () => SimTransport][] = [
  ['in-process host', inProcessTransport],
  ['worker thread', sourceWorkerTransport],
];

const part = (id: string, type: string, properties: ComponentInstance['properties'] = {}, y = 0): Operation => ({
  op: 'addComponent',
  component: { id, type, label: id.toUpperCase(), x: 0, y, rotation: 0, properties },
});
const wire = (id: string, from: string, to: string): Operation => {
  const [a, ap] = from.split('.');
  const [b, bp] = to.split('.');
  return { op: 'addWire', wire: { id, from: { component: a!, pin: ap! }, to: { component: b!, pin: bp! } } };
};

type Words = ChannelOutput<'sim:memoryWords'>;

describe.each(TRANSPORTS)('sim:memoryWords (%s)', (_, transport) => {
  let services: AppServices;
  afterEach(() => services.close());

  const send = (channel: string, payload: unknown): Promise<Result<unknown>> =>
    dispatch(services.handlers, channel, payload, { host: 'browser' });
  async function call<T>(channel: string, payload: unknown): Promise<T> {
    const result = await send(channel, payload);
    if (!result.success) throw new Error(`${channel}: ${result.code} ${result.error}`);
    return result.data as T;
  }

  function document(name: string, operations: Operation[]): string {
    const created = services.documents.create(name);
    if (!created.success) throw new Error(created.error);
    const applied = services.documents.apply(created.data.meta.id, operations, 'build');
    if (!applied.success) throw new Error(applied.error);
    return created.data.meta.id;
  }

  /** A 16-word RAM of 8-bit words: address and data from input ports, WE from a switch, a clock. */
  function ramCircuit(): string {
    services = createAppServices({ host: 'browser', simulationTransport: transport });
    return document('RAM test', [
      part('a', 'PORT_IN', { width: 4 }),
      part('d', 'PORT_IN', { width: 8 }, 40),
      part('we', 'SWITCH_TOGGLE', {}, 80),
      part('clk', 'CLOCK', { frequency: 1 }, 120),
      part('ram', 'RAM', { addressBits: 4, dataBits: 8, contents: '11 22' }, 160),
      wire('w1', 'a.out', 'ram.A'),
      wire('w2', 'd.out', 'ram.D'),
      wire('w3', 'we.out', 'ram.WE'),
      wire('w4', 'clk.out', 'ram.CLK'),
    ]);
  }

  it('reads back the word a clocked RAM wrote, from the running simulation and not the document', async () => {
    const circuitId = ramCircuit();
    const before = await call<Words>('sim:memoryWords', { circuitId, componentId: 'ram', from: 0, count: 16 });
    expect(before).toEqual({
      addressBits: 4,
      dataBits: 8,
      from: 0,
      words: [0x11, 0x22, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    await call('sim:setInput', { circuitId, componentId: 'a', on: true, value: 9 });
    await call('sim:setInput', { circuitId, componentId: 'd', on: false, value: 0xa5 });
    await call('sim:setInput', { circuitId, componentId: 'we', on: true });
    // Two half-periods: the clock rises once (it starts low), which writes the word.
    await call('sim:step', { circuitId, halfPeriods: 2 });
    const after = await call<Words>('sim:memoryWords', { circuitId, componentId: 'RAM', from: 8, count: 4 });
    expect(after).toEqual({ addressBits: 4, dataBits: 8, from: 8, words: [0, 0xa5, 0, 0] });
    // The part's power-on words are untouched; a reset brings them back.
    const state = services.documents.stateOf(circuitId);
    expect(state.success && state.data.toJSON().components.find((c) => c.id === 'ram')?.properties.contents).toBe(
      '11 22',
    );
    await call('sim:reset', { circuitId });
    const reset = await call<Words>('sim:memoryWords', { circuitId, componentId: 'ram', from: 9, count: 1 });
    expect(reset.words).toEqual([0]);
  });

  it('bounds the request and refuses what is no memory, in the user’s words', async () => {
    const circuitId = ramCircuit();
    const tail = await call<Words>('sim:memoryWords', { circuitId, componentId: 'ram', from: 14, count: 4096 });
    expect(tail.words).toEqual([0, 0]);
    expect(await send('sim:memoryWords', { circuitId, componentId: 'ram', from: 0, count: 4097 })).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
      error: 'Invalid input for sim:memoryWords: count: at most 4096 words a call: ask for the rest in another.',
    });
    expect(await send('sim:memoryWords', { circuitId, componentId: 'ram', from: -1, count: 1 })).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
    });
    expect(await send('sim:memoryWords', { circuitId, componentId: 'ram', from: 16, count: 1 })).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
      error: 'RAM has addresses 0 to 15; 16 is not one of them.',
    });
    expect(await send('sim:memoryWords', { circuitId, componentId: 'ghost', from: 0, count: 1 })).toMatchObject({
      success: false,
      code: 'UNKNOWN_COMPONENT',
    });
    expect(await send('sim:memoryWords', { circuitId, componentId: 'we', from: 0, count: 1 })).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
      error: 'WE is not a ROM or RAM.',
    });
    expect(await send('sim:memoryWords', { circuitId: 'nope', componentId: 'ram', from: 0, count: 1 })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
  });

  it('reads a RAM inside a subcircuit instance by its flattened id', async () => {
    services = createAppServices({ host: 'browser', simulationTransport: transport });
    const inner = document('Store', [
      part('a', 'PORT_IN', { width: 2 }),
      part('m', 'RAM', { addressBits: 2, dataBits: 4, contents: '0 0 0 7' }, 40),
      wire('w1', 'a.out', 'm.A'),
    ]);
    const top = document('Top', [part('u1', 'SUBCIRCUIT', { circuit: inner, ports: 'A>' })]);
    const words = await call<Words>('sim:memoryWords', { circuitId: top, componentId: 'u1/m', from: 0, count: 4 });
    expect(words).toEqual({ addressBits: 2, dataBits: 4, from: 0, words: [0, 0, 0, 7] });
  });
});
