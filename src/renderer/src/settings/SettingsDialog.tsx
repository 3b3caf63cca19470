import { useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon, type IconName } from '../ui/icons';
import { AssistantSection } from './AssistantSection';
import { trapTab } from '../ui/focus-trap';
import { GeneralSection } from './GeneralSection';
import { McpSection } from '../mcp/McpSection';

/** The dialog's sections, in the order the side bar lists them. */
const SECTIONS = [
  { id: 'general', label: 'General', icon: 'gear' },
  { id: 'assistant', label: 'Assistant', icon: 'chat' },
  { id: 'mcp', label: 'Outside agents (MCP)', icon: 'server' },
] as const satisfies readonly { id: string; label: string; icon: IconName }[];

type SectionId = (typeof SECTIONS)[number]['id'];

function sectionOf(requested: string | undefined): SectionId {
  return SECTIONS.find((s) => s.id === requested)?.id ?? 'general';
}

/** Closes the dialog; what was typed into a field and not yet saved is saved first (when valid). */
function closeDialog(): void {
  const s = useAppStore.getState();
  void s.saveAssistant();
  s.closeSettings();
}

/** The one place for settings (top bar gear, Ctrl+, and the desktop menu): General, Assistant, outside agents. */
export function SettingsDialog(): ReactElement | null {
  const open = useAppStore((s) => s.settingsOpen);
  return open ? <OpenSettingsDialog /> : null;
}

function OpenSettingsDialog(): ReactElement {
  const ref = useRef<HTMLDialogElement>(null);
  const section = sectionOf(useAppStore((s) => s.settingsSection));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A modal <dialog>: the page behind is inert and the browser gives Esc a "cancel" event.
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    void useAppStore.getState().prepareSettingsDialog();
    return () => dialog.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (ref.current) trapTab(event, ref.current);
    // The editor's shortcuts listen on the window: none of them may act on the circuit behind the dialog.
    event.stopPropagation();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SECTIONS.findIndex((s) => s.id === section);
    const step =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = SECTIONS[(index + step + SECTIONS.length) % SECTIONS.length]!;
    useAppStore.getState().openSettings(next.id);
    requestAnimationFrame(() => document.getElementById(`settings-tab-${next.id}`)?.focus());
  };

  return (
    <dialog
      ref={ref}
      className="settings-dialog"
      aria-labelledby="settings-title"
      data-testid="settings-dialog"
      onCancel={(event) => {
        event.preventDefault();
        closeDialog();
      }}
      onKeyDown={onKeyDown}
    >
      <header className="settings-header">
        <h2 id="settings-title">Settings</h2>
        <button type="button" className="tool-button" onClick={closeDialog} aria-label="Close settings">
          <Icon name="close" />
        </button>
      </header>
      <div className="settings-layout">
        <nav className="settings-nav" role="tablist" aria-orientation="vertical" aria-label="Settings sections">
          {SECTIONS.map((s) => (
            <button
              key={s.id}
              id={`settings-tab-${s.id}`}
              type="button"
              role="tab"
              className="settings-tab"
              aria-selected={s.id === section}
              aria-controls="settings-panel"
              tabIndex={s.id === section ? 0 : -1}
              onClick={() => useAppStore.getState().openSettings(s.id)}
              onKeyDown={onTabKey}
            >
              <Icon name={s.icon} />
              {s.label}
            </button>
          ))}
        </nav>
        <section
          id="settings-panel"
          className="settings-panel"
          role="tabpanel"
          aria-labelledby={`settings-tab-${section}`}
        >
          {section === 'general' && <GeneralSection />}
          {section === 'assistant' && <AssistantSection />}
          {section === 'mcp' && <McpSection />}
        </section>
      </div>
    </dialog>
  );
}
