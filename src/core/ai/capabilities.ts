import type { PresetId } from '../../shared/assistant/presets';

/** What a model accepts, decided per provider and model (the providers differ in small, breaking ways). */
export interface ModelCapabilities {
  /** Send `strict: true` on tool definitions (constrained decoding). Some Cerebras models refuse it. */
  readonly strictTools: boolean;
  /**
   * `parallel_tool_calls`: the value to send, or undefined to leave it out. Cerebras refuses the
   * parameter ("parallel_tool_calls=False is not supported"); OpenAI's strict mode needs `false`.
   */
  readonly parallelToolCalls: boolean | undefined;
  /** Stream while tools are present. Ollama drops or garbles streamed tool calls: it gets a plain request. */
  readonly streamWithTools: boolean;
  /** Ask for usage in the last streamed chunk (`stream_options.include_usage`). */
  readonly streamUsage: boolean;
  /** Mark the stable prefix (system prompt, tools) for the provider's prompt cache (Anthropic). */
  readonly promptCacheMarks: boolean;
}

interface Rule {
  readonly presets: readonly PresetId[];
  /** Matches the model name; undefined matches any. */
  readonly model?: RegExp;
  readonly set: Partial<ModelCapabilities>;
}

const BASE: ModelCapabilities = {
  strictTools: false,
  parallelToolCalls: undefined,
  streamWithTools: true,
  streamUsage: true,
  promptCacheMarks: false,
};

/**
 * The table, most general first; later rules override earlier ones. Sources: the providers' docs
 * and the failures users reported (see docs/ASSISTANT.md, "Provider quirks").
 */
const RULES: readonly Rule[] = [
  // OpenAI's current models support strict schemas; strict mode cannot be combined with parallel calls.
  { presets: ['openai'], model: /^(gpt-4o|gpt-4\.1|gpt-5|o\d)/, set: { strictTools: true, parallelToolCalls: false } },
  // Cerebras: never send parallel_tool_calls; strict only where the model accepts it (not assumed).
  { presets: ['cerebras'], set: { parallelToolCalls: undefined, strictTools: false } },
  // Ollama: streamed tool calls are unreliable (missing or dropped); usage in streams is version-dependent.
  { presets: ['ollama'], set: { streamWithTools: false } },
  // LM Studio: tool generation fails with streaming in multi-turn chats on some versions.
  { presets: ['lmstudio'], set: { streamWithTools: false } },
  { presets: ['anthropic'], set: { promptCacheMarks: true } },
];

/** The capabilities of `model` at `preset`. */
export function capabilitiesFor(preset: PresetId, model: string): ModelCapabilities {
  let result = BASE;
  for (const rule of RULES) {
    if (!rule.presets.includes(preset)) continue;
    if (rule.model && !rule.model.test(model)) continue;
    result = { ...result, ...rule.set };
  }
  return result;
}
