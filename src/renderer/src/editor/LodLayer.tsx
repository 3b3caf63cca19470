import { useStoreApi } from '@xyflow/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { drawLodScene } from '../model/flow/lod-scene';
import { canvasColours, currentLodScene } from '../view/lod-scene';

/** The cached drawing extends this fraction of the view beyond each edge, so short pans only copy it. */
const MARGIN = 0.5;
/** Canvases larger than this (in device pixels per side) are refused or slow on some machines. */
const MAX_SIDE = 8192;

interface CachedDrawing {
  readonly canvas: HTMLCanvasElement;
  /** What was drawn: the circuit version, selection, values and theme it shows. */
  readonly key: string;
  readonly zoom: number;
  /** The drawn area in canvas (flow) coordinates. */
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The level-of-detail layer: while zoomed out over many components, the whole circuit is drawn on
 * one canvas (boxes and wires) instead of thousands of SVG nodes. The drawing is made into a cache
 * larger than the view; panning copies it at an offset, and only a zoom, a change of the circuit,
 * the selection, the values or the theme — or a pan past the cached margin — draws it again.
 */
export function LodLayer(): ReactElement {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const flowStore = useStoreApi();

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let frame = 0;
    let cache: CachedDrawing | undefined;
    let versions = { key: 0 };
    const offscreen = document.createElement('canvas');

    const redrawCache = (zoom: number, left: number, top: number, width: number, height: number, ratio: number) => {
      const scene = currentLodScene();
      const s = useAppStore.getState();
      const marginX = width * MARGIN;
      const marginY = height * MARGIN;
      const w = Math.min(Math.ceil((width + 2 * marginX) * ratio), MAX_SIDE);
      const h = Math.min(Math.ceil((height + 2 * marginY) * ratio), MAX_SIDE);
      if (offscreen.width !== w || offscreen.height !== h) {
        offscreen.width = w;
        offscreen.height = h;
      }
      const area = { left: left - marginX / zoom, top: top - marginY / zoom };
      const octx = offscreen.getContext('2d')!;
      if (scene) {
        drawLodScene(
          octx,
          scene,
          {
            transform: [-area.left * zoom, -area.top * zoom, zoom],
            width: w / ratio,
            height: h / ratio,
            pixelRatio: ratio,
          },
          canvasColours(),
          s.selectedComponents,
          s.simWires,
        );
      } else {
        octx.clearRect(0, 0, w, h);
      }
      cache = {
        canvas: offscreen,
        key: String(versions.key),
        zoom,
        left: area.left,
        top: area.top,
        right: area.left + w / ratio / zoom,
        bottom: area.top + h / ratio / zoom,
      };
    };

    const draw = () => {
      frame = 0;
      const { transform, width, height } = flowStore.getState();
      const ratio = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
      }
      const [tx, ty, zoom] = transform;
      const left = -tx / zoom;
      const top = -ty / zoom;
      const inside =
        cache !== undefined &&
        cache.key === String(versions.key) &&
        cache.zoom === zoom &&
        left >= cache.left &&
        top >= cache.top &&
        left + width / zoom <= cache.right &&
        top + height / zoom <= cache.bottom;
      if (!inside) redrawCache(zoom, left, top, width, height, ratio);
      const c = cache!;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(c.canvas, Math.round((c.left - left) * zoom * ratio), Math.round((c.top - top) * zoom * ratio));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(draw);
    };
    const invalidate = () => {
      versions = { key: versions.key + 1 };
      schedule();
    };
    const stopFlow = flowStore.subscribe((s, prev) => {
      if (s.transform !== prev.transform || s.width !== prev.width || s.height !== prev.height) schedule();
    });
    const stopApp = useAppStore.subscribe((s, prev) => {
      // The theme's variables apply once the attribute is set: draw on the next frame.
      if (s.theme !== prev.theme) requestAnimationFrame(invalidate);
      if (
        s.docVersion !== prev.docVersion ||
        s.selectedComponents !== prev.selectedComponents ||
        s.simWires !== prev.simWires
      ) {
        invalidate();
      }
    });
    schedule();
    return () => {
      stopFlow();
      stopApp();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [flowStore]);

  return <canvas ref={canvasRef} className="lod-layer" data-testid="lod-layer" aria-hidden="true" />;
}
