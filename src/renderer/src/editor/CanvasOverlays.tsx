import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { BranchDragLayer } from './branch/BranchDragLayer';
import { CanvasMessage } from './CanvasMessage';
import { MiniMapCanvas } from './MiniMapCanvas';
import { SimulationBar } from './SimulationBar';
import { SubcircuitBreadcrumb } from './SubcircuitBreadcrumb';
import { ValueLegend } from './ValueLegend';

/**
 * What is drawn over the canvas, in stacking order: a wire's branch being dragged, the simulation
 * bar, the subcircuit breadcrumb, the preview banner, the canvas's message, the wire colours, the
 * minimap (when open) and the hint of an empty circuit.
 */
export function CanvasOverlays(): ReactElement {
  const minimapOpen = useAppStore((s) => s.minimapOpen);
  return (
    <>
      <BranchDragLayer />
      <SimulationBar />
      <SubcircuitBreadcrumb />
      <PreviewBanner />
      <CanvasMessage />
      <ValueLegend />
      {minimapOpen && <MiniMapCanvas />}
      <EmptyCanvasHint />
    </>
  );
}

/** Says that what the assistant is drawing is a preview, while its turn runs. */
function PreviewBanner(): ReactElement | null {
  const previewing = useAppStore((s) => s.preview !== undefined);
  if (!previewing) return null;
  return (
    <div className="preview-banner" role="status">
      <span className="preview-tag">Preview</span> The assistant’s changes, not applied yet
    </div>
  );
}

/** How to start, on a loaded circuit with nothing in it (and no preview of the assistant's). */
function EmptyCanvasHint(): ReactElement | null {
  const empty = useAppStore(
    (s) =>
      s.docStatus === 'ready' &&
      (s.replica?.state.componentCount ?? 0) === 0 &&
      (s.replica?.state.noteCount ?? 0) === 0 &&
      s.preview === undefined,
  );
  if (!empty) return null;
  return (
    <div className="canvas-empty" aria-hidden="true">
      <p className="canvas-empty-title">Empty circuit</p>
      <p>Drag a component from the palette, or click one to place it here.</p>
    </div>
  );
}
