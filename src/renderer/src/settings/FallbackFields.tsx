import { useState, type ReactElement } from 'react';
import { PRESET_IDS, PROVIDER_PRESETS } from '../../../shared/assistant/presets';
import { useAppStore } from '../stores/app-store';
import { isPresetId, showsAddress } from '../model/assistant-form';
import { FieldError, FieldRow, textFieldProps } from './fields';
import { KeyField } from './KeyField';
import { ModelField } from './ModelField';

/** A second provider (`assistant.fallback`), asked when the first is down or keeps failing. */
export function FallbackFields(): ReactElement {
  const form = useAppStore((s) => s.assistantForm);
  const errors = useAppStore((s) => s.formErrors);
  const ready = useAppStore((s) => s.assistantFormReady);
  const [typedKey, setTypedKey] = useState('');
  const preset = form.fallbackProvider === '' ? undefined : PROVIDER_PRESETS[form.fallbackProvider];

  return (
    <div className="settings-group">
      <h3 className="settings-group-title">Fallback</h3>
      <p className="settings-help settings-group-help">
        Asked when the first provider is down, keeps failing, or limits requests for long.
      </p>
      <div className="settings-grid">
        <FieldRow label="Provider" htmlFor="settings-fallback-provider">
          <select
            id="settings-fallback-provider"
            aria-label="Fallback provider"
            className="settings-input"
            value={form.fallbackProvider}
            disabled={!ready}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTypedKey('');
              void useAppStore.getState().chooseFallback(isPresetId(value) ? value : '');
            }}
          >
            <option value="">None</option>
            {PRESET_IDS.map((id) => (
              <option key={id} value={id}>
                {PROVIDER_PRESETS[id].label}
              </option>
            ))}
          </select>
        </FieldRow>
        {preset && (
          <>
            <FieldRow label="Model" htmlFor="settings-fallback-model">
              <ModelField
                id="settings-fallback-model"
                field="fallbackModel"
                ariaLabel="Fallback model"
                preset={preset.id}
                baseURL={form.fallbackBaseURL}
                value={form.fallbackModel}
                error={errors.fallbackModel}
                typedKey={typedKey}
              />
            </FieldRow>
            {showsAddress(preset.id) && (
              <FieldRow label="Address" htmlFor="settings-fallback-base-url">
                <input
                  id="settings-fallback-base-url"
                  aria-label="Fallback address"
                  className="settings-input mono"
                  placeholder={preset.baseURL ?? 'http://127.0.0.1:8080/v1'}
                  autoComplete="off"
                  spellCheck={false}
                  {...textFieldProps(
                    'fallbackBaseURL',
                    form.fallbackBaseURL,
                    errors.fallbackBaseURL,
                    'settings-fallback-base-url-error',
                  )}
                />
                <FieldError id="settings-fallback-base-url-error" message={errors.fallbackBaseURL} />
              </FieldRow>
            )}
            {preset.needsKey && preset.id !== form.provider && (
              <FieldRow label="API key" htmlFor="settings-fallback-api-key">
                <KeyField
                  id="settings-fallback-api-key"
                  ariaLabel="Fallback API key"
                  preset={preset.id}
                  typed={typedKey}
                  onTyped={setTypedKey}
                />
              </FieldRow>
            )}
          </>
        )}
      </div>
    </div>
  );
}
