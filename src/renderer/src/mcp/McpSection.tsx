import { useEffect, useState, type ReactElement } from 'react';
import type { McpInfo } from '../../../shared/contract/mcp-channels';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';
import { ClientConfigs } from './ClientConfigs';
import { CopyButton } from './CopyButton';
import { TOKEN_DOTS, copyWhole } from './token-mask';

/**
 * How outside agents (Claude Desktop, Claude Code, Cursor…) reach this app over MCP: the address and
 * token of its HTTP endpoint, and configurations to paste. Read from the main process each time the
 * section opens; the token stays hidden until asked for.
 */
export function McpSection(): ReactElement {
  const info = useAppStore((s) => s.mcpInfo);
  const loading = useAppStore((s) => s.mcpLoading);
  const problem = useAppStore((s) => s.mcpProblem);
  const [tokenShown, setTokenShown] = useState(false);

  useEffect(() => {
    void useAppStore.getState().loadMcpInfo();
  }, []);

  return (
    <div className="settings-section" data-testid="mcp-section">
      <p className="settings-help mcp-intro">
        Agents such as Claude Desktop, Claude Code or Cursor can read, build, check and simulate your circuits in this
        app through the Model Context Protocol (MCP), while CircuitForge runs.
      </p>
      {problem && (
        <div className="settings-error mcp-problem" role="alert">
          <span>
            {problem.message} {problem.hint}
          </span>
          <button
            type="button"
            className="settings-button"
            disabled={loading}
            onClick={() => void useAppStore.getState().loadMcpInfo()}
          >
            Try again
          </button>
        </div>
      )}
      {info === undefined && !problem && <p className="settings-help">Reading how agents connect…</p>}
      {info && (
        <>
          <Endpoint info={info} tokenShown={tokenShown} onToggleToken={() => setTokenShown((shown) => !shown)} />
          <div className="settings-group">
            <h3 className="settings-group-title">Client configurations</h3>
            <p className="settings-help settings-group-help">
              {info.http
                ? 'Paste one into your client. Copy copies the whole text, the token included even while it is hidden.'
                : 'Paste one into your client: it starts CircuitForge’s command, which reaches the app while it runs.'}
            </p>
            <ClientConfigs configs={info.configs} token={info.http?.token} tokenShown={tokenShown} />
          </div>
        </>
      )}
    </div>
  );
}

/** The HTTP endpoint (address and token), or why there is none, and what an agent's edits become. */
function Endpoint({
  info,
  tokenShown,
  onToggleToken,
}: {
  info: McpInfo;
  tokenShown: boolean;
  onToggleToken: () => void;
}): ReactElement {
  const http = info.http;
  return (
    <div className="settings-group">
      <h3 className="settings-group-title">This app’s MCP server</h3>
      {http ? (
        <div className="settings-grid">
          <label className="settings-label" htmlFor="mcp-address">
            Address
          </label>
          <div className="settings-control">
            <div className="settings-row">
              <input
                id="mcp-address"
                className="settings-input mono"
                readOnly
                value={http.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton text={http.url} what="address" />
            </div>
            <p className="settings-help">Streamable HTTP, on this computer only.</p>
          </div>
          <label className="settings-label" htmlFor="mcp-token">
            Token
          </label>
          <div className="settings-control">
            <div className="settings-row">
              <input
                id="mcp-token"
                className="settings-input mono"
                readOnly
                value={tokenShown ? http.token : TOKEN_DOTS}
                aria-describedby="mcp-token-help"
                onFocus={(event) => event.currentTarget.select()}
                onCopy={(event) => copyWhole(event, http.token)}
              />
              <button
                type="button"
                className="settings-button with-icon"
                aria-controls="mcp-token"
                onClick={onToggleToken}
              >
                <Icon name="eye" />
                {tokenShown ? 'Hide' : 'Show'}
              </button>
              <CopyButton text={http.token} what="token" />
            </div>
            <p className="settings-help" id="mcp-token-help">
              Clients send it as “Authorization: Bearer &lt;token&gt;”. Keep it private: whoever has it can change your
              circuits while CircuitForge runs.
            </p>
          </div>
        </div>
      ) : (
        <div className="settings-note info" data-testid="mcp-no-http">
          The HTTP endpoint is not served in this window. Agents can still reach the app through its command (stdio):
          use a configuration below.
        </div>
      )}
      <p className="settings-help mcp-undo">
        <Icon name="history" />
        <span>Each editing call an agent makes is one undoable change, “MCP: &lt;tool&gt;”, in the History panel.</span>
      </p>
    </div>
  );
}
