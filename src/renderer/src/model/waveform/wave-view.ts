/**
 * The window of time a waveform shows: the time at its left edge and how many pixels one unit of
 * time takes. Zoom keeps the time under the pointer where it is; pan moves by pixels; both stay
 * within the recording (a little room either side).
 */
export interface WaveView {
  /** The time at the plot's left edge. */
  readonly start: number;
  /** Pixels per unit of time. */
  readonly scale: number;
}

/** The recording's extent in time. */
export interface TimeSpan {
  readonly start: number;
  readonly end: number;
}

/** At most this many pixels per unit of time (one step of a test fills a good part of the view). */
export const MAX_SCALE = 400;
/** Zoomed out, the recording fills at least this share of the plot. */
const MIN_FILL = 0.5;

export function timeToX(view: WaveView, t: number): number {
  return (t - view.start) * view.scale;
}

export function xToTime(view: WaveView, x: number): number {
  return view.start + x / view.scale;
}

/** The smallest scale allowed: the whole recording in half the plot. */
function minScale(span: TimeSpan, width: number): number {
  const length = Math.max(span.end - span.start, 1);
  return Math.min(MAX_SCALE, (width * MIN_FILL) / length);
}

/** The view moved back within reach of the recording: its start no further out than a tenth of the plot. */
export function clampView(view: WaveView, span: TimeSpan, width: number): WaveView {
  const scale = Math.min(MAX_SCALE, Math.max(minScale(span, width), view.scale));
  const visible = width / scale;
  const margin = visible * 0.1;
  const lowest = span.start - margin;
  const highest = Math.max(lowest, span.end + margin - visible);
  const start = Math.min(Math.max(view.start, lowest), highest);
  return start === view.start && scale === view.scale ? view : { start, scale };
}

/** The whole recording in the plot. */
export function fitView(span: TimeSpan, width: number): WaveView {
  const length = Math.max(span.end - span.start, 1);
  const scale = Math.min(MAX_SCALE, Math.max(width, 1) / length);
  return { start: span.start, scale };
}

/** Zoomed by `factor` (above 1: in) about the plot's pixel `x`. */
export function zoomAt(view: WaveView, factor: number, x: number, span: TimeSpan, width: number): WaveView {
  const anchor = xToTime(view, x);
  const scale = Math.min(MAX_SCALE, Math.max(minScale(span, width), view.scale * factor));
  return clampView({ start: anchor - x / scale, scale }, span, width);
}

/** Moved by `dx` pixels (positive: the waves move right, earlier times come into view). */
export function panBy(view: WaveView, dx: number, span: TimeSpan, width: number): WaveView {
  return clampView({ start: view.start - dx / view.scale, scale: view.scale }, span, width);
}

/** The view that shows the recording's end at the right edge, at the same scale (following a live recording). */
export function followEnd(view: WaveView, span: TimeSpan, width: number): WaveView {
  const visible = width / view.scale;
  return { start: Math.max(span.start, span.end - visible * 0.95), scale: view.scale };
}

/** The view moved only as far as needed to show time `t` (with a twentieth of the plot to spare). */
export function revealTime(view: WaveView, t: number, width: number): WaveView {
  const visible = width / view.scale;
  const spare = visible / 20;
  if (t < view.start + spare) return { start: t - spare, scale: view.scale };
  if (t > view.start + visible - spare) return { start: t - visible + spare, scale: view.scale };
  return view;
}

/** Tick marks of the time axis: a round step (1, 2 or 5 × 10ⁿ, never below 1) at least `minGap` pixels apart. */
export function ticks(view: WaveView, width: number, minGap = 80): number[] {
  const raw = minGap / view.scale;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power);
  const first = Math.ceil(view.start / step) * step;
  const out: number[] = [];
  for (let t = first; timeToX(view, t) <= width && out.length < 200; t += step) out.push(t);
  return out;
}
