import type { ReactElement, ReactNode } from 'react';
import { pickTextFile } from '../platform/file-io';
import { useAppStore } from '../stores/app-store';
import type { WaveMode } from '../stores/waveform-slice';
import { Icon, type IconName } from '../ui/icons';
import { downloadPng, downloadSvg, downloadVcd } from './export-waves';
import type { WaveController } from './use-wave-controller';
import type { WaveData } from './use-wave-data';

function ToolButton({
  icon,
  label,
  title,
  onClick,
  disabled,
  testId,
}: {
  icon?: IconName;
  label?: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
}): ReactElement {
  return (
    <button
      type="button"
      className={label ? 'wave-tool with-label' : 'wave-tool'}
      title={title}
      aria-label={label ? undefined : title}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {icon && <Icon name={icon} />}
      {label && <span>{label}</span>}
    </button>
  );
}

function Group({ children, label }: { children: ReactNode; label: string }): ReactElement {
  return (
    <div className="wave-group" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** Opens a dump from a file; one that does not read is said in a notice, with its line. */
async function openFile(): Promise<void> {
  const file = await pickTextFile('.vcd,text/plain');
  if (!file) return;
  const opened = useAppStore.getState().openWaveFile(file.name, file.content);
  if (!opened.ok)
    useAppStore.getState().pushNotice({
      level: 'warning',
      message: `${file.name} could not be opened: ${opened.message}`,
      hint: 'Open a Value Change Dump (.vcd), as GTKWave, Icarus Verilog, Digital or this panel write them.',
    });
}

/** Which recording the panel shows: live, a test's run, a file (the last two once there is one). */
export function WaveModes({ mode }: { mode: WaveMode }): ReactElement {
  const testName = useAppStore(
    (s) => s.testWaves?.testName ?? (s.testWavesStatus?.kind === 'loading' ? s.testWavesStatus.testName : undefined),
  );
  const fileName = useAppStore((s) => s.fileWaves?.name);
  const modes: { mode: WaveMode; label: string; show: boolean }[] = [
    { mode: 'live', label: 'Live', show: true },
    { mode: 'test', label: testName ? `Test: ${testName}` : 'Test', show: testName !== undefined },
    { mode: 'file', label: fileName ?? 'File', show: fileName !== undefined },
  ];
  return (
    <div className="wave-modes" role="tablist" aria-label="Recording shown">
      {modes
        .filter((m) => m.show)
        .map((m) => (
          <button
            key={m.mode}
            type="button"
            role="tab"
            aria-selected={mode === m.mode}
            className={mode === m.mode ? 'wave-mode active' : 'wave-mode'}
            onClick={() => useAppStore.getState().setWaveMode(m.mode)}
          >
            {m.label}
          </button>
        ))}
    </div>
  );
}

/**
 * The waveform's tools: what to record, a line about what is shown (`caption`), zoom, exports
 * (VCD, SVG, PNG) and opening a dump.
 */
export function WaveToolbar({
  data,
  controller,
  caption,
}: {
  data: WaveData;
  controller: WaveController;
  caption: ReactNode;
}): ReactElement {
  const hasCircuit = useAppStore((s) => s.replica !== undefined);
  const hasSelection = useAppStore((s) => s.selectedComponents.size + s.selectedWires.size > 0);
  const empty = data.store === undefined || data.store.length === 0;
  const image = (kind: 'svg' | 'png') => {
    const view = controller.currentView();
    if (!view) return;
    if (kind === 'svg') downloadSvg(data, view, controller.cursor, controller.size.width);
    else void downloadPng(data, view, controller.cursor, controller.size.width);
  };

  return (
    <div className="wave-toolbar">
      {data.mode === 'live' && (
        <Group label="Signals">
          <ToolButton
            icon="plus"
            label="Selection"
            title="Record the selected parts and wires"
            disabled={!hasSelection}
            onClick={() => useAppStore.getState().addWaves('selection')}
            testId="wave-add-selection"
          />
          <ToolButton
            icon="plus"
            label="Inputs and outputs"
            title="Record every switch, button, clock, LED, probe and port"
            disabled={!hasCircuit}
            onClick={() => useAppStore.getState().addWaves('io')}
            testId="wave-add-io"
          />
          <ToolButton
            icon="trash"
            title="Clear the recording (the signals stay)"
            disabled={empty}
            onClick={() => useAppStore.getState().clearWaves()}
          />
        </Group>
      )}
      <div className="wave-spacer">{caption}</div>
      <Group label="Zoom">
        <ToolButton icon="minus" title="Zoom out (-)" disabled={empty} onClick={() => controller.zoomBy(1 / 1.5)} />
        <ToolButton icon="plus" title="Zoom in (+)" disabled={empty} onClick={() => controller.zoomBy(1.5)} />
        <ToolButton icon="fit" title="Show the whole recording (F)" disabled={empty} onClick={controller.fit} />
      </Group>
      <Group label="Export">
        <ToolButton
          icon="download"
          label="VCD"
          title="Save the recording as a Value Change Dump (GTKWave, Surfer, Digital)"
          disabled={empty}
          onClick={() => downloadVcd(data)}
          testId="wave-export-vcd"
        />
        <ToolButton
          label="SVG"
          title="Save what is in view as an SVG image"
          disabled={empty}
          onClick={() => image('svg')}
        />
        <ToolButton
          label="PNG"
          title="Save what is in view as a PNG image"
          disabled={empty}
          onClick={() => image('png')}
        />
      </Group>
      <ToolButton icon="folder" title="Open a VCD file" onClick={() => void openFile()} testId="wave-open" />
    </div>
  );
}
