/**
 * A Digital test's text with the signal names of its header renamed: a label Digital allows and we
 * do not ("~Q", "C_{i-1}", "P<Q") is carried over as an identifier ("nQ", "C_i_1", "PltQ"), and the
 * tests that name it follow. Only the header (the first line that is not blank or a comment) names
 * signals; the rows are values. `X_out` (Digital's read-back of a bidirectional input X) follows X.
 */
export function renameSignals(source: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return source;
  const lines = source.split('\n');
  const header = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  if (header < 0) return source;
  lines[header] = lines[header]!.split(/(\s+)/)
    .map((token) => renames.get(token) ?? readBack(token, renames) ?? token)
    .join('');
  return lines.join('\n');
}

function readBack(token: string, renames: ReadonlyMap<string, string>): string | undefined {
  if (!token.endsWith('_out')) return undefined;
  const renamed = renames.get(token.slice(0, -4));
  return renamed === undefined ? undefined : `${renamed}_out`;
}
