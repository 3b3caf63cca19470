import { BaseEdge, getSmoothStepPath, type EdgeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { useAppStore } from '../../stores/app-store';
import { selectWireValue } from '../../stores/sim-slice';
import type { FlowEdge } from '../flow-model';

/** How far a wire runs straight out of a pin before its first bend. */
const STUB = 10;

/**
 * A wire, routed orthogonally from pin to pin and coloured by its simulated value: 0, 1, X, Z, or
 * the neutral colour while there is no value.
 */
export const WireEdge = memo(function WireEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  selected,
}: EdgeProps<FlowEdge>): ReactElement {
  const value = useAppStore(selectWireValue(id));
  const [path] = getSmoothStepPath({
    sourceX,
    sourceY,
    sourcePosition,
    targetX,
    targetY,
    targetPosition,
    borderRadius: 0,
    offset: STUB,
  });
  const valueClass = value === undefined ? 'cf-wire-none' : `cf-wire-${value.toLowerCase()}`;
  return (
    <BaseEdge
      id={id}
      path={path}
      className={`cf-wire ${valueClass}${selected ? ' cf-wire-selected' : ''}`}
      interactionWidth={14}
    />
  );
});

/** The edge types of the canvas (module level, as React Flow requires). */
export const EDGE_TYPES = { wire: WireEdge };
