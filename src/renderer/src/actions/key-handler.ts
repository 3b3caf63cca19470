import { matchesShortcut, type KeyStroke } from '../../../shared/shortcuts';
import type { Action, ActionName } from './types';

/** What a keydown handler reads of a KeyboardEvent. */
export interface ShortcutEvent extends KeyStroke {
  readonly defaultPrevented: boolean;
  readonly isComposing: boolean;
  readonly target: EventTarget | null;
  preventDefault(): void;
}

/** The action a key stroke triggers, if any: the first in the list that it matches. */
export function actionForStroke(actions: readonly Action[], stroke: KeyStroke, mac: boolean): Action | undefined {
  return actions.find((a) => a.shortcuts?.some((s) => matchesShortcut(stroke, s, mac)));
}

/**
 * Runs the shortcut of a keydown unless the user is typing in a field or a modal dialog is open (a
 * key there is the dialog's: it is left alone, unhandled, and no shortcut acts behind it). A key that matches a
 * shortcut is always marked handled (preventDefault), even when its action has nothing to do now:
 * in the desktop app a menu accelerator fires only for a key the page did not handle, so a key the
 * page lets through would run its command a second time (see src/main/electron/menu.ts).
 * Returns whether the key was handled.
 */
export function handleShortcut(
  event: ShortcutEvent,
  options: {
    readonly actions: readonly Action[];
    readonly mac: boolean;
    readonly isTyping: (target: EventTarget | null) => boolean;
    /** True while a modal dialog (About, Settings…) covers the window. */
    readonly modalOpen: () => boolean;
    readonly run: (name: ActionName) => void;
  },
): boolean {
  if (event.defaultPrevented || event.isComposing || options.isTyping(event.target) || options.modalOpen())
    return false;
  const action = actionForStroke(options.actions, event, options.mac);
  if (!action) return false;
  event.preventDefault();
  options.run(action.name);
  return true;
}
