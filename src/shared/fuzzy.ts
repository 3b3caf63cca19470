/**
 * Small string-matching helpers for "did you mean" suggestions.
 */

/** Levenshtein edit distance between two strings (case-sensitive; normalise first if needed). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = new Array<number>(b.length + 1);
  let current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** Lower-cases and drops everything but letters and digits: "and-2", "And 2" and "AND_2" all become "and2". */
export function normalizeKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A candidate for {@link rankMatches}: the value to return and the names it is known by. */
export interface MatchCandidate<T> {
  readonly value: T;
  readonly names: readonly string[];
}

/**
 * Ranks candidates by how well any of their names matches the query: exact, then prefix, then
 * substring, then small edit distance. Returns at most `limit` values, best first; candidates that
 * match nothing are left out.
 */
export function rankMatches<T>(query: string, candidates: readonly MatchCandidate<T>[], limit = 5): T[] {
  const q = normalizeKey(query);
  if (q.length === 0) return [];
  const scored: { value: T; score: number }[] = [];
  for (const candidate of candidates) {
    let best = Infinity;
    for (const name of candidate.names) {
      const n = normalizeKey(name);
      if (n.length === 0) continue;
      let score: number;
      if (n === q) score = 0;
      else if (n.startsWith(q) || q.startsWith(n)) score = 1 + Math.abs(n.length - q.length) / 100;
      else if (n.includes(q) || q.includes(n)) score = 2 + Math.abs(n.length - q.length) / 100;
      else {
        const distance = editDistance(q, n);
        const allowed = Math.max(1, Math.floor(Math.max(q.length, n.length) / 3));
        score = distance <= allowed ? 3 + distance : Infinity;
      }
      best = Math.min(best, score);
    }
    if (best !== Infinity) scored.push({ value: candidate.value, score: best });
  }
  scored.sort((x, y) => x.score - y.score);
  return scored.slice(0, limit).map((s) => s.value);
}
