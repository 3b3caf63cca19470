// The shortcut syntax of the command table (commands.ts): "Mod+Shift+Z", "Delete", "Mod++". Pure, so
// the renderer matches key strokes with it and the desktop menu's tests check its accelerators.
/** The keyboard facts a shortcut is matched against (a subset of KeyboardEvent). */
export interface KeyStroke {
  readonly key: string;
  readonly code?: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** True on macOS, where "Mod" is ⌘ rather than Ctrl. */
export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad/i.test(platform);
}

/** A shortcut taken apart. */
export interface ParsedShortcut {
  readonly key: string;
  readonly mod: boolean;
  readonly ctrl: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

/** Takes a shortcut apart: its key (lower case) and which modifiers it needs. */
export function parseShortcut(shortcut: string): ParsedShortcut {
  const parts = shortcut.split('+');
  // "Mod++" ends with an empty part for the "+" key itself.
  const key = shortcut.endsWith('++') ? '+' : parts[parts.length - 1]!;
  const modifiers = new Set(parts.slice(0, shortcut.endsWith('++') ? -2 : -1));
  return {
    key: key.toLowerCase(),
    mod: modifiers.has('Mod'),
    ctrl: modifiers.has('Ctrl'),
    shift: modifiers.has('Shift'),
    alt: modifiers.has('Alt'),
  };
}

/**
 * True when a key stroke is the shortcut. "Mod" is ⌘ on macOS and Ctrl elsewhere; "Ctrl" is Ctrl
 * everywhere. Modifiers must match exactly, so Mod+Z does not fire on Mod+Shift+Z. Letters match by
 * key, ignoring case.
 */
export function matchesShortcut(stroke: KeyStroke, shortcut: string, mac: boolean): boolean {
  const s = parseShortcut(shortcut);
  const wantCtrl = s.ctrl || (s.mod && !mac);
  const wantMeta = s.mod && mac;
  if (stroke.ctrlKey !== wantCtrl || stroke.metaKey !== wantMeta || stroke.altKey !== s.alt) return false;
  const key = stroke.key.toLowerCase();
  // Shift changes "=" into "+" on most layouts: for symbol keys, shift is part of the key itself.
  const isSymbol = key.length === 1 && !/[a-z0-9]/.test(key);
  if (!isSymbol && stroke.shiftKey !== s.shift) return false;
  if (key === s.key) return true;
  // With Alt held, macOS reports a different character; the physical key still identifies it.
  return stroke.code !== undefined && /^[a-z]$/.test(s.key) && stroke.code === `Key${s.key.toUpperCase()}`;
}

/** Keys written as their arrows ("Ctrl+↓"), on every platform. */
const KEY_SIGNS: Readonly<Record<string, string>> = { arrowup: '↑', arrowdown: '↓', arrowleft: '←', arrowright: '→' };

/** How a shortcut reads on this platform: "⌘⇧Z" on macOS, "Ctrl+Shift+Z" elsewhere; arrows as ↑ ↓ ← →. */
export function formatShortcut(shortcut: string, mac: boolean): string {
  const s = parseShortcut(shortcut);
  const key =
    KEY_SIGNS[s.key] ?? (s.key.length === 1 ? s.key.toUpperCase() : s.key.charAt(0).toUpperCase() + s.key.slice(1));
  if (mac) {
    return `${s.ctrl ? '⌃' : ''}${s.alt ? '⌥' : ''}${s.shift ? '⇧' : ''}${s.mod ? '⌘' : ''}${key}`;
  }
  return [s.mod || s.ctrl ? 'Ctrl' : '', s.alt ? 'Alt' : '', s.shift ? 'Shift' : '', key]
    .filter((p) => p !== '')
    .join('+');
}
