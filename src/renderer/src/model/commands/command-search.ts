/** A command as the palette lists it. */
export interface PaletteCommand {
  readonly name: string;
  readonly label: string;
  /** Its key as the user reads it ("Ctrl+Shift+T"), if it has one. */
  readonly key?: string;
  readonly enabled: boolean;
}

/**
 * How well `label` matches what was typed: every word typed must start a word of the label or
 * appear in it (case ignored); a word-start match scores more, and a label starting with the first
 * word most. Undefined when some word is missing.
 */
export function matchScore(label: string, typed: string): number | undefined {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const text = label.toLowerCase();
  const starts = text.split(/[^a-z0-9]+/).filter(Boolean);
  let score = 0;
  for (const word of words) {
    if (starts.some((s) => s.startsWith(word))) score += 2;
    else if (text.includes(word)) score += 1;
    else return undefined;
  }
  if (text.startsWith(words[0]!)) score += 1;
  return score;
}

/**
 * The commands matching what was typed, best first; ties keep the order given (the menu's).
 * Commands that cannot run now come after those that can.
 */
export function searchCommands(commands: readonly PaletteCommand[], typed: string): PaletteCommand[] {
  return commands
    .map((command, order) => ({ command, order, score: matchScore(command.label, typed) }))
    .filter((m): m is { command: PaletteCommand; order: number; score: number } => m.score !== undefined)
    .sort((a, b) => Number(b.command.enabled) - Number(a.command.enabled) || b.score - a.score || a.order - b.order)
    .map((m) => m.command);
}
