import { describe, expect, it } from 'vitest';
import type { CircuitMeta } from '../../../shared/contract';
import { ok } from '../../../shared/errors';
import { channelsOf, installFakeTransport, openAnswer } from '../test-support/fake-transport';
import { createAppStore } from './app-store';
import { copyOfExample } from './example-copies';

const meta = (id: string, updatedAt: number, origin?: string): CircuitMeta => ({
  id,
  name: id,
  createdAt: 0,
  updatedAt,
  componentCount: 0,
  wireCount: 0,
  ...(origin === undefined ? {} : { origin }),
});

describe('the copy of an example', () => {
  const circuits = [
    meta('mine', 50),
    meta('adder-1', 10, 'example:half-adder'),
    meta('adder-2', 30, 'example:half-adder'),
    meta('counter', 40, 'example:counter'),
  ];

  it('is the most recently changed circuit made from that example', () => {
    expect(copyOfExample(circuits, 'half-adder', 'mine')?.id).toBe('adder-2');
    expect(copyOfExample(circuits, 'counter', undefined)?.id).toBe('counter');
  });

  it('is the open circuit when that is one of the copies', () => {
    expect(copyOfExample(circuits, 'half-adder', 'adder-1')?.id).toBe('adder-1');
  });

  it('is none for an example never opened, or copies made before origins were recorded', () => {
    expect(copyOfExample(circuits, 'decoder', 'mine')).toBeUndefined();
    expect(copyOfExample([meta('Half adder', 5)], 'half-adder', undefined)).toBeUndefined();
  });
});

describe('opening an example from the list', () => {
  it('offers the copy still there instead of making another, and opens a new one when there is none', async () => {
    const calls = installFakeTransport({ 'examples:open': () => ok(openAnswer('fresh')) });
    const store = createAppStore();
    store.getState().receiveCircuitList([meta('adder-1', 10, 'example:half-adder')]);

    await store.getState().requestExample({ id: 'half-adder', name: 'Half adder' });
    expect(channelsOf(calls)).toEqual([]);
    expect(store.getState().exampleOffer).toEqual({
      exampleId: 'half-adder',
      exampleName: 'Half adder',
      circuitId: 'adder-1',
      circuitName: 'adder-1',
    });

    store.getState().setExampleOffer(undefined);
    await store.getState().requestExample({ id: 'counter', name: '4-bit counter' });
    expect(channelsOf(calls).filter((c) => c.startsWith('examples:'))).toEqual(['examples:open']);
    expect(store.getState().exampleOffer).toBeUndefined();
  });
});
