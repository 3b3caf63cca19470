import { getFlowInstance } from '../editor/flow-instance';
import { useAppStore } from '../stores/app-store';
import { ACTIONS } from './index';
import { isMacPlatform, matchesShortcut } from './keys';
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

/** Runs an action by name, as a menu item or a button does. Errors are bugs: they are logged. */
export function runAction(name: ActionName, event?: KeyboardEvent): void {
  const action = BY_NAME.get(name);
  if (!action) {
    console.error(`[INTERNAL] no action named ${name}`);
    return;
  }
  if (action.enabled && !action.enabled(useAppStore.getState())) return;
  Promise.resolve(action.perform(context(event))).catch((error: unknown) => {
    console.error(`[INTERNAL] action ${name} failed`, error);
  });
}

/** The action a key stroke triggers, if any. */
export function actionForKey(event: KeyboardEvent): Action | undefined {
  return ACTIONS.find((a) => a.shortcuts?.some((s) => matchesShortcut(event, s, IS_MAC)));
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Runs the shortcut of a keydown, unless the user is typing in a field. */
export function handleKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing || isTyping(event.target)) return;
  const action = actionForKey(event);
  if (!action) return;
  event.preventDefault();
  runAction(action.name, event);
}
