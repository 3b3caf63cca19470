import { describe, expect, it } from 'vitest';
import { ProviderError, type ModelRequest, type Provider, type RawEvent } from '../../core/ai/provider';
import { ReplayProvider, type RecordedResponse } from '../../core/ai/replay-provider';
import { RecordingProvider } from './recording-provider';

const REQUEST: ModelRequest = { system: '', messages: [], tools: [], toolChoice: 'auto', stream: true };

async function drain(provider: Provider): Promise<RawEvent[]> {
  const events: RawEvent[] = [];
  for await (const event of provider.stream(REQUEST, new AbortController().signal)) events.push(event);
  return events;
}

describe('RecordingProvider', () => {
  it('passes every event through and keeps each response in the replay format, so that it replays the same', async () => {
    const responses: RecordedResponse[] = [
      {
        text: 'Building.',
        toolCalls: [{ id: 'c1', name: 'apply_blueprint', arguments: '{"mode":"replace"' }],
        usage: { input: 100, output: 20, cached: 60 },
      },
      { text: 'Done.', usage: { input: 150, output: 5, cached: 100 } },
    ];
    const log: RecordedResponse[] = [];
    const recording = new RecordingProvider(new ReplayProvider(responses, { model: 'm' }), log);
    expect(recording.model).toBe('m');
    const direct = new ReplayProvider(responses);
    expect([await drain(recording), await drain(recording)]).toEqual([await drain(direct), await drain(direct)]);
    expect(log).toEqual([
      { ...responses[0], finishReason: 'tool_calls' },
      { ...responses[1], finishReason: 'stop' },
    ]);
    const replayed: RecordedResponse[] = [];
    const again = new RecordingProvider(new ReplayProvider(log), replayed);
    await drain(again);
    await drain(again);
    expect(replayed).toEqual(log);
  });

  it('keeps nothing of a response that fails part way (the retry that follows is what the turn used)', async () => {
    let calls = 0;
    const flaky: Provider = {
      ...new ReplayProvider([]),
      // eslint-disable-next-line @typescript-eslint/require-await -- an async generator, like every provider's stream
      async *stream() {
        calls++;
        yield { type: 'text', text: 'Half an ans' };
        if (calls === 1) throw new ProviderError('server', 'the stream broke');
        yield { type: 'text', text: 'wer.' };
        yield { type: 'finish', reason: 'stop' };
      },
      listModels: () => Promise.resolve([]),
    };
    const log: RecordedResponse[] = [];
    const recording = new RecordingProvider(flaky, log);
    await expect(drain(recording)).rejects.toThrow('the stream broke');
    expect(log).toEqual([]);
    await drain(recording);
    expect(log).toEqual([{ text: 'Half an answer.', finishReason: 'stop', usage: { input: 0, output: 0, cached: 0 } }]);
  });
});
