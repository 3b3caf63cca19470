import { extname } from 'node:path';
import type { ExportBackground } from '../../renderer/src/model/export/export-style';

/** The backgrounds the app's image export offers ("Light" is the canvas's colour, "White" for print). */
export const BACKGROUNDS: readonly ExportBackground[] = ['light', 'white'];

/** The options of `circuitforge image` as commander hands them over. */
export interface ImageFlags {
  readonly svg?: boolean;
  readonly png?: boolean;
  readonly output?: string;
  readonly background?: string;
  readonly grid?: boolean;
}

/** What to draw and where it goes: stdout (`output` undefined) or a file. */
export interface ImageRequest {
  readonly format: 'svg' | 'png';
  readonly output: string | undefined;
  readonly background: ExportBackground;
  readonly grid: boolean;
}

/** A refusal of the command line's options, in words (exit status 2). */
export interface UsageProblem {
  readonly problem: string;
}

const isBackground = (text: string): text is ExportBackground => (BACKGROUNDS as readonly string[]).includes(text);

/**
 * Works out the image asked for. The format is `--svg` / `--png`, else the output file's extension
 * (`.png` draws a PNG), else SVG. Without `-o` (or with `-o -`) an SVG goes to standard output; a PNG
 * is bytes, not text, so it needs a file. The defaults are the app's export dialog's: light
 * background, no grid.
 */
export function imageRequest(flags: ImageFlags): ImageRequest | UsageProblem {
  if (flags.svg === true && flags.png === true) return { problem: 'Choose one format: --svg or --png, not both.' };
  const output = flags.output === undefined || flags.output === '-' ? undefined : flags.output;
  const byName = output !== undefined && extname(output).toLowerCase() === '.png' ? 'png' : 'svg';
  const format = flags.png === true ? 'png' : flags.svg === true ? 'svg' : byName;
  if (format === 'png' && output === undefined) {
    return {
      problem: 'A PNG image is written to a file, not to the terminal: add -o with a file name, e.g. -o circuit.png.',
    };
  }
  const background = (flags.background ?? 'light').trim().toLowerCase();
  if (!isBackground(background)) {
    return {
      problem: `There is no "${flags.background ?? ''}" background: use ${BACKGROUNDS.join(' or ')} (the choices of the app's Export image).`,
    };
  }
  return { format, output, background, grid: flags.grid === true };
}
