import { Handle, Position } from '@xyflow/react';
import { memo, type ReactElement, type ReactNode } from 'react';
import type { PinDirection, PinSide } from '../../../../shared/components';
import type { ComponentInstance } from '../../../../shared/circuit';
import { useAppStore, type AppState } from '../../stores/app-store';
import { selectProblemIndex } from '../../stores/problems-slice';
import type { Problem } from '../../stores/problems';
import { bodyGeometry, type PlacedPin } from '../../../../shared/layout/geometry';
import { labelPlacement } from '../../../../shared/routing/scene';
import { rotationTransform } from '../../symbols/rotation';

const SIDE_POSITION: Record<PinSide, Position> = {
  left: Position.Left,
  right: Position.Right,
  top: Position.Top,
  bottom: Position.Bottom,
};

const DIRECTION_WORDS: Record<PinDirection, string> = {
  input: 'input',
  output: 'output',
  power: 'supply',
  ground: 'ground',
  passive: 'passive',
};

/**
 * The drawn mark of a pin: hollow for inputs, filled for outputs, square for supply, ground and
 * passive pins. It is part of the node's SVG (cheap to paint); the handle over it is invisible until
 * hovered.
 */
function PinMark({ placed, problem }: { placed: PlacedPin; problem: boolean }): ReactElement {
  const { pin, x, y } = placed;
  const className = `cf-pin-mark cf-pin-mark-${pin.direction}${problem ? ' cf-pin-mark-problem' : ''}`;
  if (pin.direction === 'input' || pin.direction === 'output') {
    return <circle className={className} cx={x} cy={y} r={2.6} />;
  }
  return <rect className={className} x={x - 2.5} y={y - 2.5} width={5} height={5} />;
}

/** One pin: a React Flow handle centred exactly on the pin, its name and direction shown on hover. */
const Pin = memo(function Pin({ placed }: { placed: PlacedPin }): ReactElement {
  const { pin, x, y, side } = placed;
  const optional = pin.defaultValue !== undefined ? `, reads ${pin.defaultValue} when unconnected` : '';
  return (
    <Handle
      type="source"
      id={pin.name}
      position={SIDE_POSITION[side]}
      className={`cf-pin cf-pin-${pin.direction}${pin.clock ? ' cf-pin-clock' : ''} cf-pin-${side}`}
      style={{ left: x, top: y }}
      data-tip={`${pin.name} · ${DIRECTION_WORDS[pin.direction]}${optional}`}
      aria-label={`${pin.name} (${DIRECTION_WORDS[pin.direction]})`}
    />
  );
});

const NO_PROBLEMS: readonly Problem[] = [];

/** The problems naming a component, most severe first (a stable empty list when none). */
const selectProblemsOf = (id: string) => (s: AppState) => selectProblemIndex(s).byComponent.get(id) ?? NO_PROBLEMS;

/**
 * The mark of a component's problems: a badge with the worst one's severity, and on hover each
 * problem's message and how to fix it.
 */
function ProblemBadge({ problems }: { problems: readonly Problem[] }): ReactElement {
  const worst = problems[0]!;
  return (
    <div
      className={`cf-node-diagnostic cf-diagnostic-${worst.severity} nodrag`}
      data-code={worst.code}
      aria-label={problems.map((p) => p.message).join(' ')}
    >
      {worst.severity === 'info' ? 'i' : '!'}
      <div className="cf-node-diagnostic-tip" role="tooltip">
        {problems.slice(0, 3).map((p) => (
          <p key={p.key}>
            <strong>{p.message}</strong>
            <span>{p.hint}</span>
          </p>
        ))}
        {problems.length > 3 && <span>and {problems.length - 3} more in the problem list</span>}
      </div>
    </div>
  );
}

/** The label's place: past the pins on the top edge and above their front row (as the router assumes). */
function labelStyle(component: ComponentInstance): { left: number; marginBottom: number } | undefined {
  const { dx, lift } = labelPlacement(component);
  return dx === 0 && lift === 0 ? undefined : { left: dx, marginBottom: 2 + lift };
}

interface NodeFrameProps {
  readonly component: ComponentInstance;
  /** The symbol, drawn unrotated in the definition's width×height box. */
  readonly children: ReactNode;
  /** Extra class names for the node (e.g. "cf-lit"). */
  readonly className?: string;
  /** A caption under the body (a clock's frequency, a resistor's value). */
  readonly caption?: string;
}

/**
 * What every component node shares: the rotated symbol, the label, the pins as handles at the
 * registry's positions, and the problems the simulator and the validator see in the component.
 */
export const NodeFrame = memo(function NodeFrame({
  component,
  children,
  className,
  caption,
}: NodeFrameProps): ReactElement | null {
  const problems = useAppStore(selectProblemsOf(component.id));
  const problemPins = problems.length === 0 ? undefined : new Set(problems.flatMap((p) => p.pins));
  const geometry = bodyGeometry(component, component.rotation);
  if (!geometry) return null;
  const { definition, width, height } = geometry;
  return (
    <div className={`cf-node cf-family-${definition.family}${className ? ` ${className}` : ''}`}>
      <svg className="cf-node-svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <g transform={rotationTransform(component.rotation, definition.width, definition.height)}>{children}</g>
        {geometry.pins.map((placed) => (
          <PinMark
            key={placed.pin.name}
            placed={placed}
            problem={problemPins?.has(`${component.id}.${placed.pin.name}`) ?? false}
          />
        ))}
      </svg>
      <div className="cf-node-label" style={labelStyle(component)}>
        {component.label}
      </div>
      {caption !== undefined && <div className="cf-node-caption">{caption}</div>}
      {geometry.pins.map((placed) => (
        <Pin key={placed.pin.name} placed={placed} />
      ))}
      {problems.length > 0 && <ProblemBadge problems={problems} />}
    </div>
  );
});
