import { useStoreApi } from '@xyflow/react';
import { useEffect, useRef, type PointerEvent, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { getFlowInstance } from '../view/flow-instance';
import { canvasColours, currentLodScene } from '../view/lod-scene';

const WIDTH = 200;
const HEIGHT = 140;
const PAD = 8;

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface MapGeometry {
  /** Canvas units → minimap pixels. */
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

function grow(r: Rect, fraction: number): Rect {
  const dx = r.width * fraction;
  const dy = r.height * fraction;
  return { x: r.x - dx, y: r.y - dy, width: r.width + 2 * dx, height: r.height + 2 * dy };
}

/**
 * The minimap: the circuit in miniature with the visible area outlined; click or drag on it to
 * move the view there. Drawn on a canvas (the circuit once per change, the outline per frame), so
 * it costs the same for 50 components as for 5,000.
 */
export function MiniMapCanvas(): ReactElement {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const geometryRef = useRef<MapGeometry>({ scale: 1, x: 0, y: 0 });
  const flowStore = useStoreApi();

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = WIDTH * ratio;
    canvas.height = HEIGHT * ratio;
    const background = document.createElement('canvas');
    background.width = canvas.width;
    background.height = canvas.height;
    let frame = 0;
    let mapped: { version: number; area: Rect } | undefined;
    /** What the background was drawn for: redrawn only when the circuit or the mapped area changes. */
    let drawnFor = '';

    const drawBackground = (scene: ReturnType<typeof currentLodScene>, g: MapGeometry) => {
      const bg = background.getContext('2d')!;
      bg.setTransform(1, 0, 0, 1, 0, 0);
      bg.clearRect(0, 0, background.width, background.height);
      if (!scene) return;
      bg.setTransform(ratio * g.scale, 0, 0, ratio * g.scale, ratio * g.x, ratio * g.y);
      const boxes = new Path2D();
      for (let i = 0; i < scene.componentIds.length; i++) {
        const w = Math.max(scene.boxes[i * 4 + 2]!, 2 / g.scale);
        const h = Math.max(scene.boxes[i * 4 + 3]!, 2 / g.scale);
        boxes.rect(scene.boxes[i * 4]!, scene.boxes[i * 4 + 1]!, w, h);
      }
      bg.fillStyle = canvasColours().minimapNode;
      bg.fill(boxes);
    };

    const draw = () => {
      frame = 0;
      const s = useAppStore.getState();
      const scene = currentLodScene(s);
      const { transform, width, height } = flowStore.getState();
      const [tx, ty, zoom] = transform;
      const view = { x: -tx / zoom, y: -ty / zoom, width: width / zoom, height: height / zoom };
      // The map shows the circuit and the visible area together. Its area only grows (with room to
      // spare) when the view leaves it, so that panning does not redraw the map's circuit.
      const wanted = scene && scene.componentIds.length > 0 ? union(scene.bounds, view) : view;
      if (!mapped || mapped.version !== s.docVersion || !contains(mapped.area, view)) {
        mapped = { version: s.docVersion, area: grow(wanted, 0.25) };
      }
      const b = mapped.area;
      const scale = Math.min((WIDTH - 2 * PAD) / Math.max(b.width, 1), (HEIGHT - 2 * PAD) / Math.max(b.height, 1));
      const g: MapGeometry = {
        scale,
        x: PAD - b.x * scale + (WIDTH - 2 * PAD - b.width * scale) / 2,
        y: PAD - b.y * scale + (HEIGHT - 2 * PAD - b.height * scale) / 2,
      };
      geometryRef.current = g;
      const key = `${s.docVersion}:${s.theme}:${b.x}:${b.y}:${b.width}:${b.height}`;
      if (key !== drawnFor) {
        drawnFor = key;
        drawBackground(scene, g);
      }
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(background, 0, 0);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.strokeStyle = canvasColours().selected;
      ctx.lineWidth = 1.5;
      ctx.strokeRect(g.x + view.x * g.scale, g.y + view.y * g.scale, view.width * g.scale, view.height * g.scale);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(draw);
    };
    const stopFlow = flowStore.subscribe((s, prev) => {
      if (s.transform !== prev.transform || s.width !== prev.width || s.height !== prev.height) schedule();
    });
    const stopApp = useAppStore.subscribe((s, prev) => {
      if (s.docVersion !== prev.docVersion) schedule();
      // The theme's variables apply once the attribute is set: draw on the next frame.
      if (s.theme !== prev.theme) requestAnimationFrame(schedule);
    });
    schedule();
    return () => {
      stopFlow();
      stopApp();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [flowStore]);

  const moveTo = (event: PointerEvent<HTMLCanvasElement>) => {
    const flow = getFlowInstance();
    if (!flow) return;
    const box = event.currentTarget.getBoundingClientRect();
    const g = geometryRef.current;
    const x = (event.clientX - box.left - g.x) / g.scale;
    const y = (event.clientY - box.top - g.y) / g.scale;
    void flow.setCenter(x, y, { zoom: flowStore.getState().transform[2] });
  };

  return (
    <canvas
      ref={canvasRef}
      className="minimap-canvas"
      style={{ width: WIDTH, height: HEIGHT }}
      aria-label="Minimap: click to move the view"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) moveTo(event);
      }}
    />
  );
}
