import type { Implicant } from './implicant';

/**
 * The prime implicants of the function that is 1 on `on` and free on `dontCares` (Quine–McCluskey):
 * terms are merged pairwise across one variable, level by level, and those never merged are prime.
 * Sorted by size (largest first), then by value, so the result is deterministic.
 */
export function primeImplicants(n: number, on: readonly number[], dontCares: readonly number[]): Implicant[] {
  let level = new Map<number, Implicant>();
  const key = (value: number, mask: number) => mask * 65536 + value;
  for (const m of [...on, ...dontCares]) level.set(key(m, 0), { value: m, mask: 0 });
  const primes: Implicant[] = [];
  while (level.size > 0) {
    const next = new Map<number, Implicant>();
    const merged = new Set<number>();
    for (const [k, term] of level) {
      for (let bit = 0; bit < n; bit++) {
        const b = 1 << bit;
        // Each pair is found once, from its member with the bit at 0.
        if ((term.mask & b) !== 0 || (term.value & b) !== 0) continue;
        const partnerKey = key(term.value | b, term.mask);
        if (!level.has(partnerKey)) continue;
        merged.add(k);
        merged.add(partnerKey);
        next.set(key(term.value, term.mask | b), { value: term.value, mask: term.mask | b });
      }
    }
    for (const [k, term] of level) if (!merged.has(k)) primes.push(term);
    level = next;
  }
  return primes.sort((a, b) => popcount(b.mask) - popcount(a.mask) || a.mask - b.mask || a.value - b.value);
}

function popcount(x: number): number {
  let count = 0;
  for (let v = x; v !== 0; v &= v - 1) count++;
  return count;
}
