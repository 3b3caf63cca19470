// The SDK's own types check the non-streamed shapes; streamed chunks use a looser local type because
// the quirks deliberately break what the SDK declares (a missing `index`, for one).
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { CompletionUsage } from 'openai/resources/completions';
import type { FakeMessage, FakeStreamError, OpenAIQuirk, SseFrame } from './fake-llm-types';
import {
  CREATED,
  argumentsText,
  jsonFrame,
  splitText,
  usageOf,
  type WireContext,
  type WireFormat,
} from './wire-common';

/** A tool-call delta as the real services send it (quirks may drop `index` or `id`). */
interface ToolCallDelta {
  index?: number;
  id?: string;
  type?: 'function';
  function?: { name?: string; arguments?: string };
}

/** The delta of one chunk. */
interface Delta {
  role?: 'assistant';
  content?: string | null;
  refusal?: null;
  tool_calls?: ToolCallDelta[];
}

/** One chunk's single choice before the chunk envelope goes around it. */
interface ChoiceStep {
  delta: Delta;
  finish_reason: ChatCompletionChunk.Choice['finish_reason'];
}

/** The chat completion `usage` object. */
function usageObject(message: FakeMessage): CompletionUsage {
  const usage = usageOf(message);
  return {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
    prompt_tokens_details: { cached_tokens: usage.cached, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: 0,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
}

/** Groq's per-request extension, where it reports usage instead of a usage chunk. */
function xGroq(message: FakeMessage, context: WireContext) {
  const usage = usageOf(message);
  return {
    id: `req_fake_${context.requestNumber}`,
    usage: {
      queue_time: 0.01,
      prompt_tokens: usage.input,
      prompt_time: 0.002,
      completion_tokens: usage.output,
      completion_time: 0.02,
      total_tokens: usage.input + usage.output,
      total_time: 0.022,
    },
  };
}

function finishReasonOf(message: FakeMessage): ChatCompletionChunk.Choice['finish_reason'] & string {
  return message.finishReason ?? (message.toolCalls?.length ? 'tool_calls' : 'stop');
}

/** The deltas of each tool call, in order, shaped by the quirks that change what a call's deltas carry. */
function toolCallDeltas(message: FakeMessage, context: WireContext, quirks: Set<OpenAIQuirk>): ToolCallDelta[][] {
  return (message.toolCalls ?? []).map((call, index) => {
    const id = call.id ?? `call_${context.nextCallNumber()}`;
    const text = argumentsText(call);
    let deltas: ToolCallDelta[];
    if (quirks.has('whole-call-per-chunk')) {
      deltas = [{ index, id, type: 'function', function: { name: call.name, arguments: text } }];
    } else {
      deltas = [
        { index, id, type: 'function', function: { name: call.name, arguments: '' } },
        ...splitText(text, message.argumentPieces ?? 3).map((piece) => ({ index, function: { arguments: piece } })),
      ];
    }
    if (quirks.has('id-late') || quirks.has('no-id')) {
      delete deltas[0]!.id;
      if (quirks.has('id-late')) {
        if (deltas.length === 1) deltas.push({ index });
        deltas[1]!.id = id;
      }
    }
    for (const delta of deltas) {
      if (quirks.has('missing-index')) delete delta.index;
      else if (quirks.has('reused-index')) delta.index = 0;
    }
    return deltas;
  });
}

/** Renders scripted replies as OpenAI chat completions (and the variants of compatible servers). */
export const openaiWire: WireFormat = {
  streamFrames(message, context) {
    const quirks = new Set(message.quirks ?? []);
    const calls = toolCallDeltas(message, context, quirks);
    const steps: ChoiceStep[] = [];
    if (quirks.has('empty-first-chunk')) steps.push({ delta: {}, finish_reason: null });
    // Like the real API: content "" opens a reply with text (or nothing), null one of tool calls only.
    const content = message.text !== undefined || calls.length === 0 ? '' : null;
    steps.push({ delta: { role: 'assistant', content, refusal: null }, finish_reason: null });
    for (const piece of splitText(message.text ?? '', message.textPieces ?? 3))
      steps.push({ delta: { content: piece }, finish_reason: null });
    for (const delta of calls.flat()) steps.push({ delta: { tool_calls: [delta] }, finish_reason: null });
    steps.push({ delta: {}, finish_reason: finishReasonOf(message) });

    const groqUsage = quirks.has('usage-in-x-groq');
    const usageChunk = context.includeUsage && !groqUsage;
    const envelope = {
      id: `chatcmpl-fake-${context.requestNumber}`,
      object: 'chat.completion.chunk',
      created: CREATED,
      model: context.model,
      system_fingerprint: 'fp_fake',
    };
    const chunks: object[] = steps.map((step, i) => ({
      ...envelope,
      choices: [{ index: 0, ...step, logprobs: null }],
      // The real API puts "usage": null on every chunk when usage was asked for.
      ...(usageChunk ? { usage: null } : {}),
      ...(groqUsage && i === steps.length - 1 ? { x_groq: xGroq(message, context) } : {}),
    }));
    if (usageChunk) chunks.push({ ...envelope, choices: [], usage: usageObject(message) });
    return [...chunks.map((chunk) => jsonFrame(chunk)), { data: '[DONE]' }];
  },

  completion(message, context): ChatCompletion {
    const calls = (message.toolCalls ?? []).map((call) => ({
      id: call.id ?? `call_${context.nextCallNumber()}`,
      type: 'function' as const,
      function: { name: call.name, arguments: argumentsText(call) },
    }));
    return {
      id: `chatcmpl-fake-${context.requestNumber}`,
      object: 'chat.completion',
      created: CREATED,
      model: context.model,
      system_fingerprint: 'fp_fake',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            // null only beside tool calls: an empty reply has content "", as in the stream.
            content: message.text ?? (calls.length > 0 ? null : ''),
            refusal: null,
            annotations: [],
            ...(calls.length > 0 ? { tool_calls: calls } : {}),
          },
          logprobs: null,
          finish_reason: finishReasonOf(message),
        },
      ],
      usage: usageObject(message),
      service_tier: 'default',
    };
  },

  errorBody(status, message) {
    const known = OPENAI_ERRORS[status];
    const fallback = {
      message: `fake LLM server: scripted HTTP ${status}`,
      type: status >= 500 ? 'server_error' : 'invalid_request_error',
      code: null,
    };
    const error = known ?? fallback;
    return { error: { message: message ?? error.message, type: error.type, param: null, code: error.code } };
  },

  streamErrorFrame(error: FakeStreamError): SseFrame {
    return jsonFrame(
      { error: { ...error, type: error.type ?? 'server_error', param: null, code: error.code ?? null } },
      'error',
    );
  },

  streamErrorStatus(error) {
    return error.type === 'invalid_request_error' ? 400 : 500;
  },
};

/** Default error bodies, worded like the real API's. */
const OPENAI_ERRORS: Record<number, { message: string; type: string; code: string | null }> = {
  400: { message: 'Invalid request (scripted by the fake LLM server).', type: 'invalid_request_error', code: null },
  401: {
    message: 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  403: { message: 'You are not allowed to use this model.', type: 'invalid_request_error', code: null },
  404: {
    message: 'The model does not exist or you do not have access to it.',
    type: 'invalid_request_error',
    code: 'model_not_found',
  },
  429: {
    message: 'Rate limit reached for requests. Please try again in 1s.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
  500: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    code: null,
  },
  503: { message: 'The engine is currently overloaded, please try again later.', type: 'server_error', code: null },
};

/** GET /v1/models in OpenAI's list shape. */
export function openaiModelList(models: readonly string[]) {
  return {
    object: 'list',
    data: models.map((id) => ({ id, object: 'model', created: CREATED, owned_by: 'fake-llm-server' })),
  };
}
