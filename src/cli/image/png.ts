import { Resvg } from '@resvg/resvg-js';

/** The app's PNG is the SVG drawn at twice its size (export/raster.ts): sharp on dense screens and in print. */
export const PNG_SCALE = 2;

/**
 * Rasterises an SVG document as the app's PNG export does, at {@link PNG_SCALE}×, with resvg (the
 * system's fonts for the stylesheet's font lists, as a browser would pick them).
 */
export function svgToPng(svg: string, scale = PNG_SCALE): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { loadSystemFonts: true },
    logLevel: 'off',
  });
  return resvg.render().asPng();
}
