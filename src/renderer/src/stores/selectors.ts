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

/**
 * The course the user has open, where the assistant's Course mode puts the lessons it writes: the
 * one picked in the lesson editor while it is open, else the one open in the Lessons panel.
 */
export const selectOpenCourseId = (s: AppState): string | undefined => {
  if (s.authoringOpen && s.authoringCourseId !== undefined) return s.authoringCourseId;
  return s.lessonsOpen && s.lessonsPlace.kind !== 'courses' ? s.lessonsPlace.courseId : undefined;
};
