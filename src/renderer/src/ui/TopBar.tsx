import type { ReactElement } from 'react';
import { getTransport } from '../api';
import { useAppStore } from '../stores/app-store';
import { selectChatOpen, selectPaletteOpen, selectTheme } from '../stores/selectors';
import { Icon } from './icons';

/** Title bar: the app mark, the open circuit, and the view toggles. */
export function TopBar(): ReactElement {
  const theme = useAppStore(selectTheme);
  const chatOpen = useAppStore(selectChatOpen);
  const paletteOpen = useAppStore(selectPaletteOpen);
  const { toggleTheme, toggleChat, togglePalette } = useAppStore.getState();
  const host = getTransport().kind;

  return (
    <header className="topbar">
      <div className="brand">
        <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="14" />
          <path d="M14 18h14a14 14 0 0 1 0 28H14z" />
          <path d="M42 32h10M6 25h8M6 39h8" />
        </svg>
        <span className="brand-name">CircuitForge</span>
      </div>
      <div className="document-title" title="The open circuit">
        Untitled circuit
      </div>
      <div className="topbar-actions">
        <span className="host-badge" title={host === 'browser' ? 'Running in the browser host' : 'Desktop app'}>
          {host === 'browser' ? 'Browser' : 'Desktop'}
        </span>
        <button
          type="button"
          className={paletteOpen ? 'tool-button active' : 'tool-button'}
          onClick={togglePalette}
          aria-pressed={paletteOpen}
          title="Show or hide the component palette"
        >
          <Icon name="palette" />
        </button>
        <button
          type="button"
          className={chatOpen ? 'tool-button active' : 'tool-button'}
          onClick={toggleChat}
          aria-pressed={chatOpen}
          title="Show or hide the assistant"
        >
          <Icon name="chat" />
        </button>
        <button
          type="button"
          className="tool-button"
          onClick={toggleTheme}
          title={theme === 'dark' ? 'Switch to the light theme' : 'Switch to the dark theme'}
          aria-label="Toggle theme"
        >
          <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
        </button>
      </div>
    </header>
  );
}
