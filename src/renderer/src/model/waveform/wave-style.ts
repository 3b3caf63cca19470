import type { Ink } from './wave-painter';

/** How an ink is drawn: a theme colour (a custom property of theme.css), how opaque, dashed or not. */
export interface InkSpec {
  readonly variable: string;
  readonly alpha?: number;
  readonly dashed?: boolean;
  /** Stroke width in pixels (1 unless said). */
  readonly lineWidth?: number;
}

/**
 * Each ink from the theme's colours (theme.css). The levels follow the canvas's wire colours: a lit
 * 1, X red, Z blue; the cursor is amber so it is never taken for a value.
 */
export const INKS: Readonly<Record<Ink, InkSpec>> = {
  background: { variable: 'canvas-bg' },
  axis: { variable: 'panel-raised' },
  axisText: { variable: 'text-muted' },
  grid: { variable: 'border', alpha: 0.7 },
  rowLine: { variable: 'border' },
  selected: { variable: 'accent', alpha: 0.1 },
  text: { variable: 'text' },
  muted: { variable: 'text-muted' },
  wave: { variable: 'value-1', lineWidth: 1 },
  edge: { variable: 'value-1', lineWidth: 1 },
  x: { variable: 'value-x', lineWidth: 1 },
  xFill: { variable: 'value-x', alpha: 0.2 },
  z: { variable: 'value-z', lineWidth: 1 },
  bus: { variable: 'value-1', lineWidth: 1 },
  busText: { variable: 'text' },
  dense: { variable: 'value-1', alpha: 0.6 },
  cursor: { variable: 'warning' },
  cursorText: { variable: 'panel' },
  mismatch: { variable: 'danger', alpha: 0.16 },
  expected: { variable: 'danger', lineWidth: 1, dashed: true },
  expectedText: { variable: 'danger' },
};

/** The light theme's colours the inks use (checked against theme.css): exported images are for paper. */
export const LIGHT_COLOURS: Readonly<Record<string, string>> = {
  'canvas-bg': '#fbfbfd',
  'panel-raised': '#f5f6f9',
  panel: '#ffffff',
  'text-muted': '#586173',
  border: '#dde1e8',
  accent: '#2f6fec',
  text: '#1b2230',
  'value-1': '#22b14c',
  'value-x': '#e03131',
  'value-z': '#1c7ed6',
  warning: '#b7791f',
  danger: '#d93c3c',
};

/** An ink resolved to a colour and opacity, for a painter. */
export interface ResolvedInk {
  readonly colour: string;
  readonly alpha: number;
  readonly dashed: boolean;
  readonly lineWidth: number;
}

/** Every ink resolved by `colourOf` (a variable's value in the current theme, or {@link LIGHT_COLOURS}). */
export function resolveInks(colourOf: (variable: string) => string): Readonly<Record<Ink, ResolvedInk>> {
  const out = {} as Record<Ink, ResolvedInk>;
  for (const [ink, spec] of Object.entries(INKS) as [Ink, InkSpec][]) {
    out[ink] = {
      colour: colourOf(spec.variable),
      alpha: spec.alpha ?? 1,
      dashed: spec.dashed ?? false,
      lineWidth: spec.lineWidth ?? 1,
    };
  }
  return out;
}

/** The inks of an exported image. */
export const lightInks = (): Readonly<Record<Ink, ResolvedInk>> =>
  resolveInks((variable) => LIGHT_COLOURS[variable] ?? '#000000');
