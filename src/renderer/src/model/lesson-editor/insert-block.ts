/** A live circuit block naming a library circuit, as lessons write it. */
export function circuitRefBlock(circuitId: string): string {
  return `\`\`\`circuit\nref: ${circuitId}\n\`\`\``;
}

/** Text with a block put in, and where the cursor goes (after the block). */
export interface Inserted {
  readonly text: string;
  readonly cursor: number;
}

/**
 * Puts a fenced block into Markdown at `at` (a cursor position, clamped into the text) on lines of
 * its own, with a blank line before and after it (a fence must start its line, and a blank line
 * keeps it from joining a paragraph or list around it). A cursor inside a line moves to that line's end
 * first, so no word is split.
 */
export function insertBlock(text: string, at: number, block: string): Inserted {
  let cut = Math.max(0, Math.min(at, text.length));
  if (cut > 0 && text[cut - 1] !== '\n') {
    const end = text.indexOf('\n', cut);
    cut = end === -1 ? text.length : end;
  }
  const before = text.slice(0, cut);
  const after = text.slice(cut);
  const lead = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : after === '' ? '\n' : '\n\n';
  const inserted = `${lead}${block}${trail}`;
  return { text: before + inserted + after, cursor: before.length + lead.length + block.length + trail.length };
}

/** Where line `line` (from 1) of a text starts; past the last line, the text's end. */
export function offsetOfLine(text: string, line: number): number {
  let at = 0;
  for (let n = 1; n < line; n += 1) {
    const next = text.indexOf('\n', at);
    if (next === -1) return text.length;
    at = next + 1;
  }
  return at;
}
