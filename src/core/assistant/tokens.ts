import { countTokens as count } from 'gpt-tokenizer';

/**
 * Tokens of a text with a real tokenizer (OpenAI's o200k_base, through gpt-tokenizer). Other
 * providers' tokenizers differ by a few percent; budgets leave room for that.
 */
export function countTokens(text: string): number {
  return count(text);
}
