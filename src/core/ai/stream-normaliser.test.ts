import { describe, expect, it } from 'vitest';
import type { RawEvent } from './provider';
import { StreamNormaliser } from './stream-normaliser';

function assemble(events: RawEvent[]) {
  let n = 0;
  const normaliser = new StreamNormaliser(() => `made_${++n}`);
  let text = '';
  for (const event of events) text += normaliser.push(event);
  return { ...normaliser.result(), streamedText: text };
}

const td = (delta: Omit<Extract<RawEvent, { type: 'tool-delta' }>, 'type'>): RawEvent => ({
  type: 'tool-delta',
  ...delta,
});

describe('StreamNormaliser', () => {
  it('assembles text pieces and passes each one on', () => {
    const r = assemble([
      { type: 'text', text: 'Hel' },
      { type: 'text', text: 'lo' },
      { type: 'finish', reason: 'stop' },
    ]);
    expect(r).toMatchObject({ text: 'Hello', streamedText: 'Hello', toolCalls: [], finishReason: 'stop' });
  });

  it('assembles calls by index, arguments split over pieces', () => {
    const r = assemble([
      td({ index: 0, id: 'a', name: 'f', arguments: '{"x"' }),
      td({ index: 1, id: 'b', name: 'g', arguments: '' }),
      td({ index: 0, arguments: ':1}' }),
      td({ index: 1, arguments: '{}' }),
    ]);
    expect(r.toolCalls).toEqual([
      { id: 'a', name: 'f', arguments: '{"x":1}' },
      { id: 'b', name: 'g', arguments: '{}' },
    ]);
    expect(r.finishReason).toBe('tool_calls');
  });

  it('reads pieces without an index: a new id or a new name starts a call', () => {
    const r = assemble([
      td({ id: 'a', name: 'f', arguments: '{"x":' }),
      td({ arguments: '1}' }),
      td({ id: 'b', name: 'g', arguments: '{}' }),
      td({ name: 'h', arguments: '{"y":2}' }),
    ]);
    expect(r.toolCalls.map((c) => [c.id, c.name, c.arguments])).toEqual([
      ['a', 'f', '{"x":1}'],
      ['b', 'g', '{}'],
      ['made_1', 'h', '{"y":2}'],
    ]);
  });

  it('treats a reused index with a new id as a new call (Ollama)', () => {
    const r = assemble([
      td({ index: 0, id: 'a', name: 'f', arguments: '{"q":1}' }),
      td({ index: 0, id: 'b', name: 'f', arguments: '{"q":2}' }),
    ]);
    expect(r.toolCalls).toEqual([
      { id: 'a', name: 'f', arguments: '{"q":1}' },
      { id: 'b', name: 'f', arguments: '{"q":2}' },
    ]);
  });

  it('takes an id that arrives after the first piece, and makes one up when none comes', () => {
    const late = assemble([td({ index: 0, name: 'f', arguments: '{' }), td({ index: 0, id: 'x1', arguments: '}' })]);
    expect(late.toolCalls).toEqual([{ id: 'x1', name: 'f', arguments: '{}' }]);
    const lateNoIndex = assemble([td({ name: 'f', arguments: '{' }), td({ id: 'x2', arguments: '}' })]);
    expect(lateNoIndex.toolCalls).toEqual([{ id: 'x2', name: 'f', arguments: '{}' }]);
    const none = assemble([td({ index: 0, name: 'f', arguments: '{}' }), td({ index: 1, name: 'g' })]);
    expect(none.toolCalls.map((c) => c.id)).toEqual(['made_1', 'made_2']);
  });

  it('keeps a whole call in one piece, "" arguments, and a name repeated on every piece', () => {
    const r = assemble([
      td({ index: 0, id: 'a', name: 'f', arguments: '' }),
      td({ index: 1, id: 'b', name: 'g', arguments: '{"k":true}' }),
      td({ index: 1, name: 'g', arguments: '' }),
    ]);
    expect(r.toolCalls).toEqual([
      { id: 'a', name: 'f', arguments: '' },
      { id: 'b', name: 'g', arguments: '{"k":true}' },
    ]);
  });

  it('keeps text and tool calls of one response, and ignores finish "stop" on a tool call', () => {
    const r = assemble([
      { type: 'text', text: 'Let me check.' },
      td({ index: 0, id: 'a', name: 'f', arguments: '{}' }),
      { type: 'finish', reason: 'stop' },
    ]);
    expect(r.text).toBe('Let me check.');
    expect(r.toolCalls).toHaveLength(1);
    expect(r.finishReason).toBe('stop');
  });

  it('reads usage from the last chunk, and completes a partial report with a later one', () => {
    expect(
      assemble([
        { type: 'text', text: 'x' },
        { type: 'usage', input: 10, output: 3, cached: 4 },
      ]).usage,
    ).toEqual({
      input: 10,
      output: 3,
      cached: 4,
    });
    expect(
      assemble([
        { type: 'usage', input: 10, cached: 2 },
        { type: 'usage', output: 7 },
      ]).usage,
    ).toEqual({
      input: 10,
      output: 7,
      cached: 2,
    });
    expect(assemble([]).usage).toEqual({ input: 0, output: 0, cached: 0 });
  });

  it('gives a second call that reuses an id an id of its own, so both can be answered', () => {
    const r = assemble([td({ index: 0, id: 'same', name: 'f' }), td({ index: 1, id: 'same', name: 'g' })]);
    expect(new Set(r.toolCalls.map((c) => c.id)).size).toBe(2);
  });
});
