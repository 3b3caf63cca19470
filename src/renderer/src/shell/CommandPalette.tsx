import { useMemo, useState, type KeyboardEvent, type ReactElement } from 'react';
import { paletteCommands, runFromPalette } from '../actions/manager';
import type { ActionName } from '../actions/types';
import { searchCommands } from '../model/commands/command-search';
import { useAppStore } from '../stores/app-store';
import { ModalDialog } from '../ui/ModalDialog';

function close(): void {
  useAppStore.getState().setCommandPaletteOpen(false);
}

/**
 * Every command by name (Ctrl+K): type a few letters of it, arrows to choose, Enter to run. Each
 * row shows the command's key, so the palette also teaches the shortcuts. Commands that cannot run
 * now (Open subcircuit with nothing selected) are listed last, greyed.
 */
export function CommandPalette(): ReactElement | null {
  const open = useAppStore((s) => s.commandPaletteOpen);
  if (!open) return null;
  return (
    <ModalDialog
      title="Commands"
      onClose={close}
      className="command-palette"
      testId="command-palette"
      initialFocus="input"
    >
      <PaletteBody />
    </ModalDialog>
  );
}

function PaletteBody(): ReactElement {
  // Read once when the palette opens: what can run depends on the circuit behind it, which waits.
  const commands = useMemo(() => paletteCommands(), []);
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState(0);
  const found = useMemo(() => searchCommands(commands, typed), [commands, typed]);
  const index = Math.min(chosen, Math.max(0, found.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setChosen((index + step + found.length) % Math.max(1, found.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const command = found[index];
      if (command?.enabled) runFromPalette(command.name as ActionName);
    }
  };

  return (
    <div className="command-palette-body">
      <input
        className="command-palette-input"
        type="text"
        value={typed}
        placeholder="Type a command…"
        aria-label="Command"
        aria-controls="command-palette-list"
        aria-activedescendant={found[index] ? `command-${found[index].name}` : undefined}
        onChange={(e) => {
          setTyped(e.target.value);
          setChosen(0);
        }}
        onKeyDown={onKeyDown}
      />
      {found.length === 0 ? (
        <p className="command-palette-empty">No command matches “{typed.trim()}”.</p>
      ) : (
        <ul className="command-palette-list" id="command-palette-list" role="listbox" aria-label="Commands">
          {found.map((command, i) => (
            <li
              key={command.name}
              id={`command-${command.name}`}
              role="option"
              aria-selected={i === index}
              aria-disabled={!command.enabled}
              className={`command-palette-row${i === index ? ' chosen' : ''}${command.enabled ? '' : ' disabled'}`}
              onPointerMove={() => i !== index && setChosen(i)}
              onClick={() => command.enabled && runFromPalette(command.name as ActionName)}
            >
              <span className="command-palette-label">{command.label}</span>
              {command.key && <kbd className="command-palette-key">{command.key}</kbd>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
