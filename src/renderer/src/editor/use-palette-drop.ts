import { useReactFlow } from '@xyflow/react';
import { useCallback, type DragEvent } from 'react';
import { createId } from '../../../shared/ids';
import { PALETTE_DRAG_TYPE } from '../palette/PaletteItem';
import { readPlacement } from '../palette/placement';
import { useAppStore } from '../stores/app-store';
import { addComponentEdit } from '../model/edits/edit-operations';
import type { FlowEdge, FlowNode } from '../model/flow/flow-model';

/**
 * A part dragged from the palette: the canvas accepts only the palette's drags, and a drop adds the
 * part where it lands (snapped), selected, as one change.
 */
export function usePaletteDrop(): {
  readonly onDragOver: (event: DragEvent) => void;
  readonly onDrop: (event: DragEvent) => void;
} {
  const flow = useReactFlow<FlowNode, FlowEdge>();

  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }, []);

  const onDrop = useCallback(
    (event: DragEvent) => {
      const placement = readPlacement(event.dataTransfer.getData(PALETTE_DRAG_TYPE));
      if (!placement) return;
      event.preventDefault();
      const point = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const id = createId('c');
      void useAppStore
        .getState()
        .applyOperations(
          'Add',
          (circuit) => addComponentEdit(circuit, placement.type, point, id, false, placement.properties),
          { select: { components: [id] } },
        );
    },
    [flow],
  );

  return { onDragOver, onDrop };
}
