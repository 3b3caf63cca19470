import { useSyncExternalStore, type ReactElement } from 'react';
import { branchDragSnapshot, subscribeBranchDrag } from './branch-drag';

/**
 * The line of a drag from a wire, from where it started to the pointer, over the canvas; solid and
 * accented over a pin it can be dropped on.
 */
export function BranchDragLayer(): ReactElement | null {
  const drag = useSyncExternalStore(subscribeBranchDrag, branchDragSnapshot);
  if (!drag) return null;
  const x1 = drag.start.x - drag.origin.x;
  const y1 = drag.start.y - drag.origin.y;
  const x2 = drag.at.x - drag.origin.x;
  const y2 = drag.at.y - drag.origin.y;
  return (
    <svg className="cf-branch-layer" data-testid="branch-drag" aria-hidden="true">
      <circle className="cf-branch-start" cx={x1} cy={y1} r={4} />
      <path className={`cf-branch-line${drag.over ? ' cf-branch-over' : ''}`} d={`M${x1} ${y1} H${x2} V${y2}`} />
    </svg>
  );
}
