import type { ChangeEvent, ReactElement } from 'react';
import { PROVIDER_PRESETS, type PresetId } from '../../../shared/assistant/presets';
import { useAppStore } from '../stores/app-store';
import { hasUsableKey } from '../stores/provider-actions';
import { Icon } from '../ui/icons';
import { effectiveBaseURL, probeKey } from '../model/assistant-form';
import { FieldError, saveField, textFieldProps } from './fields';

/**
 * A model's name: typed freely, with the provider's own list to pick from once it answered
 * (`assistant:listModels`), and why there is no list when there is none.
 */
export function ModelField({
  id,
  field,
  preset,
  baseURL,
  value,
  error,
  typedKey,
  ariaLabel,
}: {
  id: string;
  /** Where the visible label is ambiguous ("Model" of the fallback). */
  ariaLabel?: string;
  field: 'model' | 'fallbackModel';
  preset: PresetId;
  baseURL: string;
  value: string;
  error: string | undefined;
  /** A key typed but not saved yet: the list may be asked with it. */
  typedKey: string;
}): ReactElement {
  const list = useAppStore((s) => s.modelLists[probeKey(preset, baseURL)]);
  const keyReady = useAppStore((s) => hasUsableKey(preset, s.storedKeys)) || typedKey.trim() !== '';
  const label = PROVIDER_PRESETS[preset].label;
  const address = effectiveBaseURL(preset, baseURL);
  const models = list?.status === 'ready' ? list.models : [];
  const props = textFieldProps(field, value, error, `${id}-error`);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    props.onChange(event);
    // A pick from the list (no typing involved) is a choice made: save it at once.
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    if (inputType === undefined || inputType === 'insertReplacementText') saveField(field);
  };

  const help =
    address === undefined
      ? 'Enter the server’s address first to see its models.'
      : !keyReady
        ? `Save your ${label} key to see its models; or type a model name.`
        : list === undefined
          ? 'Type a model name, or list the models the server offers.'
          : list.status === 'loading'
            ? `Asking ${label} for its models…`
            : list.status === 'ready'
              ? list.models.length === 0
                ? `${label} lists no models; type the model’s name.`
                : `${list.models.length} model${list.models.length === 1 ? '' : 's'} offered: pick one or type a name.`
              : undefined;

  return (
    <>
      <div className="settings-row">
        <input
          id={id}
          aria-label={ariaLabel}
          className="settings-input mono"
          list={models.length > 0 ? `${id}-models` : undefined}
          placeholder={PROVIDER_PRESETS[preset].defaultModel || 'model name'}
          autoComplete="off"
          spellCheck={false}
          {...props}
          onChange={onChange}
        />
        <button
          type="button"
          className="tool-button"
          aria-label="List the models"
          title="Ask the provider for its models"
          disabled={address === undefined || !keyReady || list?.status === 'loading'}
          onClick={() => void useAppStore.getState().listModels(preset, baseURL, typedKey)}
        >
          <Icon name="reset" />
        </button>
      </div>
      {models.length > 0 && (
        <datalist id={`${id}-models`}>
          {models.map((m) => (
            <option key={m} value={m} />
          ))}
        </datalist>
      )}
      {value.trim() === '' && PROVIDER_PRESETS[preset].defaultModel !== '' && (
        <p className="settings-help">Empty: {PROVIDER_PRESETS[preset].defaultModel}, the preset’s default.</p>
      )}
      {help !== undefined && <p className="settings-help">{help}</p>}
      {list?.status === 'failed' && (
        <p className="settings-help warning" data-testid={`${id}-list-error`}>
          {list.message} {list.hint} You can still type a model name.
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
