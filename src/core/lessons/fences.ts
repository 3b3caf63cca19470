/** A fenced code block of Markdown (CommonMark): ``` or ~~~, three or more, indented at most 3 spaces. */
export interface Fence {
  /** Line of the opening fence, from 0. */
  readonly open: number;
  /** Line of the closing fence; undefined when the block runs to the end of the text unclosed. */
  readonly close: number | undefined;
  /** The info string after the opening fence, trimmed ("circuit", "exercise half-adder"). */
  readonly info: string;
  /** The lines between the fences. */
  readonly body: string;
}

const OPENING = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** The lines of a text, without their line endings (`\r\n` and `\n`). */
export function linesOf(text: string): string[] {
  return text.split(/\r?\n/);
}

/** The fenced blocks of a Markdown text, in order. A backtick fence's info string may not hold a backtick. */
export function fencesOf(lines: readonly string[]): Fence[] {
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]!);
    if (!open) continue;
    const marker = open[1]!;
    const info = open[2]!.trim();
    if (marker[0] === '`' && info.includes('`')) continue;
    const closing = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    let close: number | undefined;
    for (let j = i + 1; j < lines.length; j++) {
      if (closing.test(lines[j]!)) {
        close = j;
        break;
      }
    }
    fences.push({ open: i, close, info, body: lines.slice(i + 1, close ?? lines.length).join('\n') });
    i = close ?? lines.length;
  }
  return fences;
}

/** Per line: whether it belongs to a fenced block (its fences included). */
export function fencedLines(lines: readonly string[]): boolean[] {
  const inside = lines.map(() => false);
  for (const fence of fencesOf(lines)) {
    for (let i = fence.open; i <= (fence.close ?? lines.length - 1); i++) inside[i] = true;
  }
  return inside;
}
