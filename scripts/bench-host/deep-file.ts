// A 64 MiB circuit file of nothing but `[`: the deepest file the size limit lets through, imported.
import type { BenchHost } from './host';
import { measureRefusal, type RefusalResult } from './refusal';

/** Imports a file of `mib` MiB of `[` (refused: it is nested far too deep). */
export function measureDeepFile(host: BenchHost, mib = 64): Promise<RefusalResult & { file_mb: number }> {
  const content = '['.repeat(mib * 1024 * 1024);
  return measureRefusal(host, 'circuit:import', { content }).then((result) => ({ file_mb: mib, ...result }));
}
