import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Icon } from '../ui/icons';

/** How long "Copied" stays beside the button; a failure stays longer, to be read. */
const CONFIRM_MS = 2000;
const FAILURE_MS = 8000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A Copy button for one text (`what` names it for screen readers: "Copy address"). The outcome shows
 * above it in a status bubble, announced without moving anything around it: "Copied" for a moment,
 * or, when the browser refuses the clipboard, what to do instead (for longer).
 */
export function CopyButton({ text, what, testId }: { text: string; what: string; testId?: string }): ReactElement {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      // Undefined outside a secure context; writeText rejects when the browser denies the permission.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), CONFIRM_MS);
    } catch {
      setState('failed');
      timer.current = setTimeout(() => setState('idle'), FAILURE_MS);
    }
  };

  return (
    <span className="copy-button">
      <button
        type="button"
        className="settings-button with-icon"
        aria-label={`Copy ${what}`}
        data-testid={testId}
        onClick={() => void copy()}
      >
        <Icon name="duplicate" />
        Copy
      </button>
      <span role="status" className={`copy-status ${state}`}>
        {state === 'copied' && (
          <>
            <Icon name="check" />
            Copied
          </>
        )}
        {state === 'failed' && 'Could not copy: the clipboard is not available here. Select the text and press Ctrl+C.'}
      </span>
    </span>
  );
}
