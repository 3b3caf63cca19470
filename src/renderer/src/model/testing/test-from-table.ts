/**
 * A truth table as the panel shows it: the inputs' and outputs' labels, then one row per
 * combination, each value a bit string (most significant bit first; one character for one bit).
 */
export interface TableForTest {
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly rows: readonly { readonly inputs: readonly string[]; readonly outputs: readonly string[] }[];
}

/**
 * A value as a test writes it: one bit as itself (0, 1, X, Z); a wide one as a decimal number, Z
 * when every bit floats, X (any value) when some bit is unknown.
 */
export function testValue(bits: string): string {
  if (bits.length === 1) return bits;
  if (/^[01]+$/.test(bits)) return String(parseInt(bits, 2));
  return /^Z+$/.test(bits) ? 'Z' : 'X';
}

/**
 * A truth table as a test in Digital's language: a header of the inputs then the outputs, and one
 * row per combination, in columns (an output the simulator reads as X is written X, which a test
 * reads as "any value"); a wide port's value as a number (see {@link testValue}).
 */
export function testFromTable(table: TableForTest): string {
  const names = [...table.inputs, ...table.outputs];
  const widths = names.map((n) => n.length);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join(' ')
      .trimEnd();
  const rows = table.rows.map((row) => line([...row.inputs, ...row.outputs].map(testValue)));
  return [line(names), ...rows].join('\n') + '\n';
}

/** `base`, or `base 2`, `base 3`… : the first name no test has yet (names are compared ignoring case). */
export function uniqueTestName(taken: Iterable<string>, base: string): string {
  const used = new Set([...taken].map((n) => n.trim().toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!used.has(`${base} ${n}`.toLowerCase())) return `${base} ${n}`;
}
