import { useState, type ReactElement } from 'react';
import type { LocalServer } from '../../../shared/contract/assistant-channels';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';
import { effectiveBaseURL, effectiveModel } from '../model/assistant-form';

/** Ollama and LM Studio found on this computer when the dialog opened, each one click from use. */
export function LocalServers(): ReactElement {
  const servers = useAppStore((s) => s.localServers);
  return (
    <div className="settings-group" data-testid="local-servers">
      <h3 className="settings-group-title">On this computer</h3>
      {servers === undefined && <p className="settings-help">Looking for Ollama and LM Studio on this computer…</p>}
      {servers?.length === 0 && (
        <p className="settings-help">
          No local model server found. Ollama (port 11434) and LM Studio (port 1234) run models on this computer, free
          and offline; start one and{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void useAppStore.getState().detectLocalServers()}
          >
            look again
          </button>
          .
        </p>
      )}
      {servers !== undefined && servers.length > 0 && (
        <ul className="local-servers">
          {servers.map((server) => (
            <LocalServerRow key={server.preset} server={server} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LocalServerRow({ server }: { server: LocalServer }): ReactElement {
  const form = useAppStore((s) => s.assistantForm);
  const sameServer =
    form.provider === server.preset &&
    effectiveBaseURL(form.provider, form.baseURL) === server.baseURL.replace(/\/+$/, '');
  const current = sameServer ? effectiveModel(server.preset, form.model) : '';
  const [model, setModel] = useState(server.models.includes(current) ? current : (server.models[0] ?? ''));
  const inUse = sameServer && current === model;
  const count = server.models.length;

  return (
    <li className="local-server" data-preset={server.preset}>
      <Icon name="server" />
      <div className="local-server-text">
        <strong>{server.label}</strong>
        <span className="settings-faint mono">{server.baseURL}</span>
        <span className="settings-faint">
          {count === 0 ? 'no models installed yet' : `${count} model${count === 1 ? '' : 's'}`}
        </span>
      </div>
      {count > 0 && (
        <select
          className="settings-input"
          aria-label={`Model on ${server.label}`}
          value={model}
          onChange={(event) => setModel(event.currentTarget.value)}
        >
          {server.models.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className={inUse ? 'settings-button' : 'settings-button primary'}
        disabled={count === 0 || inUse}
        aria-label={inUse ? `${server.label} is in use` : `Use ${server.label} with ${model}`}
        title={count === 0 ? 'Download a model first (e.g. "ollama pull qwen3:8b")' : undefined}
        onClick={() => void useAppStore.getState().useLocalServer(server, model)}
      >
        {inUse ? 'In use' : 'Use'}
      </button>
    </li>
  );
}
