import { BaseEdge, getSmoothStepPath, type EdgeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { useAppStore, type AppState } from '../../stores/app-store';
import { selectProblemIndex } from '../../stores/problems-slice';
import { selectWireValue } from '../../stores/sim-slice';
import type { FlowEdge } from '../flow-model';

/** How far a wire runs straight out of a pin before its first bend. */
const STUB = 10;

const selectWireProblem = (id: string) => (s: AppState) => selectProblemIndex(s).wireSeverity.get(id);

/**
 * A wire, routed orthogonally from pin to pin and coloured by its simulated value: 0, 1, X, Z, or
 * the neutral colour while there is no value. A wire involved in a problem (a conflict, a floating
 * net) gets a halo in the problem's colour.
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
  const problem = useAppStore(selectWireProblem(id));
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
    <>
      {problem && <path className={`cf-wire-halo cf-wire-halo-${problem}`} d={path} />}
      <BaseEdge
        id={id}
        path={path}
        className={`cf-wire ${valueClass}${selected ? ' cf-wire-selected' : ''}`}
        interactionWidth={14}
      />
    </>
  );
});

/** The edge types of the canvas (module level, as React Flow requires). */
export const EDGE_TYPES = { wire: WireEdge };
