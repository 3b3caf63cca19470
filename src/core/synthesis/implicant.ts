/**
 * A product term over `n` variables as two bit masks, in minterm numbering: variable `i` (0 = the
 * first, most significant input) is bit `n - 1 - i`. `mask` marks the eliminated variables (the
 * dashes of "1-0"); `value` holds the fixed bits and is 0 wherever `mask` is 1.
 */
export interface Implicant {
  readonly value: number;
  readonly mask: number;
}

/** True when the term covers minterm `m`. */
export function coversMinterm(term: Implicant, m: number): boolean {
  return (m & ~term.mask) === term.value;
}

/** Number of literals of the term over `n` variables. */
export function literalCount(term: Implicant, n: number): number {
  let count = 0;
  for (let bit = 0; bit < n; bit++) if (((term.mask >>> bit) & 1) === 0) count++;
  return count;
}

/** The literals of a term, first variable first: `{variable, positive}`. */
export function literalsOf(term: Implicant, n: number): { variable: number; positive: boolean }[] {
  const literals: { variable: number; positive: boolean }[] = [];
  for (let variable = 0; variable < n; variable++) {
    const bit = n - 1 - variable;
    if (((term.mask >>> bit) & 1) === 1) continue;
    literals.push({ variable, positive: ((term.value >>> bit) & 1) === 1 });
  }
  return literals;
}

/** The term as a cube string, first variable first: "1-0". */
export function cubeString(term: Implicant, n: number): string {
  let text = '';
  for (let bit = n - 1; bit >= 0; bit--) {
    text += ((term.mask >>> bit) & 1) === 1 ? '-' : ((term.value >>> bit) & 1) === 1 ? '1' : '0';
  }
  return text;
}
