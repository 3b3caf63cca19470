import type { StateCreator } from 'zustand';
import type { AssistantStatus, LocalServer } from '../../../shared/contract/assistant-channels';
import { SETTINGS, SETTING_KEYS, type SettingKey, type SettingValues } from '../../../shared/settings';
import { call } from '../platform/api';
import {
  FIELD_KEYS,
  formFromSettings,
  settingChanges,
  settingsFromForm,
  type AssistantField,
  type AssistantForm,
  type FormErrors,
} from '../model/assistant-form';
import type { AppState } from './app-store';
import { providerActions, type ProviderActions } from './provider-actions';

/** How this computer keeps API keys (`secrets:list`), never a key itself. */
export interface SecretStoreInfo {
  readonly available: boolean;
  readonly secure: boolean;
  readonly backend: string;
}

/** A problem to show, in the user's words. */
export interface Problem {
  readonly message: string;
  readonly hint: string;
}

/**
 * The settings dialog's state: the settings as stored, the assistant's fields being edited, which
 * API keys are stored (names only), the assistant's status, local servers and model lists. A key
 * typed by the user goes out with one call (`secrets:set`, or a check) and is never kept here.
 */
export interface SettingsSlice extends ProviderActions {
  /** Every setting's value, once read (`settings:get`), kept current by `settings.changed`. */
  settingsValues: SettingValues | undefined;
  secretStore: SecretStoreInfo | undefined;
  /** The names of the stored secrets ("openai.apiKey"): whether a key is saved, never its value. */
  storedKeys: readonly string[];
  assistantStatus: AssistantStatus | undefined;
  /** Ollama and LM Studio found on this computer; undefined while looking. */
  localServers: readonly LocalServer[] | undefined;
  /** The assistant's settings as the dialog's fields hold them. */
  assistantForm: AssistantForm;
  /** Whether the fields show the stored settings yet (nothing is saved from them before). */
  assistantFormReady: boolean;
  formErrors: FormErrors;
  /** A setting that could not be read or written. */
  settingsProblem: Problem | undefined;
  /** Numbers the dialog's requests, so only the latest answer for a thing is shown. */
  settingsRequestSeq: number;
  /** Reads every setting (the app calls it at start: the theme is one). */
  loadSettings: () => Promise<void>;
  /** The dialog opened: reads the settings, the stored keys, the status, and looks for local servers. */
  prepareSettingsDialog: () => Promise<void>;
  /** A setting changed in the main process (`settings.changed`). */
  receiveSetting: (key: string, value: unknown) => void;
  /** Changes fields without saving them (typing). */
  editAssistant: (patch: Partial<AssistantForm>) => void;
  /**
   * Saves the settings behind `fields` (all of them when omitted) that are valid and changed; the
   * others keep their error. Returns whether everything asked for was saved.
   */
  saveAssistant: (fields?: readonly AssistantField[]) => Promise<boolean>;
  /** Reads the assistant's status again (after a change of its settings or keys). */
  refreshAssistantStatus: () => Promise<void>;
  /** Reads which secrets are stored, and how (`secrets:list`). */
  refreshSecrets: () => Promise<void>;
}

const EMPTY_FORM: AssistantForm = formFromSettings({
  'assistant.provider': SETTINGS['assistant.provider'].default,
  'assistant.model': SETTINGS['assistant.model'].default,
  'assistant.baseURL': SETTINGS['assistant.baseURL'].default,
  'assistant.fallback': SETTINGS['assistant.fallback'].default,
  'assistant.toolCallLimit': SETTINGS['assistant.toolCallLimit'].default,
});

/** A setting's value checked against its schema, or its default (an answer is data from outside). */
function checkedValue<K extends SettingKey>(key: K, value: unknown): SettingValues[K] {
  const parsed = SETTINGS[key].schema.safeParse(value);
  return (parsed.success ? parsed.data : SETTINGS[key].default) as SettingValues[K];
}

function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}

export const createSettingsSlice: StateCreator<AppState, [], [], SettingsSlice> = (set, get) => ({
  settingsValues: undefined,
  secretStore: undefined,
  storedKeys: [],
  assistantStatus: undefined,
  localServers: undefined,
  assistantForm: EMPTY_FORM,
  assistantFormReady: false,
  formErrors: {},
  settingsProblem: undefined,
  settingsRequestSeq: 0,

  async loadSettings() {
    const result = await call('settings:get', {});
    if (!result.success) {
      set({ settingsProblem: { message: `The settings could not be read: ${result.error}`, hint: result.hint } });
      return;
    }
    const values = {} as Record<SettingKey, unknown>;
    for (const key of SETTING_KEYS) values[key] = checkedValue(key, result.data.values[key]);
    set({ settingsValues: values as SettingValues });
    get().applyThemePreference((values as SettingValues)['appearance.theme']);
  },

  async prepareSettingsDialog() {
    const known = get().settingsValues;
    const shown = known ? formFromSettings(known) : EMPTY_FORM;
    set({
      assistantForm: shown,
      assistantFormReady: known !== undefined,
      formErrors: {},
      connectionTest: undefined,
      keyProblem: undefined,
      settingsProblem: undefined,
    });
    void get().loadAppInfo();
    void get().detectLocalServers();
    const others = Promise.all([get().refreshSecrets(), get().refreshAssistantStatus()]);
    await get().loadSettings();
    const values = get().settingsValues;
    // Fields the user already edited meanwhile keep what they typed.
    if (values && get().assistantForm === shown) set({ assistantForm: formFromSettings(values) });
    if (values) set({ assistantFormReady: true });
    await others;
    get().listModelsForForm();
  },

  receiveSetting(key, value) {
    if (!isSettingKey(key)) return;
    const checked = checkedValue(key, value);
    const values = get().settingsValues;
    if (values) set({ settingsValues: { ...values, [key]: checked } });
    if (key === 'appearance.theme') {
      const preference = checked as SettingValues['appearance.theme'];
      if (preference !== get().themePreference) get().applyThemePreference(preference);
    }
  },

  editAssistant(patch) {
    const form = { ...get().assistantForm, ...patch };
    const touched = Object.keys(patch) as AssistantField[];
    const errors = { ...get().formErrors };
    for (const field of touched) delete errors[field];
    // A check of the old provider says nothing about the new one.
    const probeChanged = touched.some((f) => f === 'provider' || f === 'model' || f === 'baseURL');
    set({ assistantForm: form, formErrors: errors, ...(probeChanged ? { connectionTest: undefined } : {}) });
  },

  async saveAssistant(fields) {
    const current = get().settingsValues;
    if (!current || !get().assistantFormReady) return false;
    const { values: next, errors } = settingsFromForm(get().assistantForm);
    const asked = fields ?? (Object.keys(FIELD_KEYS) as AssistantField[]);
    const shownErrors: FormErrors = { ...get().formErrors };
    for (const field of asked) {
      if (errors[field] === undefined) delete shownErrors[field];
      else shownErrors[field] = errors[field];
    }
    set({ formErrors: shownErrors });
    // A setting behind a field with an error keeps its stored value (the fallback is one setting of three fields).
    const blocked = new Set((Object.keys(errors) as AssistantField[]).map((field) => FIELD_KEYS[field]));
    const keys = [...new Set(asked.map((field) => FIELD_KEYS[field]))].filter((key) => !blocked.has(key));
    const changes = settingChanges(current, next, keys);
    let saved = asked.every((field) => errors[field] === undefined);
    for (const change of changes) {
      const result = await call('settings:set', { key: change.key, value: change.value });
      if (!result.success) {
        set({ settingsProblem: { message: `The setting was not saved: ${result.error}`, hint: result.hint } });
        saved = false;
        break;
      }
      get().receiveSetting(change.key, result.data.value);
    }
    if (changes.length > 0) await get().refreshAssistantStatus();
    return saved;
  },

  async refreshAssistantStatus() {
    const result = await call('assistant:status', {});
    if (result.success) set({ assistantStatus: result.data });
  },

  async refreshSecrets() {
    const result = await call('secrets:list', {});
    if (!result.success) {
      set({ secretStore: { available: false, secure: false, backend: 'none' } });
      return;
    }
    const { available, secure, backend, secrets } = result.data;
    set({
      secretStore: { available, secure, backend },
      storedKeys: secrets.filter((s) => s.hasValue).map((s) => s.name),
    });
  },

  ...providerActions({ set, get }),
});
