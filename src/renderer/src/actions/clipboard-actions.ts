import { copySelection } from '../model/edits/clipboard';
import type { AppState } from '../stores/app-store';

/**
 * Puts the selection on the app's clipboard (and, as text, on the system clipboard where the
 * browser allows it, so a circuit fragment can be pasted into a message). Returns false when
 * nothing is selected.
 */
export function copyToClipboard(s: AppState): boolean {
  const circuit = s.replica?.state;
  if (!circuit) return false;
  const content = copySelection(circuit, s.selectedComponents, s.selectedNotes);
  if (!content) return false;
  s.setClipboard(content);
  // Best effort: the system clipboard may be unavailable (permissions, an unfocused window).
  navigator.clipboard?.writeText(JSON.stringify(content, null, 2)).catch(() => undefined);
  return true;
}
