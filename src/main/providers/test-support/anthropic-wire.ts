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

type ContentBlock =
  { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: unknown; arguments: string };

const STOP_REASONS = { stop: 'end_turn', tool_calls: 'tool_use', length: 'max_tokens' } as const;

function stopReasonOf(message: FakeMessage): string {
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
function contentBlocks(message: FakeMessage, context: WireContext): ContentBlock[] {
  const blocks: ContentBlock[] = message.text !== undefined ? [{ type: 'text', text: message.text }] : [];
  for (const call of message.toolCalls ?? []) {
    const text = argumentsText(call);
    const id = call.id ?? `toolu_${context.nextCallNumber()}`;
    blocks.push({ type: 'tool_use', id, name: call.name, input: inputOf(text), arguments: text });
  }
  return blocks;
}

/** The `usage` object; input_tokens excludes the cached part, as the real API counts it. */
function usageObject(message: FakeMessage, outputTokens: number) {
  const usage = usageOf(message);
  return {
    input_tokens: Math.max(0, usage.input - usage.cached),
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: usage.cached,
    output_tokens: outputTokens,
  };
}

function messageEnvelope(context: WireContext) {
  return {
    id: `msg_fake_${context.requestNumber}`,
    type: 'message',
    role: 'assistant',
    model: context.model,
    container: null,
  };
}

/** Renders scripted replies as Anthropic Messages. */
export const anthropicWire: WireFormat = {
  streamFrames(message, context) {
    const frames: SseFrame[] = [];
    const send = (type: string, data: object) => frames.push(jsonFrame({ type, ...data }, type));
    send('message_start', {
      message: {
        ...messageEnvelope(context),
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { ...usageObject(message, 1), service_tier: 'standard' },
      },
    });
    const blocks = contentBlocks(message, context);
    if (blocks.length === 0) send('ping', {});
    blocks.forEach((block, index) => {
      if (block.type === 'text') {
        send('content_block_start', { index, content_block: { type: 'text', text: '' } });
        // The real API sends a ping early in the stream; clients must skip it.
        if (index === 0) send('ping', {});
        for (const text of splitText(block.text, message.textPieces ?? 3))
          send('content_block_delta', { index, delta: { type: 'text_delta', text } });
      } else {
        const { id, name } = block;
        send('content_block_start', { index, content_block: { type: 'tool_use', id, name, input: {} } });
        if (index === 0) send('ping', {});
        // Like the real API, the first input_json_delta is empty.
        for (const partial_json of ['', ...splitText(block.arguments, message.argumentPieces ?? 3)])
          send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } });
      }
      send('content_block_stop', { index });
    });
    send('message_delta', {
      delta: { stop_reason: stopReasonOf(message), stop_sequence: null },
      usage: usageObject(message, usageOf(message).output),
    });
    send('message_stop', {});
    return frames;
  },

  completion(message, context) {
    const content = contentBlocks(message, context).map((block) =>
      block.type === 'text' ? block : { type: 'tool_use', id: block.id, name: block.name, input: block.input },
    );
    return {
      ...messageEnvelope(context),
      content,
      stop_reason: stopReasonOf(message),
      stop_sequence: null,
      usage: { ...usageObject(message, usageOf(message).output), service_tier: 'standard' },
    };
  },

  errorBody(status, message) {
    const [type, defaultMessage] = ANTHROPIC_ERRORS[status] ?? [
      status >= 500 ? 'api_error' : 'invalid_request_error',
      `fake LLM server: scripted HTTP ${status}`,
    ];
    return { type: 'error', error: { type, message: message ?? defaultMessage }, request_id: 'req_fake' };
  },

  streamErrorFrame(error) {
    return jsonFrame(
      { type: 'error', error: { type: error.type ?? 'overloaded_error', message: error.message } },
      'error',
    );
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
