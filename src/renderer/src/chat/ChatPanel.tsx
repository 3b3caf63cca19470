import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';
import { PanelHeader } from '../ui/PanelHeader';

/** The assistant's panel beside the canvas. */
export function ChatPanel(): ReactElement {
  return (
    <aside className="chat" aria-label="Assistant">
      <PanelHeader
        title="Assistant"
        closeLabel="Close the assistant"
        onClose={() => useAppStore.getState().toggleChat()}
      />
      <div className="chat-log">
        <div className="chat-intro">
          <p className="chat-intro-title">Design with the assistant</p>
          <p>
            Describe a circuit — “a half adder with two switches and LEDs” — and the assistant places the parts, wires
            them, checks them in the simulator and explains what it built. Everything it does is one step you can undo.
          </p>
          <p className="chat-intro-note">No model provider is configured.</p>
          <button
            type="button"
            className="settings-button primary"
            onClick={() => useAppStore.getState().openSettings('assistant')}
          >
            Set up a provider
          </button>
        </div>
      </div>
      <form className="chat-composer" onSubmit={(e) => e.preventDefault()}>
        <textarea placeholder="Ask the assistant…" rows={3} disabled aria-label="Message" />
        <button type="submit" className="send-button" disabled aria-label="Send">
          <Icon name="send" />
        </button>
      </form>
    </aside>
  );
}
