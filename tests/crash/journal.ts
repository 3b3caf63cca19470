import { readFileSync, truncateSync } from 'node:fs';
import type { Operation } from '../../src/shared/circuit/operations';

/** What the crash child is about to do. Written (and on disk) before it starts doing it. */
export type Action =
  | { readonly kind: 'start' }
  | {
      readonly kind: 'edit';
      readonly label: string;
      readonly source: 'user' | 'assistant';
      readonly operations: Operation[];
    }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'jump'; readonly position: number }
  | { readonly kind: 'import'; readonly content: string }
  | { readonly kind: 'delete'; readonly name: string };

/** One line of the journal: an intent, then (once the action returned) its outcome. */
export type JournalEntry =
  | { readonly t: 'intent'; readonly life: number; readonly n: number; readonly action: Action }
  | { readonly t: 'done'; readonly life: number; readonly n: number; readonly ok: boolean }
  | { readonly t: 'ready'; readonly life: number; readonly circuitId: string };

/** The name of the circuit every edit goes to. */
export const MAIN_CIRCUIT = 'Main';

/** Reads the journal; a last line cut short by the kill is left out. */
export function readJournal(path: string): JournalEntry[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  const lines = text.split('\n');
  lines.pop(); // after the last "\n": empty, or a line the kill interrupted
  return lines.map((line) => JSON.parse(line) as JournalEntry);
}

/**
 * Cuts the journal back to its last whole line once its writer is dead: a line the kill cut short
 * was never acknowledged, and the next life's lines must not be written onto its end (they were,
 * making one line of two that no longer read as JSON).
 */
export function trimJournal(path: string): void {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return;
  }
  const end = Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1));
  if (end < Buffer.byteLength(text)) truncateSync(path, end);
}
