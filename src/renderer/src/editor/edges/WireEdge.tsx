import { BaseEdge, Position, type EdgeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { useAppStore, type AppState } from '../../stores/app-store';
import { selectProblemIndex } from '../../stores/problems-slice';
import { selectRoute } from '../../stores/routes-slice';
import { beginBranchDrag } from '../branch/branch-drag';
import { BendGrips } from '../bends/BendGrips';
import { selectBusValue, selectWireValue } from '../../stores/sim-slice';
import { formatBus } from '../../model/bus-format';
import type { FlowEdge } from '../../model/flow/flow-model';
import { plainWirePath, routePath } from '../../model/flow/wire-path';

/** The radius of a junction dot, in canvas units. */
const JUNCTION_RADIUS = 3.5;

const selectWireProblem = (id: string) => (s: AppState) => selectProblemIndex(s).wireSeverity.get(id);

/**
 * A wire, drawn along its route (around the parts; its net's junctions as dots) or, until the route
 * arrives, as a plain orthogonal bend from pin to pin; coloured by its simulated value: 0, 1, X, Z, or
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
  data,
}: EdgeProps<FlowEdge>): ReactElement {
  const value = useAppStore(selectWireValue(id));
  const bits = data?.bits ?? 1;
  const bus = useAppStore(selectBusValue(id));
  const problem = useAppStore(selectWireProblem(id));
  const route = useAppStore(selectRoute(id));
  const routed = route && routePath(route.points);
  const plain = plainWirePath(
    { x: sourceX, y: sourceY, position: sourcePosition },
    { x: targetX, y: targetY, position: targetPosition },
    data?.lane ?? 0,
    data?.lanes ?? 1,
  );
  const path = routed ?? plain;
  // A wire between two non-logic pins carries no logic value: "undriven" is not news on it.
  const shown = value === 'Z' && data?.electrical ? undefined : value;
  const valueClass =
    bits > 1
      ? `cf-wire-bus${bus === undefined ? '' : ' cf-wire-bus-live'}`
      : shown === undefined
        ? 'cf-wire-none'
        : `cf-wire-${shown.toLowerCase()}`;
  // A bus says its width by its driver, and its value while simulating.
  const busLabel = bits > 1 ? (bus === undefined ? `${bits}` : formatBus(bus)) : undefined;
  const leftward = sourcePosition === Position.Left;
  // Beside the wire's first point where it is routed (the pin itself), else beside React Flow's
  // handle (measured from the node's box, which can be off the pin by a pixel or two while it settles).
  const start = routed && route ? route.points[0]! : { x: sourceX, y: sourceY };
  const labelX = start.x + (leftward ? -6 : 6);
  const labelAnchor = leftward ? 'end' : 'start';
  return (
    <>
      {problem && <path className={`cf-wire-halo cf-wire-halo-${problem}`} d={path} />}
      <BaseEdge
        id={id}
        path={path}
        className={`cf-wire ${valueClass}${selected ? ' cf-wire-selected' : ''}${routed ? ' cf-wire-routed' : ''}`}
        interactionWidth={0}
      />
      {/* The wire's grab area: a click selects it, a drag branches it to a pin (`branch/`). */}
      <path
        className="react-flow__edge-interaction cf-wire-grab nopan"
        d={path}
        fill="none"
        strokeOpacity={0}
        strokeWidth={14}
        onPointerDown={(event) => beginBranchDrag(id, event)}
      />
      {routed &&
        route?.junctions.map((p) => (
          <circle
            key={`${p.x},${p.y}`}
            className={`cf-junction ${valueClass}`}
            cx={p.x}
            cy={p.y}
            r={JUNCTION_RADIUS}
            data-junction=""
          />
        ))}
      {selected && route && <BendGrips wireId={id} points={route.points} />}
      {busLabel !== undefined && (
        <text className="cf-bus-label" x={labelX} y={start.y - 5} textAnchor={labelAnchor} data-bus-label="">
          {busLabel}
        </text>
      )}
    </>
  );
});

/** The edge types of the canvas (module level, as React Flow requires). */
export const EDGE_TYPES = { wire: WireEdge };
