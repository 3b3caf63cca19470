import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CircuitState, ComponentInstance } from '../../../shared/circuit';
import type { WireRoute } from '../../../shared/routing/types';
import { ComponentSymbol } from '../symbols/ComponentSymbol';
import { buildExportScene, JUNCTION_RADIUS, type ExportScene, type ExportScope } from '../model/export/export-scene';
import { backgroundColour, exportStylesheet, type ExportBackground } from '../model/export/export-style';
import { DrawnPart } from '../symbols/drawn-part';

/** How an image of the circuit is made. */
export interface ImageOptions {
  readonly scope: ExportScope;
  readonly background: ExportBackground;
  readonly grid: boolean;
}

/** What the SVG builder draws from. */
export interface SvgInput {
  readonly name: string;
  readonly state: CircuitState;
  readonly routes: ReadonlyMap<string, WireRoute>;
  readonly selection: ReadonlySet<string>;
  readonly options: ImageOptions;
}

/** An SVG document of the circuit and its size in CSS pixels (one canvas unit each). */
export interface SvgImage {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  /** The viewBox, in canvas units. */
  readonly viewBox: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/** The space around the drawing. */
export const MARGIN = 20;

/** The editor's grid: parts snap to 10 units, the dots are 20 apart. */
const GRID_GAP = 20;

/** Escapes text for XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One part as the canvas draws it: its rotated symbol, pin marks, label and caption. */
function Part({ component }: { component: ComponentInstance }): ReactElement | null {
  return (
    <DrawnPart
      component={component}
      symbol={() => <ComponentSymbol type={component.type} properties={component.properties} />}
    />
  );
}

function Drawing({ scene }: { scene: ExportScene }): ReactElement {
  return (
    <>
      <g className="cf-wires">
        {scene.wires.map(({ wire, path }) => (
          <path key={wire.id} className="cf-wire" data-wire={wire.id} d={path} />
        ))}
        {scene.junctions.map((p) => (
          <circle key={`${p.x},${p.y}`} className="cf-junction" cx={p.x} cy={p.y} r={JUNCTION_RADIUS} />
        ))}
      </g>
      <g className="cf-parts">
        {scene.parts.map((component) => (
          <Part key={component.id} component={component} />
        ))}
      </g>
    </>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

function gridMarkup(box: SvgImage['viewBox']): string {
  const half = GRID_GAP / 2;
  return [
    `<defs><pattern id="cf-grid" patternUnits="userSpaceOnUse" x="${-half}" y="${-half}" width="${GRID_GAP}" height="${GRID_GAP}">`,
    `<circle class="cf-grid-dot" cx="${half}" cy="${half}" r="1"/></pattern></defs>`,
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="url(#cf-grid)"/>`,
  ].join('');
}

/**
 * The circuit (or its selection) as a standalone SVG document: the parts' symbols, labels and
 * captions, the wires along their routes with their junction dots, every colour resolved in an
 * inline stylesheet, a viewBox tight around the drawing with a margin, the circuit's name as title.
 */
export function buildCircuitSvg(input: SvgInput): SvgImage {
  const { options } = input;
  const scene = buildExportScene(input.state, input.routes, options.scope, input.selection);
  const b = scene.bounds ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
  const viewBox = {
    x: Math.floor(b.x0 - MARGIN),
    y: Math.floor(b.y0 - MARGIN),
    width: Math.ceil(b.x1 + MARGIN) - Math.floor(b.x0 - MARGIN),
    height: Math.ceil(b.y1 + MARGIN) - Math.floor(b.y0 - MARGIN),
  };
  const { x, y, width, height } = viewBox;
  const svg = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${width}" height="${height}" viewBox="${round(x)} ${round(y)} ${width} ${height}">`,
    `<title>${xmlEscape(input.name)}</title>`,
    `<style>${xmlEscape(exportStylesheet(options.background))}</style>`,
    `<rect class="cf-background" x="${x}" y="${y}" width="${width}" height="${height}" fill="${backgroundColour(options.background)}"/>`,
    options.grid ? gridMarkup(viewBox) : '',
    renderToStaticMarkup(<Drawing scene={scene} />),
    '</svg>',
  ].join('\n');
  return { svg, width, height, viewBox };
}
