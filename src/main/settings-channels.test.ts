import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import type { EventMessage } from '../shared/contract';
import { createAppServices, DATABASE_FILE, type AppServices } from './app-services';
import { keyFileCipher } from './store/key-file-cipher';
import { temporaryFolder } from './store/test-support/harness';

const context = { host: 'browser' } as const;
const API_KEY = 'sk-live-0123456789abcdefSECRET';

describe('settings and secrets over the contract', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let services: AppServices;
  const call = (channel: string, input: unknown = {}) => dispatch(services.handlers, channel, input, context);
  beforeEach(() => {
    folder = temporaryFolder();
    services = createAppServices({ host: 'browser', dataDir: folder.dir, cipher: keyFileCipher(folder.dir) });
  });
  afterEach(async () => {
    await services.close();
    folder.remove();
  });

  it('answers defaults, checks values against their schema, keeps them and announces changes', async () => {
    const seen: EventMessage[] = [];
    services.events.subscribe((m) => void seen.push(m));
    expect(await call('settings:get')).toEqual({
      success: true,
      data: {
        values: {
          'appearance.theme': 'system',
          'assistant.toolCallLimit': 10,
          'assistant.provider': null,
          'assistant.model': '',
          'assistant.baseURL': '',
          'assistant.fallback': null,
        },
      },
    });
    expect(await call('settings:set', { key: 'appearance.theme', value: 'dark' })).toMatchObject({ success: true });
    const wrong = await call('settings:set', { key: 'assistant.toolCallLimit', value: 500 });
    expect(wrong).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(!wrong.success && wrong.error).toContain('assistant.toolCallLimit');
    expect(await call('settings:set', { key: 'no.such', value: 1 })).toMatchObject({ code: 'INVALID_INPUT' });
    expect(seen).toEqual([{ name: 'settings.changed', payload: { key: 'appearance.theme', value: 'dark' } }]);

    await services.close();
    services = createAppServices({ host: 'browser', dataDir: folder.dir, cipher: keyFileCipher(folder.dir) });
    expect(await call('settings:get')).toMatchObject({ data: { values: { 'appearance.theme': 'dark' } } });
    expect(await call('settings:reset', { key: 'appearance.theme' })).toEqual({
      success: true,
      data: { key: 'appearance.theme', value: 'system' },
    });
  });

  it('never lets a secret out: not over any channel, not in plain text on disk', async () => {
    expect(await call('secrets:set', { name: 'openai.apiKey', value: API_KEY })).toMatchObject({
      success: true,
      data: { name: 'openai.apiKey', hasValue: true },
    });
    const answers = await Promise.all([
      call('secrets:list'),
      call('settings:get'),
      call('secrets:set', { name: 'x.y', value: 'v' }),
    ]);
    expect(JSON.stringify(answers)).not.toContain(API_KEY);
    expect(answers[0]).toMatchObject({
      data: { available: true, secrets: [{ name: 'openai.apiKey', hasValue: true }] },
    });
    // The main process can read it back (the assistant's API client needs it).
    expect(await services.settings.readSecret('openai.apiKey')).toEqual({ success: true, data: API_KEY });

    await services.close();
    const bytes = readFileSync(join(folder.dir, DATABASE_FILE));
    expect(bytes.includes(API_KEY)).toBe(false);
    expect(bytes.includes('openai.apiKey')).toBe(true);
    services = createAppServices({ host: 'browser', dataDir: folder.dir, cipher: keyFileCipher(folder.dir) });
    expect(await call('secrets:delete', { name: 'openai.apiKey' })).toMatchObject({ data: { hasValue: false } });
    expect(await services.settings.readSecret('openai.apiKey')).toEqual({ success: true, data: undefined });
  });

  it('says clearly when secrets cannot be stored, or a stored one can no longer be read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await call('secrets:set', { name: 'openai.apiKey', value: API_KEY });
    await services.close();
    services = createAppServices({ host: 'browser', dataDir: folder.dir });
    expect(await call('secrets:list')).toMatchObject({ data: { available: false, secure: false, backend: 'none' } });
    expect(await call('secrets:set', { name: 'anthropic.apiKey', value: 'k' })).toMatchObject({
      success: false,
      code: 'SECRET_STORAGE_UNAVAILABLE',
    });
    await services.close();
    // Another key (the key file was lost): the secret is reported unreadable, not returned as garbage.
    const elsewhere = temporaryFolder();
    services = createAppServices({ host: 'browser', dataDir: folder.dir, cipher: keyFileCipher(elsewhere.dir) });
    expect(await services.settings.readSecret('openai.apiKey')).toMatchObject({
      success: false,
      code: 'SECRET_UNREADABLE',
      hint: 'Enter it again in Settings; the old copy will be replaced.',
    });
    elsewhere.remove();
    log.mockRestore();
  });
});

describe('conversations over the contract', () => {
  it('lists, opens, clears and deletes conversations; refuses a circuit that does not exist', async () => {
    const services = createAppServices({ host: 'browser' });
    const call = (channel: string, input: unknown = {}) => dispatch(services.handlers, channel, input, context);
    const current = await call('circuit:current');
    const circuitId = (current as { data: { meta: { id: string } } }).data.meta.id;
    const created = await call('conversation:create', { circuitId });
    expect(created).toMatchObject({ success: true, data: { title: 'New conversation', circuitId, messageCount: 0 } });
    const id = (created as { data: { id: string } }).data.id;
    const applied = await call('circuit:apply', {
      circuitId,
      label: 'AI: add a switch',
      operations: [
        {
          op: 'addComponent',
          component: { id: 's', type: 'SWITCH_TOGGLE', label: 'SW1', x: 0, y: 0, rotation: 0, properties: {} },
        },
      ],
    });
    const changeId = (applied as { data: { changeId: string } }).data.changeId;
    services.conversations.append(id, { role: 'user', content: 'Add a switch' });
    services.conversations.append(id, {
      role: 'assistant',
      content: 'Added SW1.',
      toolCalls: [
        {
          name: 'add_component',
          arguments: { type: 'SWITCH_TOGGLE' },
          result: { success: true },
          success: true,
          changeId,
        },
      ],
    });
    expect(await call('conversation:list', { circuitId })).toMatchObject({ data: [{ id, messageCount: 2 }] });
    expect(await call('conversation:open', { id })).toMatchObject({
      data: { messages: [{ role: 'user' }, { role: 'assistant', toolCalls: [{ name: 'add_component', changeId }] }] },
    });
    expect(await call('conversation:create', { circuitId: 'circuit_missing' })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await call('conversation:clear', { id })).toMatchObject({ data: { messageCount: 0 } });
    expect(await call('conversation:delete', { id })).toEqual({ success: true, data: { deleted: id } });
    expect(await call('conversation:open', { id })).toMatchObject({ success: false, code: 'NOT_FOUND' });
    await services.close();
  });
});
