import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNEL_NAMES } from '../../shared/contract';
import { createAppServices } from '../app-services';
import { bindContract, handleInvoke, type InvokeEventLike, type IpcMainLike } from './ipc';

type Listener = (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>;

/** A stand-in for ipcMain that records what is registered and lets a test invoke it. */
function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipc: IpcMainLike = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler(channel) {
      handlers.delete(channel);
    },
  };
  return { ipc, handlers };
}

const appPage: InvokeEventLike = { senderFrame: { url: 'circuitforge://app/index.html', parent: null } };

function quietLog() {
  const lines: string[] = [];
  return { lines, log: (message: string) => void lines.push(message) };
}

describe('bindContract', () => {
  it('registers exactly one handler per channel of the contract, and removes them all', () => {
    const { ipc, handlers } = fakeIpcMain();
    const unbind = bindContract(ipc, createAppServices({ host: 'electron' }).handlers);
    expect([...handlers.keys()]).toEqual(CHANNEL_NAMES);
    unbind();
    expect(handlers.size).toBe(0);
  });

  it('answers the app page through the contract', async () => {
    const { ipc, handlers } = fakeIpcMain();
    bindContract(ipc, createAppServices({ host: 'electron' }).handlers);
    const answer = await handlers.get('app:info')!(appPage, {});
    expect(answer).toMatchObject({ success: true, data: { name: 'CircuitForge', host: 'electron' } });
  });
});

describe('handleInvoke', () => {
  const { handlers } = createAppServices({ host: 'electron' });

  it.each([
    ['another origin', { url: 'https://example.com/', parent: null }],
    ['a look-alike app host', { url: 'circuitforge://app.evil/index.html', parent: null }],
    ['a file page', { url: 'file:///tmp/index.html', parent: null }],
    ['a sub-frame of the app', { url: 'circuitforge://app/index.html', parent: { url: 'circuitforge://app/' } }],
    ['a frame that is gone', null],
  ])('refuses a call from %s and logs it', async (_name, senderFrame) => {
    const { lines, log } = quietLog();
    const answer = await handleInvoke(handlers, 'circuit:create', { senderFrame }, [{ name: 'x' }], { log });
    expect(answer).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(lines).toEqual([expect.stringContaining('[FORBIDDEN] circuit:create')]);
  });

  it('does not run the handler of a refused call', async () => {
    const services = createAppServices({ host: 'electron' });
    const before = services.documents.list();
    const { log } = quietLog();
    await handleInvoke(
      services.handlers,
      'circuit:create',
      { senderFrame: { url: 'https://example.com/', parent: null } },
      [{ name: 'Injected' }],
      { log },
    );
    expect(services.documents.list()).toEqual(before);
  });

  it('validates the payload with the channel’s zod schema', async () => {
    const answer = await handleInvoke(handlers, 'circuit:open', appPage, [{ id: 42 }]);
    expect(answer).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    const extra = await handleInvoke(handlers, 'circuit:create', appPage, [{ name: 'ok', admin: true }]);
    expect(extra).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });

  it('refuses more than one argument', async () => {
    const answer = await handleInvoke(handlers, 'app:info', appPage, [{}, { sneaky: true }]);
    expect(answer).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });

  it('trusts the dev server page only when the dev server is configured', async () => {
    const devPage: InvokeEventLike = { senderFrame: { url: 'http://localhost:5173/', parent: null } };
    const { log } = quietLog();
    expect(await handleInvoke(handlers, 'app:info', devPage, [], { log })).toMatchObject({ success: false });
    expect(
      await handleInvoke(handlers, 'app:info', devPage, [], { devServerOrigin: 'http://localhost:5173' }),
    ).toMatchObject({ success: true });
  });
});

describe('the Electron layer', () => {
  it('registers IPC listeners only through bindContract (no other ipcMain.handle or ipcMain.on)', () => {
    const dir = import.meta.dirname;
    const offenders = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) =>
        /ipcMain\s*\.\s*(handle|handleOnce|on|once|addListener)\s*\(/.test(readFileSync(join(dir, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
    expect(readFileSync(join(dir, 'main.ts'), 'utf8')).toMatch(/bindContract\(\s*ipcMain,/);
  });
});
