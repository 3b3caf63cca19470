import { capabilitiesFor, type ModelCapabilities } from './capabilities';
import type { TokenUsage } from './messages';
import { ProviderError, type FinishReason, type ModelRequest, type Provider, type RawEvent } from './provider';

/** The model's side of one response, as recorded from a real run (or written for a test). */
export interface RecordedResponse {
  readonly text?: string;
  readonly toolCalls?: readonly { readonly id?: string; readonly name: string; readonly arguments: string }[];
  readonly finishReason?: FinishReason;
  readonly usage?: TokenUsage;
}

/**
 * A provider that plays recorded responses, one per request, through the real loop: the
 * evaluation's replay mode, benchmarks without a network, and transcripts recorded from real runs.
 * A request past the end of the recording fails, as a provider would, so an unfinished recording
 * shows as an unfinished turn.
 */
export class ReplayProvider implements Provider {
  readonly preset = 'openai-compatible' as const;
  readonly label: string;
  readonly model: string;
  readonly baseURL = 'replay:';
  readonly capabilities: ModelCapabilities;
  /** Every request the loop made, in order. */
  readonly requests: ModelRequest[] = [];
  private next = 0;

  constructor(
    private readonly responses: readonly RecordedResponse[],
    options: { readonly label?: string; readonly model?: string } = {},
  ) {
    this.label = options.label ?? 'Replay';
    this.model = options.model ?? 'recorded';
    this.capabilities = capabilitiesFor('openai-compatible', this.model);
  }

  /** Responses not played yet. */
  get remaining(): number {
    return this.responses.length - this.next;
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- an async generator, like every provider's stream
  async *stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<RawEvent> {
    this.requests.push(request);
    if (signal.aborted) throw new ProviderError('cancelled', 'Stopped.');
    const response = this.responses[this.next++];
    if (!response) {
      throw new ProviderError('bad_request', `the recording has no response for request ${this.next}`);
    }
    if (response.text) yield { type: 'text', text: response.text };
    for (const [index, call] of (response.toolCalls ?? []).entries()) {
      yield {
        type: 'tool-delta',
        index,
        ...(call.id ? { id: call.id } : {}),
        name: call.name,
        arguments: call.arguments,
      };
    }
    yield {
      type: 'finish',
      reason: response.finishReason ?? ((response.toolCalls?.length ?? 0) > 0 ? 'tool_calls' : 'stop'),
    };
    if (response.usage) yield { type: 'usage', ...response.usage };
  }

  listModels(): Promise<string[]> {
    return Promise.resolve([this.model]);
  }
}
