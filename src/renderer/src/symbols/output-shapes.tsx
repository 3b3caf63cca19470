import type { ReactElement } from 'react';
import {
  DOT_PITCH,
  PIN_STUB,
  dotGridOrigin,
  dotMatrixShape,
  dotMatrixSize,
} from '../../../shared/components/dot-matrix';

interface Box {
  readonly width: number;
  readonly height: number;
}

/** LED: the diode symbol with its two emission arrows, filled with its colour and glowing when lit. */
export function LedShape({ width, height, colour, lit }: Box & { colour: string; lit: boolean }): ReactElement {
  const mid = height / 2;
  const left = 20;
  const right = 38;
  return (
    <g className={`sym-led sym-led-${colour}${lit ? ' sym-on' : ''}`}>
      <line className="sym-line" x1={0} y1={mid} x2={left} y2={mid} />
      <line className="sym-line" x1={right} y1={mid} x2={width} y2={mid} />
      {lit && <circle className="sym-led-glow" cx={(left + right) / 2} cy={mid} r={17} />}
      <path className="sym-led-body" d={`M${left},${mid - 10} L${right},${mid} L${left},${mid + 10} Z`} />
      <line className="sym-line sym-thick" x1={right} y1={mid - 10} x2={right} y2={mid + 10} />
      <path className="sym-line" fill="none" d={`M30,${mid - 11} l6,-7 m-4,0 h4 v4 M36,${mid - 8} l6,-7 m-4,0 h4 v4`} />
    </g>
  );
}

/** Bar segments a–g of a seven-segment digit, as [x, y, width, height] in a 40×70 cell. */
const SEGMENT_BARS: readonly (readonly [number, number, number, number])[] = [
  [6, 0, 28, 6], // a
  [34, 6, 6, 28], // b
  [34, 40, 6, 28], // c
  [6, 68, 28, 6], // d
  [0, 40, 6, 28], // e
  [0, 6, 6, 28], // f
  [6, 34, 28, 6], // g
];

/** Seven-segment display: seven bars and a decimal point; lit segments take the display's colour. */
export function SevenSegmentShape({
  width,
  height,
  segments,
  colour,
  pins,
}: Box & { segments: readonly boolean[]; colour: string; pins?: readonly number[] }): ReactElement {
  const ox = 22;
  const oy = (height - 74) / 2 - 4;
  // One stub per pin: eight segment inputs, or the one 4-bit input of a hex display.
  const pinYs = pins ?? Array.from({ length: 8 }, (_, i) => 10 + i * 20);
  return (
    <g className={`sym-7seg sym-led-${colour}`}>
      {pinYs.map((y) => (
        <line key={y} className="sym-line" x1={0} y1={y} x2={10} y2={y} />
      ))}
      <rect className="sym-body sym-7seg-body" x={10} y={0} width={width - 12} height={height} rx={5} />
      <g transform={`translate(${ox} ${oy}) skewX(-6)`}>
        {SEGMENT_BARS.map(([x, y, w, h], i) => (
          <rect
            key={i}
            className={segments[i] ? 'sym-seg sym-seg-on' : 'sym-seg'}
            x={x}
            y={y}
            width={w}
            height={h}
            rx={2}
          />
        ))}
        <circle className={segments[7] ? 'sym-seg sym-seg-on' : 'sym-seg'} cx={47} cy={71} r={3.5} />
      </g>
    </g>
  );
}

/**
 * Dot-matrix display: a dark panel of round LEDs, `dots` giving each row top first ('1' lit, 'x'
 * unknown, anything else or missing dark), with a stub for each input pin.
 */
export function DotMatrixShape({
  dots,
  colour,
  properties,
}: {
  dots: readonly string[];
  colour: string;
  properties: Readonly<Record<string, unknown>>;
}): ReactElement {
  const size = dotMatrixSize(properties);
  const shape = dotMatrixShape(properties);
  const origin = dotGridOrigin(size);
  const r = DOT_PITCH * 0.34;
  const cells: ReactElement[] = [];
  for (let j = 0; j < size.rows; j++) {
    for (let i = 0; i < size.columns; i++) {
      const state = dots[j]?.[i];
      cells.push(
        <circle
          key={`${j}.${i}`}
          className={state === '1' ? 'sym-seg sym-seg-on' : state === 'x' ? 'sym-dot-x' : 'sym-seg'}
          cx={origin.x + DOT_PITCH * i + DOT_PITCH / 2}
          cy={origin.y + DOT_PITCH * j + DOT_PITCH / 2}
          r={state === 'x' ? r - 1 : r}
        />,
      );
    }
  }
  return (
    <g className={`sym-dots sym-led-${colour}`}>
      {shape.pins.map((p) =>
        p.side === 'bottom' ? (
          <line key={p.name} className="sym-line" x1={p.x} y1={p.y - PIN_STUB} x2={p.x} y2={p.y} />
        ) : (
          <line key={p.name} className="sym-line" x1={0} y1={p.y} x2={PIN_STUB} y2={p.y} />
        ),
      )}
      <rect
        className="sym-body sym-7seg-body"
        x={origin.x}
        y={origin.y}
        width={size.columns * DOT_PITCH}
        height={Math.max(size.rows * DOT_PITCH, size.input === 'select' || size.input === 'address' ? 40 : 0)}
        rx={4}
      />
      {cells}
    </g>
  );
}
