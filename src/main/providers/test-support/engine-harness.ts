import { z } from 'zod';
import type { ModelCapabilities } from '../../../core/ai/capabilities';
import { capabilitiesFor } from '../../../core/ai/capabilities';
import type { ProviderConfig } from '../../../core/ai/config';
import type { Provider } from '../../../core/ai/provider';
import { defineTool, type AnyTool } from '../../../core/ai/tool';
import type { TurnEvent } from '../../../core/ai/turn';
import type { PresetId } from '../../../shared/assistant/presets';
import { AnthropicProvider } from '../anthropic-provider';
import { OpenAIChatProvider } from '../openai-provider';
import type { FakeLlmServer, RecordedRequest } from './fake-llm-server';

/** Which wire format a test drives: the same scenarios run over both. */
export type WireFormat = 'openai' | 'anthropic';

/** A real provider client (the real SDK) pointed at a fake server. */
export function fakeProvider(
  server: FakeLlmServer,
  format: WireFormat,
  options: { preset?: PresetId; model?: string; apiKey?: string; capabilities?: Partial<ModelCapabilities> } = {},
): Provider {
  const preset = options.preset ?? (format === 'anthropic' ? 'anthropic' : 'openai');
  const model = options.model ?? (format === 'anthropic' ? 'claude-test' : 'gpt-test');
  const config: ProviderConfig = {
    preset,
    model,
    baseURL: format === 'anthropic' ? server.anthropicBaseURL : server.openaiBaseURL,
    apiKey: options.apiKey ?? 'test-key',
  };
  const capabilities = { ...capabilitiesFor(preset, model), ...options.capabilities };
  return format === 'anthropic'
    ? new AnthropicProvider(config, capabilities)
    : new OpenAIChatProvider(config, capabilities);
}

/** The toy tool of the seed scenario ("What's the weather in Paris?"). */
export const weatherTool = defineTool({
  name: 'get_weather',
  description: 'Current weather of a city: use it when the user asks about the weather somewhere.',
  input: z.object({
    city: z.string().min(1).describe('City name, e.g. "Paris".'),
    unit: z.enum(['celsius', 'fahrenheit']).optional(),
  }),
  run: ({ city, unit }) => {
    const table: Record<string, number> = { paris: 18, london: 12, tokyo: 24 };
    const celsius = table[city.toLowerCase()];
    if (celsius === undefined)
      return { success: false, error: `No weather for "${city}".`, hint: 'Try Paris, London or Tokyo.' };
    return {
      success: true,
      city,
      temperature: unit === 'fahrenheit' ? Math.round((celsius * 9) / 5 + 32) : celsius,
      unit: unit ?? 'celsius',
    };
  },
});

/** A tool that records the order it was called in. */
export function recordingTool(log: string[]): AnyTool {
  return defineTool({
    name: 'note',
    description: 'Writes a note to the log; use it whenever something must be remembered.',
    input: z.object({ text: z.string() }),
    run: ({ text }) => {
      log.push(text);
      return { success: true, count: log.length };
    },
  });
}

/** A tool that throws, to show that a failing tool never ends a turn. */
export const throwingTool = defineTool({
  name: 'flaky',
  description: 'A tool that always fails with an exception; for testing only.',
  input: z.object({}),
  run: () => {
    throw new Error('the flaky tool broke');
  },
});

/** A tool that waits until the turn is stopped (or `ms` passes), to test cancelling a running tool. */
export function slowTool(started: () => void, ms = 10_000): AnyTool {
  return defineTool({
    name: 'slow_job',
    description: 'A long job that runs until it is finished or the turn is stopped.',
    input: z.object({}),
    run: (_args, { signal }) =>
      new Promise((resolve) => {
        started();
        const timer = setTimeout(() => resolve({ success: true, finished: true }), ms);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve({ success: false, error: 'stopped' });
        });
      }),
  });
}

/** Collects a turn's events. */
export function eventLog(): {
  events: TurnEvent[];
  onEvent: (event: TurnEvent) => void;
  of: <T extends TurnEvent['type']>(type: T) => Extract<TurnEvent, { type: T }>[];
} {
  const events: TurnEvent[] = [];
  return {
    events,
    onEvent: (event) => events.push(event),
    of: (type) => events.filter((e) => e.type === type) as never,
  };
}

/** Fast timers for tests: the same code paths, without waiting seconds. */
export const FAST = {
  limits: { firstByteMs: 2_000, chunkGapMs: 300, textBatchMs: 30 },
  retry: { baseDelayMs: 20, maxDelayMs: 100, retryAfterCapMs: 3_000 },
  random: () => 0,
} as const;

/** The tool results a recorded request carried back to the model, in order. */
export function toolResultsOf(request: RecordedRequest): { id: string; content: string; isError: boolean }[] {
  const body = request.body as { messages: Record<string, unknown>[] };
  if (request.format === 'openai') {
    return body.messages
      .filter((m) => m.role === 'tool')
      .map((m) => ({
        id: String(m.tool_call_id),
        content: String(m.content),
        isError: String(m.content).includes('"success":false'),
      }));
  }
  return body.messages.flatMap((m) =>
    Array.isArray(m.content)
      ? (m.content as Record<string, unknown>[])
          .filter((b) => b.type === 'tool_result')
          .map((b) => ({ id: String(b.tool_use_id), content: String(b.content), isError: b.is_error === true }))
      : [],
  );
}
