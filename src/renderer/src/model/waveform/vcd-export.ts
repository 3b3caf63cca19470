import { writeVcd, type VcdOptions, type VcdSample } from '../../../../shared/waveform/vcd';
import type { SampleStore } from './sample-store';

/**
 * A recording as a Value Change Dump: every signal by its name, every sample kept (a signal not yet
 * recorded at a sample reads X), then the time the recording reaches. Values that did not change share one string, so a long recording
 * costs an array per sample, not a string per value.
 */
export function recordingToVcd(
  names: readonly string[],
  store: SampleStore,
  options: VcdOptions & { readonly scope?: string } = {},
): string {
  const { scope, ...vcd } = options;
  const signals = store.columns.map((column, i) => ({
    name: names[i] ?? `signal${i}`,
    width: column.width,
    ...(scope ? { scope } : {}),
  }));
  const samples: VcdSample[] = [];
  const next = store.columns.map(() => 0);
  const current = store.columns.map((column) => 'X'.repeat(column.width));
  for (let s = 0; s < store.length; s++) {
    const t = store.sampleTime(s);
    store.columns.forEach((column, i) => {
      let k = next[i]!;
      if (k >= column.count || column.time(k) > t) return;
      while (k + 1 < column.count && column.time(k + 1) <= t) k++;
      current[i] = column.value(k);
      next[i] = k + 1;
    });
    // Dumps count whole units of time.
    samples.push({ time: Math.round(t), values: [...current] });
  }
  const dump = writeVcd(signals, samples, vcd);
  // How far the recording reaches after its last change: a last time with no values (as GTKWave writes it).
  const end = store.end === undefined ? undefined : Math.round(store.end);
  const last = samples[samples.length - 1]?.time;
  return end !== undefined && last !== undefined && end > last ? `${dump}#${end}\n` : dump;
}
