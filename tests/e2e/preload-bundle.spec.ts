// The preload as shipped (out/preload/index.cjs, built before the end-to-end tests run), run the
// way a sandboxed renderer runs it: a `require` that knows only what Electron allows there. It
// must load, ask for nothing but `electron`, and expose exactly the contract. Runs without Electron.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { expect, test } from '@playwright/test';
import { encodeChannelsArgument } from '../../src/shared/bridge';
import { CHANNEL_NAMES } from '../../src/shared/contract';

const BUNDLE = join(import.meta.dirname, '../../out/preload/index.cjs');
/** What `require` may load in a sandboxed preload (https://www.electronjs.org/docs/latest/tutorial/sandbox). */
const SANDBOX_MODULES = ['electron', 'events', 'timers', 'url'];

test('the built preload loads in a sandbox, requires only electron and exposes exactly the contract', () => {
  const source = readFileSync(BUNDLE, 'utf8');
  const required: string[] = [];
  const exposed: [string, unknown][] = [];
  const invoked: unknown[][] = [];
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.push([key, api]) },
    ipcRenderer: {
      invoke: (...args: unknown[]) => {
        invoked.push(args);
        return Promise.resolve({ success: true, data: null });
      },
      on: () => undefined,
      removeListener: () => undefined,
    },
  };
  const sandboxRequire = (name: string) => {
    required.push(name);
    if (!SANDBOX_MODULES.includes(name)) throw new Error(`a sandboxed preload cannot require ${name}`);
    if (name !== 'electron') throw new Error(`the preload should not need ${name}`);
    return electron;
  };
  const module = { exports: {} };
  runInNewContext(source, {
    require: sandboxRequire,
    module,
    exports: module.exports,
    process: { argv: ['/usr/lib/electron', '--type=renderer', encodeChannelsArgument(CHANNEL_NAMES)] },
  });

  expect(required).toEqual(['electron']);
  expect(exposed.map(([key]) => key)).toEqual(['circuitforge']);
  const api = exposed[0]![1] as { channels: Record<string, (input: unknown) => unknown>; onEvent: unknown };
  expect(Object.keys(api)).toEqual(['channels', 'onEvent']);
  expect(Object.keys(api.channels)).toEqual(CHANNEL_NAMES);
  void api.channels['app:info']!({});
  expect(invoked).toEqual([['app:info', {}]]);
  // "Tiny": no schema library (zod alone is 200 kB bundled), only the bridge.
  expect(source.length).toBeLessThan(8 * 1024);
});
