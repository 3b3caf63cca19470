import { z } from 'zod';
import { SETTING_KEYS, SecretNameSchema } from '../settings';
import type { ChannelSpec } from './types';

const SettingKeySchema = z.enum(SETTING_KEYS as [string, ...string[]]);

/** What the renderer may know about a secret: whether it is set, never its value. */
export const SecretStatusSchema = z.object({
  name: z.string(),
  hasValue: z.boolean(),
  updatedAt: z.number().optional(),
});
export type SecretStatus = z.infer<typeof SecretStatusSchema>;

/** Channels over settings (plain JSON values with schemas) and secrets (write-only, encrypted). */
export const settingsChannels = {
  'settings:get': {
    description: 'Every setting with its current value (the default where none was set).',
    input: z.strictObject({}),
    output: z.object({ values: z.record(z.string(), z.json()) }),
  },
  'settings:set': {
    description: "Sets one setting; the value must satisfy that setting's schema.",
    input: z.strictObject({ key: SettingKeySchema, value: z.json() }),
    output: z.object({ key: z.string(), value: z.json() }),
  },
  'settings:reset': {
    description: 'Puts one setting back to its default.',
    input: z.strictObject({ key: SettingKeySchema }),
    output: z.object({ key: z.string(), value: z.json() }),
  },
  'secrets:list': {
    description: 'The stored secrets (API keys) and whether secrets can be stored here; never their values.',
    input: z.strictObject({}),
    output: z.object({
      /** Whether secrets can be stored at all. */
      available: z.boolean(),
      /** False when the store only obfuscates (Electron's basic_text on Linux): say so before storing a key. */
      secure: z.boolean(),
      /** How they are protected: keychain, dpapi, gnome_libsecret, kwallet5, basic_text, key-file, or none. */
      backend: z.string(),
      secrets: z.array(SecretStatusSchema),
    }),
  },
  'secrets:set': {
    description: 'Stores a secret, encrypted. The value never comes back over any channel.',
    input: z.strictObject({ name: SecretNameSchema, value: z.string().min(1).max(4096) }),
    output: SecretStatusSchema,
  },
  'secrets:delete': {
    description: 'Forgets a secret.',
    input: z.strictObject({ name: SecretNameSchema }),
    output: SecretStatusSchema,
  },
} satisfies Record<string, ChannelSpec>;
