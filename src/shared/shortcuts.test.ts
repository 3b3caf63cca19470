import { describe, expect, it } from 'vitest';
import { formatShortcut, isMacPlatform, matchesShortcut, type KeyStroke } from './shortcuts';

function stroke(key: string, mods: Partial<Omit<KeyStroke, 'key'>> = {}): KeyStroke {
  return { key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods };
}

describe('shortcuts', () => {
  it('maps Mod to Ctrl elsewhere and to ⌘ on macOS', () => {
    expect(matchesShortcut(stroke('z', { ctrlKey: true }), 'Mod+Z', false)).toBe(true);
    expect(matchesShortcut(stroke('z', { metaKey: true }), 'Mod+Z', false)).toBe(false);
    expect(matchesShortcut(stroke('z', { metaKey: true }), 'Mod+Z', true)).toBe(true);
    expect(matchesShortcut(stroke('z', { ctrlKey: true }), 'Mod+Z', true)).toBe(false);
    expect(matchesShortcut(stroke('y', { ctrlKey: true }), 'Ctrl+Y', true)).toBe(true);
  });

  it('requires the exact modifiers, so undo does not fire on redo', () => {
    expect(matchesShortcut(stroke('Z', { ctrlKey: true, shiftKey: true }), 'Mod+Z', false)).toBe(false);
    expect(matchesShortcut(stroke('Z', { ctrlKey: true, shiftKey: true }), 'Mod+Shift+Z', false)).toBe(true);
    expect(matchesShortcut(stroke('Delete'), 'Delete', false)).toBe(true);
    expect(matchesShortcut(stroke('ArrowLeft', { shiftKey: true }), 'ArrowLeft', false)).toBe(false);
    expect(matchesShortcut(stroke('ArrowLeft', { shiftKey: true }), 'Shift+ArrowLeft', false)).toBe(true);
    expect(matchesShortcut(stroke('f'), 'F', false)).toBe(true);
    expect(matchesShortcut(stroke('f', { ctrlKey: true }), 'F', false)).toBe(false);
  });

  it('matches symbol keys whatever Shift does to produce them', () => {
    expect(matchesShortcut(stroke('=', { ctrlKey: true }), 'Mod+=', false)).toBe(true);
    expect(matchesShortcut(stroke('+', { ctrlKey: true, shiftKey: true }), 'Mod++', false)).toBe(true);
    expect(matchesShortcut(stroke('-', { ctrlKey: true }), 'Mod+-', false)).toBe(true);
  });

  it('recognises a letter by its physical key when Alt changes the character (macOS)', () => {
    expect(matchesShortcut({ ...stroke('®', { metaKey: true, altKey: true }), code: 'KeyR' }, 'Mod+Alt+R', true)).toBe(
      true,
    );
  });

  it('reads as the platform writes it', () => {
    expect(formatShortcut('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z');
    expect(formatShortcut('Mod+Shift+Z', true)).toBe('⇧⌘Z');
    expect(formatShortcut('Delete', false)).toBe('Delete');
    expect(formatShortcut('Mod+ArrowDown', false)).toBe('Ctrl+↓');
    expect(formatShortcut('Mod+ArrowUp', true)).toBe('⌘↑');
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
  });
});
