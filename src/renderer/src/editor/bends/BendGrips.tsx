import { useStore } from '@xyflow/react';
import { useState, type PointerEvent as ReactPointerEvent, type ReactElement } from 'react';
import { bendOperations, moveSegment, simplifyPath, waypointsOf } from '../../../../shared/circuit';
import type { Point } from '../../../../shared/routing/types';
import { useAppStore } from '../../stores/app-store';
import { routePath } from '../../model/flow/wire-path';
import { draggableSegments, editablePath } from '../../model/flow/editable-path';

interface SegmentDrag {
  readonly index: number;
  readonly offset: number;
}

/**
 * The grips of a selected wire: one in the middle of each segment that does not touch a pin. A
 * grip dragged sideways moves its segment (snapped to the grid); on release the wire keeps the new
 * shape as its waypoints, one undoable change ("Reset wire route" gives it back to the router).
 */
export function BendGrips({
  wireId,
  points,
}: {
  readonly wireId: string;
  readonly points: readonly Point[];
}): ReactElement {
  const zoom = useStore((s) => s.transform[2]);
  const [drag, setDrag] = useState<SegmentDrag | undefined>(undefined);
  const path = editablePath(points);
  const preview = drag ? moveSegment(path, drag.index, drag.offset) : undefined;

  const begin = (index: number, event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    const a = path[index]!;
    const b = path[index + 1]!;
    const horizontal = a.y === b.y;
    const start = horizontal ? event.clientY : event.clientX;
    let offset = 0;
    const move = (e: PointerEvent) => {
      offset = ((horizontal ? e.clientY : e.clientX) - start) / zoom;
      setDrag({ index, offset });
    };
    const end = () => {
      window.removeEventListener('pointermove', move, true);
      window.removeEventListener('pointerup', end, true);
      setDrag(undefined);
      const moved = moveSegment(path, index, offset);
      const before = simplifyPath(path);
      if (moved.length === before.length && moved.every((p, i) => p.x === before[i]!.x && p.y === before[i]!.y)) return;
      void useAppStore
        .getState()
        .applyOperations('Bend wire', (circuit) => bendOperations(circuit, wireId, waypointsOf(moved)));
    };
    window.addEventListener('pointermove', move, true);
    window.addEventListener('pointerup', end, true);
  };

  return (
    <g className="cf-bend-grips">
      {preview && <path className="cf-bend-preview" d={routePath(preview)} />}
      {draggableSegments(path).map((index) => {
        const a = path[index]!;
        const b = path[index + 1]!;
        const horizontal = a.y === b.y;
        return (
          <rect
            key={index}
            className={`cf-bend-grip nodrag nopan ${horizontal ? 'cf-bend-grip-ns' : 'cf-bend-grip-ew'}`}
            data-testid="bend-grip"
            x={(a.x + b.x) / 2 - 4}
            y={(a.y + b.y) / 2 - 4}
            width={8}
            height={8}
            onPointerDown={(event) => begin(index, event)}
          />
        );
      })}
    </g>
  );
}
