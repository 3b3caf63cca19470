import { describe, expect, it } from 'vitest';
import { COMMAND_IDS } from '../../../shared/commands';
import { ACTIONS } from './index';
import { mayRun, WHILE_MODAL_OPEN } from './modal-guard';

describe('actions while a modal dialog is open', () => {
  it('runs every action when no modal dialog is open', () => {
    for (const action of ACTIONS) expect(mayRun(action.name, false), action.name).toBe(true);
  });

  it('refuses every edit, history move and panel toggle behind a modal dialog', () => {
    for (const name of ['edit.delete', 'edit.undo', 'edit.redo', 'view.toggleTruthTable', 'edit.nudgeLeft'] as const) {
      expect(mayRun(name, true), name).toBe(false);
    }
  });

  it('lets only the settings command and the theme toggle through, both real commands', () => {
    expect([...WHILE_MODAL_OPEN].sort()).toEqual(['app.settings', 'view.toggleTheme']);
    for (const name of WHILE_MODAL_OPEN) expect(COMMAND_IDS).toContain(name);
    expect(
      ACTIONS.filter((a) => mayRun(a.name, true))
        .map((a) => a.name)
        .sort(),
    ).toEqual(['app.settings', 'view.toggleTheme']);
  });
});
