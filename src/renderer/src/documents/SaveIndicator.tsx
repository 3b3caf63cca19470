import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';

/**
 * Quiet while every change is stored ("Saved"), busy while one is on its way, and a visible warning
 * when a change could not be stored (the circuit then shows what IS stored: the main process rolls
 * a failed change back).
 */
export function SaveIndicator(): ReactElement {
  const save = useAppStore((s) => s.saveState);
  if (save.status === 'failed') {
    return (
      <button
        type="button"
        className="save-indicator save-failed"
        role="alert"
        title={`${save.error ?? ''} ${save.hint ?? ''}`.trim()}
        data-testid="save-indicator"
        data-status="failed"
        onClick={() =>
          useAppStore.getState().pushNotice({
            level: 'error',
            message: save.error ?? 'A change could not be saved.',
            ...(save.hint ? { hint: save.hint } : {}),
          })
        }
      >
        <Icon name="warning" />
        Not saved
      </button>
    );
  }
  return (
    <span className="save-indicator" data-testid="save-indicator" data-status={save.status} aria-live="polite">
      {save.status === 'saving' ? (
        'Saving…'
      ) : (
        <>
          <Icon name="check" />
          Saved
        </>
      )}
    </span>
  );
}
