import { getFlowInstance } from '../view/flow-instance';
import { useAppStore } from '../stores/app-store';
import { ACTIONS } from './index';
import { formatShortcut, isMacPlatform } from '../../../shared/shortcuts';
import { handleShortcut } from './key-handler';
import { mayRun } from './modal-guard';
import { selectModalOpen } from '../stores/selectors';
import type { Action, ActionContext, ActionName } from './types';
import { COMMAND_IDS } from '../../../shared/commands';
import type { PaletteCommand } from '../model/commands/command-search';

const BY_NAME = new Map<ActionName, Action>(ACTIONS.map((a) => [a.name, a]));

/** True on macOS (⌘ shortcuts). */
export const IS_MAC = isMacPlatform(
  (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform,
);

function context(event?: KeyboardEvent): ActionContext {
  return { state: useAppStore.getState, flow: getFlowInstance, ...(event ? { event } : {}) };
}

/** The action of a name (every command id has one: see actions.test.ts). */
export function getAction(name: ActionName): Action | undefined {
  return BY_NAME.get(name);
}

/** "Undo (Ctrl+Z)": an action's label with its first shortcut, as buttons show it. */
export function actionTooltip(name: ActionName): string {
  const action = BY_NAME.get(name);
  const shortcut = action?.shortcuts?.[0];
  return action ? `${action.label}${shortcut ? ` (${formatShortcut(shortcut, IS_MAC)})` : ''}` : name;
}

/** Whether a modal dialog covers the window: one the store knows of, or any other `<dialog>` shown modally. */
function modalOpen(): boolean {
  return selectModalOpen(useAppStore.getState()) || document.querySelector('dialog:modal') !== null;
}

/** Runs an action by name, as a menu item or a button does. Errors are bugs: they are logged. */
export function runAction(name: ActionName, event?: KeyboardEvent): void {
  const action = BY_NAME.get(name);
  if (!action) {
    console.error(`[INTERNAL] no action named ${name}`);
    return;
  }
  if (!mayRun(name, modalOpen())) return;
  if (action.enabled && !action.enabled(useAppStore.getState())) return;
  Promise.resolve(action.perform(context(event))).catch((error: unknown) => {
    console.error(`[INTERNAL] action ${name} failed`, error);
  });
}

/** Every command with a label, a key and whether it can run now: what the command palette lists. */
export function paletteCommands(): PaletteCommand[] {
  const state = useAppStore.getState();
  return ACTIONS.filter(
    (a) => (COMMAND_IDS as readonly string[]).includes(a.name) && a.name !== 'view.commandPalette',
  ).map((a) => {
    const shortcut = a.shortcuts?.[0];
    return {
      name: a.name,
      label: a.label,
      ...(shortcut ? { key: formatShortcut(shortcut, IS_MAC) } : {}),
      enabled: a.enabled ? a.enabled(state) : true,
    };
  });
}

/**
 * Runs a command chosen in the command palette. The palette is itself a modal dialog, closed as
 * the command runs (its dialog leaves the page only after the next render), so the modal guard is
 * not asked: the user chose this command over the circuit, not behind a dialog.
 */
export function runFromPalette(name: ActionName): void {
  const action = BY_NAME.get(name);
  if (!action || (action.enabled && !action.enabled(useAppStore.getState()))) return;
  useAppStore.getState().setCommandPaletteOpen(false);
  Promise.resolve(action.perform(context())).catch((error: unknown) => {
    console.error(`[INTERNAL] action ${name} failed`, error);
  });
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** True for a focused control that Enter or Space presses (a button, a link, a menu item). */
function isPressable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && target.closest('button, a[href], [role^="menuitem"], [role="button"]') !== null
  );
}

/**
 * Runs the shortcut of a keydown, unless the user is typing in a field or a modal dialog is open
 * (see {@link handleShortcut}); Enter and Space on a focused button are the button's.
 */
export function handleKeyDown(event: KeyboardEvent): void {
  if ((event.key === 'Enter' || event.key === ' ') && isPressable(event.target)) return;
  handleShortcut(event, {
    actions: ACTIONS,
    mac: IS_MAC,
    isTyping,
    modalOpen,
    run: (name) => runAction(name, event),
  });
}
