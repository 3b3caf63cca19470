import type { RecordedResponse } from '../../core/ai/replay-provider';
import type { ModelRequest, Provider, RawEvent } from '../../core/ai/provider';
import { StreamNormaliser } from '../../core/ai/stream-normaliser';

/**
 * Passes a provider's responses through unchanged and keeps each one that arrives whole, in the
 * replay format: text, tool calls with their raw argument text, finish reason and usage. Every
 * provider of a chain shares one log, so a failover's answer lands in order; a response that fails
 * part way is not kept (the retry that follows is), so the log replays as the turn went.
 */
export class RecordingProvider implements Provider {
  readonly preset: Provider['preset'];
  readonly label: string;
  readonly model: string;
  readonly baseURL: string;
  readonly capabilities: Provider['capabilities'];
  private ids = 0;

  constructor(
    private readonly inner: Provider,
    private readonly log: RecordedResponse[],
  ) {
    this.preset = inner.preset;
    this.label = inner.label;
    this.model = inner.model;
    this.baseURL = inner.baseURL;
    this.capabilities = inner.capabilities;
  }

  async *stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<RawEvent> {
    const response = new StreamNormaliser(() => `call_recorded_${++this.ids}`);
    for await (const event of this.inner.stream(request, signal)) {
      response.push(event);
      yield event;
    }
    const whole = response.result();
    this.log.push({
      ...(whole.text === '' ? {} : { text: whole.text }),
      ...(whole.toolCalls.length === 0
        ? {}
        : { toolCalls: whole.toolCalls.map((c) => ({ id: c.id, name: c.name, arguments: c.arguments })) }),
      finishReason: whole.finishReason,
      usage: whole.usage,
    });
  }

  listModels(signal: AbortSignal): Promise<string[]> {
    return this.inner.listModels(signal);
  }
}
