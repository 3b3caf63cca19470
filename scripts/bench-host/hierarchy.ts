// Hierarchies through the host: a 100,000-gate chain through five levels of subcircuits, imported
// and simulated (open + snapshot), and the "subcircuit bomb" (a 15 KB file that would expand to a
// million gates), which must be refused at once.
import { nestedHierarchy, nestedHierarchyFile } from '../../src/core/simulation/test-support/nested-hierarchies';
import { dataOf, memoryMb, probeWhile, rpc, type BenchHost } from './host';

export interface HierarchyResult {
  readonly chain_gates: number;
  readonly chain_import_ms: number;
  readonly chain_snapshot_ms: number;
  /** Import (which opens it) plus the first snapshot: what a user waits for the circuit to run. */
  readonly chain_open_and_snapshot_ms: number;
  readonly chain_probe_max_ms: number;
  readonly chain_peak_mb: number;
  readonly bomb_gates: number;
  readonly bomb_file_kb: number;
  readonly bomb_refuse_ms: number;
  readonly bomb_refusal: string;
  readonly bomb_peak_mb: number;
}

export async function measureHierarchies(host: BenchHost): Promise<HierarchyResult> {
  const pid = host.process.pid!;
  const chain = nestedHierarchy(5, 10, 'chain');
  const importing = rpc(host, 'circuit:import', { content: nestedHierarchyFile(chain, 'Chain') });
  const importProbes = await probeWhile(host, importing);
  const imported = await importing;
  const circuitId = dataOf<{ meta: { id: string } }>('circuit:import', imported).meta.id;
  const snapshotting = rpc(host, 'sim:snapshot', { circuitId });
  const snapshotProbes = await probeWhile(host, snapshotting);
  const snapshot = await snapshotting;
  dataOf('sim:snapshot', snapshot);
  const chainPeak = memoryMb(pid, 'VmHWM');
  dataOf('circuit:delete', await rpc(host, 'circuit:delete', { id: circuitId }));

  const bomb = nestedHierarchy(7, 10, 'bomb');
  const file = nestedHierarchyFile(bomb, 'Bomb');
  const refused = await rpc(host, 'circuit:import', { content: file });
  const answer = JSON.parse(refused.body) as { success: boolean; error?: string };
  if (answer.success) throw new Error('the subcircuit bomb was imported, not refused');
  return {
    chain_gates: chain.gates,
    chain_import_ms: Math.round(imported.ms),
    chain_snapshot_ms: Math.round(snapshot.ms),
    chain_open_and_snapshot_ms: Math.round(imported.ms + snapshot.ms),
    chain_probe_max_ms: Math.round(Math.max(0, ...importProbes, ...snapshotProbes)),
    chain_peak_mb: chainPeak,
    bomb_gates: bomb.gates,
    bomb_file_kb: Math.round(file.length / 1024),
    bomb_refuse_ms: Math.round(refused.ms),
    bomb_refusal: answer.error ?? '',
    bomb_peak_mb: memoryMb(pid, 'VmHWM'),
  };
}
