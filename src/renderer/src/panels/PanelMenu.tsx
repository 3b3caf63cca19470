import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon, type IconName } from '../ui/icons';
import type { DockSide, PanelId } from '../model/dock/panel-placement';

type Choice = 'float' | DockSide;

const CHOICES: readonly { choice: Choice; label: string; icon: IconName }[] = [
  { choice: 'float', label: 'Float over the canvas', icon: 'float' },
  { choice: 'left', label: 'Dock left', icon: 'dockLeft' },
  { choice: 'right', label: 'Dock right', icon: 'dockRight' },
  { choice: 'bottom', label: 'Dock bottom', icon: 'dockBottom' },
];

/**
 * The keyboard's way to move a panel (dragging its header is the mouse's): a menu of "Float" and
 * "Dock left / right / bottom", the current one checked. Arrow keys move, Enter picks, Escape closes.
 */
export function PanelMenu({ id, title }: { id: PanelId; title: string }): ReactElement {
  const placement = useAppStore((s) => s.panelPlacements[id]);
  const current: Choice = placement.mode === 'floating' ? 'float' : placement.side;
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    anchor.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => window.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (choice: Choice) => {
    setOpen(false);
    const s = useAppStore.getState();
    if (choice === 'float') s.floatPanel(id);
    else s.dockPanel(id, choice);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(anchor.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    // Handled here: Escape closes this menu only (not the panel, not the selection).
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="panel-menu-anchor" ref={anchor}>
      <button
        ref={button}
        type="button"
        className={open ? 'tool-button active' : 'tool-button'}
        aria-label={`Move the ${title.toLowerCase()}`}
        title="Float or dock this panel (or drag its header)"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="more" className="icon icon-dots" />
      </button>
      {open && (
        <div className="panel-menu" role="menu" aria-label={`Place the ${title.toLowerCase()}`} onKeyDown={onKeyDown}>
          {CHOICES.map(({ choice, label, icon }) => (
            <button
              key={choice}
              type="button"
              role="menuitemradio"
              aria-checked={choice === current}
              className="panel-menu-item"
              onClick={() => pick(choice)}
              tabIndex={-1}
            >
              <Icon name={icon} />
              <span>{label}</span>
              {choice === current && <Icon name="check" className="icon panel-menu-check" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
