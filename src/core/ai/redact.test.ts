import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, Redactor } from './redact';
import { StreamRedactor } from './stream-redactor';

const STORED = 'stored-7c1e9a44b0d2f6e8';
const LONG = `long-${'q'.repeat(400)}`;
const redactor = new Redactor([STORED, LONG, 'short', undefined, '  ']);

describe('Redactor', () => {
  it('takes out every known value, also where a message was cut in the middle of one', () => {
    expect(redactor.text(`key ${STORED} and again ${STORED}.`)).toBe(`key ${REDACTED} and again ${REDACTED}.`);
    expect(redactor.text(`the key was ${STORED.slice(0, 12)}`)).toBe(`the key was ${REDACTED}`);
    expect(redactor.text(`${LONG}!`)).toBe(`${REDACTED}!`);
    // Values too short to be keys are left alone (they would eat ordinary words).
    expect(redactor.text('a short answer')).toBe('a short answer');
  });

  it('takes out what is shaped like a provider key or a credential', () => {
    const cases: [string, string][] = [
      ['Incorrect API key: sk-proj-Qx7Lm2Vb9Zt4Wn6Rk8Jp3Hs5.', `Incorrect API key: ${REDACTED}.`],
      ['sk-ant-api03-AbCdEfGhIjKlMnOpQrStUv', REDACTED],
      ['gsk_AbCdEfGhIjKlMnOpQrStUv12 csk-abcdefghij1234567890', `${REDACTED} ${REDACTED}`],
      ['Authorization: Bearer abc123def456ghi789jkl', `Authorization: Bearer ${REDACTED}`],
      ['{"x-api-key":"zzzzzzzzzzzzzzzzzzzz"}', `{"x-api-key":"${REDACTED}"}`],
      ['api_key = 0123456789abcdef0123', `api_key = ${REDACTED}`],
      ['password: correct-horse-battery', `password: ${REDACTED}`],
    ];
    for (const [text, expected] of cases) expect(redactor.text(text)).toBe(expected);
  });

  it('leaves ordinary circuit talk, hex and blobs alone', () => {
    for (const text of [
      'A half adder: SUM = A XOR B, CARRY = A AND B. The bearer of the carry is G2.',
      'Bearer authentication is a scheme of HTTP.',
      'Memory: 0x3f2a9c 0xdeadbeefcafebabe 3f2a9cdeadbeefcafebabe0011223344556677',
      'TWFueSBoYW5kcyBtYWtlIGxpZ2h0IHdvcmsu and task-1234567890abcdefghij',
      'Use the API key field in Settings.',
    ]) {
      expect(redactor.text(text)).toBe(text);
    }
  });

  it('redacts friendly errors', () => {
    expect(redactor.friendly({ code: 'PROVIDER_FAILED', message: `bad ${STORED}`, hint: 'Try again.' })).toEqual({
      code: 'PROVIDER_FAILED',
      message: `bad ${REDACTED}`,
      hint: 'Try again.',
    });
  });
});

describe('StreamRedactor', () => {
  const words = [
    STORED,
    LONG,
    'sk-proj-Qx7Lm2Vb9Zt4Wn6Rk8Jp3Hs5',
    'Bearer',
    'abc123def456ghi789jkl',
    'api_key',
    '=',
    ':',
    'the',
    'circuit',
    'G1',
    'y'.repeat(300),
  ];
  const text = fc
    .array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(' ', '\n', ' ', ', ')), { maxLength: 30 })
    .map((parts) => parts.map(([word, gap]) => word + gap).join(''));

  it('shows, piece by piece, exactly the redaction of the whole text, however it is split (property)', () => {
    fc.assert(
      fc.property(text, fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 200 }), (whole, cuts) => {
        const stream = new StreamRedactor(redactor);
        let shown = '';
        let at = 0;
        for (let i = 0; at < whole.length; i++) {
          const size = cuts[i % cuts.length]!;
          shown += stream.push(whole.slice(at, at + size));
          at += size;
        }
        shown += stream.flush();
        expect(shown).toBe(redactor.text(whole));
        expect(shown).not.toContain(STORED);
      }),
      { seed: 20260701, numRuns: 400 },
    );
  });

  it('holds back little: all but the last three words of ordinary text go at once', () => {
    const stream = new StreamRedactor(redactor);
    expect(stream.push('A half adder adds two bits, ')).toBe('A half adder ');
    expect(stream.push('SUM and ')).toBe('adds two ');
    expect(stream.flush()).toBe('bits, SUM and ');
  });

  it('keeps a runaway word moving: at most 256 characters (or the longest key) are held', () => {
    const stream = new StreamRedactor(new Redactor([STORED]));
    let shown = '';
    for (let i = 0; i < 100; i++) shown += stream.push('y'.repeat(1000));
    expect(shown.length).toBe(100_000 - 256);
    expect(stream.flush()).toHaveLength(256);
  });
});
