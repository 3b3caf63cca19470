import type { AppState } from './app-store';
import type { CategoryGroup } from './registry-slice';

/** Normalises text for palette search: lower case, separators as spaces. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[_\-()]+/g, ' ');
}

/**
 * The palette's categories filtered by a query: every word of the query must appear in the type,
 * the name or the description. Empty categories are dropped.
 */
export function filterCategories(categories: readonly CategoryGroup[], query: string): CategoryGroup[] {
  const words = normalize(query)
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return [...categories];
  return categories
    .map((group) => ({
      category: group.category,
      components: group.components.filter((c) => {
        const haystack = normalize(`${c.type} ${c.name} ${c.description}`);
        return words.every((w) => haystack.includes(w));
      }),
    }))
    .filter((group) => group.components.length > 0);
}

/** Whether a modal dialog of the app (About, Settings) covers the window: shortcuts then leave the circuit alone. */
export const selectModalOpen = (s: AppState): boolean => s.settingsOpen || s.aboutOpen;

export const selectTheme = (s: AppState) => s.theme;
export const selectChatOpen = (s: AppState) => s.chatOpen;
export const selectPaletteOpen = (s: AppState) => s.paletteOpen;
