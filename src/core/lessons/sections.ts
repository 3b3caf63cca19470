import { fail, ok, type Result } from '../../shared/errors';
import { fencedLines, fencesOf, linesOf } from './fences';

/** One section of a lesson: a heading and the text under it, up to the next heading of its level or higher. */
export interface Section {
  /** The heading's text, without its #s. */
  readonly heading: string;
  /** 1 for `#`, 6 for `######`. */
  readonly level: number;
  /** The heading's line, from 1. */
  readonly line: number;
  /** The text under the heading (subsections included), each line ending with a line break. */
  readonly body: string;
}

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;

interface HeadingLine {
  readonly index: number;
  readonly level: number;
  readonly text: string;
}

/** ATX headings (`#` … `######`) outside fenced code blocks. */
function headingLines(lines: readonly string[]): HeadingLine[] {
  const fenced = fencedLines(lines);
  const headings: HeadingLine[] = [];
  lines.forEach((line, index) => {
    if (fenced[index]) return;
    const match = HEADING.exec(line);
    if (!match) return;
    // A closing sequence of #s (after a space) is not part of the text.
    const text = (match[2] ?? '').replace(/(?:^|[ \t]+)#+$/, '').trim();
    headings.push({ index, level: match[1]!.length, text });
  });
  return headings;
}

/** Where a heading's section ends: the line of the next heading of its level or higher, or the end. */
function sectionEnd(headings: readonly HeadingLine[], at: number, lineCount: number): number {
  const level = headings[at]!.level;
  for (let k = at + 1; k < headings.length; k++) if (headings[k]!.level <= level) return headings[k]!.index;
  return lineCount;
}

/** The text of lines [from, to), each line with its break (the text's last line keeps what it has). */
function joinLines(lines: readonly string[], from: number, to: number): string {
  if (from >= to) return '';
  const text = lines.slice(from, to).join('\n');
  return to < lines.length ? `${text}\n` : text;
}

/** The sections of a lesson's text, in order. A `#` line inside a fenced code block is not a heading. */
export function sectionsOf(markdown: string): Section[] {
  const lines = linesOf(markdown);
  const headings = headingLines(lines);
  return headings.map((h, k) => ({
    heading: h.text,
    level: h.level,
    line: h.index + 1,
    body: joinLines(lines, h.index + 1, sectionEnd(headings, k, lines.length)),
  }));
}

/** "## Adders" names a heading of level 2; "Adders" one of any level. */
function parseWanted(heading: string): { text: string; level: number | undefined } {
  const match = /^\s*(#{1,6})\s+(.*)$/.exec(heading);
  return match ? { text: match[2]!.trim(), level: match[1]!.length } : { text: heading.trim(), level: undefined };
}

/**
 * Which heading `heading` names: its exact text, else its text ignoring case; a leading "## " also
 * asks for that level. None, or more than one, is a failure that lists the headings there are.
 */
function findHeading(headings: readonly HeadingLine[], heading: string): Result<number> {
  const wanted = parseWanted(heading);
  const atLevel = headings
    .map((h, k) => ({ h, k }))
    .filter(({ h }) => wanted.level === undefined || h.level === wanted.level);
  let found = atLevel.filter(({ h }) => h.text === wanted.text);
  if (found.length === 0) found = atLevel.filter(({ h }) => h.text.toLowerCase() === wanted.text.toLowerCase());
  const list = headings.map((h) => `"${'#'.repeat(h.level)} ${h.text}" (line ${h.index + 1})`).join(', ');
  if (found.length === 0) {
    return fail(
      'NOT_FOUND',
      `The lesson has no heading "${heading.trim()}".`,
      headings.length === 0 ? 'The lesson has no headings yet: edit its whole text instead.' : `Its headings: ${list}.`,
    );
  }
  if (found.length > 1) {
    const lines = found.map(({ h }) => h.index + 1).join(', ');
    return fail(
      'INVALID_INPUT',
      `The lesson has ${found.length} headings "${wanted.text}" (lines ${lines}): it is not clear which one to replace.`,
      'Give the heading with its level ("## Adders"), or rename one of them first.',
    );
  }
  return ok(found[0]!.k);
}

/** The one section `heading` names (as {@link replaceSection} finds it); none or several is a failure in words. */
export function findSection(markdown: string, heading: string): Result<Section> {
  const lines = linesOf(markdown);
  const headings = headingLines(lines);
  const found = findHeading(headings, heading);
  if (!found.success) return found;
  const h = headings[found.data]!;
  return ok({
    heading: h.text,
    level: h.level,
    line: h.index + 1,
    body: joinLines(lines, h.index + 1, sectionEnd(headings, found.data, lines.length)),
  });
}

/**
 * The lesson's text with the body of one section replaced (the heading line stays). The new body
 * may hold deeper headings (subsections) but no heading of the section's level or higher, which
 * would start sections of its own, and no code block it does not close, which would swallow the
 * headings after it. A body that does not end with a line break gets one when text follows.
 */
export function replaceSection(markdown: string, heading: string, body: string): Result<string> {
  const lines = linesOf(markdown);
  const headings = headingLines(lines);
  const found = findHeading(headings, heading);
  if (!found.success) return found;
  const target = headings[found.data]!;
  const bodyLines = linesOf(body);
  if (fencesOf(bodyLines).some((f) => f.close === undefined)) {
    return fail(
      'INVALID_INPUT',
      `The new text of "${target.text}" opens a code block it does not close.`,
      'Close every ``` block inside the section.',
    );
  }
  const clash = headingLines(bodyLines).find((h) => h.level <= target.level);
  if (clash) {
    return fail(
      'INVALID_INPUT',
      `The new text of "${target.text}" holds the heading "${'#'.repeat(clash.level)} ${clash.text}", which would start a section of its own.`,
      `Use headings deeper than level ${target.level} inside the section, or edit the lesson's whole text.`,
    );
  }
  const end = sectionEnd(headings, found.data, lines.length);
  const before = joinLines(lines, 0, target.index + 1);
  const after = end < lines.length ? lines.slice(end).join('\n') : '';
  const ending = target.index + 1 === lines.length && body !== '' ? '\n' : '';
  const fixedBody = end < lines.length && body !== '' && !body.endsWith('\n') ? `${body}\n` : body;
  return ok(`${before}${ending}${fixedBody}${after}`);
}
