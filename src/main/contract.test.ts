import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dispatch } from '../core/rpc/dispatch';
import { MAX_INPUT_DEPTH } from '../core/rpc/input-shape';
import { CHANNEL_NAMES, channels, type ChannelName } from '../shared/contract';
import { ERROR_CODES } from '../shared/errors';
import type { AppServices } from './app-services';
import { createTestServices } from './test-support/services';

/** The top-level keys a channel's input declares, so the fuzzer can send near misses, not only noise. */
function inputKeys(channel: ChannelName): string[] {
  const schema = z.toJSONSchema(channels[channel].input, { unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(schema.properties ?? {});
}

/** Random payloads: anything at all, objects with the channel's own keys holding anything, and hostile keys. */
function payloads(channel: ChannelName) {
  const keys = [...inputKeys(channel), '__proto__', 'constructor', 'prototype', 'toString'];
  return fc.oneof(
    fc.anything({ maxDepth: 4 }),
    fc.dictionary(fc.constantFrom(...keys), fc.anything({ maxDepth: 3 }), { maxKeys: 4 }),
    fc.dictionary(
      fc.constantFrom(...keys),
      fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)),
      { maxKeys: 4 },
    ),
  );
}

function expectEnvelope(result: unknown): void {
  expect(typeof result).toBe('object');
  const envelope = result as { success: boolean; code?: string; error?: string; hint?: string };
  expect(typeof envelope.success).toBe('boolean');
  if (!envelope.success) {
    expect(Object.keys(ERROR_CODES)).toContain(envelope.code);
    expect(typeof envelope.error).toBe('string');
    expect(envelope.error!.length).toBeGreaterThan(0);
    expect(typeof envelope.hint).toBe('string');
  }
}

describe('the contract', () => {
  let services: AppServices;
  let unhandled = 0;
  const onUnhandled = () => unhandled++;
  beforeAll(() => {
    services = createTestServices();
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await services.close();
  });

  it('declares an input and an output schema and a description for every channel', () => {
    expect(CHANNEL_NAMES.length).toBeGreaterThan(10);
    for (const name of CHANNEL_NAMES) {
      expect(name).toMatch(/^[a-z]+:[a-z][A-Za-z]*$/);
      expect(channels[name].description.length).toBeGreaterThan(10);
      expect(channels[name].input).toBeInstanceOf(z.ZodType);
      expect(channels[name].output).toBeInstanceOf(z.ZodType);
    }
  });

  it.each(CHANNEL_NAMES)('%s answers 250 random payloads with a structured result, never a crash', async (channel) => {
    const errors: unknown[] = [];
    const log = (_message: string, error: unknown) => errors.push(error);
    await fc.assert(
      fc.asyncProperty(payloads(channel), async (payload) => {
        const result = await dispatch(services.handlers, channel, payload, { host: 'browser' }, log);
        expectEnvelope(result);
        if (!result.success) expect(result.code, `${channel}: ${result.error}`).not.toBe('INTERNAL');
      }),
      { seed: 7 + CHANNEL_NAMES.indexOf(channel), numRuns: 250 },
    );
    expect(errors, 'no handler threw').toEqual([]);
    expect(unhandled).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a malformed payload with INVALID_INPUT naming the field', async () => {
    const result = await dispatch(services.handlers, 'registry:get', { type: 42 }, { host: 'browser' });
    expect(result).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    if (!result.success) {
      expect(result.error).toContain('type');
      expect(result.details).toMatchObject({ issues: [{ path: ['type'] }] });
    }
  });

  it('refuses unknown channels, including inherited property names', async () => {
    for (const channel of ['nope:nothing', '__proto__', 'constructor', 'toString', '']) {
      const result = await dispatch(services.handlers, channel, {}, { host: 'browser' });
      expect(result).toMatchObject({ success: false, code: 'UNKNOWN_CHANNEL' });
    }
  });

  it('turns a handler that throws into an INTERNAL failure and logs it', async () => {
    const logged: string[] = [];
    const broken = { ...services.handlers, 'registry:list': () => Promise.reject(new Error('boom')) };
    const result = await dispatch(broken, 'registry:list', {}, { host: 'browser' }, (message) => logged.push(message));
    expect(result).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(logged).toHaveLength(1);
  });

  it('answers a channel its host does not serve with UNAVAILABLE, without logging a crash', async () => {
    const logged: string[] = [];
    const partial = { ...services.handlers } as Partial<typeof services.handlers>;
    delete partial['sim:snapshot'];
    const result = await dispatch(
      partial as typeof services.handlers,
      'sim:snapshot',
      { circuitId: 'c1' },
      { host: 'browser' },
      (message) => logged.push(message),
    );
    expect(result).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    expect(result.success ? '' : result.error).toContain('sim:snapshot');
    expect(logged).toEqual([]);
  });

  it.each(CHANNEL_NAMES)('%s refuses input nested 10,000 levels deep as INVALID_INPUT', async (channel) => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = { value: deep };
    const logged: string[] = [];
    const result = await dispatch(services.handlers, channel, { key: 'x', value: deep }, { host: 'browser' }, (m) =>
      logged.push(m),
    );
    expect(result).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(result.success ? '' : result.error).toContain(`more than ${MAX_INPUT_DEPTH} levels`);
    expect(logged).toEqual([]);
  });

  it.each(CHANNEL_NAMES)('%s refuses a "__proto__" key nested in its input as INVALID_INPUT', async (channel) => {
    const payload: unknown = JSON.parse('{"key": "x", "value": {"properties": {"__proto__": {"polluted": 1}}}}');
    const result = await dispatch(services.handlers, channel, payload, { host: 'browser' });
    expect(result).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
      error: `Invalid input for ${channel}: value.properties holds a key named "__proto__", which no input may use.`,
    });
  });

  it('lets input as deep as the limit through to the channel’s own schema', async () => {
    let value: unknown = 'dark';
    for (let depth = 2; depth < MAX_INPUT_DEPTH; depth++) value = [value];
    const result = await dispatch(
      services.handlers,
      'settings:set',
      { key: 'appearance.theme', value },
      {
        host: 'browser',
      },
    );
    expect(result).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(result.success ? '' : result.error).toContain('appearance.theme');
  });

  it('refuses a payload that contains itself (an IPC payload can)', async () => {
    const cyclic: Record<string, unknown> = { key: 'appearance.theme' };
    cyclic.value = cyclic;
    const result = await dispatch(services.handlers, 'settings:set', cyclic, { host: 'electron' });
    expect(result).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });

  it('never throws, not even when the handler and then the logger throw', async () => {
    const broken = {
      ...services.handlers,
      'app:info': () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    };
    const throwingLog = () => {
      throw new Error('the log is gone');
    };
    const result = await dispatch(broken, 'app:info', {}, { host: 'electron' }, throwingLog);
    expect(result).toMatchObject({ success: false, code: 'INTERNAL' });
    const odd = await dispatch(
      services.handlers,
      { toString: () => 'x' } as unknown as string,
      {},
      { host: 'electron' },
    );
    expect(odd).toMatchObject({ success: false, code: 'UNKNOWN_CHANNEL' });
  });

  it('refuses a handler answer outside the output schema', async () => {
    const logged: string[] = [];
    const wrong = { ...services.handlers, 'app:info': () => ({ success: true as const, data: { name: 5 } as never }) };
    const result = await dispatch(wrong, 'app:info', {}, { host: 'browser' }, (message) => logged.push(message));
    expect(result).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(logged[0]).toContain('outside its schema');
  });
});
