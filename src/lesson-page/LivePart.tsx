import type { KeyboardEvent, MouseEvent, ReactElement } from 'react';
import type { ComponentInstance } from '../shared/circuit/types';
import type { ComponentSimState } from '../shared/contract/sim-channels';
import { bodyGeometry, type PlacedPin } from '../shared/layout/geometry';
import { labelPlacement } from '../shared/routing/scene';
import { staticCaption } from '../renderer/src/symbols/captions';
import { ComponentSymbol, type SymbolState } from '../renderer/src/symbols/ComponentSymbol';
import { PortShape, ProbeShape } from '../renderer/src/symbols/io-shapes';
import { formatBus, type BusFormat } from '../renderer/src/model/bus-format';
import type { ComponentDefinition } from '../shared/components';
import { portWidth } from '../shared/components/subcircuit-interface';
import { rotationTransform } from '../renderer/src/symbols/rotation';
import type { Operable } from './live-model';

/** What a symbol shows of the simulator's state, as the canvas's nodes read it. */
export function symbolState(sim: ComponentSimState | undefined): SymbolState {
  if (!sim) return {};
  const active = sim.on ?? sim.lit;
  return {
    ...(active !== undefined ? { active } : {}),
    ...(sim.segments ? { segments: sim.segments } : {}),
    ...(sim.dots ? { dots: sim.dots } : {}),
    ...(sim.value ? { value: sim.value } : {}),
  };
}

/**
 * The symbol with what the simulator shows in it. Probes and ports show their value as text, a
 * bus's in hex (as the canvas's ProbeNode and PortNode do); every other part its symbol's state.
 */
function LiveSymbol({
  component,
  definition,
  sim,
}: {
  component: ComponentInstance;
  definition: ComponentDefinition;
  sim: ComponentSimState | undefined;
}): ReactElement {
  const { width, height } = definition;
  if (definition.family === 'probe') {
    const format = (component.properties.format ?? 'hex') as BusFormat;
    const bits = typeof component.properties.width === 'number' ? component.properties.width : 1;
    const text = sim?.bus !== undefined ? formatBus(sim.bus, format) : bits > 1 ? `${bits} bits` : undefined;
    return <ProbeShape width={width} height={height} value={sim?.value} {...(text !== undefined ? { text } : {})} />;
  }
  if (definition.family === 'port') {
    const bits = portWidth(component.properties);
    const input = component.type === 'PORT_IN';
    const text =
      sim?.bus !== undefined
        ? formatBus(sim.bus)
        : (sim?.value ?? (bits > 1 ? `${bits} bits` : input ? (component.properties.initial === 1 ? '1' : '0') : '·'));
    return <PortShape width={width} height={height} direction={input ? 'in' : 'out'} text={text} value={sim?.value} />;
  }
  return <ComponentSymbol type={component.type} properties={component.properties} state={symbolState(sim)} />;
}

function PinMark({ placed }: { placed: PlacedPin }): ReactElement {
  const { pin, x, y } = placed;
  const className = `cf-pin-mark cf-pin-mark-${pin.direction}`;
  if (pin.direction === 'input' || pin.direction === 'output')
    return <circle className={className} cx={x} cy={y} r={2.6} />;
  return <rect className={className} x={x - 2.5} y={y - 2.5} width={5} height={5} />;
}

export interface LivePartProps {
  readonly component: ComponentInstance;
  readonly sim: ComponentSimState | undefined;
  readonly operable: Operable | undefined;
  readonly onToggle: (id: string) => void;
  readonly onPress: (id: string, down: boolean) => void;
  /** Steps a wide input port's number up (1) or down (-1). */
  readonly onCount: (id: string, by: 1 | -1) => void;
}

/** One part as the canvas draws it (symbol, pin marks, label, caption), live and, if a switch or button, operable. */
export function LivePart({ component, sim, operable, onToggle, onPress, onCount }: LivePartProps): ReactElement | null {
  const geometry = bodyGeometry(component, component.rotation);
  if (!geometry) return null;
  const { definition, width, height } = geometry;
  const caption = staticCaption(component);
  const beside = definition.family === 'ground';
  const on = sim?.on ?? false;
  const id = component.id;
  const handlers =
    operable === 'switch'
      ? {
          role: 'switch',
          tabIndex: 0,
          'aria-checked': on,
          'aria-label': `Switch ${component.label}`,
          onClick: () => onToggle(id),
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onToggle(id);
            }
          },
        }
      : operable === 'number'
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-label': `Input ${component.label}: click to count up, Shift+click to count down`,
            onClick: (e: MouseEvent) => onCount(id, e.shiftKey ? -1 : 1),
            onKeyDown: (e: KeyboardEvent) => {
              if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowUp' || e.key === 'ArrowDown') {
                e.preventDefault();
                onCount(id, e.key === 'ArrowDown' ? -1 : 1);
              }
            },
          }
        : operable === 'button'
          ? {
              role: 'button',
              tabIndex: 0,
              'aria-pressed': on,
              'aria-label': `Push button ${component.label} (hold to press)`,
              onPointerDown: () => onPress(id, true),
              onPointerUp: () => onPress(id, false),
              onPointerLeave: () => on && onPress(id, false),
              onPointerCancel: () => onPress(id, false),
              onKeyDown: (e: KeyboardEvent) => {
                if ((e.key === 'Enter' || e.key === ' ') && !on) {
                  e.preventDefault();
                  onPress(id, true);
                }
              },
              onKeyUp: (e: KeyboardEvent) => {
                if (e.key === 'Enter' || e.key === ' ') onPress(id, false);
              },
            }
          : {};
  return (
    <g
      className={operable ? 'cf-part cf-operable' : 'cf-part'}
      data-id={id}
      data-type={component.type}
      data-label={component.label}
      data-value={sim?.value ?? (sim?.lit !== undefined ? (sim.lit ? 'lit' : 'dark') : undefined)}
      transform={`translate(${component.x} ${component.y})`}
      {...handlers}
    >
      {operable && <rect x={-4} y={-4} width={width + 8} height={height + 8} fill="transparent" />}
      <g transform={rotationTransform(component.rotation, definition.width, definition.height)}>
        <LiveSymbol component={component} definition={definition} sim={sim} />
      </g>
      {geometry.pins.map((placed) => (
        <PinMark key={placed.pin.name} placed={placed} />
      ))}
      {beside ? (
        <text className="cf-label" x={width + 4} y={height / 2} dominantBaseline="central">
          {component.label}
        </text>
      ) : (
        <text
          className="cf-label"
          x={labelPlacement(component).dx}
          y={-7 - labelPlacement(component).lift}
          dominantBaseline="central"
        >
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
