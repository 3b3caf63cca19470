/**
 * What a waveform is drawn with: a few primitives in named inks. The scene (`wave-scene.ts`) says
 * what goes where; a painter turns it into pixels on a canvas (`waveform/canvas-painter.ts`) or into
 * an SVG document (`svg-painter.ts`), so the view and its exports cannot drift apart.
 */

/** The colours and strokes a waveform uses; each painter resolves them (the theme's, or the light one for files). */
export type Ink =
  | 'background'
  | 'axis'
  | 'axisText'
  | 'grid'
  | 'rowLine'
  | 'selected'
  | 'text'
  | 'muted'
  /** A one-bit signal's 0 and 1 levels and the edges between them. */
  | 'wave'
  /** An edge into or out of X or Z. */
  | 'edge'
  | 'x'
  | 'xFill'
  | 'z'
  | 'bus'
  | 'busText'
  | 'dense'
  | 'cursor'
  | 'cursorText'
  | 'mismatch'
  | 'expected'
  | 'expectedText';

export type TextAlign = 'left' | 'center' | 'right';

/**
 * Drawing primitives, in the plot's pixels (y down). A line that starts where the last one of its ink
 * ended continues it (a polyline: joined corners, one stroke).
 */
export interface WavePainter {
  fill(x: number, y: number, width: number, height: number, ink: Ink): void;
  line(x1: number, y1: number, x2: number, y2: number, ink: Ink): void;
  /** Text centred vertically on `y`, in the monospaced font (`bold` for names). */
  text(x: number, y: number, text: string, ink: Ink, align: TextAlign, bold?: boolean): void;
  /** Drawing is clipped to this rectangle until {@link unclip}. */
  clip(x: number, y: number, width: number, height: number): void;
  unclip(): void;
}

/** The width of one character of the monospaced 11 px font (what fits in a box). */
export const CHAR_WIDTH = 6.8;
