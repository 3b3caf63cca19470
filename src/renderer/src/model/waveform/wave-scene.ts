import { Level, formatValue, type Radix } from './bits';
import type { Column } from './sample-store';
import { CHAR_WIDTH, type Ink, type WavePainter } from './wave-painter';
import { ticks, timeToX, xToTime, type TimeSpan, type WaveView } from './wave-view';

/** Height of the time axis at the top. */
export const AXIS_HEIGHT = 24;
/** Height of one signal's row. */
export const ROW_HEIGHT = 28;
/** Space above and below a signal's lane in its row. */
export const LANE_PAD = 6;
/** Width of the names column when the scene draws it (exports). */
export const NAMES_WIDTH = 170;

/** A stretch where a test expected something other than what the circuit did (a trace's step). */
export interface Mismatch {
  readonly from: number;
  readonly to: number;
  /** What was expected, bits most significant first. */
  readonly expected: string;
}

/** One signal as drawn. */
export interface SceneRow {
  readonly label: string;
  readonly width: number;
  readonly radix: Radix;
  readonly column: Column;
  /** Where a test's expectations were not met, in time order. */
  readonly mismatches?: readonly Mismatch[];
}

/** Everything one frame shows. */
export interface WaveScene {
  readonly rows: readonly SceneRow[];
  /** The recording's extent (undefined: nothing recorded yet). */
  readonly span: TimeSpan | undefined;
  readonly view: WaveView;
  /** The whole drawing's size in pixels. */
  readonly width: number;
  readonly height: number;
  /** Rows scrolled out of sight above, in pixels. */
  readonly scrollY: number;
  readonly cursor?: number;
  readonly selected?: number;
  /** Draw the names column (and the values at the cursor) at the left: for exports. */
  readonly names?: boolean;
  /** How a time reads on the axis and the cursor. */
  readonly timeLabel?: (t: number) => string;
  /** Time is steps (a test's): each step's number is written in its middle rather than at its start. */
  readonly labelSteps?: boolean;
}

/** Where the plot starts: after the names column when the scene draws it. */
export function plotLeft(scene: Pick<WaveScene, 'names'>): number {
  return scene.names ? NAMES_WIDTH : 0;
}

/** The row under a point of the drawing, or undefined. */
export function rowAt(y: number, scrollY: number, rows: number): number | undefined {
  const r = Math.floor((y - AXIS_HEIGHT + scrollY) / ROW_HEIGHT);
  return y >= AXIS_HEIGHT && r >= 0 && r < rows ? r : undefined;
}

/** Draws a frame: the axis, each row in sight (its lane thinned to a pixel where changes crowd), the cursor. */
export function drawWaves(scene: WaveScene, painter: WavePainter): void {
  const left = plotLeft(scene);
  const plotWidth = Math.max(0, scene.width - left);
  painter.fill(0, 0, scene.width, scene.height, 'background');
  const first = Math.max(0, Math.floor(scene.scrollY / ROW_HEIGHT));
  const last = Math.min(scene.rows.length - 1, Math.floor((scene.scrollY + scene.height - AXIS_HEIGHT) / ROW_HEIGHT));
  const label = scene.timeLabel ?? ((t: number) => String(Math.round(t)));
  const tickTimes = ticks(scene.view, plotWidth);

  painter.clip(0, AXIS_HEIGHT, scene.width, scene.height - AXIS_HEIGHT);
  for (let r = first; r <= last; r++) {
    const top = AXIS_HEIGHT + r * ROW_HEIGHT - scene.scrollY;
    if (r === scene.selected) painter.fill(0, top, scene.width, ROW_HEIGHT, 'selected');
    painter.line(0, top + ROW_HEIGHT - 0.5, scene.width, top + ROW_HEIGHT - 0.5, 'rowLine');
  }
  for (const t of tickTimes) {
    const x = left + Math.round(timeToX(scene.view, t)) + 0.5;
    painter.line(x, AXIS_HEIGHT, x, scene.height, 'grid');
  }
  painter.clip(left, AXIS_HEIGHT, plotWidth, scene.height - AXIS_HEIGHT);
  for (let r = first; r <= last; r++) {
    const row = scene.rows[r]!;
    const top = AXIS_HEIGHT + r * ROW_HEIGHT - scene.scrollY;
    const lane = { left, width: plotWidth, top: top + LANE_PAD, bottom: top + ROW_HEIGHT - LANE_PAD };
    if (row.mismatches) drawMismatches(row, scene, lane, painter);
    if (scene.span) {
      if (row.width === 1) drawBit(row.column, scene.view, scene.span, lane, painter);
      else drawBus(row, scene.view, scene.span, lane, painter);
    }
  }
  painter.unclip();
  if (scene.names) drawNames(scene, first, last, painter);

  // The axis, over everything scrolled beneath it; the cursor's time in a box on it.
  const cursorX = scene.cursor === undefined ? undefined : left + Math.round(timeToX(scene.view, scene.cursor)) + 0.5;
  const cursorText = scene.cursor === undefined ? '' : label(scene.cursor);
  const boxWidth = cursorText.length * CHAR_WIDTH + 10;
  const box =
    cursorX === undefined || cursorX < left || cursorX > scene.width
      ? undefined
      : { left: Math.min(Math.max(left, cursorX - boxWidth / 2), scene.width - boxWidth), x: cursorX };
  painter.fill(0, 0, scene.width, AXIS_HEIGHT, 'axis');
  painter.line(0, AXIS_HEIGHT - 0.5, scene.width, AXIS_HEIGHT - 0.5, 'rowLine');
  painter.clip(left, 0, plotWidth, AXIS_HEIGHT);
  for (const t of tickTimes) {
    const x = left + Math.round(timeToX(scene.view, t)) + 0.5;
    painter.line(x, AXIS_HEIGHT - 6, x, AXIS_HEIGHT, 'axisText');
    const text = label(t);
    const textWidth = text.length * CHAR_WIDTH;
    // A step's number in its middle when the step is wide enough for it, else (and a time) after its tick.
    const centred = scene.labelSteps === true && scene.view.scale >= textWidth + 4;
    const from = centred ? left + timeToX(scene.view, t + 0.5) - textWidth / 2 : x + 3;
    // A label under the cursor's box would be hidden by it: left out.
    const covered = box && from < box.left + boxWidth && from + textWidth > box.left;
    if (!covered) painter.text(from, AXIS_HEIGHT / 2 - 1, text, 'axisText', 'left');
  }
  painter.unclip();

  if (box) {
    painter.line(box.x, AXIS_HEIGHT, box.x, scene.height, 'cursor');
    painter.fill(box.left, 3, boxWidth, AXIS_HEIGHT - 6, 'cursor');
    painter.text(box.left + boxWidth / 2, AXIS_HEIGHT / 2, cursorText, 'cursorText', 'center');
  }
}

interface Lane {
  readonly left: number;
  readonly width: number;
  readonly top: number;
  readonly bottom: number;
}

/** The first change to draw from: the last one at or before `t`, else the first kept. */
function startIndex(column: Column, t: number): number {
  const i = column.search(t);
  return i < 0 ? 0 : i;
}

/** The visible stretch of the recording, in time. */
function visibleSpan(view: WaveView, span: TimeSpan, width: number): TimeSpan | undefined {
  const start = Math.max(xToTime(view, 0), span.start);
  const end = Math.min(xToTime(view, width), span.end);
  return end > start ? { start, end } : undefined;
}

function levelY(level: Level, lane: Lane): number {
  if (level === Level.High) return lane.top + 0.5;
  if (level === Level.Low) return lane.bottom - 0.5;
  return Math.round((lane.top + lane.bottom) / 2) + 0.5;
}

/** Changes closer together than this many pixels are drawn as one band: their edges could not be told apart. */
export const CROWDED_PX = 2;

/**
 * Where a crowd of changes that starts at change `j` (at pixel `xj`) ends: pixel by pixel, the run
 * goes on while the next change comes within {@link CROWDED_PX} of the pixel reached. One binary
 * search per pixel, so 100,000 changes in view cost what the pixels cost. Returns the last change of
 * the run and the pixel after it.
 */
function crowdEnd(
  column: Column,
  view: WaveView,
  lane: Lane,
  xj: number,
  until: number,
): { last: number; end: number } {
  const xOf = (t: number) => lane.left + timeToX(view, t);
  let end = Math.floor(xj) + 1;
  for (;;) {
    const last = column.search(xToTime(view, end - lane.left));
    const next = last + 1;
    if (next >= column.count || column.time(next) > until) return { last, end };
    const xn = xOf(column.time(next));
    if (xn - end >= CROWDED_PX) return { last, end };
    end = Math.floor(xn) + 1;
  }
}

/** A one-bit signal: 1 high, 0 low, Z a line in the middle, X a filled band; crowded changes one bar. */
function drawBit(column: Column, view: WaveView, span: TimeSpan, lane: Lane, painter: WavePainter): void {
  const shown = visibleSpan(view, span, lane.width);
  if (!shown || column.count === 0) return;
  const xOf = (t: number) => lane.left + timeToX(view, t);
  let i = startIndex(column, shown.start);
  if (column.time(i) > shown.end) return;
  let x = xOf(Math.max(shown.start, column.time(i)));
  let level = column.level(i);
  const endX = xOf(shown.end);
  const segment = (from: number, to: number, l: Level) => {
    if (to <= from) return;
    if (l === Level.Unknown) {
      painter.fill(from, lane.top, to - from, lane.bottom - lane.top, 'xFill');
      painter.line(from, levelY(l, lane), to, levelY(l, lane), 'x');
    } else painter.line(from, levelY(l, lane), to, levelY(l, lane), l === Level.Floating ? 'z' : 'wave');
  };
  for (;;) {
    const j = i + 1;
    if (j >= column.count || column.time(j) > shown.end) {
      segment(x, endX, level);
      return;
    }
    const xj = xOf(column.time(j));
    const next = column.level(j);
    const following = j + 1 < column.count ? xOf(column.time(j + 1)) : Infinity;
    if (following - xj < CROWDED_PX) {
      // A crowd of changes: a bar the lane's height, then on from the last of them.
      const crowd = crowdEnd(column, view, lane, xj, shown.end);
      const from = Math.round(xj);
      segment(x, from, level);
      painter.fill(from, lane.top, Math.max(1, crowd.end - from), lane.bottom - lane.top, 'dense');
      i = crowd.last;
      x = crowd.end;
      level = column.level(i);
      continue;
    }
    // The level to the edge, and the edge, as one line (a polyline where the levels are 0 and 1).
    const edgeX = Math.round(xj) + 0.5;
    segment(x, edgeX, level);
    if (level <= Level.High && next <= Level.High)
      painter.line(edgeX, levelY(level, lane), edgeX, levelY(next, lane), 'wave');
    else painter.line(edgeX, lane.top, edgeX, lane.bottom, 'edge');
    i = j;
    x = edgeX;
    level = next;
  }
}

/** A bus: a box per value with its number inside where it fits (X boxes red, Z a middle line); crowded changes one bar. */
function drawBus(row: SceneRow, view: WaveView, span: TimeSpan, lane: Lane, painter: WavePainter): void {
  const { column } = row;
  const shown = visibleSpan(view, span, lane.width);
  if (!shown || column.count === 0) return;
  const xOf = (t: number) => lane.left + timeToX(view, t);
  let i = startIndex(column, shown.start);
  if (column.time(i) > shown.end) return;
  let x = xOf(Math.max(shown.start, column.time(i)));
  const endX = xOf(shown.end);
  const mid = Math.round((lane.top + lane.bottom) / 2) + 0.5;
  const box = (from: number, to: number, index: number, openLeft: boolean, openRight: boolean) => {
    if (to - from < 0.5) return;
    const kind = column.kind(index);
    if (kind === 'z') {
      painter.line(from, mid, to, mid, 'z');
      return;
    }
    const slant = Math.min(3, (to - from) / 2);
    const l = openLeft ? from : from + slant;
    const r = openRight ? to : to - slant;
    if (kind === 'x') painter.fill(l, lane.top, Math.max(0, r - l), lane.bottom - lane.top, 'xFill');
    const ink: Ink = kind === 'x' ? 'x' : 'bus';
    // The box's outline as two polylines: the left point, along the top (bottom), to the right point.
    painter.line(openLeft ? l : from, openLeft ? lane.top + 0.5 : mid, l, lane.top + 0.5, ink);
    painter.line(l, lane.top + 0.5, r, lane.top + 0.5, ink);
    painter.line(r, lane.top + 0.5, openRight ? r : to, openRight ? lane.top + 0.5 : mid, ink);
    painter.line(openLeft ? l : from, openLeft ? lane.bottom - 0.5 : mid, l, lane.bottom - 0.5, ink);
    painter.line(l, lane.bottom - 0.5, r, lane.bottom - 0.5, ink);
    painter.line(r, lane.bottom - 0.5, openRight ? r : to, openRight ? lane.bottom - 0.5 : mid, ink);
    const room = r - l - 6;
    if (room >= CHAR_WIDTH) {
      // Only a box with room for a character writes its value out.
      const text = formatValue(column.value(index), row.radix);
      const fits = Math.floor(room / CHAR_WIDTH);
      const shownText = text.length <= fits ? text : fits >= 2 ? `${text.slice(0, fits - 1)}…` : '';
      // Centred in the part of the box in sight, so a long value can be read while it scrolls.
      const centre = (Math.max(l, lane.left) + Math.min(r, lane.left + lane.width)) / 2;
      if (shownText) painter.text(centre, mid, shownText, kind === 'x' ? 'x' : 'busText', 'center');
    }
  };
  let openLeft = column.time(i) < shown.start;
  for (;;) {
    const j = i + 1;
    if (j >= column.count || column.time(j) > shown.end) {
      box(x, endX, i, openLeft, true);
      return;
    }
    const xj = xOf(column.time(j));
    if (j + 1 < column.count && xOf(column.time(j + 1)) - xj < CROWDED_PX) {
      const crowd = crowdEnd(column, view, lane, xj, shown.end);
      const from = Math.round(xj);
      box(x, from, i, openLeft, false);
      painter.fill(from, lane.top, Math.max(1, crowd.end - from), lane.bottom - lane.top, 'dense');
      i = crowd.last;
      x = crowd.end;
      openLeft = true;
      continue;
    }
    box(x, xj, i, openLeft, false);
    i = j;
    x = xj;
    openLeft = false;
  }
}

/** Where a test expected otherwise: a red band, and the expected level dashed (or the expected number). */
function drawMismatches(row: SceneRow, scene: WaveScene, lane: Lane, painter: WavePainter): void {
  const list = row.mismatches!;
  const from = xToTime(scene.view, 0);
  const to = xToTime(scene.view, lane.width);
  // The first mismatch that ends after the view's left edge.
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.to <= from) lo = mid + 1;
    else hi = mid;
  }
  let lastX = -Infinity;
  for (let m = lo; m < list.length && list[m]!.from < to; m++) {
    const mismatch = list[m]!;
    const x1 = lane.left + timeToX(scene.view, mismatch.from);
    const x2 = Math.max(x1 + 1, lane.left + timeToX(scene.view, mismatch.to));
    if (x2 <= lastX) continue;
    lastX = x2;
    painter.fill(x1, lane.top - 4, x2 - x1, lane.bottom - lane.top + 8, 'mismatch');
    if (row.width === 1) {
      const y = levelY(levelOfBit(mismatch.expected), lane);
      painter.line(x1, y, x2, y, 'expected');
    } else {
      const text = `≠${formatValue(mismatch.expected, row.radix)}`;
      if (x2 - x1 > text.length * CHAR_WIDTH + 6)
        painter.text((x1 + x2) / 2, lane.top - 1, text, 'expectedText', 'center');
    }
  }
}

function levelOfBit(value: string): Level {
  return value === '1' ? Level.High : value === '0' ? Level.Low : value === 'Z' ? Level.Floating : Level.Unknown;
}

/** The names column of an export: each signal's name and its value at the cursor. */
function drawNames(scene: WaveScene, first: number, last: number, painter: WavePainter): void {
  painter.fill(0, AXIS_HEIGHT, NAMES_WIDTH, scene.height - AXIS_HEIGHT, 'axis');
  painter.line(NAMES_WIDTH - 0.5, 0, NAMES_WIDTH - 0.5, scene.height, 'rowLine');
  for (let r = first; r <= last; r++) {
    const row = scene.rows[r]!;
    const mid = AXIS_HEIGHT + r * ROW_HEIGHT - scene.scrollY + ROW_HEIGHT / 2;
    painter.text(8, mid, row.label, 'text', 'left', true);
    if (scene.cursor === undefined) continue;
    const i = row.column.search(scene.cursor);
    if (i >= 0) painter.text(NAMES_WIDTH - 8, mid, formatValue(row.column.value(i), row.radix), 'muted', 'right');
  }
}
