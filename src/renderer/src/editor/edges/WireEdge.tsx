import { BaseEdge, getSmoothStepPath, Position, type EdgeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { useAppStore, type AppState } from '../../stores/app-store';
import { selectProblemIndex } from '../../stores/problems-slice';
import { selectRoute } from '../../stores/routes-slice';
import { beginBranchDrag } from '../branch/branch-drag';
import { selectWireValue } from '../../stores/sim-slice';
import type { Point } from '../../../../shared/routing/types';
import type { FlowEdge } from '../flow-model';

/** How far a wire runs straight out of a pin before its first bend. */
const STUB = 10;

/** How far apart the bends of wires leaving neighbouring pins are. */
const LANE_GAP = 6;

/**
 * Where a wire from a right-side pin to a left-side pin further right turns down or up: the middle,
 * shifted by its pin's lane. Going down, the upper pin turns furthest right; going up, the lower
 * one; so wires fanning out from one side of a body neither overlap nor cross. Undefined (React
 * Flow's middle) for every other case.
 */
export function laneCenterX(
  source: { x: number; y: number; position: Position },
  target: { x: number; y: number; position: Position },
  lane: number,
  lanes: number,
): number | undefined {
  if (lanes < 2 || source.position !== Position.Right || target.position !== Position.Left) return undefined;
  const span = target.x - source.x - 2 * STUB;
  if (span <= 0 || Math.abs(target.y - source.y) < 1) return undefined;
  const step = Math.min(LANE_GAP, span / lanes);
  const rank = target.y > source.y ? (lanes - 1) / 2 - lane : lane - (lanes - 1) / 2;
  return (source.x + target.x) / 2 + rank * step;
}

/** The SVG path through a route's points. */
export function routePath(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

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
  const problem = useAppStore(selectWireProblem(id));
  const route = useAppStore(selectRoute(id));
  const routed = route && routePath(route.points);
  const centerX = laneCenterX(
    { x: sourceX, y: sourceY, position: sourcePosition },
    { x: targetX, y: targetY, position: targetPosition },
    data?.lane ?? 0,
    data?.lanes ?? 1,
  );
  const [plain] = getSmoothStepPath({
    sourceX,
    sourceY,
    sourcePosition,
    targetX,
    targetY,
    targetPosition,
    borderRadius: 0,
    offset: STUB,
    ...(centerX === undefined ? {} : { centerX }),
  });
  const path = routed ?? plain;
  // A wire between two non-logic pins carries no logic value: "undriven" is not news on it.
  const shown = value === 'Z' && data?.electrical ? undefined : value;
  const valueClass = shown === undefined ? 'cf-wire-none' : `cf-wire-${shown.toLowerCase()}`;
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
    </>
  );
});

/** The edge types of the canvas (module level, as React Flow requires). */
export const EDGE_TYPES = { wire: WireEdge };
