import { describe, expect, it } from 'vitest';
import { SampleStore } from './sample-store';
import {
  AXIS_HEIGHT,
  LANE_PAD,
  NAMES_WIDTH,
  ROW_HEIGHT,
  drawWaves,
  rowAt,
  type SceneRow,
  type WaveScene,
} from './wave-scene';
import type { Ink, TextAlign, WavePainter } from './wave-painter';
import { SvgPainter } from './svg-painter';

type Drawn =
  | { kind: 'fill'; x: number; y: number; width: number; height: number; ink: Ink }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; ink: Ink }
  | { kind: 'text'; x: number; y: number; text: string; ink: Ink; align: TextAlign };

/** A painter that writes down what it is asked to draw. */
class Recorder implements WavePainter {
  readonly drawn: Drawn[] = [];
  fill(x: number, y: number, width: number, height: number, ink: Ink) {
    this.drawn.push({ kind: 'fill', x, y, width, height, ink });
  }
  line(x1: number, y1: number, x2: number, y2: number, ink: Ink) {
    this.drawn.push({ kind: 'line', x1, y1, x2, y2, ink });
  }
  text(x: number, y: number, text: string, ink: Ink, align: TextAlign) {
    this.drawn.push({ kind: 'text', x, y, text, ink, align });
  }
  clip() {}
  unclip() {}
  of(ink: Ink) {
    return this.drawn.filter((d) => d.ink === ink);
  }
}

function scene(rows: SceneRow[], store: SampleStore, extra: Partial<WaveScene> = {}): WaveScene {
  return {
    rows,
    span: { start: store.start ?? 0, end: store.end ?? 0 },
    view: { start: 0, scale: 10 },
    width: 400,
    height: AXIS_HEIGHT + rows.length * ROW_HEIGHT,
    scrollY: 0,
    ...extra,
  };
}

describe('the waveform scene', () => {
  it('draws a bit high for 1, low for 0, Z in the middle in its own ink and X as a red band', () => {
    const store = new SampleStore([1]);
    ['0', '1', 'Z', 'X'].forEach((v, t) => store.push(t * 10, [v]));
    store.extendTo(40);
    const painter = new Recorder();
    drawWaves(scene([{ label: 'A', width: 1, radix: 'hex', column: store.columns[0]! }], store), painter);
    const top = AXIS_HEIGHT + LANE_PAD + 0.5;
    const bottom = AXIS_HEIGHT + ROW_HEIGHT - LANE_PAD - 0.5;
    const mid = Math.round(AXIS_HEIGHT + ROW_HEIGHT / 2) + 0.5;
    // 0 then 1 as one polyline: low, the edge up, high.
    expect(painter.of('wave')).toEqual([
      { kind: 'line', x1: 0, y1: bottom, x2: 100.5, y2: bottom, ink: 'wave' },
      { kind: 'line', x1: 100.5, y1: bottom, x2: 100.5, y2: top, ink: 'wave' },
      { kind: 'line', x1: 100.5, y1: top, x2: 200.5, y2: top, ink: 'wave' },
    ]);
    expect(painter.of('z')).toEqual([{ kind: 'line', x1: 200.5, y1: mid, x2: 300.5, y2: mid, ink: 'z' }]);
    expect(painter.of('xFill')).toMatchObject([{ x: 300.5, width: 99.5 }]);
    // Edges into and out of Z and X span the lane.
    expect(painter.of('edge').map((d) => (d.kind === 'line' ? [d.x1, d.y1, d.y2] : []))).toEqual([
      [200.5, top - 0.5, bottom + 0.5],
      [300.5, top - 0.5, bottom + 0.5],
    ]);
  });

  it('draws changes closer than two pixels as one bar, and edges further apart', () => {
    const store = new SampleStore([1]);
    for (let t = 0; t < 100; t++) store.push(t, [String(t % 2)]);
    const row = { label: 'CLK', width: 1, radix: 'hex' as const, column: store.columns[0]! };
    const apart = new Recorder();
    drawWaves(scene([row], store, { view: { start: 0, scale: 3 }, width: 300 }), apart);
    expect(apart.of('dense')).toEqual([]);
    expect(apart.of('wave').length).toBeGreaterThan(150);
    const crowded = new Recorder();
    drawWaves(scene([row], store, { view: { start: 0, scale: 1.5 }, width: 300 }), crowded);
    expect(crowded.of('dense')).toHaveLength(1);
    expect(crowded.of('dense')[0]).toMatchObject({ x: 2 });
  });

  it('writes a bus value in its box when it fits, in the radix asked for', () => {
    const store = new SampleStore([8]);
    store.push(0, ['00001111']);
    store.push(10, ['11111111']);
    store.push(10.5, ['0X000000']);
    store.extendTo(30);
    const row = { label: 'BUS', width: 8, radix: 'hex', column: store.columns[0]! } as const;
    const painter = new Recorder();
    drawWaves(scene([row], store), painter);
    // The 5-pixel box of FF has no room for text; the value with an X bit after it is written in red.
    expect(painter.of('busText').map((d) => (d.kind === 'text' ? d.text : ''))).toEqual(['0F']);
    expect(painter.of('x').some((d) => d.kind === 'text' && d.text === 'X0')).toBe(true);
    const wide = new Recorder();
    drawWaves(scene([{ ...row, radix: 'dec' }], store, { view: { start: 0, scale: 100 }, width: 4000 }), wide);
    expect(wide.of('busText').map((d) => (d.kind === 'text' ? d.text : ''))).toEqual(['15', '255']);
    expect(wide.of('xFill')).toHaveLength(1);
    // A value longer than its box is cut with an ellipsis.
    const long = new SampleStore([16]);
    long.push(0, ['1111111111111111']);
    long.push(3, ['0000000000000000']);
    const narrow = new Recorder();
    drawWaves(scene([{ ...row, width: 16, column: long.columns[0]! }], long), narrow);
    expect(narrow.of('busText').map((d) => (d.kind === 'text' ? d.text : ''))).toEqual(['F…']);
  });

  it('thins 100,000 changes to a bounded drawing: a bar per crowded pixel', () => {
    const store = new SampleStore([1, 16], 100_000);
    for (let t = 0; t < 100_000; t++) store.push(t, [String(t % 2), (t * 7919).toString(2).slice(-16)]);
    const rows: SceneRow[] = [
      { label: 'CLK', width: 1, radix: 'hex', column: store.columns[0]! },
      { label: 'D', width: 16, radix: 'hex', column: store.columns[1]! },
    ];
    const painter = new Recorder();
    drawWaves(scene(rows, store, { view: { start: 0, scale: 400 / 100_000 }, width: 400 }), painter);
    // Each row is one bar: a hundred changes to a pixel are one crowd.
    expect(painter.drawn.length).toBeLessThan(40);
    const bars = painter.of('dense').map((d) => (d.kind === 'fill' ? d.width : 0));
    expect(bars).toHaveLength(2);
    for (const width of bars) expect(width).toBeGreaterThan(395);
  });

  it('draws only the rows in sight, and finds the row under the pointer', () => {
    const store = new SampleStore([1, 1, 1, 1]);
    store.push(0, ['1', '1', '1', '1']);
    store.extendTo(10);
    const rows = store.columns.map((column, i) => ({ label: `S${i}`, width: 1, radix: 'hex' as const, column }));
    const painter = new Recorder();
    drawWaves(scene(rows, store, { height: AXIS_HEIGHT + ROW_HEIGHT, scrollY: ROW_HEIGHT * 2 }), painter);
    expect(painter.of('wave').length).toBeLessThanOrEqual(2);
    expect(rowAt(AXIS_HEIGHT + 5, ROW_HEIGHT * 2, 4)).toBe(2);
    expect(rowAt(5, 0, 4)).toBeUndefined();
    expect(rowAt(AXIS_HEIGHT + ROW_HEIGHT * 9, 0, 4)).toBeUndefined();
  });

  it('marks where a test expected otherwise, with the expected level dashed', () => {
    const store = new SampleStore([1]);
    store.push(0, ['0']);
    store.extendTo(3);
    const painter = new Recorder();
    const row: SceneRow = {
      label: 'L0',
      width: 1,
      radix: 'hex',
      column: store.columns[0]!,
      mismatches: [{ from: 1, to: 2, expected: '1' }],
    };
    drawWaves(scene([row], store, { view: { start: 0, scale: 100 }, cursor: 1.5 }), painter);
    expect(painter.of('mismatch')).toMatchObject([{ x: 100, width: 100 }]);
    expect(painter.of('expected')).toMatchObject([{ x1: 100, x2: 200, y1: AXIS_HEIGHT + LANE_PAD + 0.5 }]);
    expect(painter.of('cursor').some((d) => d.kind === 'line' && d.x1 === 150.5)).toBe(true);
    expect(painter.of('cursorText')).toMatchObject([{ text: '2' }]);
  });

  it('exports the same drawing as SVG with the names and the values at the cursor', () => {
    const store = new SampleStore([1, 4]);
    store.push(0, ['0', '0101']);
    store.push(5, ['1', '1010']);
    store.extendTo(10);
    const rows: SceneRow[] = [
      { label: 'CLK1', width: 1, radix: 'hex', column: store.columns[0]! },
      { label: 'CNT1', width: 4, radix: 'hex', column: store.columns[1]! },
    ];
    const width = NAMES_WIDTH + 200;
    const height = AXIS_HEIGHT + 2 * ROW_HEIGHT;
    const svg = new SvgPainter(width, height);
    drawWaves(scene(rows, store, { width, height, names: true, cursor: 6, view: { start: 0, scale: 20 } }), svg);
    const text = svg.toString();
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="370" height="80"/);
    expect(text).toContain('>CLK1</text>');
    expect(text).toContain('>CNT1</text>');
    expect(text).toContain('>A</text>');
    expect(text).not.toContain('var(');
  });
});
