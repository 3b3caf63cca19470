import type { Ink, TextAlign, WavePainter } from '../model/waveform/wave-painter';
import type { ResolvedInk } from '../model/waveform/wave-style';

const FONT = "11px ui-monospace, 'SF Mono', 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, monospace";
const BOLD = `650 ${FONT}`;

/**
 * Draws a waveform scene on a canvas. Lines are gathered in one path per ink and stroked when the
 * clip changes or the frame ends: a frame of tens of thousands of segments is a dozen strokes, not a
 * stroke per segment. Fills and text go straight on, so within a clip the lines lie over the fills.
 */
export class CanvasPainter implements WavePainter {
  private readonly paths = new Map<Ink, { path: Path2D; x: number; y: number }>();
  private clipped = false;

  constructor(
    private readonly ctx: CanvasRenderingContext2D,
    private readonly inks: Readonly<Record<Ink, ResolvedInk>>,
  ) {
    ctx.textBaseline = 'middle';
  }

  fill(x: number, y: number, width: number, height: number, ink: Ink): void {
    if (width <= 0 || height <= 0) return;
    const style = this.inks[ink];
    this.ctx.globalAlpha = style.alpha;
    this.ctx.fillStyle = style.colour;
    this.ctx.fillRect(x, y, width, height);
    this.ctx.globalAlpha = 1;
  }

  line(x1: number, y1: number, x2: number, y2: number, ink: Ink): void {
    let open = this.paths.get(ink);
    if (!open) this.paths.set(ink, (open = { path: new Path2D(), x: NaN, y: NaN }));
    if (open.x !== x1 || open.y !== y1) open.path.moveTo(x1, y1);
    open.path.lineTo(x2, y2);
    open.x = x2;
    open.y = y2;
  }

  text(x: number, y: number, text: string, ink: Ink, align: TextAlign, bold = false): void {
    this.ctx.font = bold ? BOLD : FONT;
    this.ctx.textAlign = align;
    this.ctx.fillStyle = this.inks[ink].colour;
    this.ctx.fillText(text, x, y);
  }

  clip(x: number, y: number, width: number, height: number): void {
    this.unclip();
    this.ctx.save();
    this.ctx.beginPath();
    this.ctx.rect(x, y, width, height);
    this.ctx.clip();
    this.clipped = true;
  }

  unclip(): void {
    this.flush();
    if (this.clipped) this.ctx.restore();
    this.clipped = false;
  }

  /** Strokes the lines gathered so far; call once the scene is drawn. */
  finish(): void {
    this.unclip();
  }

  private flush(): void {
    const { ctx } = this;
    for (const [ink, { path }] of this.paths) {
      const style = this.inks[ink];
      ctx.globalAlpha = style.alpha;
      ctx.strokeStyle = style.colour;
      ctx.lineWidth = style.lineWidth;
      ctx.setLineDash(style.dashed ? [4, 3] : []);
      ctx.stroke(path);
    }
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
    this.paths.clear();
  }
}

/** The current theme's inks: each variable's value read from the document's root. */
export function themeColour(variable: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--${variable}`).trim() || '#888888';
}
