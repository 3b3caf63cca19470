import { recordingToVcd } from '../model/waveform/vcd-export';
import { NAMES_WIDTH, AXIS_HEIGHT, ROW_HEIGHT, drawWaves, type WaveScene } from '../model/waveform/wave-scene';
import { lightInks } from '../model/waveform/wave-style';
import { SvgPainter } from '../model/waveform/svg-painter';
import type { WaveView } from '../model/waveform/wave-view';
import { downloadBlob, downloadTextFile } from '../platform/file-io';
import { CanvasPainter } from './canvas-painter';
import { timeLabel } from './use-wave-controller';
import { spanOf, type WaveData } from './use-wave-data';

/** A file name from a circuit's or a test's name: safe characters, then the extension. */
export function wavesFileName(name: string, extension: string): string {
  const base =
    name
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'waves';
  return `${base}.${extension}`;
}

/** Offers what the panel shows as a Value Change Dump (for GTKWave, Surfer, Digital…). */
export function downloadVcd(data: WaveData): void {
  if (!data.store) return;
  const text = recordingToVcd(
    data.rows.map((r) => r.label),
    data.store,
    { top: data.name, ...(data.steps ? { timescale: '1ns' } : {}) },
  );
  downloadTextFile(wavesFileName(data.name, 'vcd'), text, 'text/plain');
}

/** The scene of an image: the time window in view, every row (not just those scrolled to), names and values at the cursor. */
function imageScene(data: WaveData, view: WaveView, cursor: number | undefined, plotWidth: number): WaveScene {
  const width = NAMES_WIDTH + Math.max(200, Math.round(plotWidth));
  return {
    rows: data.rows,
    span: spanOf(data.store),
    view,
    width,
    height: AXIS_HEIGHT + data.rows.length * ROW_HEIGHT,
    scrollY: 0,
    names: true,
    ...(cursor !== undefined ? { cursor } : {}),
    timeLabel: timeLabel(data.steps),
    ...(data.steps ? { labelSteps: true } : {}),
  };
}

/** The view as an SVG document, in the light theme's colours (for a handout). */
export function wavesSvg(data: WaveData, view: WaveView, cursor: number | undefined, plotWidth: number): string {
  const scene = imageScene(data, view, cursor, plotWidth);
  const painter = new SvgPainter(scene.width, scene.height);
  drawWaves(scene, painter);
  return painter.toString();
}

export function downloadSvg(data: WaveData, view: WaveView, cursor: number | undefined, plotWidth: number): void {
  downloadTextFile(wavesFileName(data.name, 'svg'), wavesSvg(data, view, cursor, plotWidth), 'image/svg+xml');
}

/** The view as a PNG at twice its size, drawn as the SVG is (light colours, names, every row). */
export async function downloadPng(
  data: WaveData,
  view: WaveView,
  cursor: number | undefined,
  plotWidth: number,
  scale = 2,
): Promise<void> {
  const scene = imageScene(data, view, cursor, plotWidth);
  const canvas = document.createElement('canvas');
  canvas.width = scene.width * scale;
  canvas.height = scene.height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const painter = new CanvasPainter(ctx, lightInks());
  drawWaves(scene, painter);
  painter.finish();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob) downloadBlob(wavesFileName(data.name, 'png'), blob);
}
