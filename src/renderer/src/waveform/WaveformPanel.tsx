import { useCallback, useRef, useState, type ReactElement } from 'react';
import { DEFAULT_CAPACITY } from '../model/waveform/sample-store';
import { DockablePanel } from '../panels/DockablePanel';
import { useAppStore } from '../stores/app-store';
import { useWaveController } from './use-wave-controller';
import { useWaveData, type WaveData } from './use-wave-data';
import { WaveCanvas } from './WaveCanvas';
import { WaveModes, WaveToolbar } from './WaveToolbar';

/** A test's step under the cursor: "Step 4 · row 2 · line 4". */
function StepInfo(): ReactElement | null {
  const cursor = useAppStore((s) => s.waveCursor.test);
  const waves = useAppStore((s) => s.testWaves?.waves);
  if (cursor === undefined || !waves) return null;
  const step = Math.floor(cursor);
  if (step < 0 || step >= waves.rows.length) return null;
  return (
    <span className="wave-step" data-testid="wave-step">
      Step {step + 1} · row {waves.rows[step]} · line {waves.lines[step]}
    </span>
  );
}

/** One line above the waves: what is shown, and anything to know about it. */
function Caption({ data }: { data: WaveData }): ReactElement | null {
  const dropped = useAppStore((s) => s.liveDropped);
  const status = useAppStore((s) => s.testWavesStatus);
  const caption = useAppStore((s) => s.testWaves?.caption);
  const cut = useAppStore((s) => s.testWaves?.waves.cut ?? false);
  const file = useAppStore((s) => s.fileWaves);
  switch (data.mode) {
    case 'live':
      return dropped ? (
        <span className="wave-caption wave-warning" data-testid="wave-dropped">
          Only the last {DEFAULT_CAPACITY.toLocaleString('en-US')} changes are kept: the oldest have been dropped.
        </span>
      ) : null;
    case 'test':
      if (status?.kind === 'loading') return <p className="wave-caption">Running {status.testName} step by step…</p>;
      if (status?.kind === 'error') return <p className="wave-caption wave-warning">{status.message}</p>;
      return caption ? (
        <span className="wave-caption" data-testid="wave-caption">
          <span className="wave-caption-text" title={caption}>
            {caption}
          </span>
          {cut && <span className="wave-warning">(only its first steps are kept)</span>}
          <StepInfo />
        </span>
      ) : null;
    case 'file':
      return file ? (
        <span className="wave-caption">
          {file.name}: {file.signals.length} signal{file.signals.length === 1 ? '' : 's'}
        </span>
      ) : null;
  }
}

/** What the panel says when there is nothing to draw yet. */
function Empty({ data }: { data: WaveData }): ReactElement | null {
  if (data.rows.length > 0) return null;
  switch (data.mode) {
    case 'live':
      return (
        <p className="panel-empty wave-empty" data-testid="wave-empty">
          Nothing is recorded yet. Add the selected parts and wires, or every input and output, then flip switches or
          run the clocks: each change is drawn here.
        </p>
      );
    case 'test':
      return (
        <p className="panel-empty wave-empty">
          Click a failing row in the Tests panel to see that test’s steps here, with what it expected.
        </p>
      );
    case 'file':
      return <p className="panel-empty wave-empty">Open a VCD file to see its signals here.</p>;
  }
}

/**
 * The waveform panel: the signals chosen, recorded while the simulation runs (or a test's steps, or a
 * dump from a file), drawn over time on a canvas with a cursor that reads every value, zoom and pan,
 * and exports of the recording (VCD) or of the view (SVG, PNG).
 */
export function WaveformPanel(): ReactElement {
  const data = useWaveData();
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const row = selected !== undefined && selected < data.rows.length ? selected : undefined;
  const onRow = useCallback((r: number) => setSelected(r), []);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const controller = useWaveController({ scrollerRef, plotRef, canvasRef }, data, row, onRow);

  return (
    <DockablePanel
      id="waveform"
      title="Waveform"
      className="waveform-panel"
      testId="waveform"
      closeLabel="Close the waveform"
      onClose={() => useAppStore.getState().setWaveformOpen(false)}
      tools={<WaveModes mode={data.mode} />}
    >
      <div className="wave-frame" data-mode={data.mode} data-empty={data.rows.length === 0 ? '' : undefined}>
        <WaveToolbar data={data} controller={controller} caption={<Caption data={data} />} />
        <Empty data={data} />
        <WaveCanvas
          data={data}
          scrollerRef={scrollerRef}
          plotRef={plotRef}
          canvasRef={canvasRef}
          controller={controller}
          selected={row}
          onSelect={setSelected}
        />
      </div>
    </DockablePanel>
  );
}
