import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeChannelsArgument } from '../shared/bridge';
import { CHANNEL_NAMES } from '../shared/contract';

// The real preload module, with Electron's two renderer objects replaced by recorders.
const exposed = vi.hoisted(() => [] as [string, unknown][]);
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.push([key, api]) },
  ipcRenderer: { invoke: () => Promise.resolve(undefined), on: () => undefined, removeListener: () => undefined },
}));

const argv = process.argv;
afterEach(() => {
  process.argv = argv;
});

describe('src/preload/index.ts', () => {
  it('exposes one global, circuitforge, with exactly the contract’s channels', async () => {
    process.argv = [...argv, encodeChannelsArgument(CHANNEL_NAMES)];
    await import('./index');
    expect(exposed.map(([key]) => key)).toEqual(['circuitforge']);
    const api = exposed[0]![1] as { channels: Record<string, unknown> };
    expect(Object.keys(api)).toEqual(['channels', 'onEvent']);
    expect(Object.keys(api.channels)).toEqual(CHANNEL_NAMES);
  });
});
