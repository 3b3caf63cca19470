import OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { ModelCapabilities } from '../../core/ai/capabilities';
import type { ProviderConfig } from '../../core/ai/config';
import type { ChatMessage } from '../../core/ai/messages';
import type { FinishReason, ModelRequest, Provider, RawEvent } from '../../core/ai/provider';
import { classifyError } from './classify-error';
import { ProviderIdentity, SDK_TIMEOUT_MS } from './sdk-options';

/**
 * OpenAI chat completions through the `openai` SDK, for every OpenAI-compatible preset (OpenAI,
 * Groq, Cerebras, OpenRouter, Ollama, LM Studio, custom gateways). The SDK's retries are off (the
 * engine has one policy of its own) and its timeout is only a backstop (it covers a stream's headers
 * only; the engine's own timers watch the body).
 */
export class OpenAIChatProvider extends ProviderIdentity implements Provider {
  private readonly client: OpenAI;

  constructor(config: ProviderConfig, capabilities?: ModelCapabilities) {
    super(config, capabilities);
    this.client = new OpenAI({
      baseURL: config.baseURL,
      // Always explicit: the SDK would otherwise read OPENAI_API_KEY and send it to any server.
      apiKey: config.apiKey ?? 'no-key',
      organization: null,
      project: null,
      webhookSecret: null,
      maxRetries: 0,
      timeout: SDK_TIMEOUT_MS,
    });
  }

  async *stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<RawEvent> {
    const body = this.body(request);
    try {
      if (!request.stream) {
        const completion = await this.client.chat.completions.create({ ...body, stream: false }, { signal });
        yield* completionEvents(completion);
        return;
      }
      const stream = await this.client.chat.completions.create(
        {
          ...body,
          stream: true,
          ...(this.capabilities.streamUsage ? { stream_options: { include_usage: true } } : {}),
        },
        { signal },
      );
      for await (const chunk of stream) yield* chunkEvents(chunk);
    } catch (error) {
      throw classifyError(error);
    }
  }

  async listModels(signal: AbortSignal): Promise<string[]> {
    try {
      const ids: string[] = [];
      for await (const model of this.client.models.list({ signal })) ids.push(model.id);
      return ids.sort();
    } catch (error) {
      throw classifyError(error);
    }
  }

  private body(request: ModelRequest): ChatCompletionCreateParamsBase {
    const hasTools = request.tools.length > 0;
    const tools: ChatCompletionTool[] = request.tools.map((tool) => ({
      type: 'function',
      function: {
        name: tool.name,
        description: tool.description,
        parameters: tool.parameters,
        ...(this.capabilities.strictTools ? { strict: true } : {}),
      },
    }));
    const limit = request.maxOutputTokens;
    return {
      model: this.model,
      messages: toOpenAIMessages(request.system, request.messages),
      ...(hasTools ? { tools, tool_choice: request.toolChoice } : {}),
      ...(hasTools && this.capabilities.parallelToolCalls !== undefined
        ? { parallel_tool_calls: this.capabilities.parallelToolCalls }
        : {}),
      ...(limit === undefined
        ? {}
        : this.preset === 'openai'
          ? { max_completion_tokens: limit }
          : { max_tokens: limit }),
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    };
  }
}

/** The engine's messages in chat-completions form. Tool messages carry only what every server accepts. */
export function toOpenAIMessages(system: string, messages: readonly ChatMessage[]): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = system === '' ? [] : [{ role: 'system', content: system }];
  for (const message of messages) {
    switch (message.role) {
      case 'user':
        out.push({ role: 'user', content: message.content });
        break;
      case 'assistant':
        out.push({
          role: 'assistant',
          content: message.content === '' ? null : message.content,
          ...(message.toolCalls.length === 0
            ? {}
            : {
                tool_calls: message.toolCalls.map((call) => ({
                  id: call.id,
                  type: 'function' as const,
                  function: { name: call.name, arguments: historyArguments(call.arguments) },
                })),
              }),
        });
        break;
      case 'tool':
        // Only the documented keys: Groq refuses extra ones (e.g. "name") on tool messages.
        out.push({ role: 'tool', tool_call_id: message.toolCallId, content: message.content });
        break;
    }
  }
  return out;
}

/**
 * Arguments as sent back in the history: a model's broken JSON is replaced by `{}` (some servers,
 * Ollama among them, parse the history and refuse it); the tool result already told the model
 * what was wrong with what it sent.
 */
function historyArguments(text: string): string {
  if (text.trim() === '') return '{}';
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? text : '{}';
  } catch {
    return '{}';
  }
}

/** Groq reports usage in `x_groq.usage` of the last chunk instead of a usage chunk. */
type ChunkWithExtras = ChatCompletionChunk & { x_groq?: { usage?: ChatCompletionChunk['usage'] } };

function* chunkEvents(chunk: ChunkWithExtras): Iterable<RawEvent> {
  for (const choice of chunk.choices ?? []) {
    if (choice.index !== undefined && choice.index !== 0) continue;
    const delta = choice.delta ?? {};
    if (typeof delta.content === 'string' && delta.content !== '') yield { type: 'text', text: delta.content };
    for (const call of delta.tool_calls ?? []) {
      yield {
        type: 'tool-delta',
        ...(typeof call.index === 'number' ? { index: call.index } : {}),
        ...(call.id ? { id: call.id } : {}),
        ...(call.function?.name ? { name: call.function.name } : {}),
        ...(typeof call.function?.arguments === 'string' ? { arguments: call.function.arguments } : {}),
      };
    }
    if (choice.finish_reason) yield { type: 'finish', reason: finishReason(choice.finish_reason) };
  }
  const usage = chunk.usage ?? chunk.x_groq?.usage;
  if (usage) yield usageEvent(usage);
}

function* completionEvents(completion: ChatCompletion): Iterable<RawEvent> {
  const choice = completion.choices?.[0];
  if (choice) {
    const { message } = choice;
    if (typeof message.content === 'string' && message.content !== '') yield { type: 'text', text: message.content };
    for (const [index, call] of (message.tool_calls ?? []).entries()) {
      if (call.type !== 'function') continue;
      yield {
        type: 'tool-delta',
        index,
        ...(call.id ? { id: call.id } : {}),
        name: call.function.name,
        arguments: call.function.arguments ?? '',
      };
    }
    if (choice.finish_reason) yield { type: 'finish', reason: finishReason(choice.finish_reason) };
  }
  if (completion.usage) yield usageEvent(completion.usage);
}

function usageEvent(usage: NonNullable<ChatCompletionChunk['usage']>): RawEvent {
  return {
    type: 'usage',
    input: usage.prompt_tokens ?? 0,
    output: usage.completion_tokens ?? 0,
    cached: usage.prompt_tokens_details?.cached_tokens ?? 0,
  };
}

function finishReason(reason: string): FinishReason {
  if (reason === 'tool_calls' || reason === 'function_call') return 'tool_calls';
  if (reason === 'stop' || reason === 'length') return reason;
  return 'other';
}
