import { z } from 'zod';

/** One setting: its schema, its value when never set, and what it is for. */
export interface SettingDefinition<T = unknown> {
  readonly schema: z.ZodType<T>;
  readonly default: T;
  readonly description: string;
}

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
