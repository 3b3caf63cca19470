// The largest import the schema allows (200,000 parts), then a snapshot of its simulation.
import { bigCircuitFile } from './big-circuit';
import { dataOf, memoryMb, probeWhile, rpc, sleep, type BenchHost } from './host';

/** What the big import and its snapshot cost, and what a small request waited meanwhile. */
export interface BigImportResult {
  readonly parts: number;
  readonly file_mb: number;
  readonly import_ms: number;
  /** Longest and median `app:info` latency while the import ran. */
  readonly import_probe_max_ms: number;
  readonly import_probe_median_ms: number;
  readonly import_probes: number;
  readonly rss_before_mb: number;
  /** Peak resident memory of the host up to the end of the import. */
  readonly import_peak_mb: number;
  readonly snapshot_ms: number;
  readonly snapshot_mb: number;
  readonly snapshot_probe_max_ms: number;
  readonly snapshot_peak_mb: number;
  /** Resident memory 10 s after the circuit was deleted. */
  readonly rss_after_delete_mb: number;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Imports a `parts`-part circuit while probing with `app:info`, then snapshots and deletes it. */
export async function measureBigImport(host: BenchHost, parts = 200_000): Promise<BigImportResult> {
  const content = bigCircuitFile(parts);
  const pid = host.process.pid!;
  const before = memoryMb(pid);
  const importing = rpc(host, 'circuit:import', { content });
  const importProbes = await probeWhile(host, importing);
  const imported = await importing;
  const circuitId = dataOf<{ meta: { id: string } }>('circuit:import', imported).meta.id;
  const importPeak = memoryMb(pid, 'VmHWM');

  const snapshotting = rpc(host, 'sim:snapshot', { circuitId });
  const snapshotProbes = await probeWhile(host, snapshotting);
  const snapshot = await snapshotting;
  dataOf('sim:snapshot', snapshot);
  const snapshotPeak = memoryMb(pid, 'VmHWM');

  dataOf('circuit:delete', await rpc(host, 'circuit:delete', { id: circuitId }));
  await sleep(10_000);
  return {
    parts,
    file_mb: Math.round(content.length / 1e5) / 10,
    import_ms: Math.round(imported.ms),
    import_probe_max_ms: Math.round(Math.max(0, ...importProbes)),
    import_probe_median_ms: Math.round(median(importProbes)),
    import_probes: importProbes.length,
    rss_before_mb: before,
    import_peak_mb: importPeak,
    snapshot_ms: Math.round(snapshot.ms),
    snapshot_mb: Math.round(Buffer.byteLength(snapshot.body) / 1e5) / 10,
    snapshot_probe_max_ms: Math.round(Math.max(0, ...snapshotProbes)),
    snapshot_peak_mb: snapshotPeak,
    rss_after_delete_mb: memoryMb(pid),
  };
}
