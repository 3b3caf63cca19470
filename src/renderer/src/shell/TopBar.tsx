import type { ReactElement } from 'react';
import { runAction } from '../actions/manager';
import { getTransport } from '../platform/api';
import { CircuitSwitcher } from '../documents/CircuitSwitcher';
import { SaveIndicator } from '../documents/SaveIndicator';
import { useAppStore } from '../stores/app-store';
import { selectChatOpen, selectPaletteOpen, selectTheme } from '../stores/selectors';
import { ActionButton } from '../actions/ActionButton';
import { Icon } from '../ui/icons';

/** Title bar: the app mark, the circuit switcher with the save state, edit and view tools. */
export function TopBar(): ReactElement {
  const theme = useAppStore(selectTheme);
  const chatOpen = useAppStore(selectChatOpen);
  const paletteOpen = useAppStore(selectPaletteOpen);
  const historyOpen = useAppStore((s) => s.historyOpen);
  const truthTableOpen = useAppStore((s) => s.truthTableOpen);
  const testsOpen = useAppStore((s) => s.testsOpen);
  const waveformOpen = useAppStore((s) => s.waveformOpen);
  const lessonsOpen = useAppStore((s) => s.lessonsOpen);
  const minimapOpen = useAppStore((s) => s.minimapOpen);
  const canUndo = useAppStore((s) => s.history?.canUndo ?? false);
  const canRedo = useAppStore((s) => s.history?.canRedo ?? false);
  const hasComponents = useAppStore((s) => (s.replica?.state.componentCount ?? 0) > 0);
  const hasCircuit = useAppStore((s) => s.replica !== undefined);
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
      <div className="topbar-tools">
        <ActionButton name="edit.undo" icon="undo" disabled={!canUndo} />
        <ActionButton name="edit.redo" icon="redo" disabled={!canRedo} />
        <ActionButton name="layout.auto" icon="layout" disabled={!hasComponents} />
        <ActionButton name="edit.addNote" icon="note" disabled={!hasCircuit} />
      </div>
      <div className="document-title">
        <CircuitSwitcher />
        <SaveIndicator />
      </div>
      <div className="topbar-actions">
        <span className="host-badge" title={host === 'browser' ? 'Running in the browser host' : 'Desktop app'}>
          {host === 'browser' ? 'Browser' : 'Desktop'}
        </span>
        <ActionButton name="view.toggleHistory" icon="history" active={historyOpen} />
        <ActionButton name="view.toggleTruthTable" icon="table" active={truthTableOpen} />
        <ActionButton name="view.toggleTests" icon="tests" active={testsOpen} />
        <ActionButton name="view.toggleWaveform" icon="wave" active={waveformOpen} />
        <ActionButton name="view.toggleLessons" icon="book" active={lessonsOpen} />
        <ActionButton name="view.toggleMinimap" icon="map" active={minimapOpen} />
        <button
          type="button"
          className={paletteOpen ? 'tool-button active' : 'tool-button'}
          onClick={useAppStore.getState().togglePalette}
          aria-pressed={paletteOpen}
          title="Show or hide the component palette"
        >
          <Icon name="palette" />
        </button>
        <ActionButton name="view.toggleChat" icon="chat" active={chatOpen} />
        <button
          type="button"
          className="tool-button"
          onClick={() => runAction('view.toggleTheme')}
          title={theme === 'dark' ? 'Switch to the light theme' : 'Switch to the dark theme'}
          aria-label="Toggle theme"
        >
          <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
        </button>
        <ActionButton name="app.settings" icon="gear" />
      </div>
    </header>
  );
}
