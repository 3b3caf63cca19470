import { z } from 'zod';
import { PresetIdSchema } from './assistant/presets';

/** One setting: its schema, its value when never set, and what it is for. */
export interface SettingDefinition<T = unknown> {
  readonly schema: z.ZodType<T>;
  readonly default: T;
  readonly description: string;
}

/** An http(s) address, as providers' base URLs are written. */
export const HttpUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i, 'an address starting with http:// or https://');

function setting<T>(schema: z.ZodType<T>, defaultValue: T, description: string): SettingDefinition<T> {
  return { schema, default: defaultValue, description };
}

/**
 * Every setting of the app, with its zod schema and default. Add a key here to add a setting; values
 * are stored as JSON and checked against the schema whenever they are written or read back.
 * Secrets (API keys) are NOT settings: they go through the `secrets:*` channels, encrypted.
 */
export const SETTINGS = {
  'appearance.theme': setting(
    z.enum(['system', 'light', 'dark']),
    'system',
    'Colour theme; "system" follows the operating system.',
  ),
  'assistant.toolCallLimit': setting(
    z.number().int().min(1).max(50),
    10,
    'Most tool calls the assistant may make in one turn.',
  ),
  'assistant.provider': setting(
    PresetIdSchema.nullable(),
    null,
    'The AI provider the assistant asks first; null until the user picks one.',
  ),
  'assistant.model': setting(z.string().trim().max(200), '', "The model to ask; empty means the provider's default."),
  'assistant.baseURL': setting(
    z.union([z.literal(''), HttpUrlSchema]),
    '',
    "The provider's address; empty means the preset's own (required for a custom OpenAI-compatible server).",
  ),
  'assistant.fallback': setting(
    z
      .strictObject({
        provider: PresetIdSchema,
        model: z.string().trim().min(1).max(200),
        baseURL: z.union([z.literal(''), HttpUrlSchema]).optional(),
      })
      .nullable(),
    null,
    'A second provider, asked when the first is down, rate-limited for long, or keeps failing.',
  ),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K]['default'];
/** Every setting's current value. */
export type SettingValues = { -readonly [K in SettingKey]: z.infer<(typeof SETTINGS)[K]['schema']> };

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** Names of secrets: dotted lowercase words ("openai.apiKey" style, e.g. "anthropic.apiKey"). */
export const SecretNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)*$/, 'secret names are dotted words, e.g. "openai.apiKey"');
