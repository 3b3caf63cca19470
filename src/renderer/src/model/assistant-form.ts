// The assistant's settings as the dialog edits them: text fields, checked against the settings'
// own schemas before anything is written. Pure, so the store and its tests share it.
import type { LocalServer } from '../../../shared/contract/assistant-channels';
import { PRESET_IDS, PROVIDER_PRESETS, type PresetId } from '../../../shared/assistant/presets';
import { SETTINGS, type SettingKey, type SettingValues } from '../../../shared/settings';

/** The assistant's settings as the dialog's fields hold them ("" = none chosen / the preset's own). */
export interface AssistantForm {
  readonly provider: PresetId | '';
  readonly model: string;
  readonly baseURL: string;
  readonly fallbackProvider: PresetId | '';
  readonly fallbackModel: string;
  readonly fallbackBaseURL: string;
  readonly toolCallLimit: string;
}

export type AssistantField = keyof AssistantForm;

/** What is wrong with a field, in the user's words. */
export type FormErrors = Partial<Record<AssistantField, string>>;

/** The settings the assistant section writes. */
export const ASSISTANT_KEYS = [
  'assistant.provider',
  'assistant.model',
  'assistant.baseURL',
  'assistant.fallback',
  'assistant.toolCallLimit',
] as const satisfies readonly SettingKey[];

type AssistantKey = (typeof ASSISTANT_KEYS)[number];
export type AssistantSettings = Pick<SettingValues, AssistantKey>;

/** The fields showing these settings. */
export function formFromSettings(values: AssistantSettings): AssistantForm {
  const fallback = values['assistant.fallback'];
  return {
    provider: values['assistant.provider'] ?? '',
    model: values['assistant.model'],
    baseURL: values['assistant.baseURL'],
    fallbackProvider: fallback?.provider ?? '',
    fallbackModel: fallback?.model ?? '',
    fallbackBaseURL: fallback?.baseURL ?? '',
    toolCallLimit: String(values['assistant.toolCallLimit']),
  };
}

/** Whether a preset needs an address the user gives (a custom server). */
export function needsAddress(preset: PresetId): boolean {
  return PROVIDER_PRESETS[preset].baseURL === undefined;
}

/** Whether the dialog shows a preset's address field without asking (custom and local servers). */
export function showsAddress(preset: PresetId): boolean {
  return needsAddress(preset) || PROVIDER_PRESETS[preset].local;
}

/**
 * The settings the fields stand for, or what is wrong with each field. Every value is checked with
 * the setting's own schema, so what passes here is what the main process accepts.
 */
export function settingsFromForm(form: AssistantForm): { values: AssistantSettings; errors: FormErrors } {
  const errors: FormErrors = {};
  const model = form.model.trim();
  const baseURL = form.baseURL.trim().replace(/\/+$/, '');
  if (form.provider !== '' && needsAddress(form.provider) && baseURL === '') {
    errors.baseURL = 'Enter the address of the server, e.g. http://127.0.0.1:8080/v1.';
  } else if (!SETTINGS['assistant.baseURL'].schema.safeParse(baseURL).success) {
    errors.baseURL = 'Enter an address starting with http:// or https://, e.g. http://127.0.0.1:8080/v1.';
  }
  if (form.provider !== '' && model === '' && PROVIDER_PRESETS[form.provider].defaultModel === '') {
    errors.model = 'Enter the name of a model this server offers.';
  } else if (!SETTINGS['assistant.model'].schema.safeParse(model).success) {
    errors.model = 'A model name has at most 200 characters.';
  }
  const limit = Number(form.toolCallLimit.trim());
  if (form.toolCallLimit.trim() === '' || !SETTINGS['assistant.toolCallLimit'].schema.safeParse(limit).success) {
    errors.toolCallLimit = 'Enter a whole number from 1 to 50.';
  }
  const fallback = fallbackFromForm(form, errors);
  return {
    values: {
      'assistant.provider': form.provider === '' ? null : form.provider,
      'assistant.model': model,
      'assistant.baseURL': baseURL,
      'assistant.fallback': fallback,
      'assistant.toolCallLimit': Number.isInteger(limit) ? limit : SETTINGS['assistant.toolCallLimit'].default,
    },
    errors,
  };
}

function fallbackFromForm(form: AssistantForm, errors: FormErrors): AssistantSettings['assistant.fallback'] {
  if (form.fallbackProvider === '') return null;
  const preset = PROVIDER_PRESETS[form.fallbackProvider];
  const model = form.fallbackModel.trim() || preset.defaultModel;
  const baseURL = form.fallbackBaseURL.trim().replace(/\/+$/, '');
  if (model === '') errors.fallbackModel = 'Enter the fallback’s model.';
  if (needsAddress(form.fallbackProvider) && baseURL === '') {
    errors.fallbackBaseURL = 'Enter the address of the fallback server.';
  }
  const value = { provider: form.fallbackProvider, model, ...(baseURL === '' ? {} : { baseURL }) };
  const checked = SETTINGS['assistant.fallback'].schema.safeParse(value);
  if (!checked.success && errors.fallbackModel === undefined && errors.fallbackBaseURL === undefined) {
    const path = checked.error.issues[0]?.path[0];
    if (path === 'baseURL') errors.fallbackBaseURL = 'Enter an address starting with http:// or https://.';
    else errors.fallbackModel = 'A model name has at most 200 characters.';
  }
  return checked.success ? checked.data : null;
}

/** The settings whose value differs, in the order they are written (the provider before its model). */
export function settingChanges(
  current: AssistantSettings,
  next: AssistantSettings,
  only: readonly AssistantKey[] = ASSISTANT_KEYS,
): { key: AssistantKey; value: AssistantSettings[AssistantKey] }[] {
  return ASSISTANT_KEYS.filter((key) => only.includes(key))
    .filter((key) => JSON.stringify(current[key]) !== JSON.stringify(next[key]))
    .map((key) => ({ key, value: next[key] }));
}

/** The settings each field is written to. */
export const FIELD_KEYS: Readonly<Record<AssistantField, AssistantKey>> = {
  provider: 'assistant.provider',
  model: 'assistant.model',
  baseURL: 'assistant.baseURL',
  fallbackProvider: 'assistant.fallback',
  fallbackModel: 'assistant.fallback',
  fallbackBaseURL: 'assistant.fallback',
  toolCallLimit: 'assistant.toolCallLimit',
};

/** Another preset for the first provider: its own model and address (the old ones belong to the old preset). */
export function withPreset(form: AssistantForm, preset: PresetId | ''): AssistantForm {
  if (preset === form.provider) return form;
  return { ...form, provider: preset, model: '', baseURL: '' };
}

/** Another preset for the fallback: its default model and its own address. */
export function withFallbackPreset(form: AssistantForm, preset: PresetId | ''): AssistantForm {
  if (preset === form.fallbackProvider) return form;
  return {
    ...form,
    fallbackProvider: preset,
    fallbackModel: preset === '' ? '' : PROVIDER_PRESETS[preset].defaultModel,
    fallbackBaseURL: '',
  };
}

/** A local server found on this computer, as the first provider with one of its models. */
export function withLocalServer(form: AssistantForm, server: LocalServer, model: string): AssistantForm {
  const preset = PROVIDER_PRESETS[server.preset];
  // The preset's own address stays implicit, so a later change of the preset's default follows.
  const baseURL = trimSlash(server.baseURL) === trimSlash(preset.baseURL ?? '') ? '' : server.baseURL;
  return { ...form, provider: server.preset, model, baseURL };
}

/** The address a provider is reached at: the one given, else the preset's. Undefined when there is none. */
export function effectiveBaseURL(preset: PresetId, baseURL: string): string | undefined {
  const given = trimSlash(baseURL.trim());
  return given === '' ? PROVIDER_PRESETS[preset].baseURL : given;
}

/** Names one provider at one address: model lists are kept per probe. */
export function probeKey(preset: PresetId, baseURL: string): string {
  return `${preset} ${effectiveBaseURL(preset, baseURL) ?? ''}`;
}

/** The model a request names: the one given, else the preset's default ("" when neither). */
export function effectiveModel(preset: PresetId, model: string): string {
  return model.trim() || PROVIDER_PRESETS[preset].defaultModel;
}

/** Whether `value` is a preset id (a `<select>`'s value). */
export function isPresetId(value: string): value is PresetId {
  return (PRESET_IDS as readonly string[]).includes(value);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
