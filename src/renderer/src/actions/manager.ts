import { getFlowInstance } from '../editor/flow-instance';
import { useAppStore } from '../stores/app-store';
import { ACTIONS } from './index';
import { formatShortcut, isMacPlatform } from '../../../shared/shortcuts';
import { handleShortcut } from './key-handler';
import type { Action, ActionContext, ActionName } from './types';

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

/**
 * What may still run while the settings dialog covers the window. The rest act on the circuit it
 * hides: a menu accelerator (which reaches the page as `app.command`) must not edit it unseen.
 */
const WHILE_SETTINGS_OPEN: ReadonlySet<ActionName> = new Set<ActionName>(['app.settings', 'view.toggleTheme']);

/** Runs an action by name, as a menu item or a button does. Errors are bugs: they are logged. */
export function runAction(name: ActionName, event?: KeyboardEvent): void {
  const action = BY_NAME.get(name);
  if (!action) {
    console.error(`[INTERNAL] no action named ${name}`);
    return;
  }
  if (useAppStore.getState().settingsOpen && !WHILE_SETTINGS_OPEN.has(name)) return;
  if (action.enabled && !action.enabled(useAppStore.getState())) return;
  Promise.resolve(action.perform(context(event))).catch((error: unknown) => {
    console.error(`[INTERNAL] action ${name} failed`, error);
  });
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Runs the shortcut of a keydown, unless the user is typing in a field (see {@link handleShortcut}). */
export function handleKeyDown(event: KeyboardEvent): void {
  handleShortcut(event, { actions: ACTIONS, mac: IS_MAC, isTyping, run: (name) => runAction(name, event) });
}
