// The largest circuit file the schema allows, every one of its 200,000 parts of a type that does not exist.
import { bigCircuitFile } from './big-circuit';
import type { BenchHost } from './host';
import { measureRefusal, type RefusalResult } from './refusal';

/** Imports `parts` parts of the unknown type "NOTT" (refused, every part named in the count). */
export async function measureUnknownParts(
  host: BenchHost,
  parts = 200_000,
): Promise<RefusalResult & { parts: number }> {
  const content = bigCircuitFile(parts).replaceAll('"type":"NOT"', '"type":"NOTT"');
  return { parts, ...(await measureRefusal(host, 'circuit:import', { content })) };
}
