import type { ReactElement } from 'react';
import type { McpInfo } from '../../../shared/contract/mcp-channels';
import { CopyButton } from './CopyButton';
import { copyWhole, maskToken } from './token-mask';

/** A stable id for a client's name ("Claude Desktop" → "mcp-config-claude-desktop"). */
function configId(client: string): string {
  return `mcp-config-${client
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * Each ready-to-paste configuration: the client, where it goes, the text in a read-only monospace
 * block, and Copy (which copies the whole text, the token included even while it is hidden).
 */
export function ClientConfigs({
  configs,
  token,
  tokenShown,
}: {
  configs: McpInfo['configs'];
  token: string | undefined;
  tokenShown: boolean;
}): ReactElement {
  return (
    <ul className="mcp-configs">
      {configs.map((config) => {
        const id = configId(config.client);
        const lines = config.text.split('\n').length;
        // A one-line command wraps to be read whole; a multi-line text keeps its lines (and scrolls).
        const oneLine = lines === 1;
        return (
          <li key={config.client} className="mcp-config" data-testid={id}>
            <div className="mcp-config-head">
              <div className="mcp-config-title">
                <span className="mcp-config-client" id={`${id}-name`}>
                  {config.client}
                </span>
                <span className="settings-help" id={`${id}-where`}>
                  In {config.where}
                </span>
              </div>
              <CopyButton text={config.text} what={`the ${config.client} configuration`} testId={`${id}-copy`} />
            </div>
            <textarea
              className={oneLine ? 'mcp-config-text mono one-line' : 'mcp-config-text mono'}
              readOnly
              wrap={oneLine ? 'soft' : 'off'}
              spellCheck={false}
              rows={Math.min(lines, 14)}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-where`}
              value={maskToken(config.text, token, tokenShown)}
              onFocus={(event) => event.currentTarget.select()}
              onCopy={(event) => copyWhole(event, config.text)}
            />
          </li>
        );
      })}
    </ul>
  );
}
