import type { StateCreator } from 'zustand';
import type { ChannelOutput } from '../../../shared/contract';
import type { Result } from '../../../shared/errors';
import type { SettingValues } from '../../../shared/settings';
import { call } from '../platform/api';
import type { AppState } from './app-store';
import type { ExampleOffer } from './example-copies';

/** The theme on screen. */
export type Theme = 'light' | 'dark';
/** The theme the user chose (`appearance.theme`): "system" follows the operating system. */
export type ThemePreference = SettingValues['appearance.theme'];

/** Name, version, host, platform and data folder of the running app (`app:info`). */
export type AppInfo = ChannelOutput<'app:info'>;
/** A notice the main process raised while the app started (`app:notices`). */
export type StartupNotice = ChannelOutput<'app:notices'>[number];

/** Layout and look: never part of a document, never undoable. */
export interface UiSlice {
  /** The theme on screen: the preference, with "system" resolved. */
  theme: Theme;
  /** The theme the user chose; the `appearance.theme` setting is its one source (see {@link setThemePreference}). */
  themePreference: ThemePreference;
  chatOpen: boolean;
  paletteOpen: boolean;
  historyOpen: boolean;
  /** The truth table of the open circuit (switches and buttons to LEDs and probes). */
  truthTableOpen: boolean;
  minimapOpen: boolean;
  /** The "About" card. */
  aboutOpen: boolean;
  /** The circuit switcher's menu. */
  switcherOpen: boolean;
  /** The command palette (Ctrl+K): every command by name. */
  commandPaletteOpen: boolean;
  /** The offer to switch to the copy of an example already there, while it is shown. */
  exampleOffer: ExampleOffer | undefined;
  /** The settings dialog, and the section it opened at (e.g. "assistant"). */
  settingsOpen: boolean;
  settingsSection: string | undefined;
  notices: { id: number; level: 'info' | 'warning' | 'error'; message: string; hint?: string }[];
  /** What the About card shows, once read. */
  appInfo: AppInfo | undefined;
  /** Shows the light or the dark theme from now on (stored as `appearance.theme`). */
  setTheme: (theme: Theme) => Promise<void>;
  /** Switches between light and dark (the top bar's button), whatever the preference was. */
  toggleTheme: () => Promise<void>;
  /** Stores the theme preference as the `appearance.theme` setting and shows it; on failure, says why and keeps the old one. */
  setThemePreference: (preference: ThemePreference) => Promise<void>;
  /** Shows a preference the settings hold (read at start, or a `settings.changed` event); writes nothing. */
  applyThemePreference: (preference: ThemePreference) => void;
  /** The operating system switched between light and dark: follow it when the preference is "system". */
  systemThemeChanged: () => void;
  toggleChat: () => void;
  togglePalette: () => void;
  toggleHistory: () => void;
  toggleTruthTable: () => void;
  toggleMinimap: () => void;
  setAboutOpen: (open: boolean) => void;
  setSwitcherOpen: (open: boolean) => void;
  setCommandPaletteOpen: (open: boolean) => void;
  setExampleOffer: (offer: ExampleOffer | undefined) => void;
  /** Opens the settings dialog, optionally at one section (the chat's "Set up a provider" opens "assistant"). */
  openSettings: (section?: string) => void;
  closeSettings: () => void;
  pushNotice: (notice: { level: 'info' | 'warning' | 'error'; message: string; hint?: string }) => void;
  dismissNotice: (id: number) => void;
  /** Reads the app's name, version and host again (the About card opens). */
  loadAppInfo: () => Promise<void>;
  /** The notices raised while the app started (a damaged database moved aside), before this window. */
  startupNotices: () => Promise<Result<StartupNotice[]>>;
}

const THEME_KEY = 'circuitforge.theme';

/** Whether the operating system asks for light colours (where it cannot be asked: no, the app's own look is dark). */
export function systemPrefersLight(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: light)').matches ?? false;
}

/** The theme a preference shows: "system" follows the operating system. */
export function resolveTheme(preference: ThemePreference, prefersLight: boolean): Theme {
  if (preference === 'system') return prefersLight ? 'light' : 'dark';
  return preference;
}

/**
 * The preference to paint the first frame with. The `appearance.theme` setting is the source; this
 * window remembers the last value it read so the app does not flash the other theme while the
 * settings load. Nothing else reads the copy.
 */
export function initialThemePreference(): ThemePreference {
  try {
    const saved = globalThis.localStorage?.getItem(THEME_KEY);
    if (saved === 'light' || saved === 'dark' || saved === 'system') return saved;
  } catch {
    // Storage can be unavailable (privacy settings); "system" is a fine first frame.
  }
  return 'system';
}

function rememberPreference(preference: ThemePreference): void {
  try {
    globalThis.localStorage?.setItem(THEME_KEY, preference);
  } catch {
    // Not kept: the next start paints its first frame with the system's theme.
  }
}

let nextNoticeId = 1;

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set, get) => ({
  theme: resolveTheme(initialThemePreference(), systemPrefersLight()),
  themePreference: initialThemePreference(),
  chatOpen: true,
  paletteOpen: true,
  historyOpen: false,
  truthTableOpen: false,
  minimapOpen: true,
  aboutOpen: false,
  switcherOpen: false,
  commandPaletteOpen: false,
  exampleOffer: undefined,
  settingsOpen: false,
  settingsSection: undefined,
  notices: [],
  appInfo: undefined,
  setTheme(theme) {
    return get().setThemePreference(theme);
  },
  toggleTheme() {
    return get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
  async setThemePreference(preference) {
    const before = get().themePreference;
    // Shown at once; the setting follows (and is put back if it cannot be stored).
    get().applyThemePreference(preference);
    const result = await call('settings:set', { key: 'appearance.theme', value: preference });
    if (result.success) return;
    if (get().themePreference === preference) get().applyThemePreference(before);
    get().pushNotice({ level: 'error', message: `The theme was not saved: ${result.error}`, hint: result.hint });
  },
  applyThemePreference(preference) {
    rememberPreference(preference);
    set({ themePreference: preference, theme: resolveTheme(preference, systemPrefersLight()) });
  },
  systemThemeChanged() {
    set((s) => ({ theme: resolveTheme(s.themePreference, systemPrefersLight()) }));
  },
  openSettings(section) {
    set({ settingsOpen: true, settingsSection: section });
  },
  closeSettings() {
    set({ settingsOpen: false, settingsSection: undefined });
  },
  toggleChat() {
    set((s) => ({ chatOpen: !s.chatOpen }));
  },
  togglePalette() {
    set((s) => ({ paletteOpen: !s.paletteOpen }));
  },
  toggleHistory() {
    set((s) => ({ historyOpen: !s.historyOpen }));
  },
  toggleTruthTable() {
    set((s) => ({ truthTableOpen: !s.truthTableOpen }));
  },
  toggleMinimap() {
    set((s) => ({ minimapOpen: !s.minimapOpen }));
  },
  setAboutOpen(open) {
    set({ aboutOpen: open });
  },
  setSwitcherOpen(open) {
    set({ switcherOpen: open });
  },
  setCommandPaletteOpen(open) {
    set({ commandPaletteOpen: open });
  },
  setExampleOffer(offer) {
    set({ exampleOffer: offer });
  },
  pushNotice(notice) {
    const id = nextNoticeId++;
    set((s) => ({ notices: [...s.notices.slice(-4), { id, ...notice }] }));
  },
  dismissNotice(id) {
    set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
  },
  async loadAppInfo() {
    const result = await call('app:info', {});
    if (result.success) set({ appInfo: result.data });
  },
  startupNotices() {
    return call('app:notices', {});
  },
});
