import type { Operation } from '../../../../shared/circuit/operations';
import { CONTENTS_PROPERTY } from '../../../../shared/circuit';
import type { MemoryWords } from '../../../../shared/memory/words';

/** Up to this many changed words are applied as writes of those words; past it, as new contents. */
export const MAX_WORDS_AS_WRITES = 4096;
/** Up to this many separate runs of changed words, likewise. */
const MAX_RUNS = 256;

/** The runs of consecutive addresses whose word differs between `before` and `after`, lowest first. */
export function changedRuns(before: MemoryWords, after: MemoryWords): { address: number; words: number[] }[] {
  const addresses = new Set<number>();
  for (const [address] of before.used()) addresses.add(address);
  for (const [address] of after.used()) addresses.add(address);
  const changed = [...addresses].filter((a) => before.get(a) !== after.get(a)).sort((a, b) => a - b);
  const runs: { address: number; words: number[] }[] = [];
  for (const address of changed) {
    const last = runs.at(-1);
    if (last && last.address + last.words.length === address) last.words.push(after.get(address));
    else runs.push({ address, words: [after.get(address)] });
  }
  return runs;
}

/**
 * The operations that make a part's contents `after` (written as `text`): a few changed words are
 * written as such (`writeMemory`: the history keeps those words, not two copies of the memory),
 * many as the new contents text. One change either way.
 */
export function contentsOperations(id: string, before: MemoryWords, after: MemoryWords, text: string): Operation[] {
  const runs = changedRuns(before, after);
  const count = runs.reduce((n, r) => n + r.words.length, 0);
  if (runs.length > 0 && runs.length <= MAX_RUNS && count <= MAX_WORDS_AS_WRITES) {
    return runs.map((run) => ({ op: 'writeMemory', id, address: run.address, words: run.words }));
  }
  return [{ op: 'updateComponent', id, set: { properties: { [CONTENTS_PROPERTY]: text } } }];
}
