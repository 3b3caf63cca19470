import type { AppState } from './app-store';

/** Whether a modal dialog of the app (About, Settings, the command palette, the example offer) covers the window: shortcuts then leave the circuit alone. */
export const selectModalOpen = (s: AppState): boolean =>
  s.settingsOpen ||
  s.aboutOpen ||
  s.commandPaletteOpen ||
  s.exampleOffer !== undefined ||
  s.imageDialogOpen ||
  s.printView !== undefined ||
  s.verilogDraft !== undefined;

export const selectTheme = (s: AppState) => s.theme;
export const selectChatOpen = (s: AppState) => s.chatOpen;
export const selectPaletteOpen = (s: AppState) => s.paletteOpen;
