import { describe, expect, it } from 'vitest';
import {
  MAX_SCALE,
  clampView,
  fitView,
  followEnd,
  panBy,
  revealTime,
  ticks,
  timeToX,
  xToTime,
  zoomAt,
} from './wave-view';

const span = { start: 0, end: 1000 };

describe('the waveform view', () => {
  it('fits the recording and maps times to pixels and back', () => {
    const view = fitView(span, 500);
    expect(view).toEqual({ start: 0, scale: 0.5 });
    expect(timeToX(view, 400)).toBe(200);
    expect(xToTime(view, 200)).toBe(400);
    // A recording of one step is not blown up past the largest zoom.
    expect(fitView({ start: 0, end: 0 }, 500).scale).toBe(MAX_SCALE);
  });

  it('zooms about the pointer: the time under it stays under it', () => {
    const view = { start: 100, scale: 1 };
    const zoomed = zoomAt(view, 4, 200, span, 500);
    expect(zoomed.scale).toBe(4);
    expect(xToTime(zoomed, 200)).toBeCloseTo(xToTime(view, 200));
    // Not past the largest scale, and not out past half the plot filled.
    expect(zoomAt(view, 1e9, 0, span, 500).scale).toBe(MAX_SCALE);
    expect(zoomAt(view, 1e-9, 0, span, 500).scale).toBe(0.25);
  });

  it('pans by pixels and stays within reach of the recording', () => {
    const view = { start: 100, scale: 1 };
    expect(panBy(view, 50, span, 500).start).toBe(50);
    expect(panBy(view, 1e6, span, 500).start).toBe(-50);
    expect(panBy(view, -1e6, span, 500).start).toBe(550);
    expect(clampView(view, span, 500)).toBe(view);
  });

  it('follows the end of a live recording and reveals a time only as far as needed', () => {
    expect(followEnd({ start: 0, scale: 1 }, { start: 0, end: 2000 }, 500).start).toBe(1525);
    const view = { start: 0, scale: 1 };
    expect(revealTime(view, 250, 500)).toBe(view);
    expect(revealTime(view, 900, 500).start).toBe(425);
    expect(revealTime(view, -100, 500).start).toBe(-125);
  });

  it('puts ticks at round times, far enough apart to read', () => {
    expect(ticks({ start: 0, scale: 1 }, 500)).toEqual([0, 100, 200, 300, 400, 500]);
    expect(ticks({ start: 3, scale: 40 }, 200)).toEqual([4, 6, 8]);
    expect(ticks({ start: 0, scale: 0.37 }, 500)).toEqual([0, 500, 1000]);
    // Never a fraction of a unit, however far in.
    expect(ticks({ start: 0, scale: 400 }, 800)).toEqual([0, 1, 2]);
  });
});
