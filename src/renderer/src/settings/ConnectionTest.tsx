import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';

/** "Test connection": a tiny request to the first provider as the fields name it, and its answer. */
export function ConnectionTest({ typedKey }: { typedKey: string }): ReactElement {
  const test = useAppStore((s) => s.connectionTest);
  return (
    <div className="settings-test">
      <button
        type="button"
        className="settings-button primary"
        disabled={test?.status === 'testing'}
        onClick={() => void useAppStore.getState().testConnection(typedKey)}
      >
        Test connection
      </button>
      <div className="settings-test-result" role="status" aria-live="polite" data-testid="connection-result">
        {test?.status === 'testing' && <span className="settings-help">Sending a tiny request…</span>}
        {test?.status === 'ok' && (
          <span className="settings-ok">
            <Icon name="check" />
            <span>
              Connected to {test.model} <span className="settings-faint">({test.ms} ms)</span>
            </span>
          </span>
        )}
        {test?.status === 'failed' && (
          <span className="settings-failed">
            <Icon name="warning" />
            <span>
              <strong>{test.message}</strong> {test.hint}
            </span>
          </span>
        )}
        {test === undefined && typedKey.trim() !== '' && (
          <span className="settings-help">Tests with the key you typed (not saved yet).</span>
        )}
      </div>
    </div>
  );
}
