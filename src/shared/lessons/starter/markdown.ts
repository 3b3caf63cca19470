/**
 * Lesson text as a template: backslashes stay (for math: `$\overline{A}$`), and an escaped
 * backtick (\`) is a backtick, so inline code can be written in the template.
 */
export function md(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  const raw = strings.raw.map((s) => s.replace(/\\`/g, '`'));
  return String.raw({ raw }, ...values).trim() + '\n';
}

/** A live circuit of the library: the fenced block that places it (docs/LESSONS.md). */
export function circuitBlock(id: string): string {
  return ['```circuit', `ref: ${id}`, '```'].join('\n');
}

/** The fenced block that places an exercise of the lesson. */
export function exerciseBlock(id: string): string {
  return ['```exercise ' + id, '```'].join('\n');
}
