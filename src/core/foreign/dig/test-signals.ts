/**
 * A Digital test's text with the signal names of its header renamed: a label Digital allows and we
 * do not ("~Q", "C_{i-1}", "P<Q") is carried over as an identifier ("nQ", "C_i_1", "PltQ"), and the
 * tests that name it follow. The header (the first line that is not blank or a comment) names
 * signals, and so do `init` and `memory` statements after it; the rows are values. `X_out`
 * (Digital's read-back of a bidirectional input X) follows X.
 */
export function renameSignals(source: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return source;
  const lines = source.split('\n');
  const header = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  if (header < 0) return source;
  lines[header] = lines[header]!.split(/(\s+)/)
    .map((token) => renames.get(token) ?? readBack(token, renames) ?? token)
    .join('');
  // `init NAME = …;` and `memory NAME(…) = …;` name a register or memory after the header.
  for (let i = header + 1; i < lines.length; i++) {
    lines[i] = lines[i]!.replace(STATEMENT_NAME, (whole, head: string, name: string) => {
      const renamed = renames.get(name);
      return renamed === undefined ? whole : `${head}${renamed}`;
    });
  }
  return lines.join('\n');
}

/** The name an `init` or `memory` statement opens with. */
const STATEMENT_NAME = /^(\s*(?:init|memory)\s+)([^\s=(;]+)(?=\s*[=(])/;

function readBack(token: string, renames: ReadonlyMap<string, string>): string | undefined {
  if (!token.endsWith('_out')) return undefined;
  const renamed = renames.get(token.slice(0, -4));
  return renamed === undefined ? undefined : `${renamed}_out`;
}

/**
 * The renames of several subcircuits placed side by side, as one map: a name renamed in more than
 * one of them (or in one subcircuit placed twice) names no single part, so it is left out.
 */
export function joinRenames(maps: Iterable<ReadonlyMap<string, string>>): Map<string, string> {
  const joined = new Map<string, string>();
  const clashed = new Set<string>();
  for (const map of maps) {
    for (const [name, label] of map) {
      if (clashed.has(name)) continue;
      if (joined.has(name)) {
        joined.delete(name);
        clashed.add(name);
      } else joined.set(name, label);
    }
  }
  return joined;
}
