import { describe, expect, it } from 'vitest';
import { decodeChannelsArgument, encodeChannelsArgument, EVENT_CHANNEL } from '../shared/bridge';
import { CHANNEL_NAMES, type EventMessage } from '../shared/contract';
import { secureWebPreferences } from '../main/electron/window-config';
import { createBridge, type IpcRendererLike } from './bridge';

type Listener = (event: unknown, ...args: unknown[]) => void;

function fakeIpcRenderer() {
  const invoked: unknown[][] = [];
  const listeners = new Map<string, Set<Listener>>();
  const ipc: IpcRendererLike = {
    invoke: (channel, ...args) => {
      invoked.push([channel, ...args]);
      return Promise.resolve({ success: true, data: channel });
    },
    on: (channel, listener) => listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener)),
    removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
  };
  const emit = (channel: string, ...args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: 'the ipc event' }, ...args);
  };
  return { ipc, invoked, listeners, emit };
}

describe('the preload bridge', () => {
  it('exposes exactly the contract’s channels, as the main process hands them to the window', () => {
    const argv = [
      '/usr/bin/electron',
      '--type=renderer',
      ...secureWebPreferences('/p', { devTools: false }).additionalArguments,
    ];
    const bridge = createBridge(fakeIpcRenderer().ipc, decodeChannelsArgument(argv));
    expect(Object.keys(bridge)).toEqual(['channels', 'onEvent']);
    expect(Object.keys(bridge.channels)).toEqual(CHANNEL_NAMES);
    for (const channel of CHANNEL_NAMES) expect(typeof bridge.channels[channel]).toBe('function');
  });

  it('invokes the channel with exactly one argument', async () => {
    const { ipc, invoked } = fakeIpcRenderer();
    const bridge = createBridge(ipc, CHANNEL_NAMES);
    await expect(bridge.channels['circuit:open']({ id: 'c1' })).resolves.toEqual({
      success: true,
      data: 'circuit:open',
    });
    expect(invoked).toEqual([['circuit:open', { id: 'c1' }]]);
  });

  it('passes events on without Electron’s event object, and stops when asked', () => {
    const { ipc, emit, listeners } = fakeIpcRenderer();
    const bridge = createBridge(ipc, CHANNEL_NAMES);
    const received: unknown[][] = [];
    const stop = bridge.onEvent((...args) => received.push(args));
    const message: EventMessage = { name: 'circuit.opened', payload: { circuitId: 'c1' } };
    emit(EVENT_CHANNEL, message);
    emit('some-other-channel', { name: 'app.notice' });
    expect(received).toEqual([[message]]);
    stop();
    emit(EVENT_CHANNEL, message);
    expect(received).toHaveLength(1);
    expect(listeners.get(EVENT_CHANNEL)?.size).toBe(0);
  });
});

describe('the channels argument', () => {
  it('round-trips the contract’s channel names', () => {
    expect(decodeChannelsArgument(['x', encodeChannelsArgument(CHANNEL_NAMES)])).toEqual(CHANNEL_NAMES);
  });

  it('refuses to encode something that is not a channel name', () => {
    expect(() => encodeChannelsArgument(['app:info', 'evil,name'])).toThrow(/not a channel name/);
  });

  it.each([
    [[]],
    [['--circuitforge-channels=app:info,app:info']],
    [['--circuitforge-channels=app:info,__proto__']],
    [['--circuitforge-channels=app:info,constructor:x y']],
    [['--circuitforge-channels=']],
  ])('gives no channel for a missing or malformed argument %j', (argv) => {
    expect(decodeChannelsArgument(argv)).toEqual([]);
  });
});
