import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';

/** The message of the last refused gesture, on the canvas where it happened. */
export function CanvasMessage(): ReactElement | null {
  const message = useAppStore((s) => s.canvasMessage);
  if (!message) return null;
  return (
    <div
      className={message.at ? 'canvas-message canvas-message-at' : 'canvas-message'}
      style={message.at ? { left: message.at.x, top: message.at.y } : undefined}
      role="alert"
      data-testid="canvas-message"
    >
      <div className="canvas-message-text">
        <strong>{message.text}</strong>
        {message.hint && <span>{message.hint}</span>}
      </div>
      <button
        type="button"
        className="tool-button"
        onClick={() => useAppStore.getState().dismissCanvasMessage(message.id)}
        aria-label="Dismiss"
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
