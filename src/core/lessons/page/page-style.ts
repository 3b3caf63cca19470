/**
 * The stylesheet of an exported lesson page: readable text, and the circuits drawn as the editor
 * draws them — the theme's colours (`src/renderer/src/styles/theme.css`, checked by the test) and
 * the symbols' classes (`styles/symbols.css`), wires coloured by their value (0, 1, X, Z). Light by
 * default, dark when the reader's system asks for it (or when the page is exported dark).
 */

/** The theme colours the page uses, as in theme.css. */
export const PAGE_THEMES = {
  light: {
    bg: '#ffffff',
    'canvas-bg': '#fbfbfd',
    'grid-dot': '#d3d8e1',
    panel: '#ffffff',
    'panel-raised': '#f5f6f9',
    'panel-hover': '#eceff4',
    border: '#dde1e8',
    'border-strong': '#c9ced8',
    text: '#1b2230',
    'text-muted': '#586173',
    accent: '#2f6fec',
    'accent-soft': 'rgba(47, 111, 236, 0.12)',
    danger: '#d93c3c',
    'symbol-stroke': '#2b3240',
    'symbol-fill': '#ffffff',
    'symbol-text': '#1f2633',
    'symbol-muted': '#6a7385',
    'value-0': '#2e7d32',
    'value-1': '#22b14c',
    'value-x': '#e03131',
    'value-z': '#1c7ed6',
    'wire-none': '#5d6677',
  },
  dark: {
    bg: '#121419',
    'canvas-bg': '#16191f',
    'grid-dot': '#2c313b',
    panel: '#1b1e25',
    'panel-raised': '#22262e',
    'panel-hover': '#2a2f39',
    border: '#2d323c',
    'border-strong': '#3a404c',
    text: '#e7e9ee',
    'text-muted': '#9aa2b1',
    accent: '#5b95ff',
    'accent-soft': 'rgba(91, 149, 255, 0.16)',
    danger: '#ff6b6b',
    'symbol-stroke': '#c9cfda',
    'symbol-fill': '#242832',
    'symbol-text': '#d7dce5',
    'symbol-muted': '#8c94a3',
    'value-0': '#2f8a4a',
    'value-1': '#6cf08a',
    'value-x': '#ff5a5a',
    'value-z': '#5aa0ff',
    'wire-none': '#7d8697',
  },
} as const;

/** How the page picks its colours: the reader's system setting, or always one theme. */
export type PageTheme = 'auto' | 'light' | 'dark';

const variables = (theme: keyof typeof PAGE_THEMES) =>
  Object.entries(PAGE_THEMES[theme])
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');

const UI = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const MONO = "ui-monospace, 'SF Mono', 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, monospace";

const COLOURS = (theme: PageTheme) => {
  if (theme === 'light') return [`:root { color-scheme: light; ${variables('light')} }`];
  if (theme === 'dark') return [`:root { color-scheme: dark; ${variables('dark')} }`];
  return [
    `:root { color-scheme: light dark; ${variables('light')} }`,
    `@media (prefers-color-scheme: dark) { :root { ${variables('dark')} } }`,
  ];
};

const TEXT = [
  `html { background: var(--bg); color: var(--text); font-family: ${UI}; font-size: 17px; line-height: 1.6; }`,
  'body { margin: 0; padding: 2.5rem 1.25rem 4rem; }',
  'main { max-width: 46rem; margin: 0 auto; }',
  'h1, h2, h3, h4 { line-height: 1.25; margin: 2em 0 0.6em; }',
  'h1 { font-size: 2.1rem; margin-top: 0; letter-spacing: -0.01em; }',
  'h2 { font-size: 1.5rem; padding-bottom: 0.25em; border-bottom: 1px solid var(--border); }',
  'h3 { font-size: 1.2rem; }',
  'p, ul, ol, blockquote, table, pre { margin: 0 0 1em; }',
  'a { color: var(--accent); }',
  `code { font-family: ${MONO}; font-size: 0.88em; background: var(--panel-raised); border: 1px solid var(--border); border-radius: 4px; padding: 0.05em 0.3em; }`,
  'pre { background: var(--panel-raised); border: 1px solid var(--border); border-radius: 8px; padding: 0.8em 1em; overflow-x: auto; }',
  'pre code { background: none; border: 0; padding: 0; }',
  'blockquote { border-left: 3px solid var(--border-strong); margin-left: 0; padding-left: 1em; color: var(--text-muted); }',
  'table { border-collapse: collapse; }',
  'th, td { border: 1px solid var(--border); padding: 0.3em 0.8em; text-align: left; }',
  'th { background: var(--panel-raised); }',
  'img { max-width: 100%; }',
  'math { font-size: 1.05em; }',
  '.cf-math-display { margin: 1em 0; text-align: center; overflow-x: auto; }',
  '.cf-math-error { color: var(--danger); }',
  `.cf-page-footer { margin-top: 3rem; color: var(--text-muted); font-size: 0.85rem; }`,
];

const BLOCKS = [
  '.cf-live { margin: 1.5em 0; border: 1px solid var(--border); border-radius: 10px; background: var(--canvas-bg); overflow: hidden; }',
  '.cf-live-drawing { overflow-x: auto; }',
  '.cf-live svg { display: block; max-width: 100%; height: auto; margin: 0 auto; }',
  '.cf-live-bar { display: flex; gap: 0.75em; align-items: center; padding: 0.45em 0.8em; border-top: 1px solid var(--border); background: var(--panel); font-size: 0.85rem; color: var(--text-muted); }',
  '.cf-live-bar .cf-live-name { flex: 1; }',
  `.cf-live button { font: inherit; color: var(--text); background: var(--panel-raised); border: 1px solid var(--border-strong); border-radius: 6px; padding: 0.2em 0.8em; cursor: pointer; }`,
  '.cf-live button:hover { background: var(--panel-hover); }',
  '.cf-live .cf-operable { cursor: pointer; }',
  '.cf-live .cf-operable:focus { outline: none; }',
  '.cf-live .cf-operable:focus-visible .sym-body, .cf-live .cf-operable:focus-visible .sym-switch-track { stroke: var(--accent); stroke-width: 2.5; }',
  `.${'cf-block-problem'} { margin: 1.5em 0; padding: 0.8em 1em; border: 1px solid var(--danger); border-radius: 8px; color: var(--danger); }`,
  '.cf-exercise { margin: 1.5em 0; padding: 0.2em 1.2em 0.4em; border: 1px solid var(--border); border-left: 4px solid var(--accent); border-radius: 8px; background: var(--panel); }',
  '.cf-exercise > h3 { margin-top: 0.8em; }',
  '.cf-exercise-label { font-size: 0.75rem; font-weight: 650; letter-spacing: 0.06em; text-transform: uppercase; color: var(--accent); margin: 0.9em 0 0; }',
  '.cf-exercise-note { background: var(--accent-soft); border-radius: 6px; padding: 0.5em 0.8em; font-size: 0.92rem; }',
];

/** The symbols as styles/symbols.css draws them, and the canvas's wires, pins and labels. */
const CIRCUIT = [
  '.sym-line { stroke: var(--symbol-stroke); stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }',
  '.sym-thick { stroke-width: 2.6; }',
  '.sym-body { fill: var(--symbol-fill); stroke: var(--symbol-stroke); stroke-width: 2; stroke-linejoin: round; }',
  `.sym-title { fill: var(--symbol-text); font-family: ${UI}; font-size: 11px; font-weight: 650; }`,
  '.sym-title-compact { font-weight: 700; }',
  `.sym-pin-label { fill: var(--symbol-muted); font-family: ${MONO}; font-size: 8px; }`,
  '.sym-switch-track { fill: var(--panel-hover); stroke: none; }',
  '.sym-switch-knob { fill: var(--symbol-stroke); }',
  '.sym-switch.sym-on .sym-switch-track { fill: var(--value-1); opacity: 0.55; }',
  '.sym-switch.sym-on .sym-switch-knob { fill: var(--value-1); }',
  '.sym-button-ring { fill: none; stroke: var(--symbol-muted); stroke-width: 1.5; }',
  '.sym-button-cap { fill: #e5484d; stroke: rgba(0, 0, 0, 0.25); stroke-width: 1; }',
  '.sym-button.sym-on .sym-button-cap { fill: #b92f34; }',
  '.sym-wave { stroke: var(--value-1); }',
  '.sym-probe.sym-value-1 .sym-body { stroke: var(--value-1); }',
  '.sym-probe.sym-value-0 .sym-body { stroke: var(--value-0); }',
  '.sym-probe.sym-value-X .sym-body { stroke: var(--value-x); }',
  '.sym-probe.sym-value-Z .sym-body { stroke: var(--value-z); }',
  '.sym-led-red { --led: #ff4d4d; }',
  '.sym-led-green { --led: #3ee66b; }',
  '.sym-led-yellow { --led: #ffd43b; }',
  '.sym-led-blue { --led: #4dabff; }',
  '.sym-led-body { fill: var(--led); fill-opacity: 0.28; stroke: var(--symbol-stroke); stroke-width: 2; stroke-linejoin: round; }',
  '.sym-led.sym-on .sym-led-body { fill-opacity: 1; }',
  '.sym-led-glow { fill: var(--led); opacity: 0.35; filter: blur(4px); }',
  '.sym-7seg-body { fill: #15171c; }',
  '.sym-seg { fill: var(--led); opacity: 0.13; }',
  '.sym-seg-on { opacity: 1; }',
  '.sym-dot-x { fill: none; stroke: var(--value-x); stroke-width: 2; }',
  '.sym-transistor.sym-conducting .sym-channel { stroke: var(--value-1); }',
  '.sym-transistor.sym-conduct-unknown .sym-channel { stroke-dasharray: 3 3; }',
  '.cf-pin-mark { stroke: var(--symbol-stroke); stroke-width: 1.4; fill: var(--canvas-bg); }',
  '.cf-pin-mark-output, .cf-pin-mark-power, .cf-pin-mark-ground { fill: var(--symbol-stroke); }',
  `.cf-label, .cf-caption { fill: var(--symbol-muted); font-family: ${MONO}; }`,
  '.cf-label { font-size: 10px; }',
  '.cf-caption { font-size: 9px; }',
  '.cf-wire { stroke: var(--wire-none); stroke-width: 2; stroke-linejoin: miter; fill: none; }',
  '.cf-junction { fill: var(--wire-none); stroke: none; }',
  '.cf-wire.cf-wire-0 { stroke: var(--value-0); } .cf-junction.cf-wire-0 { fill: var(--value-0); }',
  '.cf-wire.cf-wire-1 { stroke: var(--value-1); } .cf-junction.cf-wire-1 { fill: var(--value-1); }',
  '.cf-wire.cf-wire-x { stroke: var(--value-x); } .cf-junction.cf-wire-x { fill: var(--value-x); }',
  '.cf-wire.cf-wire-z { stroke: var(--value-z); } .cf-junction.cf-wire-z { fill: var(--value-z); }',
  '.cf-wire.cf-wire-bus { stroke-width: 4; }',
];

/** The page's whole stylesheet for a theme choice. */
export function lessonPageStylesheet(theme: PageTheme): string {
  return [...COLOURS(theme), ...TEXT, ...BLOCKS, ...CIRCUIT].join('\n');
}
