import type { ReactElement } from 'react';
import { apiKeySecretName, PROVIDER_PRESETS, type PresetId } from '../../../shared/assistant/presets';
import { useAppStore } from '../stores/app-store';
import { Note } from './fields';

/**
 * A provider's API key: typed (kept by the caller until it is sent, then cleared), saved sealed in
 * the main process, and from then on only shown as "saved". It never comes back.
 */
export function KeyField({
  id,
  preset,
  typed,
  onTyped,
  ariaLabel,
}: {
  id: string;
  /** Where the visible label is ambiguous (the fallback's key). */
  ariaLabel?: string;
  preset: PresetId;
  typed: string;
  onTyped: (value: string) => void;
}): ReactElement {
  const saved = useAppStore((s) => s.storedKeys.includes(apiKeySecretName(preset)));
  const store = useAppStore((s) => s.secretStore);
  const problem = useAppStore((s) => (s.keyProblem?.preset === preset ? s.keyProblem : undefined));
  const label = PROVIDER_PRESETS[preset].label;
  const receiver = preset === 'openai-compatible' ? 'that server' : label;
  const canSave = store?.available !== false;

  const save = async () => {
    if (await useAppStore.getState().saveApiKey(preset, typed)) onTyped('');
  };

  return (
    <>
      {store && !store.available && (
        <Note tone="warning" testId="secrets-unavailable">
          API keys cannot be saved on this computer: it offers no safe place to keep them. Use a local server (Ollama,
          LM Studio), or set the key in the environment (CIRCUITFORGE_LLM_API_KEY). A key typed here can still be
          tested.
        </Note>
      )}
      {store?.available && !store.secure && (
        <Note tone="warning" testId="secrets-not-secure">
          Keys saved here are only obfuscated ({store.backend}), not encrypted: anyone who can read your files could
          recover them. Install and unlock a keyring (GNOME Keyring or KWallet) to protect them.
        </Note>
      )}
      <div className="settings-row">
        <input
          id={id}
          aria-label={ariaLabel}
          type="password"
          className="settings-input mono"
          autoComplete="off"
          spellCheck={false}
          placeholder={saved ? '••••••••••••••••' : `Paste your ${label} key`}
          value={typed}
          onChange={(event) => onTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && canSave) void save();
          }}
        />
        <button
          type="button"
          className="settings-button"
          disabled={typed.trim() === '' || !canSave}
          onClick={() => void save()}
        >
          {saved ? 'Replace key' : 'Save key'}
        </button>
        {saved && (
          <button
            type="button"
            className="settings-button"
            onClick={() => void useAppStore.getState().removeApiKey(preset)}
          >
            Remove key
          </button>
        )}
      </div>
      <p className="settings-help">
        {saved ? (
          <>
            <span className="key-saved" data-testid={`${id}-saved`}>
              •••• saved
            </span>{' '}
            Sealed on this computer; it is only ever sent to {receiver}. Type a new one to replace it.
          </>
        ) : (
          <>Saved sealed on this computer; it is only ever sent to {receiver}.</>
        )}
      </p>
      {problem && (
        <p className="settings-error" role="alert">
          {problem.message} {problem.hint}
        </p>
      )}
    </>
  );
}
