import type { Ink, TextAlign, WavePainter } from './wave-painter';
import { lightInks, type ResolvedInk } from './wave-style';

const MONO = "ui-monospace, 'SF Mono', 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, monospace";

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (v: number) => String(Math.round(v * 10) / 10);

/**
 * A painter that writes an SVG document (the waveform as a handout): the light theme's colours
 * written out, consecutive lines of one ink merged into one path.
 */
export class SvgPainter implements WavePainter {
  private readonly parts: string[] = [];
  private readonly defs: string[] = [];
  private path: { ink: Ink; d: string; x: number; y: number } | undefined;
  private clipped = false;
  private clips = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly inks: Readonly<Record<Ink, ResolvedInk>> = lightInks(),
  ) {}

  fill(x: number, y: number, width: number, height: number, ink: Ink): void {
    if (width <= 0 || height <= 0) return;
    this.flush();
    const style = this.inks[ink];
    const opacity = style.alpha < 1 ? ` fill-opacity="${style.alpha}"` : '';
    this.parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${style.colour}"${opacity}/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, ink: Ink): void {
    if (this.path && this.path.ink !== ink) this.flush();
    this.path ??= { ink, d: '', x: NaN, y: NaN };
    if (this.path.x !== x1 || this.path.y !== y1) this.path.d += `M${n(x1)} ${n(y1)}`;
    this.path.d += `L${n(x2)} ${n(y2)}`;
    this.path.x = x2;
    this.path.y = y2;
  }

  text(x: number, y: number, text: string, ink: Ink, align: TextAlign, bold = false): void {
    this.flush();
    const anchor = align === 'left' ? 'start' : align === 'right' ? 'end' : 'middle';
    const weight = bold ? ' font-weight="650"' : '';
    this.parts.push(
      `<text x="${n(x)}" y="${n(y)}" fill="${this.inks[ink].colour}" text-anchor="${anchor}" dominant-baseline="central"${weight}>${escapeXml(text)}</text>`,
    );
  }

  clip(x: number, y: number, width: number, height: number): void {
    this.unclip();
    const id = `clip${this.clips++}`;
    this.defs.push(
      `<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"/></clipPath>`,
    );
    this.parts.push(`<g clip-path="url(#${id})">`);
    this.clipped = true;
  }

  unclip(): void {
    this.flush();
    if (this.clipped) this.parts.push('</g>');
    this.clipped = false;
  }

  /** The document drawn so far. */
  toString(): string {
    this.unclip();
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}" font-family="${MONO}" font-size="11">`,
      `<defs>${this.defs.join('')}</defs>`,
      ...this.parts,
      '</svg>',
      '',
    ].join('\n');
  }

  private flush(): void {
    if (!this.path) return;
    const style = this.inks[this.path.ink];
    const opacity = style.alpha < 1 ? ` stroke-opacity="${style.alpha}"` : '';
    const dash = style.dashed ? ' stroke-dasharray="4 3"' : '';
    this.parts.push(
      `<path d="${this.path.d}" fill="none" stroke="${style.colour}" stroke-width="${style.lineWidth}"${opacity}${dash}/>`,
    );
    this.path = undefined;
  }
}
