import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { drawWaves, rowAt } from '../model/waveform/wave-scene';
import { resolveInks } from '../model/waveform/wave-style';
import {
  clampView,
  fitView,
  followEnd,
  panBy,
  revealTime,
  xToTime,
  zoomAt,
  type TimeSpan,
  type WaveView,
} from '../model/waveform/wave-view';
import { useElementSize } from '../panels/use-element-size';
import { useAppStore } from '../stores/app-store';
import { CanvasPainter, themeColour } from './canvas-painter';
import { spanOf, type WaveData } from './use-wave-data';

/** Following a live recording: the whole of it in view, its end at the right edge, or not following. */
type Follow = 'fit' | 'end' | 'off';

/** Below this many pixels per unit, fitting a growing recording gives way to following its end. */
const FOLLOW_SCALE = 4;
/** A test's or a file's view zooms in to at least this around the cursor when it opens. */
const READABLE_SCALE = 14;
/** A press that moves less than this is a click (the cursor), more a pan. */
const DRAG_SLOP = 3;

/** How a time reads: a test's step number (the first is 1, as the panel counts them), or the simulation's time. */
export const timeLabel = (steps: boolean) => (t: number) => String(steps ? Math.floor(t) + 1 : Math.round(t));

/** The first view of a recording: all of it, or (a test's failing step) zoomed in around the cursor. */
function firstView(span: TimeSpan, width: number, cursor: number | undefined): WaveView {
  const fitted = fitView(span, width);
  if (cursor === undefined || fitted.scale >= READABLE_SCALE) return fitted;
  return clampView({ start: cursor - width / 2 / READABLE_SCALE, scale: READABLE_SCALE }, span, width);
}

/** The elements the waveform is drawn in: the scroller of the rows, the plot beside the names, the canvas. */
export interface WaveElements {
  readonly scrollerRef: RefObject<HTMLDivElement | null>;
  readonly plotRef: RefObject<HTMLDivElement | null>;
  readonly canvasRef: RefObject<HTMLCanvasElement | null>;
}

export interface WaveController {
  /** The plot's width and the visible height, in CSS pixels. */
  readonly size: { readonly width: number; readonly height: number };
  readonly cursor: number | undefined;
  readonly zoomBy: (factor: number) => void;
  readonly fit: () => void;
  /** The view drawn last (for an export of what is seen). */
  readonly currentView: () => WaveView | undefined;
  /** Moves the cursor to the previous (-1) or next (1) change of a row (or of any row). */
  readonly stepCursor: (direction: -1 | 1, row: number | undefined) => void;
  readonly onPointerDown: (event: React.PointerEvent<HTMLCanvasElement>) => void;
  readonly onPointerMove: (event: React.PointerEvent<HTMLCanvasElement>) => void;
  readonly onPointerUp: (event: React.PointerEvent<HTMLCanvasElement>) => void;
  readonly onScroll: () => void;
}

/**
 * The waveform's view, drawn on a canvas: zoom (Ctrl+wheel, buttons, keys) about the pointer, pan
 * (drag, Shift+wheel, a sideways wheel), the cursor (a click), vertical scroll of the rows (the
 * scroller). The view lives in a ref and every change is drawn on the next animation frame, so a
 * pan costs a canvas frame and no React render; it is kept in the store when a gesture ends.
 */
export function useWaveController(
  { scrollerRef, plotRef, canvasRef }: WaveElements,
  data: WaveData,
  selected: number | undefined,
  onRow: (row: number) => void,
): WaveController {
  const plotSize = useElementSize(plotRef);
  const scrollerSize = useElementSize(scrollerRef);
  const size = useMemo(
    () => ({ width: plotSize.width, height: scrollerSize.height }),
    [plotSize.width, scrollerSize.height],
  );
  const cursor = useAppStore((s) => s.waveCursor[data.mode]);
  const theme = useAppStore((s) => s.theme);

  const view = useRef<WaveView | undefined>(undefined);
  const follow = useRef<Follow>('fit');
  const frame = useRef<number | undefined>(undefined);
  // What the next frame draws: kept current in refs, since frames and listeners outlive renders.
  const latest = useRef({ data, size, cursor, selected });
  // The theme's colours, read when a frame is drawn: by then the root carries the theme shown (the
  // app sets it in an effect of its own, which runs after this panel's).
  const inks = useRef<{ theme: string | undefined; inks: ReturnType<typeof resolveInks> } | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = { data, size, cursor, selected };
  });

  const draw = useCallback(() => {
    frame.current = undefined;
    const canvas = canvasRef.current;
    const { data: d, size: s, cursor: c, selected: sel } = latest.current;
    if (!canvas || s.width <= 0 || s.height <= 0) return;
    const span = spanOf(d.store);
    if (span) {
      let next = view.current ?? firstView(span, s.width, c);
      if (d.mode === 'live' && follow.current !== 'off') {
        const fitted = fitView(span, s.width);
        if (follow.current === 'fit' && fitted.scale >= FOLLOW_SCALE) next = fitted;
        else {
          follow.current = 'end';
          next = followEnd({ start: next.start, scale: Math.max(next.scale, FOLLOW_SCALE) }, span, s.width);
        }
      }
      view.current = clampView(next, span, s.width);
    }
    const dpr = window.devicePixelRatio || 1;
    const width = Math.round(s.width * dpr);
    const height = Math.round(s.height * dpr);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const shownTheme = document.documentElement.dataset.theme;
    const known = inks.current;
    const resolved =
      known && known.theme === shownTheme ? known : { theme: shownTheme, inks: resolveInks(themeColour) };
    inks.current = resolved;
    const painter = new CanvasPainter(ctx, resolved.inks);
    drawWaves(
      {
        rows: d.rows,
        span,
        view: view.current ?? { start: 0, scale: 1 },
        width: s.width,
        height: s.height,
        scrollY: scrollerRef.current?.scrollTop ?? 0,
        ...(c !== undefined ? { cursor: c } : {}),
        ...(sel !== undefined ? { selected: sel } : {}),
        timeLabel: timeLabel(d.steps),
        ...(d.steps ? { labelSteps: true } : {}),
      },
      painter,
    );
    painter.finish();
  }, [canvasRef, scrollerRef]);

  const redraw = useCallback(() => {
    frame.current ??= requestAnimationFrame(draw);
  }, [draw]);

  // Each mode keeps its own view; a new recording (another test's run, another file) starts afresh.
  const shown = useRef<{ store: WaveData['store']; mode: WaveData['mode'] } | undefined>(undefined);
  useLayoutEffect(() => {
    const before = shown.current;
    if (before && before.store === data.store && before.mode === data.mode) return;
    const store = useAppStore.getState();
    if (before && before.mode !== data.mode) store.saveWaveView(before.mode, view.current);
    shown.current = { store: data.store, mode: data.mode };
    view.current = store.waveViews[data.mode];
    follow.current = data.mode !== 'live' ? 'off' : view.current ? 'end' : 'fit';
  }, [data.store, data.mode]);
  useEffect(
    () => () => {
      if (shown.current) useAppStore.getState().saveWaveView(shown.current.mode, view.current);
    },
    [],
  );

  const save = useCallback(() => {
    useAppStore.getState().saveWaveView(latest.current.data.mode, view.current);
  }, []);

  useEffect(redraw, [redraw, data, size, cursor, selected, theme]);
  useEffect(() => useAppStore.getState().onWavesRecorded(redraw), [redraw]);
  useEffect(() => () => (frame.current === undefined ? undefined : cancelAnimationFrame(frame.current)), []);

  /** A gesture moved the view: stop following unless its right edge is at the recording's end. */
  const moved = useCallback(
    (next: WaveView) => {
      const { data: d, size: s } = latest.current;
      const span = spanOf(d.store);
      if (!span) return;
      view.current = clampView(next, span, s.width);
      if (d.mode === 'live') follow.current = xToTime(view.current, s.width) >= span.end ? 'end' : 'off';
      redraw();
    },
    [redraw],
  );

  const zoomBy = useCallback(
    (factor: number, x?: number) => {
      const { data: d, size: s, cursor: c } = latest.current;
      const span = spanOf(d.store);
      if (!span || !view.current) return;
      const at = x ?? (c !== undefined ? (c - view.current.start) * view.current.scale : s.width / 2);
      moved(zoomAt(view.current, factor, Math.min(Math.max(at, 0), s.width), span, s.width));
      save();
    },
    [moved, save],
  );

  const fit = useCallback(() => {
    const { data: d, size: s } = latest.current;
    const span = spanOf(d.store);
    if (!span) return;
    view.current = fitView(span, s.width);
    follow.current = d.mode === 'live' ? 'fit' : 'off';
    redraw();
    save();
  }, [redraw, save]);

  const setCursor = useCallback(
    (t: number) => {
      const { size: s } = latest.current;
      useAppStore.getState().setWaveCursor(t);
      if (view.current) moved(revealTime(view.current, t, s.width));
    },
    [moved],
  );

  const stepCursor = useCallback(
    (direction: -1 | 1, row: number | undefined) => {
      const { data: d, cursor: c } = latest.current;
      const span = spanOf(d.store);
      if (!span) return;
      const from = c ?? (direction > 0 ? span.start - 1 : span.end + 1);
      let best: number | undefined;
      const rows = row === undefined ? d.rows : d.rows.slice(row, row + 1);
      for (const r of rows) {
        const column = r.column;
        const i = column.search(direction > 0 ? from : from - 1e-9);
        const candidate = direction > 0 ? i + 1 : i;
        if (candidate < 0 || candidate >= column.count) continue;
        const t = column.time(candidate);
        if (direction > 0 ? t > from : t < from)
          best = best === undefined ? t : direction > 0 ? Math.min(best, t) : Math.max(best, t);
      }
      if (best !== undefined) setCursor(d.steps ? best + 0.5 : best);
    },
    [setCursor],
  );

  // Wheel: Ctrl (or ⌘) zooms about the pointer, Shift or a sideways wheel pans; a plain wheel scrolls the rows.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    const onWheel = (event: WheelEvent) => {
      if (!view.current) return;
      const x = event.clientX - canvas.getBoundingClientRect().left;
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        zoomBy(Math.exp(-event.deltaY * 0.002), x);
      } else if (event.shiftKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)) {
        const span = spanOf(latest.current.data.store);
        if (!span) return;
        event.preventDefault();
        moved(panBy(view.current, -(event.deltaX || event.deltaY), span, latest.current.size.width));
      } else return;
      clearTimeout(saveTimer);
      saveTimer = setTimeout(save, 200);
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      clearTimeout(saveTimer);
      canvas.removeEventListener('wheel', onWheel);
    };
  }, [canvasRef, zoomBy, moved, save]);

  const press = useRef<{ x: number; y: number; view: WaveView; dragging: boolean } | undefined>(undefined);
  const handlers = useMemo(
    () => ({
      onPointerDown(this: void, event: React.PointerEvent<HTMLCanvasElement>) {
        if (event.button !== 0 || !view.current) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        press.current = { x: event.clientX, y: event.clientY, view: view.current, dragging: false };
      },
      onPointerMove(this: void, event: React.PointerEvent<HTMLCanvasElement>) {
        const p = press.current;
        if (!p) return;
        const dx = event.clientX - p.x;
        if (!p.dragging && Math.abs(dx) < DRAG_SLOP) return;
        p.dragging = true;
        const span = spanOf(latest.current.data.store);
        if (span) moved(panBy(p.view, dx, span, latest.current.size.width));
      },
      onPointerUp(this: void, event: React.PointerEvent<HTMLCanvasElement>) {
        const p = press.current;
        press.current = undefined;
        if (!p || !view.current) return;
        if (p.dragging) {
          save();
          return;
        }
        // A click puts the cursor there (a test's step: its middle) and picks the row under it.
        const box = event.currentTarget.getBoundingClientRect();
        const span = spanOf(latest.current.data.store);
        if (!span) return;
        const t = Math.min(Math.max(xToTime(view.current, event.clientX - box.left), span.start), span.end);
        useAppStore
          .getState()
          .setWaveCursor(latest.current.data.steps ? Math.min(Math.floor(t), span.end - 1) + 0.5 : t);
        const row = rowAt(
          event.clientY - box.top,
          scrollerRef.current?.scrollTop ?? 0,
          latest.current.data.rows.length,
        );
        if (row !== undefined) onRow(row);
      },
      onScroll: redraw,
    }),
    [scrollerRef, moved, save, redraw, onRow],
  );

  const currentView = useCallback(() => view.current, []);
  return useMemo(
    () => ({ size, cursor, zoomBy, fit, currentView, stepCursor, ...handlers }),
    [size, cursor, zoomBy, fit, currentView, stepCursor, handlers],
  );
}
