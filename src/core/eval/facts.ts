/** What an answer states of the required facts. */
export interface FactsFound {
  /** For each group found, the alternative that matched. */
  readonly found: string[];
  /** Each missing group, its alternatives joined by " / ". */
  readonly missing: string[];
}

/** Lower case, every run of characters other than letters and digits one space, padded with spaces. */
function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * True when the answer contains the phrase as whole words, ignoring case, punctuation and spacing
 * ("exclusive or" matches "Exclusive-OR"); a plural "s" or "es" may follow ("carry" in "carries"
 * does not, "gate" in "gates" does). "and" never matches inside "sand".
 */
export function mentions(answer: string, phrase: string): boolean {
  const text = normalize(answer);
  const core = normalize(phrase).trimEnd();
  if (core.trim() === '') return false;
  return [' ', 's ', 'es '].some((ending) => text.includes(core + ending));
}

/** Checks every group of alternatives against the answer. */
export function checkFacts(answer: string, groups: readonly (readonly string[])[]): FactsFound {
  const found: string[] = [];
  const missing: string[] = [];
  for (const group of groups) {
    const hit = group.find((alternative) => mentions(answer, alternative));
    if (hit !== undefined) found.push(hit);
    else missing.push(group.join(' / '));
  }
  return { found, missing };
}
