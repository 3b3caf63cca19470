import { useState, type ReactElement } from 'react';
import { PRESET_IDS, PROVIDER_PRESETS } from '../../../shared/assistant/presets';
import { useAppStore } from '../stores/app-store';
import { isPresetId, showsAddress } from '../model/assistant-form';
import { ConnectionTest } from './ConnectionTest';
import { FieldError, FieldRow, textFieldProps } from './fields';
import { KeyField } from './KeyField';
import { ModelField } from './ModelField';

/** The first provider: preset, model, address, API key, and the connection test. */
export function ProviderFields(): ReactElement {
  const form = useAppStore((s) => s.assistantForm);
  const errors = useAppStore((s) => s.formErrors);
  const ready = useAppStore((s) => s.assistantFormReady);
  // A key typed but not saved lives here, in the field, until it is saved or the dialog closes.
  const [typedKey, setTypedKey] = useState('');
  const [otherAddress, setOtherAddress] = useState(false);
  const preset = form.provider === '' ? undefined : PROVIDER_PRESETS[form.provider];

  return (
    <div className="settings-group">
      <h3 className="settings-group-title">Provider</h3>
      <div className="settings-grid">
        <FieldRow label="Provider" htmlFor="settings-provider">
          <select
            id="settings-provider"
            className="settings-input"
            value={form.provider}
            disabled={!ready}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTypedKey('');
              setOtherAddress(false);
              void useAppStore.getState().chooseProvider(isPresetId(value) ? value : '');
            }}
          >
            <option value="">Choose a provider…</option>
            {PRESET_IDS.map((id) => (
              <option key={id} value={id}>
                {PROVIDER_PRESETS[id].label}
              </option>
            ))}
          </select>
          {preset && (
            <p className="settings-help">
              {preset.local
                ? 'Runs on this computer: free, offline, no key. '
                : preset.needsKey
                  ? 'Needs an API key. '
                  : 'Any server that speaks OpenAI’s chat completions. '}
              <a href={preset.setupUrl} target="_blank" rel="noreferrer">
                {preset.local ? 'Get it' : preset.needsKey ? 'Get a key' : 'About the API'}
              </a>
            </p>
          )}
        </FieldRow>
        {preset && (
          <>
            <FieldRow label="Model" htmlFor="settings-model">
              <ModelField
                id="settings-model"
                field="model"
                preset={preset.id}
                baseURL={form.baseURL}
                value={form.model}
                error={errors.model}
                typedKey={typedKey}
              />
            </FieldRow>
            {showsAddress(preset.id) || otherAddress || form.baseURL !== '' ? (
              <FieldRow label="Address" htmlFor="settings-base-url">
                <input
                  id="settings-base-url"
                  className="settings-input mono"
                  placeholder={preset.baseURL ?? 'http://127.0.0.1:8080/v1'}
                  autoComplete="off"
                  spellCheck={false}
                  {...textFieldProps('baseURL', form.baseURL, errors.baseURL, 'settings-base-url-error')}
                />
                <p className="settings-help">
                  {preset.baseURL === undefined
                    ? 'The server’s OpenAI-compatible base URL, usually ending in /v1.'
                    : `Empty: ${preset.baseURL}.`}
                </p>
                <FieldError id="settings-base-url-error" message={errors.baseURL} />
              </FieldRow>
            ) : (
              <FieldRow label="Address">
                <button
                  type="button"
                  className="link-button settings-inline-button"
                  onClick={() => setOtherAddress(true)}
                >
                  Use another address (a proxy or gateway)…
                </button>
              </FieldRow>
            )}
            {!preset.local && (
              <FieldRow label={preset.needsKey ? 'API key' : 'API key (if needed)'} htmlFor="settings-api-key">
                <KeyField id="settings-api-key" preset={preset.id} typed={typedKey} onTyped={setTypedKey} />
              </FieldRow>
            )}
            <div className="settings-grid-wide">
              <ConnectionTest typedKey={typedKey} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
