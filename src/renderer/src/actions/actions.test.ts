import { describe, expect, it } from 'vitest';
import { COMMAND_IDS, COMMAND_SHORTCUTS } from '../../../shared/commands';
import { ACTIONS } from './index';
import { matchesShortcut, type KeyStroke } from '../../../shared/shortcuts';

function strokeOf(shortcut: string, mac: boolean): KeyStroke {
  const parts = shortcut.endsWith('++')
    ? [...shortcut.slice(0, -2).split('+').filter(Boolean), '+']
    : shortcut.split('+');
  const key = parts[parts.length - 1]!;
  const mods = new Set(parts.slice(0, -1));
  return {
    key: key.length === 1 ? key.toLowerCase() : key,
    ctrlKey: mods.has('Ctrl') || (mods.has('Mod') && !mac),
    metaKey: mods.has('Mod') && mac,
    shiftKey: mods.has('Shift'),
    altKey: mods.has('Alt'),
  };
}

describe('the action registry', () => {
  it('has exactly one action for every command id the desktop menu can send', () => {
    const names = ACTIONS.map((a) => a.name);
    for (const id of COMMAND_IDS)
      expect(
        names.filter((n) => n === id),
        id,
      ).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
  });

  it('binds exactly the shortcuts of the command table (which the desktop menu shows) to each command', () => {
    for (const id of COMMAND_IDS) {
      expect(ACTIONS.find((a) => a.name === id)?.shortcuts, id).toEqual(COMMAND_SHORTCUTS[id]);
    }
  });

  it('gives every shortcut to one action only, on both platforms', () => {
    for (const mac of [false, true]) {
      for (const action of ACTIONS) {
        for (const shortcut of action.shortcuts ?? []) {
          const stroke = strokeOf(shortcut, mac);
          const owners = ACTIONS.filter((a) => a.shortcuts?.some((s) => matchesShortcut(stroke, s, mac)));
          expect(
            owners.map((a) => a.name),
            `${shortcut} on ${mac ? 'macOS' : 'other'}`,
          ).toEqual([action.name]);
        }
      }
    }
  });

  it('has the editing shortcuts the issue asks for', () => {
    const shortcutsOf = (name: string) => ACTIONS.find((a) => a.name === name)?.shortcuts ?? [];
    expect(shortcutsOf('edit.undo')).toContain('Mod+Z');
    expect(shortcutsOf('edit.redo')).toEqual(expect.arrayContaining(['Mod+Shift+Z', 'Ctrl+Y']));
    expect(shortcutsOf('edit.delete')).toEqual(expect.arrayContaining(['Delete', 'Backspace']));
    for (const [name, key] of [
      ['edit.copy', 'Mod+C'],
      ['edit.cut', 'Mod+X'],
      ['edit.paste', 'Mod+V'],
      ['edit.duplicate', 'Mod+D'],
      ['edit.selectAll', 'Mod+A'],
      ['view.fit', 'F'],
    ] as const) {
      expect(shortcutsOf(name)).toContain(key);
    }
  });
});
