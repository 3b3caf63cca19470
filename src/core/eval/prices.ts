/** Token counts of a run. `cached` is the part of `input` served from the provider's prompt cache. */
export interface TokenCounts {
  readonly input: number;
  readonly output: number;
  readonly cached: number;
}

/** US dollars per million tokens. */
export interface Price {
  readonly input: number;
  readonly cachedInput: number;
  readonly output: number;
}

/** When the prices below were last compared with the providers' price pages. */
export const PRICES_CHECKED = '2026-06';

const p = (input: number, cachedInput: number, output: number): Price => ({ input, cachedInput, output });

/**
 * List prices of a handful of common models, by provider and model id as the provider's API names
 * it. Where a provider gives no cache discount, cached input costs the input price. OpenRouter
 * passes the upstream price through. Prices change: update this table (and PRICES_CHECKED), and
 * treat costs as estimates.
 */
export const PRICES: Readonly<Record<string, Readonly<Record<string, Price>>>> = {
  openai: {
    'gpt-4o': p(2.5, 1.25, 10),
    'gpt-4o-mini': p(0.15, 0.075, 0.6),
    'gpt-4.1': p(2, 0.5, 8),
    'gpt-4.1-mini': p(0.4, 0.1, 1.6),
    'gpt-4.1-nano': p(0.1, 0.025, 0.4),
    'o4-mini': p(1.1, 0.275, 4.4),
    'gpt-5': p(1.25, 0.125, 10),
    'gpt-5-mini': p(0.25, 0.025, 2),
    'gpt-5-nano': p(0.05, 0.005, 0.4),
  },
  anthropic: {
    'claude-opus-4-1': p(15, 1.5, 75),
    'claude-opus-4-5': p(5, 0.5, 25),
    'claude-sonnet-4': p(3, 0.3, 15),
    'claude-sonnet-4-5': p(3, 0.3, 15),
    'claude-3-5-haiku': p(0.8, 0.08, 4),
    'claude-haiku-4-5': p(1, 0.1, 5),
  },
  groq: {
    'llama-3.1-8b-instant': p(0.05, 0.05, 0.08),
    'llama-3.3-70b-versatile': p(0.59, 0.59, 0.79),
    'openai/gpt-oss-20b': p(0.075, 0.0375, 0.3),
    'openai/gpt-oss-120b': p(0.15, 0.075, 0.6),
    'qwen/qwen3-32b': p(0.29, 0.29, 0.59),
  },
  cerebras: {
    'llama3.1-8b': p(0.1, 0.1, 0.1),
    'llama-3.3-70b': p(0.85, 0.85, 1.2),
    'gpt-oss-120b': p(0.25, 0.25, 0.69),
    'qwen-3-32b': p(0.4, 0.4, 0.8),
  },
  openrouter: {
    'openai/gpt-4o-mini': p(0.15, 0.075, 0.6),
    'openai/gpt-4.1-mini': p(0.4, 0.1, 1.6),
    'anthropic/claude-sonnet-4.5': p(3, 0.3, 15),
    'anthropic/claude-haiku-4.5': p(1, 0.1, 5),
    'meta-llama/llama-3.3-70b-instruct': p(0.13, 0.13, 0.4),
  },
};

/** Providers that run on the user's machine: their tokens cost nothing. */
export const LOCAL_PROVIDERS: readonly string[] = ['ollama', 'lmstudio', 'llamacpp', 'local'];

/** "claude-3-5-haiku-20241022", "gpt-4o-mini-2024-07-18", "…-latest" → the undated id. */
export function normalizeModel(model: string): string {
  return model
    .trim()
    .toLowerCase()
    .replace(/-latest$/, '')
    .replace(/-(\d{8}|\d{4}-\d{2}-\d{2})$/, '');
}

/**
 * The price of a model: looked up under its provider when given, else in every provider (a model
 * id listed by several providers with different prices is ambiguous: undefined). A local provider
 * is free. Unknown models are undefined, never free.
 */
export function priceOf(model: string, provider?: string, table: typeof PRICES = PRICES): Price | undefined {
  const id = normalizeModel(model);
  const key = provider?.trim().toLowerCase();
  if (key !== undefined && LOCAL_PROVIDERS.includes(key)) return p(0, 0, 0);
  if (key !== undefined) return table[key]?.[id];
  const found = Object.values(table)
    .map((prices) => prices[id])
    .filter((price): price is Price => price !== undefined);
  const distinct = new Set(found.map((price) => JSON.stringify(price)));
  return distinct.size === 1 ? found[0] : undefined;
}

/** Estimated cost in US dollars, or null when the model's price is not known (never a made-up 0). */
export function estimateCost(model: string, tokens: TokenCounts, provider?: string): number | null {
  const price = priceOf(model, provider);
  if (!price) return null;
  const cached = Math.min(tokens.cached, tokens.input);
  const dollars =
    ((tokens.input - cached) * price.input + cached * price.cachedInput + tokens.output * price.output) / 1_000_000;
  return dollars;
}
