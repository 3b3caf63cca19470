/**
 * The look of an exported image: the light theme's colours written out (an SVG file is opened by
 * viewers and editors that know nothing of the app's CSS variables). `export-style.test.ts` checks
 * them against `styles/theme.css`, so a change of the theme reaches the export.
 */

/** The light theme's values the export uses (names as in theme.css, without the dashes). */
export const LIGHT_THEME = {
  'canvas-bg': '#fbfbfd',
  'grid-dot': '#d3d8e1',
  'panel-hover': '#eceff4',
  'symbol-stroke': '#2b3240',
  'symbol-fill': '#ffffff',
  'symbol-text': '#1f2633',
  'symbol-muted': '#6a7385',
  'value-1': '#22b14c',
  'value-x': '#e03131',
  'wire-none': '#5d6677',
} as const;

/** What the image is drawn on: the light canvas colour, or plain white (for print). */
export type ExportBackground = 'light' | 'white';

/** The fill of the page behind the circuit. */
export function backgroundColour(background: ExportBackground): string {
  return background === 'white' ? '#ffffff' : LIGHT_THEME['canvas-bg'];
}

const MONO = "ui-monospace, 'SF Mono', 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, monospace";
const UI = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const LED_COLOURS: Readonly<Record<string, string>> = {
  red: '#ff4d4d',
  green: '#3ee66b',
  yellow: '#ffd43b',
  blue: '#4dabff',
};

/**
 * The stylesheet of an exported SVG: the symbols' classes (as `styles/symbols.css` draws them, unlit
 * and switched off), the pin marks, labels, captions, wires and junctions, with every colour
 * resolved. Wires are drawn in the neutral wire colour: an image is a document, not a live view.
 */
export function exportStylesheet(background: ExportBackground): string {
  const t = LIGHT_THEME;
  const leds = Object.entries(LED_COLOURS).map(
    ([name, colour]) => `.sym-led-${name} .sym-led-body, .sym-led-${name} .sym-seg { fill: ${colour}; }`,
  );
  return [
    `.sym-line { stroke: ${t['symbol-stroke']}; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }`,
    '.sym-thick { stroke-width: 2.6; }',
    `.sym-body { fill: ${t['symbol-fill']}; stroke: ${t['symbol-stroke']}; stroke-width: 2; stroke-linejoin: round; }`,
    `.sym-title { fill: ${t['symbol-text']}; font-family: ${UI}; font-size: 11px; font-weight: 650; }`,
    `.sym-pin-label { fill: ${t['symbol-muted']}; font-family: ${MONO}; font-size: 8px; }`,
    `.sym-switch-track { fill: ${t['panel-hover']}; stroke: none; }`,
    `.sym-switch-knob { fill: ${t['symbol-stroke']}; }`,
    `.sym-switch.sym-on .sym-switch-track { fill: ${t['value-1']}; opacity: 0.55; }`,
    `.sym-switch.sym-on .sym-switch-knob { fill: ${t['value-1']}; }`,
    `.sym-button-ring { fill: none; stroke: ${t['symbol-muted']}; stroke-width: 1.5; }`,
    '.sym-button-cap { fill: #e5484d; stroke: rgba(0, 0, 0, 0.25); stroke-width: 1; }',
    `.sym-wave { stroke: ${t['value-1']}; }`,
    `.sym-led-body { fill-opacity: 0.28; stroke: ${t['symbol-stroke']}; stroke-width: 2; stroke-linejoin: round; }`,
    '.sym-7seg-body { fill: #15171c; }',
    '.sym-seg { opacity: 0.13; }',
    `.sym-dot-x { fill: none; stroke: ${t['value-x']}; stroke-width: 2; }`,
    `.sym-transistor.sym-conducting .sym-channel { stroke: ${t['value-1']}; }`,
    '.sym-transistor.sym-conduct-unknown .sym-channel { stroke-dasharray: 3 3; }',
    ...leds,
    `.cf-pin-mark { stroke: ${t['symbol-stroke']}; stroke-width: 1.4; fill: ${backgroundColour(background)}; }`,
    `.cf-pin-mark-output, .cf-pin-mark-power, .cf-pin-mark-ground { fill: ${t['symbol-stroke']}; }`,
    `.cf-label, .cf-caption { fill: ${t['symbol-muted']}; font-family: ${MONO}; }`,
    '.cf-label { font-size: 10px; }',
    '.cf-caption { font-size: 9px; }',
    `.cf-wire { stroke: ${t['wire-none']}; stroke-width: 2; stroke-linejoin: miter; fill: none; }`,
    `.cf-junction { fill: ${t['wire-none']}; stroke: none; }`,
    `.cf-grid-dot { fill: ${t['grid-dot']}; }`,
  ].join('\n');
}
