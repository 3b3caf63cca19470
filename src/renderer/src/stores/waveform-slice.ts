import type { StateCreator } from 'zustand';
import type { Radix } from '../model/waveform/bits';
import { SampleStore } from '../model/waveform/sample-store';
import {
  inputOutputSignals,
  readSignal,
  refreshSource,
  selectionSignals,
  type PickedSignal,
  type SignalSource,
  type SimView,
} from '../model/waveform/signal-pick';
import { traceWaves, type TraceWaves } from '../model/waveform/trace';
import { readVcd, type DumpSignal } from '../model/waveform/vcd-read';
import type { WaveView } from '../model/waveform/wave-view';
import { call } from '../platform/api';
import type { AppState } from './app-store';
import type { CircuitReaction } from './circuit-reactions';

/** A signal recorded from the live simulation. */
export interface LiveWave {
  readonly key: string;
  readonly label: string;
  readonly width: number;
  readonly source: SignalSource;
}

/** A test's run shown as waves: which test, and the row it failed at. */
export interface TestWaves {
  readonly testName: string;
  readonly waves: TraceWaves;
  /** What the panel says about it: where it failed, or that it passed. */
  readonly caption: string;
}

/** What the waveform panel shows: the live recording, a test's run, or a dump opened from a file. */
export type WaveMode = 'live' | 'test' | 'file';

/**
 * The waveform panel: the signals recorded from the live simulation and their recording (a bounded
 * {@link SampleStore}, written in place from every `sim.updated`, so the canvas is told through
 * {@link WaveformSlice.onWavesRecorded} rather than by a store update per sample), a test's run with
 * its expectations, or a dump read from a file; the radix of each bus, the cursor and the view.
 */
export interface WaveformSlice {
  waveformOpen: boolean;
  toggleWaveform: () => void;
  setWaveformOpen: (open: boolean) => void;
  waveMode: WaveMode;
  setWaveMode: (mode: WaveMode) => void;
  liveWaves: readonly LiveWave[];
  /** The live recording (mutated in place as samples come; replaced when cleared). */
  liveRecording: SampleStore;
  /** The live recording has dropped its oldest samples to make room. */
  liveDropped: boolean;
  testWaves: TestWaves | undefined;
  /** A test's run being fetched, or why it could not be. */
  testWavesStatus:
    | { readonly kind: 'loading'; readonly testName: string }
    | { readonly kind: 'error'; readonly message: string }
    | undefined;
  fileWaves:
    { readonly name: string; readonly signals: readonly DumpSignal[]; readonly store: SampleStore } | undefined;
  /** How buses are written, by signal key (hex unless changed). */
  waveRadix: ReadonlyMap<string, Radix>;
  setWaveRadix: (key: string, radix: Radix) => void;
  /** The time under the cursor (in the mode's units), per mode. */
  waveCursor: Readonly<Record<WaveMode, number | undefined>>;
  setWaveCursor: (t: number | undefined) => void;
  /** Where each mode's view was left (a panel moved to a dock is drawn anew and takes it up again). */
  waveViews: Readonly<Record<WaveMode, WaveView | undefined>>;
  saveWaveView: (mode: WaveMode, view: WaveView | undefined) => void;
  /** Records the selected parts and wires (or the circuit's inputs and outputs); returns how many were new. */
  addWaves: (which: 'selection' | 'io') => number;
  removeWave: (key: string) => void;
  /** Starts the recording again, empty (the signals stay). */
  clearWaves: () => void;
  /** Takes a sample of every recorded signal from the simulation's values (after each `sim.updated`). */
  recordWaves: () => void;
  /** Tells `listener` after each sample that changed something; returns how to stop. */
  onWavesRecorded: (listener: () => void) => () => void;
  /** Runs a test with its steps kept and shows them, the failing row's step under the cursor. */
  showTestWaves: (
    test: { readonly name: string; readonly source: string },
    failingRow?: number,
    caption?: string,
  ) => Promise<void>;
  /** Shows a Value Change Dump; a text that is not one is refused with its line. */
  openWaveFile: (
    name: string,
    text: string,
  ) => { readonly ok: true } | { readonly ok: false; readonly message: string };
  /** Forgets the live signals, their recording and a test's waves (another circuit opened). */
  resetWaves: () => void;
  /** Finds again the wire each LED's level is read from (the circuit changed). */
  refreshWaveSources: () => void;
}

const simView = (s: AppState): SimView => ({ wires: s.simWires, buses: s.simBuses, components: s.simComponents });

/** A signal's width: the simulator's value when it has one, else the part's own width. */
function widthOf(picked: PickedSignal, sim: SimView): number {
  const value = readSignal(picked.source, sim);
  return value === 'X' ? (picked.width ?? 1) : value.length;
}

const NO_MODES = { live: undefined, test: undefined, file: undefined } as const;

export const createWaveformSlice: StateCreator<AppState, [], [], WaveformSlice> = (set, get) => {
  const listeners = new Set<() => void>();
  const told = () => {
    for (const listener of listeners) listener();
  };
  /** Live time = simulation time + offset, so the recording goes on across a reset (time back to 0). */
  let offset = 0;

  return {
    waveformOpen: false,
    toggleWaveform() {
      set((s) => ({ waveformOpen: !s.waveformOpen }));
    },
    setWaveformOpen(open) {
      set({ waveformOpen: open });
    },
    waveMode: 'live',
    setWaveMode(mode) {
      set({ waveMode: mode });
    },
    liveWaves: [],
    liveRecording: new SampleStore(),
    liveDropped: false,
    testWaves: undefined,
    testWavesStatus: undefined,
    fileWaves: undefined,
    waveRadix: new Map(),
    setWaveRadix(key, radix) {
      set((s) => ({ waveRadix: new Map(s.waveRadix).set(key, radix) }));
    },
    waveCursor: NO_MODES,
    setWaveCursor(t) {
      set((s) => ({ waveCursor: { ...s.waveCursor, [s.waveMode]: t } }));
    },
    waveViews: NO_MODES,
    saveWaveView(mode, view) {
      set((s) => ({ waveViews: { ...s.waveViews, [mode]: view } }));
    },

    addWaves(which) {
      const s = get();
      const replica = s.replica;
      if (!replica) return 0;
      const sim = simView(s);
      const picked =
        which === 'io'
          ? inputOutputSignals(replica.state, sim, s.insideScope)
          : selectionSignals(replica.state, s.selectedComponents, s.selectedWires, sim, s.insideScope);
      const known = new Set(s.liveWaves.map((w) => w.key));
      const added = picked.filter((p) => !known.has(p.key) && (known.add(p.key), true));
      if (added.length === 0) {
        set({ waveformOpen: true, waveMode: 'live' });
        return 0;
      }
      const waves = added.map((p) => ({ key: p.key, label: p.label, width: widthOf(p, sim), source: p.source }));
      for (const wave of waves) s.liveRecording.addColumn(wave.width);
      set({ liveWaves: [...s.liveWaves, ...waves], waveformOpen: true, waveMode: 'live' });
      get().recordWaves();
      return waves.length;
    },

    removeWave(key) {
      const s = get();
      const index = s.liveWaves.findIndex((w) => w.key === key);
      if (index < 0) return;
      s.liveRecording.removeColumn(index);
      set({ liveWaves: s.liveWaves.filter((w) => w.key !== key) });
      told();
    },

    clearWaves() {
      const s = get();
      const recording = new SampleStore(s.liveWaves.map((w) => w.width));
      offset = 0;
      set({
        liveRecording: recording,
        liveDropped: false,
        waveCursor: { ...s.waveCursor, live: undefined },
        waveViews: { ...s.waveViews, live: undefined },
      });
      get().recordWaves();
    },

    recordWaves() {
      const s = get();
      if (s.liveWaves.length === 0 || s.simCircuitId === undefined) return;
      const recording = s.liveRecording;
      const sim = simView(s);
      const values = s.liveWaves.map((w) => readSignal(w.source, sim));
      let time = s.simTime + offset;
      const end = recording.end;
      if (end !== undefined && time <= end) {
        // The simulation's time did not move on (a step of the fast engine, an input flipped) or went
        // back (a reset): a change still gets a moment of its own, and the recording goes on from its end.
        const next = recording.differs(values) ? end + 1 : end;
        offset += next - time;
        time = next;
      }
      const changed = recording.push(time, values);
      if (recording.dropped > 0 && !s.liveDropped) set({ liveDropped: true });
      if (changed || recording.end !== end) told();
    },

    onWavesRecorded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async showTestWaves(test, failingRow, caption) {
      const circuitId = get().replica?.circuitId;
      if (circuitId === undefined) return;
      set({ waveformOpen: true, waveMode: 'test', testWavesStatus: { kind: 'loading', testName: test.name } });
      const result = await call('tests:run', { circuitId, source: test.source, trace: true });
      if (get().replica?.circuitId !== circuitId) return;
      const status = get().testWavesStatus;
      // A later request took over meanwhile.
      if (status?.kind !== 'loading' || status.testName !== test.name) return;
      const trace = result.success ? result.data.tests[0]?.trace : undefined;
      if (!trace) {
        const message = result.success
          ? (result.data.tests[0]?.error?.message ?? 'The test ran no steps.')
          : result.error;
        set({
          testWavesStatus: { kind: 'error', message: `The steps of ${test.name} could not be shown: ${message}` },
        });
        return;
      }
      const waves = traceWaves(trace, failingRow);
      const passed = result.success && result.data.passed;
      set((s) => ({
        testWaves: {
          testName: test.name,
          waves,
          caption: caption ?? (passed ? `${test.name} passes` : `${test.name} fails`),
        },
        testWavesStatus: undefined,
        waveCursor: { ...s.waveCursor, test: waves.failingStep === undefined ? undefined : waves.failingStep + 0.5 },
        waveViews: { ...s.waveViews, test: undefined },
      }));
    },

    openWaveFile(name, text) {
      const read = readVcd(text);
      if (!read.ok) return read;
      set((s) => ({
        fileWaves: { name, signals: read.signals, store: read.store },
        waveformOpen: true,
        waveMode: 'file',
        waveCursor: { ...s.waveCursor, file: undefined },
        waveViews: { ...s.waveViews, file: undefined },
      }));
      return { ok: true };
    },

    resetWaves() {
      offset = 0;
      set((s) => ({
        liveWaves: [],
        liveRecording: new SampleStore(),
        liveDropped: false,
        testWaves: undefined,
        testWavesStatus: undefined,
        waveMode: s.waveMode === 'test' ? 'live' : s.waveMode,
        waveCursor: { ...s.waveCursor, live: undefined, test: undefined },
        waveViews: { ...s.waveViews, live: undefined, test: undefined },
      }));
      told();
    },

    refreshWaveSources() {
      const s = get();
      if (!s.replica) return;
      let changed = false;
      const waves = s.liveWaves.map((w) => {
        const source = refreshSource(w.source, s.replica!.state, s.insideScope);
        if (source === w.source) return w;
        changed = true;
        return { ...w, source };
      });
      if (changed) set({ liveWaves: waves });
    },
  };
};

/**
 * Another circuit opened: its signals are others, so the recording starts again empty (and a test's
 * waves go). A change may replace the wire an LED's level is read from: each source is found again.
 */
export const waveformReactions: CircuitReaction = {
  slice: 'waveform',
  onCircuitOpened({ reread }, s) {
    if (reread) return;
    s.resetWaves();
  },
  onCircuitChanged(touched, s) {
    if (touched.wires.size === 0 || s.liveWaves.length === 0 || !s.replica) return;
    s.refreshWaveSources();
  },
};
