import { downloadBlob } from '../platform/file-io';
import { svgToPng } from './raster';
import type { SvgImage } from './svg-document';

/** The two image formats. */
export type ImageFormat = 'svg' | 'png';

/** A file name for an image of a circuit: its name in safe characters, then the format's extension. */
export function imageFileName(circuitName: string, format: ImageFormat, selection: boolean): string {
  const base =
    circuitName
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'circuit';
  return `${base}${selection ? '-selection' : ''}.${format}`;
}

/** Offers the image as a download: the SVG as it is, or rasterised to PNG at `scale`. */
export async function saveImage(image: SvgImage, format: ImageFormat, fileName: string, scale = 2): Promise<void> {
  const blob =
    format === 'svg'
      ? new Blob([image.svg], { type: 'image/svg+xml' })
      : await svgToPng(image.svg, image.width, image.height, scale);
  downloadBlob(fileName, blob);
}
