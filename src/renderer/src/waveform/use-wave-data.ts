import { useMemo } from 'react';
import type { Radix } from '../model/waveform/bits';
import type { SampleStore } from '../model/waveform/sample-store';
import type { SceneRow } from '../model/waveform/wave-scene';
import type { TimeSpan } from '../model/waveform/wave-view';
import { useAppStore } from '../stores/app-store';
import type { WaveMode } from '../stores/waveform-slice';

/** A row as the panel shows it: the scene's row, its key, and whether it can be removed. */
export interface WaveRow extends SceneRow {
  readonly key: string;
  readonly removable: boolean;
  /** A test's input or output. */
  readonly role?: 'input' | 'output';
}

/** What the panel shows in the current mode. */
export interface WaveData {
  readonly mode: WaveMode;
  readonly rows: readonly WaveRow[];
  readonly store: SampleStore | undefined;
  /** Time is a test's steps (one unit each) rather than the simulation's. */
  readonly steps: boolean;
  /** The name a download takes. */
  readonly name: string;
}

/** The recording's extent now (the live one grows between renders: read it when drawing). */
export function spanOf(store: SampleStore | undefined): TimeSpan | undefined {
  if (!store || store.start === undefined || store.end === undefined) return undefined;
  return { start: store.start, end: store.end };
}

const radixOf = (map: ReadonlyMap<string, Radix>, key: string): Radix => map.get(key) ?? 'hex';

/** The rows, the recording and the units of the mode the panel is in. */
export function useWaveData(): WaveData {
  const mode = useAppStore((s) => s.waveMode);
  const liveWaves = useAppStore((s) => s.liveWaves);
  const liveRecording = useAppStore((s) => s.liveRecording);
  const testWaves = useAppStore((s) => s.testWaves);
  const fileWaves = useAppStore((s) => s.fileWaves);
  const radix = useAppStore((s) => s.waveRadix);
  const circuitName = useAppStore((s) => s.circuitMeta?.name ?? 'circuit');

  return useMemo<WaveData>(() => {
    switch (mode) {
      case 'live':
        return {
          mode,
          rows: liveWaves.map((w, i) => ({
            key: w.key,
            label: w.label,
            width: w.width,
            radix: radixOf(radix, w.key),
            column: liveRecording.columns[i]!,
            removable: true,
          })),
          store: liveRecording,
          steps: false,
          name: circuitName,
        };
      case 'test': {
        if (!testWaves) return { mode, rows: [], store: undefined, steps: true, name: circuitName };
        const { waves } = testWaves;
        return {
          mode,
          rows: waves.signals.map((signal, i) => {
            const key = `test:${signal.name}`;
            const mismatches = waves.mismatches[i];
            return {
              key,
              label: signal.name,
              width: signal.width,
              radix: radixOf(radix, key),
              column: waves.store.columns[i]!,
              removable: false,
              role: signal.role,
              ...(mismatches ? { mismatches } : {}),
            };
          }),
          store: waves.store,
          steps: true,
          name: `${circuitName} ${testWaves.testName}`,
        };
      }
      case 'file': {
        if (!fileWaves) return { mode, rows: [], store: undefined, steps: false, name: 'waves' };
        return {
          mode,
          rows: fileWaves.signals.map((signal, i) => {
            const key = `file:${i}:${signal.name}`;
            return {
              key,
              label: signal.name,
              width: signal.width,
              radix: radixOf(radix, key),
              column: fileWaves.store.columns[i]!,
              removable: false,
            };
          }),
          store: fileWaves.store,
          steps: false,
          name: fileWaves.name.replace(/\.vcd$/i, ''),
        };
      }
    }
  }, [mode, liveWaves, liveRecording, testWaves, fileWaves, radix, circuitName]);
}
