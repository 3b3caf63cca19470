import { useStoreApi } from '@xyflow/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { drawLodScene, type LodColours } from './lod-scene';
import { currentLodScene, themeColour } from './use-lod-scene';

function readColours(element: Element): LodColours {
  return {
    body: themeColour(element, '--symbol-fill'),
    stroke: themeColour(element, '--symbol-stroke'),
    selected: themeColour(element, '--accent'),
    wire: {
      none: themeColour(element, '--wire-none'),
      '0': themeColour(element, '--value-0'),
      '1': themeColour(element, '--value-1'),
      X: themeColour(element, '--value-x'),
      Z: themeColour(element, '--value-z'),
    },
  };
}

/**
 * The level-of-detail layer: while zoomed out over many components, the whole circuit is drawn
 * on one canvas (boxes and wires) instead of thousands of SVG nodes, and redrawn once per frame
 * in which the viewport, the circuit, the selection or the wire values changed.
 */
export function LodLayer(): ReactElement {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const flowStore = useStoreApi();

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let frame = 0;
    let colours = readColours(canvas);
    const draw = () => {
      frame = 0;
      const scene = currentLodScene();
      const { transform, width, height } = flowStore.getState();
      const pixelRatio = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * pixelRatio) || canvas.height !== Math.round(height * pixelRatio)) {
        canvas.width = Math.round(width * pixelRatio);
        canvas.height = Math.round(height * pixelRatio);
      }
      if (!scene) return;
      const s = useAppStore.getState();
      drawLodScene(ctx, scene, { transform, width, height, pixelRatio }, colours, s.selectedComponents, s.simWires);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(draw);
    };
    const stopFlow = flowStore.subscribe((s, prev) => {
      if (s.transform !== prev.transform || s.width !== prev.width || s.height !== prev.height) schedule();
    });
    const stopApp = useAppStore.subscribe((s, prev) => {
      if (s.theme !== prev.theme) {
        // The theme's variables apply once the attribute is set; read them on the next frame.
        requestAnimationFrame(() => {
          colours = readColours(canvas);
          schedule();
        });
      }
      if (
        s.docVersion !== prev.docVersion ||
        s.selectedComponents !== prev.selectedComponents ||
        s.simWires !== prev.simWires
      ) {
        schedule();
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
