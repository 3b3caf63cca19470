// The settings dialog's calls about providers: model lists, the connection test, API keys and local
// servers. A key the user typed is an argument here, sent once, and never written to the store.
import type { LocalServer } from '../../../shared/contract/assistant-channels';
import { apiKeySecretName, PROVIDER_PRESETS, type PresetId } from '../../../shared/assistant/presets';
import { call } from '../platform/api';
import {
  effectiveBaseURL,
  effectiveModel,
  probeKey,
  withFallbackPreset,
  withLocalServer,
  withPreset,
} from '../model/assistant-form';
import type { Problem } from './settings-slice';
import type { StoreAccess } from './store-access';

/** A provider's models, as `assistant:listModels` answered (per provider and address). */
export type ModelList =
  | { readonly status: 'loading'; readonly request: number }
  | { readonly status: 'ready'; readonly request: number; readonly models: readonly string[] }
  | ({ readonly status: 'failed'; readonly request: number } & Problem);

/** The last "Test connection" of the first provider. */
export type ConnectionTest =
  | { readonly status: 'testing'; readonly request: number }
  | { readonly status: 'ok'; readonly request: number; readonly model: string; readonly ms: number }
  | ({ readonly status: 'failed'; readonly request: number } & Problem);

/** The provider half of the settings slice. */
export interface ProviderActions {
  /** By {@link probeKey}: the models of one provider at one address. */
  modelLists: Readonly<Record<string, ModelList>>;
  connectionTest: ConnectionTest | undefined;
  /** Why the last key could not be saved or removed, and for which preset. */
  keyProblem: (Problem & { readonly preset: PresetId }) | undefined;
  /** Asks a provider for its models (with a key typed but not saved, when given). */
  listModels: (preset: PresetId, baseURL: string, apiKey?: string) => Promise<void>;
  /** Lists the models of the first provider and the fallback, where they can be listed. */
  listModelsForForm: () => void;
  /** Sends a tiny request to the first provider as the fields name it. */
  testConnection: (apiKey?: string) => Promise<void>;
  /** Seals a provider's API key in the main process; true when it was stored. */
  saveApiKey: (preset: PresetId, apiKey: string) => Promise<boolean>;
  removeApiKey: (preset: PresetId) => Promise<void>;
  /** Looks for Ollama and LM Studio on this computer. */
  detectLocalServers: () => Promise<void>;
  /** Another first provider (its model and address start from the preset's own), saved. */
  chooseProvider: (preset: PresetId | '') => Promise<void>;
  /** Another fallback provider (or none), saved. */
  chooseFallback: (preset: PresetId | '') => Promise<void>;
  /** Makes a local server and one of its models the first provider. */
  useLocalServer: (server: LocalServer, model: string) => Promise<void>;
}

/** Whether a key for the preset is stored, or it needs none. */
export function hasUsableKey(preset: PresetId, storedKeys: readonly string[]): boolean {
  return !PROVIDER_PRESETS[preset].needsKey || storedKeys.includes(apiKeySecretName(preset));
}

export function providerActions({ set, get }: StoreAccess): ProviderActions {
  const nextRequest = (): number => {
    const request = get().settingsRequestSeq + 1;
    set({ settingsRequestSeq: request });
    return request;
  };
  const setList = (key: string, list: ModelList) => set((s) => ({ modelLists: { ...s.modelLists, [key]: list } }));

  return {
    modelLists: {},
    connectionTest: undefined,
    keyProblem: undefined,

    async listModels(preset, baseURL, apiKey) {
      const key = probeKey(preset, baseURL);
      const request = nextRequest();
      setList(key, { status: 'loading', request });
      const address = baseURL.trim();
      const result = await call('assistant:listModels', {
        provider: preset,
        ...(address === '' ? {} : { baseURL: address }),
        ...(apiKey === undefined || apiKey.trim() === '' ? {} : { apiKey }),
      });
      // A later request for the same provider (a new key, a refresh) answers for it.
      if (get().modelLists[key]?.request !== request) return;
      setList(
        key,
        result.success
          ? { status: 'ready', request, models: result.data.models }
          : { status: 'failed', request, message: result.error, hint: result.hint },
      );
    },

    listModelsForForm() {
      const { assistantForm: form, storedKeys } = get();
      for (const [preset, baseURL] of [
        [form.provider, form.baseURL],
        [form.fallbackProvider, form.fallbackBaseURL],
      ] as const) {
        if (preset === '' || effectiveBaseURL(preset, baseURL) === undefined) continue;
        if (!hasUsableKey(preset, storedKeys)) continue;
        const known = get().modelLists[probeKey(preset, baseURL)];
        if (known?.status === 'ready' || known?.status === 'loading') continue;
        void get().listModels(preset, baseURL);
      }
    },

    async testConnection(apiKey) {
      const form = get().assistantForm;
      const request = nextRequest();
      if (form.provider === '') {
        set({
          connectionTest: { status: 'failed', request, message: 'Choose a provider first.', hint: 'Pick one above.' },
        });
        return;
      }
      const model = effectiveModel(form.provider, form.model);
      if (model === '') {
        set({
          connectionTest: {
            status: 'failed',
            request,
            message: 'Enter a model first.',
            hint: 'Type the name of a model this server offers.',
          },
        });
        return;
      }
      set({ connectionTest: { status: 'testing', request } });
      const address = form.baseURL.trim();
      const result = await call('assistant:testConnection', {
        provider: form.provider,
        model,
        ...(address === '' ? {} : { baseURL: address }),
        ...(apiKey === undefined || apiKey.trim() === '' ? {} : { apiKey }),
      });
      if (get().connectionTest?.request !== request) return;
      set({
        connectionTest: result.success
          ? { status: 'ok', request, model: result.data.model, ms: result.data.ms }
          : { status: 'failed', request, message: result.error, hint: result.hint },
      });
    },

    async saveApiKey(preset, apiKey) {
      const value = apiKey.trim();
      if (value === '') return false;
      set({ keyProblem: undefined });
      const result = await call('secrets:set', { name: apiKeySecretName(preset), value });
      if (!result.success) {
        set({ keyProblem: { preset, message: `The key was not saved: ${result.error}`, hint: result.hint } });
        return false;
      }
      set((s) => ({
        storedKeys: s.storedKeys.includes(result.data.name) ? s.storedKeys : [...s.storedKeys, result.data.name],
        connectionTest: undefined,
      }));
      await afterKeyChange(preset);
      return true;
    },

    async removeApiKey(preset) {
      set({ keyProblem: undefined });
      const name = apiKeySecretName(preset);
      const result = await call('secrets:delete', { name });
      if (!result.success) {
        set({ keyProblem: { preset, message: `The key was not removed: ${result.error}`, hint: result.hint } });
        return;
      }
      set((s) => ({ storedKeys: s.storedKeys.filter((n) => n !== name), connectionTest: undefined }));
      await afterKeyChange(preset);
    },

    async detectLocalServers() {
      set({ localServers: undefined });
      const result = await call('assistant:detectLocal', {});
      set({ localServers: result.success ? result.data.servers : [] });
    },

    async chooseProvider(preset) {
      get().editAssistant(withPreset(get().assistantForm, preset));
      await get().saveAssistant(['provider', 'model', 'baseURL']);
      get().listModelsForForm();
    },

    async chooseFallback(preset) {
      get().editAssistant(withFallbackPreset(get().assistantForm, preset));
      await get().saveAssistant(['fallbackProvider', 'fallbackModel', 'fallbackBaseURL']);
      get().listModelsForForm();
    },

    async useLocalServer(server, model) {
      const form = withLocalServer(get().assistantForm, server, model);
      get().editAssistant(form);
      // The detection just listed its models: no need to ask again.
      setList(probeKey(server.preset, form.baseURL), {
        status: 'ready',
        request: nextRequest(),
        models: server.models,
      });
      await get().saveAssistant(['provider', 'model', 'baseURL']);
    },
  };

  /** A key came or went: the status and the preset's model lists may change. */
  async function afterKeyChange(preset: PresetId): Promise<void> {
    const form = get().assistantForm;
    const stale = Object.keys(get().modelLists).filter((key) => key.startsWith(`${preset} `));
    set((s) => ({ modelLists: Object.fromEntries(Object.entries(s.modelLists).filter(([k]) => !stale.includes(k))) }));
    await get().refreshAssistantStatus();
    if (form.provider === preset || form.fallbackProvider === preset) get().listModelsForForm();
  }
}
