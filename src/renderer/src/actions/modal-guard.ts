import type { ActionName } from './types';

/**
 * What may still run while a modal dialog (About, Settings, the example offer) covers the window.
 * The rest act on the circuit it hides: a desktop menu accelerator (which reaches the page as
 * `app.command`) must not edit it, or toggle panels, unseen.
 */
export const WHILE_MODAL_OPEN: ReadonlySet<ActionName> = new Set<ActionName>(['app.settings', 'view.toggleTheme']);

/** Whether an action may run now: always with no modal open, only a few with one. */
export function mayRun(name: ActionName, modalOpen: boolean): boolean {
  return !modalOpen || WHILE_MODAL_OPEN.has(name);
}
