import { useEffect, useState, type KeyboardEvent, type ReactElement } from 'react';
import { RADIXES, formatValue } from '../model/waveform/bits';
import { AXIS_HEIGHT, ROW_HEIGHT } from '../model/waveform/wave-scene';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';
import type { WaveController, WaveElements } from './use-wave-controller';
import { spanOf, type WaveData, type WaveRow } from './use-wave-data';

/** The value a row shows at a time (the latest while live without a cursor), and what a test expected there. */
function valueAt(row: WaveRow, t: number | undefined): { value: string; expected?: string } {
  if (t === undefined) return { value: '' };
  const i = row.column.search(t);
  const value = i < 0 ? '' : formatValue(row.column.value(i), row.radix);
  const miss = row.mismatches?.find((m) => m.from <= t && t < m.to);
  return miss ? { value, expected: formatValue(miss.expected, row.radix) } : { value };
}

/**
 * Renders again (at most once a frame) while `following` and the live recording takes samples: the
 * names show the latest values when no cursor is placed.
 */
function useLatestValues(following: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!following) return;
    let frame: number | undefined;
    const stop = useAppStore.getState().onWavesRecorded(() => {
      frame ??= requestAnimationFrame(() => {
        frame = undefined;
        setTick((n) => n + 1);
      });
    });
    return () => {
      stop();
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [following]);
}

/**
 * The rows' names beside the plot (each with its value at the cursor, its radix and, live, a way to
 * stop recording it) and the canvas the waves are drawn on. The names scroll with the rows; the
 * canvas stays in view and draws the rows scrolled to.
 */
export function WaveCanvas({
  data,
  scrollerRef,
  plotRef,
  canvasRef,
  controller,
  selected,
  onSelect,
}: {
  data: WaveData;
  controller: WaveController;
  selected: number | undefined;
  onSelect: (row: number | undefined) => void;
} & WaveElements): ReactElement {
  const { cursor } = controller;
  useLatestValues(data.mode === 'live' && cursor === undefined);
  const span = spanOf(data.store);
  // Live without a cursor: the latest values.
  const at = cursor ?? (data.mode === 'live' ? span?.end : undefined);
  const height = AXIS_HEIGHT + data.rows.length * ROW_HEIGHT;

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => controller.stepCursor(-1, selected),
      ArrowRight: () => controller.stepCursor(1, selected),
      '+': () => controller.zoomBy(1.5),
      '=': () => controller.zoomBy(1.5),
      '-': () => controller.zoomBy(1 / 1.5),
      f: () => controller.fit(),
      ArrowUp: () => onSelect(Math.max(0, (selected ?? 1) - 1)),
      ArrowDown: () => onSelect(Math.min(data.rows.length - 1, (selected ?? -1) + 1)),
    };
    const run = keys[event.key];
    if (!run || event.ctrlKey || event.metaKey || event.altKey) return;
    // The waveform's keys, not the canvas's shortcuts (zoom, fit).
    event.preventDefault();
    event.stopPropagation();
    run();
  };

  return (
    <div className="wave-body" ref={scrollerRef} onScroll={controller.onScroll}>
      <div className="wave-names" style={{ height }}>
        <div className="wave-names-head" style={{ height: AXIS_HEIGHT }}>
          <span>Signal</span>
          <span>{cursor === undefined ? (data.mode === 'live' ? 'now' : '') : 'at cursor'}</span>
        </div>
        {data.rows.map((row, i) => {
          const { value, expected } = valueAt(row, at);
          return (
            <div
              key={row.key}
              className={`wave-name${i === selected ? ' selected' : ''}`}
              style={{ height: ROW_HEIGHT }}
              data-signal={row.label}
              onClick={() => onSelect(i === selected ? undefined : i)}
            >
              <span className="wave-label" title={`${row.label}${row.width > 1 ? ` (${row.width} bits)` : ''}`}>
                {row.label}
              </span>
              <span className={expected === undefined ? 'wave-value' : 'wave-value wave-miss'} data-testid="wave-value">
                {value}
                {expected !== undefined && (
                  <span className="wave-expected" title="What the test expected here">
                    ≠{expected}
                  </span>
                )}
              </span>
              {row.width > 1 && (
                <button
                  type="button"
                  className="wave-radix"
                  title="Show this bus in hexadecimal, decimal or binary"
                  onClick={(event) => {
                    event.stopPropagation();
                    const next = RADIXES[(RADIXES.indexOf(row.radix) + 1) % RADIXES.length]!;
                    useAppStore.getState().setWaveRadix(row.key, next);
                  }}
                >
                  {row.radix}
                </button>
              )}
              {row.removable && (
                <button
                  type="button"
                  className="wave-remove"
                  aria-label={`Stop recording ${row.label}`}
                  title={`Stop recording ${row.label}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    useAppStore.getState().removeWave(row.key);
                    onSelect(undefined);
                  }}
                >
                  <Icon name="close" />
                </button>
              )}
            </div>
          );
        })}
      </div>
      <div className="wave-plot" ref={plotRef} style={{ height }}>
        <canvas
          ref={canvasRef}
          className="wave-canvas"
          style={{ height: controller.size.height || undefined }}
          tabIndex={0}
          role="img"
          aria-label="Waveform: drag to pan, Ctrl+wheel to zoom, click to place the cursor, arrow keys to step between changes"
          data-testid="wave-canvas"
          onPointerDown={controller.onPointerDown}
          onPointerMove={controller.onPointerMove}
          onPointerUp={controller.onPointerUp}
          onPointerCancel={controller.onPointerUp}
          onKeyDown={onKeyDown}
        />
      </div>
    </div>
  );
}
