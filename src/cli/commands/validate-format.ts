import type { ValidationIssue } from '../../shared/contract';

/** Where an issue is: its pins, else its parts, else its wires ("" when it names none). */
function place(issue: ValidationIssue): string {
  const where = issue.pins?.length ? issue.pins : issue.components.length ? issue.components : (issue.wires ?? []);
  return where.join(', ');
}

/** One line per finding, errors first: `error at X1.a: <what>. Fix: <how>` and a closing count. */
export function validationText(issues: readonly ValidationIssue[]): string {
  const ordered = [...issues.filter((i) => i.severity === 'error'), ...issues.filter((i) => i.severity === 'warning')];
  const lines = ordered.map((issue) => {
    const at = place(issue);
    return `${issue.severity}${at ? ` at ${at}` : ''}: ${issue.message} Fix: ${issue.hint}`;
  });
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.length - errors;
  lines.push(issues.length === 0 ? 'No problems found.' : `${count(errors, 'error')}, ${count(warnings, 'warning')}.`);
  return `${lines.join('\n')}\n`;
}

/** "1 error", "2 warnings". */
export function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
