import { getDefinition } from '../../../shared/components';
import { rankSearch, type SearchCandidate } from '../../../shared/match-rank';
import type { CategoryGroup, ComponentSummary } from '../stores/registry-slice';

/** What the palette shows for a query: real matches best first, or close names for a typing slip. */
export interface PaletteResults {
  /** The components that match, best first (see src/shared/match-rank.ts for the tiers). */
  readonly matches: readonly ComponentSummary[];
  /** True when nothing matched and `matches` are only names close to the query ("Did you mean"). */
  readonly closeOnly: boolean;
}

/** The palette's search candidates: each type by its type, name and aliases, and its description. */
export function paletteCandidates(categories: readonly CategoryGroup[]): SearchCandidate<ComponentSummary>[] {
  return categories.flatMap((group) =>
    group.components.map((c) => ({
      value: c,
      names: [c.type, c.name, ...(getDefinition(c.type)?.aliases ?? [])],
      description: c.description,
    })),
  );
}

/** Searches the palette's components; an empty query matches nothing (the palette then lists every category). */
export function searchPalette(candidates: readonly SearchCandidate<ComponentSummary>[], query: string): PaletteResults {
  const ranked = rankSearch(query, candidates);
  return { matches: ranked.map((m) => m.value), closeOnly: ranked.length > 0 && ranked[0]!.tier === 'fuzzy' };
}
