import { NOTE_WIDTH_MAX, NOTE_WIDTH_MIN } from '../../../shared/circuit';

/** Checks a wrapping width typed by the user: empty means "as wide as the text". */
export function parseNoteWidth(text: string): { width: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { width: null };
  const width = Number(trimmed);
  if (!Number.isFinite(width) || width < NOTE_WIDTH_MIN || width > NOTE_WIDTH_MAX) {
    return { error: `A width is a number from ${NOTE_WIDTH_MIN} to ${NOTE_WIDTH_MAX}, or empty for automatic.` };
  }
  return { width: Math.round(width) };
}
