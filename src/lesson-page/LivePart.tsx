import type { KeyboardEvent, MouseEvent, ReactElement } from 'react';
import type { ComponentInstance } from '../shared/circuit/types';
import type { ComponentSimState } from '../shared/contract/sim-channels';
import { ComponentSymbol, type SymbolState } from '../renderer/src/symbols/ComponentSymbol';
import { PortShape, ProbeShape } from '../renderer/src/symbols/io-shapes';
import { formatBus, type BusFormat } from '../renderer/src/model/bus-format';
import { DrawnPart } from '../renderer/src/symbols/drawn-part';
import type { ComponentDefinition } from '../shared/components';
import { portWidth } from '../shared/components/subcircuit-interface';
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
    <DrawnPart
      component={component}
      className={operable ? 'cf-part cf-operable' : 'cf-part'}
      data-value={sim?.value ?? (sim?.lit !== undefined ? (sim.lit ? 'lit' : 'dark') : undefined)}
      under={(width, height) =>
        operable && <rect x={-4} y={-4} width={width + 8} height={height + 8} fill="transparent" />
      }
      symbol={(definition) => <LiveSymbol component={component} definition={definition} sim={sim} />}
      {...handlers}
    />
  );
}
