import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';

/** First prompts offered on an empty conversation. */
export const SUGGESTIONS = ['Build a half adder', 'Explain this circuit', 'Why doesn’t my LED light?'] as const;

/** The empty conversation: what the assistant does, and a few prompts to start with. */
export function Suggestions({ enabled }: { enabled: boolean }): ReactElement {
  return (
    <div className="chat-intro">
      <p className="chat-intro-title">Design with the assistant</p>
      <p>
        Describe a circuit and the assistant places the parts, wires them, checks them in the simulator and explains
        what it built. Everything it does is one step you can undo.
      </p>
      <div className="suggestions" aria-label="Suggestions">
        {SUGGESTIONS.map((prompt) => (
          <button
            key={prompt}
            type="button"
            className="suggestion"
            disabled={!enabled}
            onClick={() => void useAppStore.getState().sendMessage(prompt)}
          >
            {prompt}
          </button>
        ))}
      </div>
    </div>
  );
}
