import Anthropic from '@anthropic-ai/sdk';
import type {
  ContentBlockParam,
  Message,
  MessageCreateParamsBase,
  MessageParam,
  RawMessageStreamEvent,
  TextBlockParam,
  Tool,
} from '@anthropic-ai/sdk/resources/messages/messages';
import type { ModelCapabilities } from '../../core/ai/capabilities';
import type { ProviderConfig } from '../../core/ai/config';
import type { ChatMessage } from '../../core/ai/messages';
import type { FinishReason, ModelRequest, Provider, RawEvent } from '../../core/ai/provider';
import { classifyError } from './classify-error';
import { ProviderIdentity, SDK_TIMEOUT_MS } from './sdk-options';

/** Messages must say how long an answer may be; this is enough for an explanation with a blueprint. */
const DEFAULT_MAX_TOKENS = 8192;

/**
 * Anthropic Messages through `@anthropic-ai/sdk`: tool calls are `tool_use` blocks; every one is
 * answered by a `tool_result` block (`is_error` for failures) in the next user message, before any
 * text. The system prompt and the tools carry cache marks, so the stable prefix is cached.
 */
export class AnthropicProvider extends ProviderIdentity implements Provider {
  private readonly client: Anthropic;

  constructor(config: ProviderConfig, capabilities?: ModelCapabilities) {
    super(config, capabilities);
    this.client = new Anthropic({
      baseURL: config.baseURL,
      // Always explicit: the SDK would otherwise read ANTHROPIC_API_KEY / ANTHROPIC_AUTH_TOKEN.
      apiKey: config.apiKey ?? null,
      authToken: null,
      maxRetries: 0,
      timeout: SDK_TIMEOUT_MS,
    });
  }

  async *stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<RawEvent> {
    const body = this.body(request);
    try {
      if (!request.stream) {
        const message = await this.client.messages.create({ ...body, stream: false }, { signal });
        yield* messageEvents(message);
        return;
      }
      const stream = await this.client.messages.create({ ...body, stream: true }, { signal });
      for await (const event of stream) yield* streamEvents(event);
    } catch (error) {
      throw classifyError(error);
    }
  }

  async listModels(signal: AbortSignal): Promise<string[]> {
    try {
      const ids: string[] = [];
      for await (const model of this.client.models.list({}, { signal })) ids.push(model.id);
      return ids;
    } catch (error) {
      throw classifyError(error);
    }
  }

  private body(request: ModelRequest): MessageCreateParamsBase {
    const cache = this.capabilities.promptCacheMarks;
    const tools: Tool[] = request.tools.map((tool, i) => ({
      name: tool.name,
      description: tool.description,
      input_schema: tool.parameters as Tool['input_schema'],
      ...(cache && i === request.tools.length - 1 ? { cache_control: { type: 'ephemeral' as const } } : {}),
    }));
    const system: TextBlockParam[] =
      request.system === ''
        ? []
        : [{ type: 'text', text: request.system, ...(cache ? { cache_control: { type: 'ephemeral' as const } } : {}) }];
    return {
      model: this.model,
      max_tokens: request.maxOutputTokens ?? DEFAULT_MAX_TOKENS,
      ...(system.length === 0 ? {} : { system }),
      messages: toAnthropicMessages(request.messages),
      ...(tools.length === 0 ? {} : { tools, tool_choice: { type: request.toolChoice } }),
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    };
  }
}

/**
 * The engine's messages as Anthropic wants them: user and assistant alternate; tool results (all of
 * one assistant message's calls) open the next user message, any user text follows them; an
 * assistant message with neither text nor calls is left out.
 */
export function toAnthropicMessages(messages: readonly ChatMessage[]): MessageParam[] {
  const out: { role: 'user' | 'assistant'; content: ContentBlockParam[] }[] = [];
  const append = (role: 'user' | 'assistant', blocks: ContentBlockParam[]) => {
    if (blocks.length === 0) return;
    const last = out.at(-1);
    if (last?.role === role) last.content.push(...blocks);
    else out.push({ role, content: blocks });
  };
  for (const message of messages) {
    switch (message.role) {
      case 'user':
        append('user', [{ type: 'text', text: message.content === '' ? '(empty message)' : message.content }]);
        break;
      case 'assistant':
        append('assistant', [
          ...(message.content.trim() === '' ? [] : [{ type: 'text' as const, text: message.content }]),
          ...message.toolCalls.map((call) => ({
            type: 'tool_use' as const,
            id: toolUseId(call.id),
            name: call.name,
            input: inputObject(call.arguments),
          })),
        ]);
        break;
      case 'tool':
        append('user', [
          {
            type: 'tool_result',
            tool_use_id: toolUseId(message.toolCallId),
            content: message.content,
            ...(message.isError ? { is_error: true } : {}),
          },
        ]);
        break;
    }
  }
  return out;
}

/** Anthropic ids are `[a-zA-Z0-9_-]+`; ids made by other providers (after a failover) are made to fit, the same way on both ends. */
function toolUseId(id: string): string {
  const clean = id.replace(/[^a-zA-Z0-9_-]/g, '_');
  return clean === '' ? 'call' : clean;
}

/** `tool_use.input` must be an object: a model's broken JSON goes back as `{}` (its tool result says what was wrong). */
function inputObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function* streamEvents(event: RawMessageStreamEvent): Iterable<RawEvent> {
  switch (event.type) {
    case 'message_start': {
      const usage = event.message.usage;
      const cached = usage.cache_read_input_tokens ?? 0;
      // Anthropic's input_tokens leaves out cached tokens; the engine counts every input token.
      yield {
        type: 'usage',
        input: usage.input_tokens + cached + (usage.cache_creation_input_tokens ?? 0),
        cached,
        output: usage.output_tokens,
      };
      break;
    }
    case 'content_block_start': {
      const block = event.content_block;
      if (block.type === 'tool_use') yield { type: 'tool-delta', index: event.index, id: block.id, name: block.name };
      else if (block.type === 'text' && block.text !== '') yield { type: 'text', text: block.text };
      break;
    }
    case 'content_block_delta': {
      const delta = event.delta;
      if (delta.type === 'text_delta' && delta.text !== '') yield { type: 'text', text: delta.text };
      else if (delta.type === 'input_json_delta')
        yield { type: 'tool-delta', index: event.index, arguments: delta.partial_json };
      break;
    }
    case 'message_delta':
      if (event.delta.stop_reason) yield { type: 'finish', reason: stopReason(event.delta.stop_reason) };
      yield { type: 'usage', output: event.usage.output_tokens };
      break;
    case 'content_block_stop':
    case 'message_stop':
      break;
  }
}

function* messageEvents(message: Message): Iterable<RawEvent> {
  for (const [index, block] of message.content.entries()) {
    if (block.type === 'text' && block.text !== '') yield { type: 'text', text: block.text };
    if (block.type === 'tool_use') {
      yield { type: 'tool-delta', index, id: block.id, name: block.name, arguments: JSON.stringify(block.input ?? {}) };
    }
  }
  if (message.stop_reason) yield { type: 'finish', reason: stopReason(message.stop_reason) };
  const cached = message.usage.cache_read_input_tokens ?? 0;
  yield {
    type: 'usage',
    input: message.usage.input_tokens + cached + (message.usage.cache_creation_input_tokens ?? 0),
    output: message.usage.output_tokens,
    cached,
  };
}

function stopReason(reason: string): FinishReason {
  if (reason === 'tool_use') return 'tool_calls';
  if (reason === 'end_turn' || reason === 'stop_sequence') return 'stop';
  if (reason === 'max_tokens' || reason === 'model_context_window_exceeded') return 'length';
  return 'other';
}
