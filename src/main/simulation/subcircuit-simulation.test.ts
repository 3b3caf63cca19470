import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../core/rpc/dispatch';
import type { ComponentInstance, Operation } from '../../shared/circuit';
import type { EventMessage, SimUpdated } from '../../shared/contract';
import type { Result } from '../../shared/errors';
import { createAppServices, type AppServices } from '../app-services';
import { inProcessTransport } from './transport';

const part = (
  id: string,
  type: string,
  label: string,
  properties: ComponentInstance['properties'] = {},
  y = 0,
): Operation => ({
  op: 'addComponent',
  component: { id, type, label, x: 0, y, rotation: 0, properties },
});
const wire = (id: string, from: string, to: string): Operation => {
  const [a, ap] = from.split('.');
  const [b, bp] = to.split('.');
  return { op: 'addWire', wire: { id, from: { component: a!, pin: ap! }, to: { component: b!, pin: bp! } } };
};

let services: AppServices;
afterEach(() => services.close());

async function call<T>(channel: string, payload: unknown): Promise<T> {
  const result = (await dispatch(services.handlers, channel, payload, { host: 'browser' })) as Result<T>;
  if (!result.success) throw new Error(`${channel}: ${result.code} ${result.error}`);
  return result.data;
}

function apply(circuitId: string, operations: Operation[]): void {
  const applied = services.documents.apply(circuitId, operations, 'edit');
  if (!applied.success) throw new Error(applied.error);
}

/** Resolves with the first `sim.updated` (from now on) for which `predicate` holds. */
function waitFor(predicate: (u: SimUpdated) => boolean): Promise<SimUpdated> {
  return new Promise((resolve, reject) => {
    const stop = services.events.subscribe((message: EventMessage) => {
      if (message.name !== 'sim.updated' || !predicate(message.payload)) return;
      stop();
      resolve(message.payload);
    });
    setTimeout(() => reject(new Error('no matching sim.updated within 10 s')), 10_000);
  });
}

describe('the live simulation of a circuit with subcircuits', () => {
  it('simulates instances, shows the values inside them, and follows an edit of their definition', async () => {
    services = createAppServices({ host: 'browser', simulationTransport: inProcessTransport });
    const half = services.documents.create('HalfAdder');
    if (!half.success) throw new Error(half.error);
    const ha = half.data.meta.id;
    apply(ha, [
      part('a', 'PORT_IN', 'A', {}, 0),
      part('b', 'PORT_IN', 'B', {}, 40),
      part('x', 'XOR_2', 'X'),
      part('g', 'AND_2', 'G'),
      part('s', 'PORT_OUT', 'S', {}, 0),
      part('c', 'PORT_OUT', 'C', {}, 40),
      wire('w1', 'a.out', 'x.a'),
      wire('w2', 'b.out', 'x.b'),
      wire('w3', 'a.out', 'g.a'),
      wire('w4', 'b.out', 'g.b'),
      wire('w5', 'x.out', 's.in'),
      wire('w6', 'g.out', 'c.in'),
    ]);
    const top = services.documents.create('Top');
    if (!top.success) throw new Error(top.error);
    const id = top.data.meta.id;
    const HA = { circuit: ha, ports: 'A,B>S,C' };
    apply(id, [
      part('sa', 'SWITCH_TOGGLE', 'SA', { initial: true }),
      part('sb', 'SWITCH_TOGGLE', 'SB'),
      part('u1', 'SUBCIRCUIT', 'U1', HA),
      part('u2', 'SUBCIRCUIT', 'U2', HA, 100),
      part('p1', 'PROBE', 'P1'),
      part('p2', 'PROBE', 'P2'),
      wire('t1', 'sa.out', 'u1.A'),
      wire('t2', 'sb.out', 'u1.B'),
      wire('t3', 'sa.out', 'u2.A'),
      wire('t4', 'sa.out', 'u2.B'),
      wire('t5', 'u1.S', 'p1.in'),
      wire('t6', 'u2.S', 'p2.in'),
    ]);
    const snapshot = await call<{ components: Record<string, { value?: string }>; wires: Record<string, string> }>(
      'sim:snapshot',
      { circuitId: id },
    );
    // 1 xor 0 = 1; 1 xor 1 = 0. Inside U1 its XOR shows 1 under the instance's path.
    expect(snapshot.components.p1?.value).toBe('1');
    expect(snapshot.components.p2?.value).toBe('0');
    expect(snapshot.components['u1/x']?.value).toBe('1');
    expect(snapshot.wires['u2/w5']).toBe('0');

    // The definition's XOR becomes an XNOR: both instances follow.
    const followed = waitFor(
      (u) => u.circuitId === id && u.components.p1?.value === '0' && u.components.p2?.value === '1',
    );
    apply(ha, [
      { op: 'removeComponent', id: 'x' },
      part('x', 'XNOR_2', 'X'),
      wire('w1', 'a.out', 'x.a'),
      wire('w2', 'b.out', 'x.b'),
      wire('w5', 'x.out', 's.in'),
    ]);
    await followed;
  });
});
