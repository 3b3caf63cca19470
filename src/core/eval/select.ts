/**
 * The tasks whose id matches a pattern: globs separated by commas, "*" any characters and "?" one
 * ("counter-*,sr-latch"). No pattern selects every task.
 */
export function selectTasks<T extends { readonly id: string }>(tasks: readonly T[], pattern?: string): T[] {
  const globs = (pattern ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter((g) => g !== '');
  if (globs.length === 0) return [...tasks];
  const regexes = globs.map(
    (glob) =>
      new RegExp(
        `^${glob
          .split('')
          .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
          .join('')}$`,
        'i',
      ),
  );
  return tasks.filter((t) => regexes.some((r) => r.test(t.id)));
}
