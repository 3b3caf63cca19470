/**
 * Search ranking for people typing a few letters (the palette): how well a query matches the names
 * a thing is known by, in tiers. A better tier always ranks first:
 *
 * 1. `exact` — a name equals the query (case, spaces and separators ignored: "and gate" = "AND_GATE");
 * 2. `prefix` — a name starts with it ("and" → "AND gate (3 inputs)");
 * 3. `wordStart` — every word of the query starts a word of one name ("gate 2" → "AND gate (2 inputs)",
 *    "or" → "exclusive or");
 * 4. `substring` — a name contains it, for queries of 3 characters or more ("and" → "NAND gate"; two
 *    letters inside a word, "or" in "resistor", are a coincidence, not a match);
 * 5. `description` — only when no name matches at all: every word of the query starts a word of the
 *    description ("carry" → the adders);
 * 6. `fuzzy` — only when nothing above matched: a name within a few typing slips of the query (see
 *    {@link fuzzyAllowance}), for queries of 3 characters or more.
 *
 * So a resistor (whose description says "not") never shows for "not", nor ground ("… and the return
 * path …") for "and": both queries match names.
 */
import { normalizeKey } from './fuzzy';

/** The match tiers, best first. */
export const MATCH_TIERS = ['exact', 'prefix', 'wordStart', 'substring', 'description', 'fuzzy'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

/** Shortest query that may match inside a word or fuzzily. */
export const MIN_LOOSE_QUERY = 3;

/** A thing to search: the value to return, the names it is known by, and an optional description. */
export interface SearchCandidate<T> {
  readonly value: T;
  readonly names: readonly string[];
  readonly description?: string;
}

/** A candidate's match: its tier and, within the tier, a score (lower is better). */
export interface RankedMatch<T> {
  readonly value: T;
  readonly tier: MatchTier;
  readonly score: number;
}

/** The words of a text, lower case: runs of letters and digits ("D_FLIPFLOP" → d, flipflop). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Typing slips allowed between a query and a name whose longer side has `length` characters. */
export function fuzzyAllowance(length: number): number {
  return Math.max(1, Math.floor(length / 4));
}

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbours ("nto" → "not" is one slip) each count one.
 */
export function slipDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

function startsWords(queryWords: readonly string[], text: string): boolean {
  const words = wordsOf(text);
  return queryWords.length > 0 && queryWords.every((q) => words.some((w) => w.startsWith(q)));
}

/** The tier of a query against one name (exact, prefix, word start or substring), or undefined. */
export function nameTier(query: string, name: string): Exclude<MatchTier, 'description' | 'fuzzy'> | undefined {
  const q = normalizeKey(query);
  const n = normalizeKey(name);
  if (q.length === 0 || n.length === 0) return undefined;
  if (n === q) return 'exact';
  if (n.startsWith(q)) return 'prefix';
  if (startsWords(wordsOf(query), name)) return 'wordStart';
  if (q.length >= MIN_LOOSE_QUERY && n.includes(q)) return 'substring';
  return undefined;
}

/** The fewest slips between the query and a name or one of its words, when within the allowance. */
function fuzzySlips(query: string, name: string): number | undefined {
  const q = normalizeKey(query);
  if (q.length < MIN_LOOSE_QUERY) return undefined;
  let best: number | undefined;
  for (const option of new Set([normalizeKey(name), ...wordsOf(name)])) {
    if (option.length === 0) continue;
    const slips = slipDistance(q, option);
    if (slips <= fuzzyAllowance(Math.max(q.length, option.length)) && (best === undefined || slips < best)) {
      best = slips;
    }
  }
  return best;
}

const TIER_RANK = new Map<MatchTier, number>(MATCH_TIERS.map((t, i) => [t, i]));

/** The best match of one candidate by its names (tiers exact to substring), or undefined. */
function byName<T>(query: string, candidate: SearchCandidate<T>): RankedMatch<T> | undefined {
  let best: RankedMatch<T> | undefined;
  for (const name of candidate.names) {
    const tier = nameTier(query, name);
    if (tier === undefined) continue;
    // Within a tier, the name closest in length to the query is the better match.
    const score = Math.abs(normalizeKey(name).length - normalizeKey(query).length);
    if (!best || TIER_RANK.get(tier)! < TIER_RANK.get(best.tier)! || (tier === best.tier && score < best.score)) {
      best = { value: candidate.value, tier, score };
    }
  }
  return best;
}

/**
 * Every candidate that matches the query, best first (see the tiers above); ties keep the
 * candidates' order. An empty query matches nothing.
 */
export function rankSearch<T>(query: string, candidates: readonly SearchCandidate<T>[]): RankedMatch<T>[] {
  if (normalizeKey(query).length === 0) return [];
  const sorted = (matches: RankedMatch<T>[]) =>
    matches
      .map((m, i) => ({ m, i }))
      .sort((x, y) => TIER_RANK.get(x.m.tier)! - TIER_RANK.get(y.m.tier)! || x.m.score - y.m.score || x.i - y.i)
      .map(({ m }) => m);

  const named = candidates.map((c) => byName(query, c)).filter((m): m is RankedMatch<T> => m !== undefined);
  if (named.length > 0) return sorted(named);

  const queryWords = wordsOf(query);
  const described = candidates
    .filter((c) => c.description !== undefined && startsWords(queryWords, c.description))
    .map((c) => ({ value: c.value, tier: 'description' as const, score: 0 }));
  if (described.length > 0) return described;

  const fuzzy: RankedMatch<T>[] = [];
  for (const candidate of candidates) {
    const slips = candidate.names.map((name) => fuzzySlips(query, name)).filter((s): s is number => s !== undefined);
    if (slips.length > 0) fuzzy.push({ value: candidate.value, tier: 'fuzzy', score: Math.min(...slips) });
  }
  return sorted(fuzzy);
}
