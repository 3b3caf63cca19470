import type { ReactElement, ReactNode, SVGAttributes } from 'react';
import type { ComponentInstance } from '../../../shared/circuit';
import type { ComponentDefinition } from '../../../shared/components';
import { bodyGeometry, type PlacedPin } from '../../../shared/layout/geometry';
import { labelPlacement } from '../../../shared/routing/scene';
import { staticCaption } from './captions';
import { rotationTransform } from './rotation';

function PinMark({ placed }: { placed: PlacedPin }): ReactElement {
  const { pin, x, y } = placed;
  const className = `cf-pin-mark cf-pin-mark-${pin.direction}`;
  if (pin.direction === 'input' || pin.direction === 'output')
    return <circle className={className} cx={x} cy={y} r={2.6} />;
  return <rect className={className} x={x - 2.5} y={y - 2.5} width={5} height={5} />;
}

export interface DrawnPartProps extends Omit<SVGAttributes<SVGGElement>, 'children'> {
  readonly component: ComponentInstance;
  /** The symbol, drawn unrotated in the part's own box (the frame rotates it). */
  readonly symbol: (definition: ComponentDefinition) => ReactNode;
  /** Drawn first, in the part's rotated box of `width` × `height` (a live part's hit area). */
  readonly under?: (width: number, height: number) => ReactNode;
}

/**
 * One part as the canvas draws it, outside the canvas (the image export, the lesson page): at its
 * place, its symbol rotated, its pin marks, its label (beside a ground, else the canvas's label box:
 * 10 px high, its bottom 2 px above the body, raised over top-edge pins) and its caption. Extra
 * attributes (a class, handlers, data) go on the part's group.
 */
export function DrawnPart({ component, symbol, under, className, ...attributes }: DrawnPartProps): ReactElement | null {
  const geometry = bodyGeometry(component, component.rotation);
  if (!geometry) return null;
  const { definition, width, height } = geometry;
  const caption = staticCaption(component);
  const placement = labelPlacement(component);
  return (
    <g
      className={className ?? 'cf-part'}
      data-id={component.id}
      data-type={component.type}
      data-label={component.label}
      transform={`translate(${component.x} ${component.y})`}
      {...attributes}
    >
      {under?.(width, height)}
      <g transform={rotationTransform(component.rotation, definition.width, definition.height)}>{symbol(definition)}</g>
      {geometry.pins.map((placed) => (
        <PinMark key={placed.pin.name} placed={placed} />
      ))}
      {definition.family === 'ground' ? (
        <text className="cf-label" x={width + 4} y={height / 2} dominantBaseline="central">
          {component.label}
        </text>
      ) : (
        <text className="cf-label" x={placement.dx} y={-7 - placement.lift} dominantBaseline="central">
          {component.label}
        </text>
      )}
      {caption !== undefined && (
        <text className="cf-caption" x={width / 2} y={height + 9.5} textAnchor="middle" dominantBaseline="central">
          {caption}
        </text>
      )}
    </g>
  );
}
