import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';

/**
 * Shown while no provider is configured: how to set one up in a few words, the way to the
 * settings, and the model servers found on this computer. The rest of the app works without it.
 */
export function SetupCard(): ReactElement {
  const servers = useAppStore((s) => s.localServers) ?? [];
  const status = useAppStore((s) => s.assistantStatus);
  const settingsOpen = useAppStore((s) => s.settingsOpen);
  return (
    <div className="chat-intro setup-card" data-testid="assistant-setup">
      <p className="chat-intro-title">Connect an AI provider</p>
      <p>
        The assistant needs a model to talk to: an API key from OpenAI, Anthropic, Groq or another provider, or a model
        running on this computer (Ollama, LM Studio). Everything else works offline.
      </p>
      {status?.error?.hint && <p className="chat-intro-note">{status.error.hint}</p>}
      <button
        type="button"
        className="action-button primary"
        aria-haspopup="dialog"
        aria-expanded={settingsOpen}
        onClick={() => useAppStore.getState().openSettings('assistant')}
      >
        Set up a provider
      </button>
      {servers.length > 0 && (
        <div className="chat-local-servers">
          <p className="chat-intro-note">Found on this computer:</p>
          <ul>
            {servers.map((server) => (
              <li key={server.baseURL}>
                <span>
                  <strong>{server.label}</strong>
                  {server.models.length > 0 ? ` · ${server.models.slice(0, 3).join(', ')}` : ' · no models yet'}
                </span>
                <button
                  type="button"
                  className="action-button"
                  disabled={server.models.length === 0}
                  onClick={() => void useAppStore.getState().chooseLocalServer(server)}
                >
                  Use it
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
