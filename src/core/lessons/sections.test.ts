import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSection, replaceSection, sectionsOf } from './sections';

const TEXT = [
  '# Adders',
  'Intro.',
  '## Half adder',
  'Two bits.',
  '```',
  '# not a heading',
  '```',
  '### Truth table',
  'Rows.',
  '## Full adder',
  'Three bits. ##',
  '# Next',
  'End.',
].join('\n');

describe('sections of a lesson', () => {
  it('finds headings of every level, their lines and bodies, and none inside a code block', () => {
    const sections = sectionsOf(TEXT);
    expect(sections.map((s) => [s.level, s.heading, s.line])).toEqual([
      [1, 'Adders', 1],
      [2, 'Half adder', 3],
      [3, 'Truth table', 8],
      [2, 'Full adder', 10],
      [1, 'Next', 12],
    ]);
    expect(sections[1]!.body).toBe('Two bits.\n```\n# not a heading\n```\n### Truth table\nRows.\n');
    expect(sections[4]!.body).toBe('End.');
  });

  it('reads closing #s, ~~~ fences and indented headings as CommonMark does', () => {
    expect(
      sectionsOf('## Title ##\n~~~\n# no\n~~~\n   # Yes\n    # code, not a heading\n#nospace').map((s) => s.heading),
    ).toEqual(['Title', 'Yes']);
  });

  it('treats a code block left open as running to the end', () => {
    expect(sectionsOf('# A\n```\n# B').map((s) => s.heading)).toEqual(['A']);
  });

  it('replaces the body of a section, its subsections with it, and nothing else', () => {
    const replaced = replaceSection(TEXT, 'Half adder', 'New text.');
    expect(replaced).toEqual({ success: true, data: TEXT.replace(/Two bits\.[\s\S]*Rows\.\n/, 'New text.\n') });
    expect(replaceSection(TEXT, '# Next', 'Last.\n')).toEqual({ success: true, data: TEXT.replace('End.', 'Last.\n') });
  });

  it('finds one section by its heading, ignoring case, or by level', () => {
    expect(findSection(TEXT, 'full adder')).toEqual({
      success: true,
      data: { heading: 'Full adder', level: 2, line: 10, body: 'Three bits. ##\n' },
    });
    expect(findSection(TEXT, '### Half adder')).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('says when a heading is missing or ambiguous, and what there is', () => {
    const missing = replaceSection(TEXT, 'Multiplexers', 'x');
    expect(missing).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      error: 'The lesson has no heading "Multiplexers".',
    });
    expect(!missing.success && missing.hint).toContain('"## Half adder" (line 3)');
    const twice = '# Intro\n## Notes\na\n# Later\n## Notes\nb\n';
    const ambiguous = replaceSection(twice, 'notes', 'x');
    expect(ambiguous).toMatchObject({
      success: false,
      error: 'The lesson has 2 headings "notes" (lines 2, 5): it is not clear which one to replace.',
    });
    expect(replaceSection('# Notes\na\n## Notes\nb\n', '## Notes', 'c')).toEqual({
      success: true,
      data: '# Notes\na\n## Notes\nc',
    });
  });

  it('refuses a body that would start a section of its own or leave a code block open', () => {
    expect(replaceSection(TEXT, 'Half adder', 'x\n## Other\n')).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
    });
    expect(replaceSection(TEXT, 'Half adder', '```\ncode\n')).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(replaceSection(TEXT, 'Half adder', '#### Deeper\nfine\n').success).toBe(true);
  });
});

/** Lines a lesson is made of: headings, fences, text. */
const lineArb = fc.oneof(
  fc.constantFrom('# One', '## Two', '### Three', '## Two', '```', '~~~', '', 'text', '#### Four'),
  fc.string({ unit: fc.constantFrom('a', ' ', '#', '`', 'b'), maxLength: 8 }),
);
const bodyLineArb = fc.oneof(
  fc.constantFrom('', 'body', '##### Deep', '```', '```'),
  fc.string({ unit: fc.constantFrom('x', ' ', '-'), maxLength: 6 }),
);

describe('sections, property-tested', () => {
  it('replaceSection then sectionsOf gives the new body back, and every other section as it was', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 20 }),
        fc.nat(),
        fc.array(bodyLineArb, { maxLength: 6 }),
        fc.boolean(),
        (lines, pick, bodyLines, newline) => {
          const text = lines.join('\n');
          const sections = sectionsOf(text);
          if (sections.length === 0) return;
          const target = sections[pick % sections.length]!;
          const body = bodyLines.join('\n') + (newline && bodyLines.length > 0 ? '\n' : '');
          const replaced = replaceSection(text, `${'#'.repeat(target.level)} ${target.heading}`, body);
          if (!replaced.success) {
            // Only an ambiguous heading or a body that would change the sections is refused.
            expect(['INVALID_INPUT']).toContain(replaced.code);
            return;
          }
          const after = sectionsOf(replaced.data);
          const index = sections.indexOf(target);
          let end = sections.findIndex((s, k) => k > index && s.level <= target.level);
          if (end < 0) end = sections.length;
          const headings = (list: readonly { level: number; heading: string }[]) =>
            list.map((s) => `${s.level} ${s.heading}`);
          expect(headings(after)).toEqual([
            ...headings(sections.slice(0, index + 1)),
            ...headings(sectionsOf(body)),
            ...headings(sections.slice(end)),
          ]);
          const mine = after[index]!;
          const expected = end < sections.length && body !== '' && !body.endsWith('\n') ? `${body}\n` : body;
          expect(mine.body).toBe(expected);
          // Every section after the replaced one has the body it had.
          expect(after.slice(after.length - (sections.length - end)).map((s) => s.body)).toEqual(
            sections.slice(end).map((s) => s.body),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
