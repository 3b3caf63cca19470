// Generated hostile requests for the browser host's fuzz suite (../host-fuzz.test.ts). Every input
// is built to be invalid, and is checked to be so by an oracle independent of the host's code path:
// the contract's own schema for shape, the file format for import contents, and facts about the
// fixture (ids that do not exist) for the rules.
import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { z } from 'zod';
import { inputShapeProblem } from '../../../core/rpc/input-shape';
import { parseCircuitFile } from '../../../shared/circuit/file-format';
import { CHANNEL_NAMES, channels, type ChannelName } from '../../../shared/contract';

/** One request to send: where, with what credentials, and the body's bytes. */
export interface FuzzRequest {
  readonly channel: ChannelName;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
  /** What the generator meant, for the failure message. */
  readonly kind: string;
}

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** The top-level keys a channel's input declares, so that inputs are near misses, not only noise. */
function inputKeys(channel: ChannelName): string[] {
  const schema = z.toJSONSchema(channels[channel].input, { unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(schema.properties ?? {});
}

/** Arrays `depth` levels deep around a number, as JSON text (no recursion to build or print it). */
export const nestedJson = (depth: number) => `${'['.repeat(depth)}0${']'.repeat(depth)}`;

/** A JSON value as text: small random values, huge strings, or nesting far past the limit. */
const valueText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 2, arbitrary: fc.integer({ min: 65, max: 10_000 }).map(nestedJson) },
  { weight: 1, arbitrary: fc.constantFrom(70_000, 300_000, 2_000_000).map((n) => JSON.stringify('x'.repeat(n))) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 65, max: 3_000 }).map((d) => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`),
  },
);

/** An object's text with keys from the channel, hostile keys and noise, duplicates allowed. */
function objectText(channel: ChannelName): fc.Arbitrary<string> {
  const keys = fc.oneof(fc.constantFrom(...inputKeys(channel), ...HOSTILE_KEYS), fc.string({ maxLength: 8 }));
  return fc
    .array(fc.tuple(keys, valueText), { maxLength: 4 })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
}

/** Payloads for one channel, as JSON text: wrong top-level types, near misses, hostile keys. */
function payloadText(channel: ChannelName): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: objectText(channel) },
    { weight: 1, arbitrary: valueText },
    { weight: 1, arbitrary: fc.constant('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":1}}}') },
  );
}

/**
 * True when `text` must be refused: not JSON, nested too deep or holding a `__proto__` key, outside
 * the channel's schema, or (for the few channels whose valid inputs change data) a file that is not
 * a circuit file.
 */
export function mustFail(channel: ChannelName, text: string): boolean {
  let payload: unknown;
  try {
    payload = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    return true;
  }
  if (inputShapeProblem(payload)) return true;
  const parsed = channels[channel].input.safeParse(payload);
  if (!parsed.success) return true;
  if (channel === 'circuit:import') return !parseCircuitFile((parsed.data as { content: string }).content).success;
  return false;
}

/** Body bytes: the text as UTF-8, sometimes broken by bytes that are not UTF-8, or cut short. */
const bodyBytes = (text: string): fc.Arbitrary<{ body: Buffer; broken: boolean }> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant({ body: Buffer.from(text), broken: false }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.nat(), fc.constantFrom([0xff], [0xc3, 0x28], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xfe, 0xff]))
        .map(([at, bytes]) => {
          const raw = Buffer.from(text);
          const place = at % (raw.length + 1);
          return {
            body: Buffer.concat([raw.subarray(0, place), Buffer.from(bytes), raw.subarray(place)]),
            broken: true,
          };
        }),
    },
    {
      weight: 1,
      arbitrary: fc.nat().map((at) => ({ body: Buffer.from(text.slice(0, at % (text.length + 1))), broken: true })),
    },
  );

/** Cookie headers a page on another port could set: undecodable values, odd separators, unicode. */
export const foreignCookies: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom('x=100%', 'other=50%off', 'a=%E0%A4%A', 'b=%', '=%zz', 'c', ';;', 'cf_token=%ZZ', 'd=%00'),
      fc
        .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 12 }))
        .map(([k, v]) => `${k.replace(/[;\r\n]/g, '')}=${v.replace(/[;\r\n]/g, '')}`),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => parts.join('; ').replace(/[^\x20-\x7e]/g, '%'));

/** The path of a channel: usually exact, sometimes percent-encoded oddly but still that channel. */
const channelPath = (channel: ChannelName) =>
  fc.constantFrom(`/rpc/${channel}`, `/rpc/${encodeURIComponent(channel)}`, `/rpc/${channel.replace(':', '%3A')}`);

/** Requests with invalid input over every channel of the contract, token in a header or the cookie. */
export function invalidRequest(token: string): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...CHANNEL_NAMES).chain((channel) =>
    fc
      .record({
        text: payloadText(channel),
        path: channelPath(channel),
        cookies: fc.option(foreignCookies, { nil: undefined }),
        viaCookie: fc.boolean(),
      })
      .chain(({ text, path, cookies, viaCookie }) =>
        bodyBytes(text).map(({ body, broken }) => {
          const credentials = viaCookie
            ? { Cookie: `${cookies ?? 'y=1'}; cf_token=${token}` }
            : { Authorization: `Bearer ${token}`, ...(cookies ? { Cookie: cookies } : {}) };
          return {
            channel,
            path,
            headers: { 'Content-Type': 'application/json', ...credentials },
            body,
            kind: broken ? 'broken bytes' : text.length > 60_000 ? 'huge or deep' : 'near miss',
            // Bytes that are not UTF-8 are refused whatever they say; the rest is judged on its text.
            valid: isUtf8(body) && !mustFail(channel, body.toString('utf8')),
          };
        }),
      )
      .filter((request) => !request.valid)
      .map(({ valid: _valid, ...request }) => request),
  );
}

/** Edits that are well formed but break the circuit's rules (the fixture has no such ids or types). */
export function ruleBreakingApply(circuitId: string, componentIds: readonly string[]): fc.Arbitrary<unknown> {
  const known = fc.constantFrom(...componentIds);
  const missing = fc.constantFrom('missing-1', 'nope', 'zz-404');
  const breaking = fc.oneof(
    missing.map((id) => ({ op: 'removeComponent', id })),
    missing.map((id) => ({ op: 'updateComponent', id, set: { x: 10 } })),
    fc.constantFrom('NAND_5', 'FLUX_CAPACITOR').map((type) => ({
      op: 'addComponent',
      component: { id: 'fuzz-new', type, label: 'FZ1', x: 0, y: 0, rotation: 0, properties: {} },
    })),
    fc.tuple(known, missing).map(([from, to]) => ({
      op: 'addWire',
      wire: { id: 'fuzz-wire', from: { component: from, pin: 'out' }, to: { component: to, pin: 'in' } },
    })),
    known.map((id) => ({
      op: 'addWire',
      wire: { id: 'w2', from: { component: id, pin: 'nope' }, to: { component: id, pin: 'in' } },
    })),
    known.map((id) => ({
      op: 'addComponent',
      component: { id, type: 'NOT', label: 'DUP1', x: 0, y: 0, rotation: 0, properties: {} },
    })),
  );
  // Valid edits first, one that breaks a rule after them: all or nothing means none of them lands.
  const harmless = known.map((id) => ({ op: 'updateComponent', id, set: { x: 40 } }));
  return fc
    .tuple(fc.array(harmless, { maxLength: 3 }), breaking)
    .map(([before, bad]) => ({ circuitId, label: 'Fuzz', operations: [...before, bad] }));
}
