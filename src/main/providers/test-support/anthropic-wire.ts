// The SDK's own types check that every shape below is what @anthropic-ai/sdk expects from the wire.
import type {
  Message,
  MessageDeltaUsage,
  RawMessageStreamEvent,
  StopReason,
  TextBlock,
  ToolUseBlock,
  Usage,
} from '@anthropic-ai/sdk/resources/messages';
import type { FakeMessage, SseFrame } from './fake-llm-types';
import {
  CREATED,
  argumentsText,
  jsonFrame,
  splitText,
  usageOf,
  type WireContext,
  type WireFormat,
} from './wire-common';

/** A tool_use block together with the argument text it was scripted with (streaming sends the text). */
type ScriptedBlock = TextBlock | (ToolUseBlock & { argumentText: string });

const STOP_REASONS = { stop: 'end_turn', tool_calls: 'tool_use', length: 'max_tokens' } as const;

function stopReasonOf(message: FakeMessage): StopReason {
  return STOP_REASONS[message.finishReason ?? (message.toolCalls?.length ? 'tool_calls' : 'stop')];
}

/**
 * The real API only ever returns an object as a tool_use `input`. A scripted argument string that is
 * not a JSON object ("" or broken JSON) becomes `{}` in a non-streamed reply; streaming sends it
 * verbatim in the partial_json pieces, which is where a real model's broken output would show.
 */
function inputOf(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The content blocks of a reply: its text first, then its tool calls. */
function contentBlocks(message: FakeMessage, context: WireContext): ScriptedBlock[] {
  const blocks: ScriptedBlock[] = [];
  if (message.text !== undefined) blocks.push({ type: 'text', text: message.text, citations: null });
  for (const call of message.toolCalls ?? []) {
    const argumentText = argumentsText(call);
    const id = call.id ?? `toolu_${context.nextCallNumber()}`;
    const caller = { type: 'direct' } as const;
    blocks.push({ type: 'tool_use', id, name: call.name, input: inputOf(argumentText), caller, argumentText });
  }
  return blocks;
}

/** The cumulative usage of message_delta; input_tokens excludes the cached part, as the real API counts it. */
function deltaUsage(message: FakeMessage): MessageDeltaUsage {
  const usage = usageOf(message);
  return {
    input_tokens: Math.max(0, usage.input - usage.cached),
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: usage.cached,
    output_tokens: usage.output,
    output_tokens_details: null,
    server_tool_use: null,
  };
}

/** A message's `usage`; message_start reports output_tokens as 1, like the real API. */
function messageUsage(message: FakeMessage, outputTokens: number): Usage {
  const { input_tokens, cache_read_input_tokens } = deltaUsage(message);
  return {
    input_tokens: input_tokens ?? 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens,
    cache_creation: { ephemeral_1h_input_tokens: 0, ephemeral_5m_input_tokens: 0 },
    output_tokens: outputTokens,
    output_tokens_details: null,
    server_tool_use: null,
    service_tier: 'standard',
    inference_geo: null,
    speed: null,
  };
}

/** A message with everything but its content, stop reason and usage. */
function messageEnvelope(context: WireContext) {
  return {
    id: `msg_fake_${context.requestNumber}`,
    type: 'message',
    role: 'assistant',
    model: context.model,
    container: null,
    diagnostics: null,
    stop_details: null,
    stop_sequence: null,
  } as const;
}

/** Renders scripted replies as Anthropic Messages. */
export const anthropicWire: WireFormat = {
  streamFrames(message, context) {
    const frames: SseFrame[] = [];
    const send = (event: RawMessageStreamEvent | { type: 'ping' }) => frames.push(jsonFrame(event, event.type));
    const start = { ...messageEnvelope(context), content: [], stop_reason: null, usage: messageUsage(message, 1) };
    send({ type: 'message_start', message: start });
    const blocks = contentBlocks(message, context);
    // The real API sends a ping early in the stream; clients must skip it.
    if (blocks.length === 0) send({ type: 'ping' });
    blocks.forEach((block, index) => {
      if (block.type === 'text') {
        send({ type: 'content_block_start', index, content_block: { ...block, text: '' } });
        if (index === 0) send({ type: 'ping' });
        for (const text of splitText(block.text, message.textPieces ?? 3))
          send({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
      } else {
        const { argumentText, ...toolUse } = block;
        send({ type: 'content_block_start', index, content_block: { ...toolUse, input: {} } });
        if (index === 0) send({ type: 'ping' });
        // Like the real API, the first input_json_delta is empty.
        for (const partial_json of ['', ...splitText(argumentText, message.argumentPieces ?? 3)])
          send({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json } });
      }
      send({ type: 'content_block_stop', index });
    });
    send({
      type: 'message_delta',
      delta: { stop_reason: stopReasonOf(message), stop_sequence: null, stop_details: null, container: null },
      usage: deltaUsage(message),
    });
    send({ type: 'message_stop' });
    return frames;
  },

  completion(message, context): Message {
    const content = contentBlocks(message, context).map((block) => {
      if (block.type === 'text') return block;
      const { argumentText: _sentAsInput, ...toolUse } = block;
      return toolUse;
    });
    const usage = messageUsage(message, usageOf(message).output);
    return { ...messageEnvelope(context), content, stop_reason: stopReasonOf(message), usage };
  },

  errorBody(status, message) {
    const [type, defaultMessage] = ANTHROPIC_ERRORS[status] ?? [
      status >= 500 ? 'api_error' : 'invalid_request_error',
      `fake LLM server: scripted HTTP ${status}`,
    ];
    return { type: 'error', error: { type, message: message ?? defaultMessage }, request_id: 'req_fake' };
  },

  streamErrorFrame(error) {
    const type = error.type ?? 'overloaded_error';
    return jsonFrame({ type: 'error', error: { type, message: error.message } }, 'error');
  },

  streamErrorStatus(error) {
    const type = error.type ?? 'overloaded_error';
    const entry = Object.entries(ANTHROPIC_ERRORS).find(([, [known]]) => known === type);
    return entry ? Number(entry[0]) : 500;
  },
};

/** Default error types and messages by status, as the real API words them. */
const ANTHROPIC_ERRORS: Record<number, [type: string, message: string]> = {
  400: ['invalid_request_error', 'Invalid request (scripted by the fake LLM server).'],
  401: ['authentication_error', 'invalid x-api-key'],
  403: ['permission_error', 'Your API key does not have permission to use the specified resource.'],
  404: ['not_found_error', 'model: not found'],
  413: ['request_too_large', 'Request exceeds the maximum allowed number of bytes.'],
  429: ['rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit.'],
  500: ['api_error', 'Internal server error'],
  529: ['overloaded_error', 'Overloaded'],
};

/** GET /v1/models in Anthropic's paged shape. */
export function anthropicModelList(models: readonly string[]) {
  const createdAt = new Date(CREATED * 1000).toISOString();
  return {
    data: models.map((id) => ({ id, type: 'model', display_name: id, created_at: createdAt })),
    has_more: false,
    first_id: models[0] ?? null,
    last_id: models.at(-1) ?? null,
  };
}
