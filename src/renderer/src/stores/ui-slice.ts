import type { StateCreator } from 'zustand';
import type { ChannelOutput } from '../../../shared/contract';
import type { Result } from '../../../shared/errors';
import { call } from '../api';
import type { AppState } from './app-store';

export type Theme = 'light' | 'dark';

/** Name, version, host and platform of the running app (`app:info`). */
export type AppInfo = ChannelOutput<'app:info'>;
/** A notice the main process raised while the app started (`app:notices`). */
export type StartupNotice = ChannelOutput<'app:notices'>[number];

/** Layout and look: never part of a document, never undoable. */
export interface UiSlice {
  theme: Theme;
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
  /** The settings dialog, and the section it opened at (e.g. "assistant"). */
  settingsOpen: boolean;
  settingsSection: string | undefined;
  notices: { id: number; level: 'info' | 'warning' | 'error'; message: string; hint?: string }[];
  /** What the About card shows, once read. */
  appInfo: AppInfo | undefined;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  toggleChat: () => void;
  togglePalette: () => void;
  toggleHistory: () => void;
  toggleTruthTable: () => void;
  toggleMinimap: () => void;
  setAboutOpen: (open: boolean) => void;
  setSwitcherOpen: (open: boolean) => void;
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

/** The theme saved in this browser profile, else the system's preference. */
export function initialTheme(): Theme {
  try {
    const saved = globalThis.localStorage?.getItem(THEME_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // Storage can be unavailable (privacy settings); the system preference is a fine fallback.
  }
  return globalThis.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

function saveTheme(theme: Theme): void {
  try {
    globalThis.localStorage?.setItem(THEME_KEY, theme);
  } catch {
    // Not saved: the next start falls back to the system preference.
  }
}

let nextNoticeId = 1;

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set, get) => ({
  theme: initialTheme(),
  chatOpen: true,
  paletteOpen: true,
  historyOpen: false,
  truthTableOpen: false,
  minimapOpen: true,
  aboutOpen: false,
  switcherOpen: false,
  settingsOpen: false,
  settingsSection: undefined,
  notices: [],
  appInfo: undefined,
  setTheme(theme) {
    saveTheme(theme);
    set({ theme });
  },
  toggleTheme() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
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
