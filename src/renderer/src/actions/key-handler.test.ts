import { describe, expect, it } from 'vitest';
import type { KeyStroke } from '../../../shared/shortcuts';
import { handleShortcut, type ShortcutEvent } from './key-handler';
import { register, registerCommand, type Action } from './types';

const undo = registerCommand({ name: 'edit.undo', label: 'Undo', enabled: () => false, perform: () => undefined });
const deselect = register({
  name: 'edit.deselect',
  label: 'Deselect',
  shortcuts: ['Escape'],
  perform: () => undefined,
});
const ACTIONS: Action[] = [undo, deselect];

function keyEvent(key: string, mods: Partial<KeyStroke> = {}, extra: Partial<ShortcutEvent> = {}) {
  const event = {
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    isComposing: false,
    target: null,
    prevented: 0,
    preventDefault() {
      this.prevented++;
    },
    ...mods,
    ...extra,
  };
  return event;
}

function handle(event: ShortcutEvent, typing = false) {
  const ran: string[] = [];
  const handled = handleShortcut(event, {
    actions: ACTIONS,
    mac: false,
    isTyping: () => typing,
    modalOpen: () => false,
    run: (n) => ran.push(n),
  });
  return { handled, ran };
}

describe('the shortcut handler', () => {
  it('marks a key it handles as handled, even when the action has nothing to do now, so a menu accelerator does not run it again', () => {
    const event = keyEvent('z', { ctrlKey: true });
    expect(handle(event)).toEqual({ handled: true, ran: ['edit.undo'] });
    expect(event.prevented).toBe(1);
  });

  it('leaves keys without a shortcut, keys typed in a field and keys already handled to others', () => {
    for (const [event, typing] of [
      [keyEvent('q', { ctrlKey: true }), false],
      [keyEvent('z', { ctrlKey: true }), true],
      [keyEvent('Escape', {}, { defaultPrevented: true }), false],
      [keyEvent('Escape', {}, { isComposing: true }), false],
    ] as const) {
      expect(handle(event, typing)).toEqual({ handled: false, ran: [] });
      expect(event.prevented).toBe(0);
    }
  });

  it('takes the shortcuts of a command from the command table', () => {
    expect(undo.shortcuts).toEqual(['Mod+Z']);
  });
});

describe('the shortcut handler behind a modal dialog', () => {
  it('runs nothing and leaves the key to the dialog, so Delete, Ctrl+Z or T never act on the circuit behind it', () => {
    for (const event of [keyEvent('z', { ctrlKey: true }), keyEvent('Escape')]) {
      const ran: string[] = [];
      const handled = handleShortcut(event, {
        actions: ACTIONS,
        mac: false,
        isTyping: () => false,
        modalOpen: () => true,
        run: (n) => ran.push(n),
      });
      expect({ handled, ran, prevented: event.prevented }).toEqual({ handled: false, ran: [], prevented: 0 });
    }
  });
});
